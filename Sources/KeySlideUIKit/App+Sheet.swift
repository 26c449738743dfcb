import KeySlideEasing
import KeySlideGeometry

/// A presented sheet: the view UIKit presents the root view in, and the move UIKit makes of it
/// when the keyboard comes up.
///
/// The presentation controller moves the sheet itself, not the view controller's view inside it,
/// so a strategy that moves the root view moves it inside a sheet that moves too. The app's
/// keyboard observers run first: a `WillShow` handler still sees the sheet where it rested
/// (docs/facts.md §17.2), which is why code that converts the keyboard's frame into the sheet on
/// `WillShow` measures an overlap the sheet is about to remove. A centred sheet (an iPad's form
/// or page sheet) moves whole; a phone's sheet, on the screen's bottom edge, grows upward and the
/// controller's view with it (docs/facts.md §17.6).
extension App {
    /// The sheet's container view and where it rests with the keyboard down.
    public struct Sheet: Hashable, Sendable {
        /// The container view the root view hangs in (UIKit's drop-shadow view).
        public var container: ViewID
        /// The sheet's frame in upright window coordinates with the keyboard down.
        public var restingFrame: Rect
        /// The highest the sheet's top may go: the status bar's bottom, or a phone's large detent.
        public var topLimit: Double
        /// What UIKit keeps above the keyboard: a centred sheet's height, a phone's largest detent.
        public var heightAboveKeyboard: Double
        /// Whether the sheet stands on the screen's bottom edge and grows rather than moves.
        public var isEdgeAttached: Bool
        /// The frame the sheet takes when it grows to its top limit, if that is not the resting
        /// frame grown: iOS 26's sheet leaves its floating inset at the large detent
        /// (docs/facts.md §17.8).
        public var largeFrame: Rect?

        public init(
            container: ViewID, restingFrame: Rect, topLimit: Double, heightAboveKeyboard: Double? = nil,
            isEdgeAttached: Bool = false, largeFrame: Rect? = nil
        ) {
            self.container = container
            self.restingFrame = restingFrame
            self.topLimit = topLimit
            self.heightAboveKeyboard = heightAboveKeyboard ?? restingFrame.height
            self.isEdgeAttached = isEdgeAttached
            self.largeFrame = largeFrame
        }
    }

    /// What the sheet is about to do for a keyboard: how far its top moves down (negative: up) and
    /// how much taller it gets (a phone's sheet; 0 for a centred one), from its model frame now,
    /// and how much taller than at rest it ends.
    public struct SheetChange: Hashable, Sendable {
        public var move: Double
        public var growth: Double
        public var heightOverResting: Double

        public static let none = SheetChange(move: 0, growth: 0, heightOverResting: 0)
    }

    /// Where UIKit puts the sheet's top with the keyboard's top edge at `keyboardTop` (upright
    /// window coordinates): where it rests when the keyboard does not reach it; otherwise moved up
    /// until `heightAboveKeyboard` of it is above the keyboard, but never above `topLimit`
    /// (docs/facts.md §17.2, §17.6).
    public static func sheetTop(_ sheet: Sheet, keyboardTop: Double) -> Double {
        let resting = sheet.restingFrame
        guard keyboardTop < resting.maxY else { return resting.minY }
        return max(sheet.topLimit, min(resting.minY, keyboardTop - sheet.heightAboveKeyboard))
    }

    /// The sheet's frame with its top at `top`: moved whole, or grown from the bottom edge; at
    /// its top limit, its large frame when it has one (iOS 26: on the screen's edges again).
    static func sheetFrame(_ sheet: Sheet, top: Double) -> Rect {
        if let large = sheet.largeFrame, top <= large.minY { return large }
        let resting = sheet.restingFrame
        let height = sheet.isEdgeAttached ? resting.maxY - top : resting.height
        return Rect(x: resting.minX, y: top, width: resting.width, height: height)
    }

    /// How the sheet is about to change for a keyboard whose notification ends at `keyboardEnd`
    /// (screen coordinates): what UIKit's own keyboard layout guide and SwiftUI allow for, being
    /// laid out by the same system that moves the sheet (an estimate, docs/facts.md §17.2);
    /// `.none` without a sheet or with a keyboard that is not docked.
    public func sheetChange(towardKeyboard keyboardEnd: Rect) -> SheetChange {
        guard let sheet, keyboardState.mode == .docked else { return .none }
        let target = Self.sheetFrame(sheet, top: Self.sheetTop(sheet, keyboardTop: fromWindow(keyboardEnd).minY))
        let now = self[sheet.container].frame.model(at: self.now)
        return SheetChange(
            move: target.minY - now.minY, growth: target.height - now.height,
            heightOverResting: target.height - sheet.restingFrame.height)
    }

    /// How far the sheet is about to move down (negative: up) for a keyboard ending at `keyboardEnd`.
    public func sheetMove(towardKeyboard keyboardEnd: Rect) -> Double { sheetChange(towardKeyboard: keyboardEnd).move }

    /// Moves the sheet for a keyboard heading to `top`, in the keyboard's own animation; called
    /// after the "will" notifications were posted, as UIKit's presentation controller does. A
    /// sheet that grows makes the controller's view (the root view) as much taller.
    mutating func moveSheet(keyboardTop top: Double, timing: Timing) {
        guard let sheet else { return }
        // Only a docked keyboard across the screen's bottom moves the sheet; one undocked,
        // split or floating leaves it where it rests.
        let keyboardTop = keyboardState.mode == .docked ? top : screenSize.height
        let target = Self.sheetFrame(sheet, top: Self.sheetTop(sheet, keyboardTop: keyboardTop))
        let parameters = AnimationParameters(duration: timing.duration)
        let root = rootView
        attributing(to: "UIKit") { app in
            app.contexts.append(AnimationContext(kind: .keyboard, parameters: parameters, timing: timing))
            let growth = target.height - app[sheet.container].frame.height.modelValue(at: app.now)
            app.change(
                \.views[sheet.container.rawValue].frame.y, to: target.minY, view: sheet.container, property: "frame.y")
            if growth != 0 {
                app.change(
                    \.views[sheet.container.rawValue].frame.height, to: target.height, view: sheet.container,
                    property: "frame.height")
                let rootHeight = app[root].frame.height.modelValue(at: app.now)
                app.change(
                    \.views[root.rawValue].frame.height, to: rootHeight + growth, view: root, property: "frame.height")
            }
            app.widenSheet(sheet, to: target)
            app.contexts.removeLast()
        }
    }

    /// Moves the sheet's sides to `target`'s, the root view as much wider: iOS 26's sheet leaving
    /// (or returning to) its floating inset, in the same animation as its height.
    private mutating func widenSheet(_ sheet: Sheet, to target: Rect) {
        let widening = target.width - self[sheet.container].frame.width.modelValue(at: now)
        guard widening != 0 else { return }
        let root = rootView
        change(\.views[sheet.container.rawValue].frame.x, to: target.minX, view: sheet.container, property: "frame.x")
        change(
            \.views[sheet.container.rawValue].frame.width, to: target.width, view: sheet.container,
            property: "frame.width")
        let rootWidth = self[root].frame.width.modelValue(at: now)
        change(\.views[root.rawValue].frame.width, to: rootWidth + widening, view: root, property: "frame.width")
    }
}
