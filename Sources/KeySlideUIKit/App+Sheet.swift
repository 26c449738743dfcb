import KeySlideEasing
import KeySlideGeometry

/// An iPad form sheet: the view UIKit presents the root view in, and the move UIKit makes of it
/// when the keyboard comes up.
///
/// The presentation controller moves the sheet itself, not the view controller's view inside it,
/// so a strategy that moves the root view moves it inside a sheet that moves too. The app's
/// keyboard observers run first: a `WillShow` handler still sees the sheet where it rested
/// (docs/facts.md §17.2), which is why code that converts the keyboard's frame into the sheet on
/// `WillShow` measures an overlap the sheet is about to remove.
extension App {
    /// The sheet's container view and where it rests with the keyboard down.
    public struct Sheet: Hashable, Sendable {
        /// The container view the root view hangs in (UIKit's drop-shadow view).
        public var container: ViewID
        /// The sheet's frame in upright window coordinates with the keyboard down.
        public var restingFrame: Rect
        /// The highest the sheet's top may go: the status bar's bottom.
        public var topLimit: Double

        public init(container: ViewID, restingFrame: Rect, topLimit: Double) {
            self.container = container
            self.restingFrame = restingFrame
            self.topLimit = topLimit
        }
    }

    /// Where UIKit puts the sheet's top with the keyboard's top edge at `keyboardTop` (upright
    /// window coordinates): where it rests when the keyboard does not reach it; otherwise moved up
    /// until its bottom meets the keyboard, but never above `topLimit` (docs/facts.md §17.2).
    public static func sheetTop(_ sheet: Sheet, keyboardTop: Double) -> Double {
        let resting = sheet.restingFrame
        guard keyboardTop < resting.maxY else { return resting.minY }
        return max(sheet.topLimit, min(resting.minY, keyboardTop - resting.height))
    }

    /// How far the sheet is about to move down (negative: up) for a keyboard whose notification
    /// ends at `keyboardEnd` (screen coordinates): what UIKit's own keyboard layout guide allows
    /// for, being laid out by the same system that moves the sheet (an estimate, docs/facts.md
    /// §17.2); 0 without a sheet or with a keyboard that is not docked.
    public func sheetMove(towardKeyboard keyboardEnd: Rect) -> Double {
        guard let sheet, keyboardState.mode == .docked else { return 0 }
        let target = Self.sheetTop(sheet, keyboardTop: fromWindow(keyboardEnd).minY)
        return target - self[sheet.container].frame.model(at: now).minY
    }

    /// Moves the sheet for a keyboard heading to `top`, in the keyboard's own animation; called
    /// after the "will" notifications were posted, as UIKit's presentation controller does.
    mutating func moveSheet(keyboardTop top: Double, timing: Timing) {
        guard let sheet else { return }
        // Only a docked keyboard across the screen's bottom moves the sheet; one undocked,
        // split or floating leaves it where it rests.
        let target = Self.sheetTop(sheet, keyboardTop: keyboardState.mode == .docked ? top : screenSize.height)
        let parameters = AnimationParameters(duration: timing.duration)
        attributing(to: "UIKit") { app in
            app.contexts.append(AnimationContext(kind: .keyboard, parameters: parameters, timing: timing))
            app.change(
                \.views[sheet.container.rawValue].frame.y, to: target, view: sheet.container, property: "frame.y")
            app.contexts.removeLast()
        }
    }
}
