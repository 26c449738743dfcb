import KeySlideGeometry
import KeySlideUIKit

/// Seed 002, "How to scroll an obscured textfield above the keyboard" (gtiapps).
///
/// The view is a scroll view. Once the keyboard has *finished* appearing (`DidShow`) it checks
/// whether the field lies inside the area the keyboard leaves, and if not scrolls the content
/// by `viewHeight − keyboardHeight`, remembering the old offset; on `WillHide` it scrolls back.
///
/// Quirks kept: the offset does not depend on where the field is; nothing moves until the
/// keyboard has stopped (the `DidShow` lag), so the field is covered while it rises; the height
/// comes from the begin frame, and in landscape both the keyboard's and the view's width and
/// height are swapped (right before iOS 8, wrong after). The article has one field, `txtDemo`;
/// here the field being edited plays it. When `DidShow` is posted again on a focus change (before
/// iOS 11) it saves the already-scrolled offset, so hiding no longer goes home. Its
/// `textFieldShouldReturn` resigns, so return always dismisses the keyboard.
public struct ScrollContentOffset: AvoidanceStrategy {
    public static let id = "scroll-content-offset"
    public static let summary = "Scrolls by viewHeight − keyboardHeight on DidShow, back on WillHide."
    public static let source = "seed 002: \"How to scroll an obscured textfield above the keyboard\" (gtiapps)"
    /// It insets and scrolls the scroll view holding the fields, and touches nothing else.
    public static let requirements: [StrategyRequirement] = [.scrollView]

    /// The article's `originalScrollerOffsetY`.
    var originalScrollerOffsetY = 0.0

    public init() {}

    public mutating func keyboardDidShow(_ notification: KeyboardNotification, in app: inout App) {
        guard let scroller = app.scrollView, let txtDemo = app.firstResponder else { return }
        var viewWidth = app.frame(of: app.rootView).width
        var viewHeight = app.frame(of: app.rootView).height

        // STEP 1: the keyboard's size.
        let keyboardSize = notification.frameBegin.size
        var keyboardHeight = keyboardSize.height

        // STEP 2: in landscape, swap.
        if app.statusBarOrientation.isLandscape {
            keyboardHeight = keyboardSize.width
            let temp = viewWidth
            viewWidth = viewHeight
            viewHeight = temp
        }

        app.note("keyboardHeight", keyboardHeight)

        // STEP 3: the area the keyboard leaves.
        let viewableAreaFrame = Rect(x: 0, y: 0, width: viewWidth, height: viewHeight - keyboardHeight)

        // STEP 4: the field's frame.
        let txtDemoFrame = app.frame(of: txtDemo)

        // STEP 5: scroll if the field is not inside.
        if !viewableAreaFrame.contains(txtDemoFrame) {
            let scrollPointY = viewHeight - keyboardHeight
            app.note("scrollPointY", scrollPointY)
            originalScrollerOffsetY = app.contentOffset(of: scroller).y
            app.setContentOffset(Point(x: 0, y: scrollPointY), of: scroller, animated: true)
        }
    }

    /// The article's `textFieldShouldReturn:` resigns `txtDemo`, "if we want the keyboard to be able
    /// to hide"; the field being edited plays `txtDemo`.
    public mutating func textFieldShouldReturn(_ textField: ViewID, in app: inout App) -> Bool {
        app.resignFirstResponder()
        return true
    }

    public mutating func keyboardWillHide(_ notification: KeyboardNotification, in app: inout App) {
        guard let scroller = app.scrollView else { return }
        app.setContentOffset(Point(x: 0, y: originalScrollerOffsetY), of: scroller, animated: true)
    }
}
