/// The settings a library strategy reads from the app it runs in, as the real library reads its
/// own properties: each default is the library's (docs/library-sources.md §1.6, §3.1), and a scene
/// replaces them (`libraries:`).
public struct LibrarySettings: Hashable, Sendable {
    /// IQKeyboardManager's `keyboardDistance`: 10 pt (`IQKeyboardManager.swift` L112–118).
    public var keyboardDistance: Double
    /// IQKeyboardManager's scroll view `iq.restoreContentOffset`: false, so on hide the offset is
    /// only clamped (`UIScrollView+IQKeyboardManagerExtension.swift` L80–93).
    public var restoreContentOffset: Bool
    /// IQKeyboardManager's `enableAutoToolbar` (its Prev / Next / Done bar over the keyboard):
    /// false in 8.x, where it became `IQKeyboardToolbarManager.isEnabled` (`IQKeyboardToolbarManager.swift`
    /// L48–50; "now default to false", `MIGRATION GUIDE 7.0 TO 8.0.md` L4–7); true in 7.x
    /// (docs/library-sources.md §1.6).
    public var enableAutoToolbar: Bool
    /// `UIKeyboardLayoutGuide.usesBottomSafeArea` (iOS 17): true, so the guide rests on the
    /// safe-area bottom while the keyboard is hidden.
    public var usesBottomSafeArea: Bool
    /// SwiftUI's `.ignoresSafeArea(.keyboard)` on the screen (the scene's
    /// `view.ignoresKeyboardSafeArea`): false, so the keyboard is part of the safe area.
    public var ignoresKeyboardSafeArea = false
    /// The UIKit class of the controller whose view is the root view: `UITableViewController` for
    /// a scene whose view is a table, set by `Simulation.makeApp`. IQKeyboardManager leaves the
    /// controllers in its `disabledDistanceHandlingClasses` alone (`IQKeyboardManager.swift` L156–160).
    public var viewControllerClass = "UIViewController"
    /// The names of the scroll views marked IQKeyboardManager's `iq.ignoreScrollingAdjustment`
    /// (default false, `UIScrollView+IQKeyboardManagerExtension.swift` L43–56): its search for a
    /// scroll view to scroll passes over them.
    public var ignoreScrollingAdjustment: Set<String> = []

    public init(
        keyboardDistance: Double = 10, restoreContentOffset: Bool = false, enableAutoToolbar: Bool = false,
        usesBottomSafeArea: Bool = true
    ) {
        self.keyboardDistance = keyboardDistance
        self.restoreContentOffset = restoreContentOffset
        self.enableAutoToolbar = enableAutoToolbar
        self.usesBottomSafeArea = usesBottomSafeArea
    }

    /// The libraries' own defaults.
    public static let defaults = LibrarySettings()
}
