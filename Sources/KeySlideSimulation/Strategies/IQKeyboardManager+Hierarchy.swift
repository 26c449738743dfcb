import KeySlideGeometry
import KeySlideUIKit

/// How IQKeyboardManager reads the view tree: its superview search and the class tests it makes
/// on the way. Read at IQKeyboardCore 1.0.8 (`6501e93`; the same at `bb720d1`), which IQ 8.0.2
/// gets through its other packages; `Hierarchy.swift` is `UIView+Hierarchy.swift` there. A class
/// is what the scene names for a view (`View.className`); a scene's table is a `UITableView`.
extension IQKeyboardManager {
    /// The classes that are `UITableView`s: UIKit's, and TPKeyboardAvoiding's subclass of it.
    static let tableViewClasses: Set<String> = ["UITableView", "TPKeyboardAvoidingTableView"]

    /// `disabledDistanceHandlingClasses`' defaults (`IQKeyboardManager.swift` L156–160).
    static let disabledDistanceHandlingClasses: Set<String> = [
        "UITableViewController", "UIInputViewController", "UIAlertController",
    ]

    /// `view is UITableView`: a scroll view the scene names a table, or the scroll view whose
    /// rows are a scene table's cells (`Simulation.makeApp` names no class for those).
    static func isTableView(_ view: ViewID, in app: App) -> Bool {
        guard app[view].kind == .scroll else { return false }
        if let name = app[view].className { return tableViewClasses.contains(name) }
        return app.views.contains { $0.parent == view && $0.kind == .tableCell }
    }

    /// `view is UITableViewCell`: a scene table's row, or a view the scene names one.
    static func isTableViewCell(_ view: ViewID, in app: App) -> Bool {
        app[view].kind == .tableCell || app[view].className == "UITableViewCell"
    }

    /// `superviewOf(type:belowView:)` (`Hierarchy.swift` L71–108): the nearest superview that
    /// `matches`, starting at the superview, so never `view` itself. A scroll view that matches is
    /// passed over when its own superview is a table view or a table cell (UIKit's private
    /// `UITableViewWrapperView` and `UITableViewCellScrollView`) or its class name starts with
    /// "_" (Apple's private classes), and the search goes on outward (L79–96).
    static func superview(of view: ViewID, in app: App, where matches: (ViewID) -> Bool) -> ViewID? {
        var current = app.superview(of: view)
        while let candidate = current {
            if matches(candidate) {
                guard app[candidate].kind == .scroll else { return candidate }
                let parent = app.superview(of: candidate)
                let insideTable = parent.map { isTableView($0, in: app) || isTableViewCell($0, in: app) } ?? false
                let isPrivate = app[candidate].className?.hasPrefix("_") ?? false
                if !insideTable, !isPrivate { return candidate }
            }
            current = app.superview(of: candidate)
        }
        return nil
    }

    /// `superviewOf(type: UIScrollView.self)`.
    static func superScrollView(of view: ViewID, in app: App) -> ViewID? {
        superview(of: view, in: app) { app[$0].kind == .scroll }
    }

    /// The scroll view IQ adjusts above `view` (`Position.swift` L152–165, and again L443–453 for
    /// the next one out): the first found whose scrolling is enabled and that is not marked
    /// `ignoreScrollingAdjustment`; the others are passed over, outward (its bugs #285, #21, #24).
    static func adjustableScrollView(above view: ViewID, in app: App) -> ViewID? {
        var found = superScrollView(of: view, in: app)
        while let scroll = found {
            let ignored = app.librarySettings.ignoreScrollingAdjustment.contains(app[scroll].name)
            if app[scroll].isScrollEnabled, !ignored { return scroll }
            found = superScrollView(of: scroll, in: app)
        }
        return nil
    }

    /// `privateIsEnabled()` for a field with the default enable mode
    /// (`IQKeyboardManager+Internal.swift` L31–76): off in a controller of a disabled class, or
    /// in UIAlertController's private text-field controller (L66–72). A scene has one controller,
    /// whose view is the root view (`LibrarySettings.viewControllerClass`).
    static func handlesDistance(in app: App) -> Bool {
        let controller = app.librarySettings.viewControllerClass
        if disabledDistanceHandlingClasses.contains(controller) { return false }
        return !(controller.contains("UIAlertController") && controller.hasSuffix("TextFieldViewController"))
    }

    /// Whether the scene's controller is a `UITableViewController`, whose own avoidance
    /// (`TableViewController`) then acts beside IQ.
    static func isTableViewController(_ app: App) -> Bool {
        app.librarySettings.viewControllerClass == "UITableViewController"
    }

    /// `handleTableViewCase` (`Position.swift` L495–510): with the field in a row of `table`
    /// that has a row before it, the move becomes what keeps that previous row's bottom below the
    /// top guide (never positive); otherwise it stays. A scene's rows follow one another in the
    /// table's subviews, so the previous one is `previousIndexPath(of:)`'s.
    static func moveKeepingPreviousRow(
        _ moveUp: Double, field: ViewID, table: ViewID, topGuide: Double, in app: App
    ) -> Double {
        guard let cell = superview(of: field, in: app, where: { isTableViewCell($0, in: app) }),
            app.superview(of: cell) == table
        else { return moveUp }
        let rows = app.views.filter { $0.parent == table && isTableViewCell($0.id, in: app) }.map(\.id)
        guard let index = rows.firstIndex(of: cell), index > 0 else { return moveUp }
        let previous = app.frame(of: rows[index - 1])
        guard !previous.isEmpty else { return moveUp }
        let inRootSuperview = app.convert(previous, from: table, to: app.superview(of: app.rootView))
        return min(0, inRootSuperview.maxY - topGuide)
    }
}
