import KeySlideGeometry
import KeySlideUIKit

// A scroll view that fills an imported screen's root: what the scene keeps of it (the dismiss
// mode, a dump's content inset) and the notes on what it does not.
extension ImportedScreen {
    /// How far the status and navigation bars cover a root view whose top is `contentTop` on the
    /// screen: what UIKit insets a scroll view there by (its safe area from iOS 11).
    func insetUnderBars(device: Device, upright: Orientation, contentTop: Double) -> Double {
        let navigationBarHeight = navigationBar == nil ? 0 : device.navigationBarHeight[upright]
        return max(0, device.statusBar(upright) + navigationBarHeight - contentTop)
    }

    /// The scroll view's keyboard dismiss mode to keep (nil for none), with notes on what the
    /// scene does not take from the file: the scroll offset, the dismiss mode's effect, and the
    /// inset the bars give content that starts under them (`underBars`; 0 when a dump's own inset
    /// is kept instead).
    func scrollNotes(_ scroller: ImportedView?, underBars: Double, notes: inout [String]) -> String? {
        guard let scroller else { return nil }
        // A negative offset is the top of content under the bars (UIKit's −adjustedContentInset), not a scroll.
        let offset = scroller.contentOffset
        if offset.x > 0.5 || offset.y > 0.5 {
            notes.append(
                "the file shows the scroll view scrolled to y = \(offset.y.readable()); "
                    + "the scene starts at the top")
        }
        let dismissMode = scroller.keyboardDismissMode.flatMap { $0 == "none" ? nil : $0 }
        if let dismissMode {
            notes.append(
                "keyboardDismissMode \(dismissMode) is kept but not simulated (scenes dismiss with `dismiss: true`)")
        }
        // UIKit insets a scroll view that starts under the status and navigation bars by what they
        // cover, so its content starts below them. From iOS 11 that is the safe area's work
        // (`contentInsetAdjustmentBehavior` .automatic), which the simulation does itself: the scene
        // gives no content inset of its own, or the bars would count twice. Before iOS 11
        // `automaticallyAdjustsScrollViewInsets` set the inset, so the note says what a scene with an
        // older profile should add.
        if underBars > 0.5 {
            notes.append(
                "the scroll view starts under the bars: from iOS 11 its safe area insets the content by "
                    + "\(underBars.readable()) pt at the top (with an older profile, add "
                    + "contentInset: [\(underBars.readable()), 0, 0, 0])")
        }
        return dismissMode
    }

    /// The content inset a dump printed for the scroll view (`adjustedContentInset`), when the
    /// bars would give another top inset (`underBars`): a sheet's taller navigation bar, a large
    /// title, a bar the dump's app hid. The dump is what the app had, so the scene keeps it and
    /// turns the safe area's adjustment off (`never`), or its bars would count twice.
    func dumpedContentInset(of scroller: ImportedView, underBars: Double, notes: inout [String]) -> EdgeInsets? {
        guard let dumped = scroller.adjustedContentInset, abs(dumped.top - underBars) > 0.5 else { return nil }
        notes.append(
            "the dump's adjustedContentInset \(dumped.description) is kept as the scroll view's content "
                + "inset (the scene's bars would give \(underBars.readable()) pt at the top)")
        return dumped
    }
}
