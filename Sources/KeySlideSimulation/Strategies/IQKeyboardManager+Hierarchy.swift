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

    /// Whether the scene's controller is a `UITableViewController` or a
    /// `UICollectionViewController`, whose own avoidance (`TableViewController`, which knows the
    /// iOS versions a collection view controller has it on) then acts beside IQ.
    static func hasControllerAvoidance(_ app: App) -> Bool {
        ["UITableViewController", "UICollectionViewController"].contains(app.librarySettings.viewControllerClass)
    }

    /// The classes that are `UICollectionView`s: UIKit's, and TPKeyboardAvoiding's subclass of it.
    static let collectionViewClasses: Set<String> = ["UICollectionView", "TPKeyboardAvoidingCollectionView"]

    /// `view is UICollectionView`: a scroll view the scene names one, or whose cells are a scene
    /// collection's.
    static func isCollectionView(_ view: ViewID, in app: App) -> Bool {
        guard app[view].kind == .scroll else { return false }
        if let name = app[view].className { return collectionViewClasses.contains(name) }
        return app.views.contains { $0.parent == view && ($0.kind == .listCell || $0.kind == .collectionCell) }
    }

    /// `view is UICollectionViewCell`: a scene collection's cell, or a view the scene names one.
    static func isCollectionViewCell(_ view: ViewID, in app: App) -> Bool {
        app[view].kind == .listCell || app[view].kind == .collectionCell
            || ["UICollectionViewCell", "UICollectionViewListCell"].contains(app[view].className ?? "")
    }

    /// `scrollView is UICollectionView || scrollView is UITableView` (`Position.swift` L582–590,
    /// L781; `IQScrollViewConfiguration.swift` L87): such a scroll view's offset is set with
    /// `setContentOffset(_:animated: true)`, its own animation.
    static func scrollsWithOwnAnimation(_ view: ViewID, in app: App) -> Bool {
        isTableView(view, in: app) || isCollectionView(view, in: app)
    }

    /// The table view above `scroll`, else the collection view above it (`Position.swift`
    /// L416–430 tests the table first), with the test its cells pass.
    static func listAbove(_ scroll: ViewID, in app: App) -> (view: ViewID, isCell: (ViewID) -> Bool)? {
        if let table = superview(of: scroll, in: app, where: { isTableView($0, in: app) }) {
            return (table, { isTableViewCell($0, in: app) })
        }
        guard let collection = superview(of: scroll, in: app, where: { isCollectionView($0, in: app) }) else {
            return nil
        }
        return (collection, { isCollectionViewCell($0, in: app) })
    }

    /// `handleTableViewCase` and `handleCollectionViewCase` (`Position.swift` L495–527): with the
    /// field in a cell (`isCell`) of `table` that has a cell before it, the move becomes what keeps
    /// that previous cell's bottom below the top guide (never positive); otherwise it stays. A
    /// scene's cells follow one another in the list's subviews, so the previous one is
    /// `previousIndexPath(of:)`'s, and its frame the layout's attributes' frame.
    static func moveKeepingPreviousRow(
        _ moveUp: Double, field: ViewID, table: ViewID, isCell: (ViewID) -> Bool, topGuide: Double, in app: App
    ) -> Double {
        guard let cell = superview(of: field, in: app, where: isCell), app.superview(of: cell) == table
        else { return moveUp }
        let rows = app.views.filter { $0.parent == table && isCell($0.id) }.map(\.id)
        guard let index = rows.firstIndex(of: cell), index > 0 else { return moveUp }
        let previous = app.frame(of: rows[index - 1])
        guard !previous.isEmpty else { return moveUp }
        let inRootSuperview = app.convert(previous, from: table, to: app.superview(of: app.rootView))
        return min(0, inRootSuperview.maxY - topGuide)
    }
}
