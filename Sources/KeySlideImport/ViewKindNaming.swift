import KeySlideGeometry

// How class names become kinds, and the finishing pass every reader runs over a view tree.
//
// A view dump names only classes, often app subclasses (`MyFancyTextField`,
// `TPKeyboardAvoidingScrollView`), so a kind is found by the class name's UIKit suffix; the two
// IB readers name UIKit classes (`textField`, `IBUITextField`) and use the same table. The
// finishing pass derives what no file stores directly — absolute frames, a scroll view's
// content size from its subviews, unique element ids — in one place for all three formats.

extension ImportedViewKind {
    /// Suffixes of UIKit class names, most specific first: `TableViewCell` before `TableView`
    /// before `View`, so `UITableViewCell` and `UITableView` are not read as plain views.
    private static let suffixes: [(String, ImportedViewKind)] = [
        ("TextField", .textField), ("SearchTextField", .textField),
        ("TextView", .textView),
        ("ImageView", .imageView),
        ("StackView", .stackView),
        ("TableViewCell", .tableCell),
        ("TableViewCellContentView", .view), ("CellContentView", .view),
        ("TableView", .tableView),
        ("CollectionView", .scrollView),
        ("ScrollView", .scrollView),
        ("SegmentedControl", .segmentedControl),
        ("Switch", .switch),
        ("Button", .button),
        ("Label", .label),
        ("NavigationBar", .navigationBar),
        ("Toolbar", .toolbar), ("ToolBar", .toolbar),
        ("TabBar", .tabBar),
        ("Window", .view),
        ("View", .view),
    ]

    /// The kind for a UIKit class or a subclass named after one, e.g. `MyFancyTextField` →
    /// `.textField`; `UIPickerView`-like classes whose name ends in `View` but that KeySlide
    /// cannot simulate are boxes, as is anything with no known suffix.
    init(className: String) {
        if Self.boxedClasses.contains(className) {
            self = .box(className)
            return
        }
        let bySuffix = Self.suffixes
            .filter { className.hasSuffix($0.0) }
            .max { $0.0.count < $1.0.count }
        self = bySuffix?.1 ?? .box(className)
    }

    /// UIKit views whose names end in a known suffix but which behave nothing like a plain
    /// container: drawn as boxes so their internals are not imported as the user's layout.
    private static let boxedClasses: Set<String> = [
        "UIPickerView", "UIDatePicker", "UIActivityIndicatorView", "UIProgressView", "UIWebView",
        "WKWebView", "MKMapView", "UIVisualEffectView", "UIInputSetContainerView",
        "UIRemoteKeyboardWindow", "UITextEffectsWindow", "UIKeyboard",
    ]
}

/// The derived parts of a view tree, computed once after a reader has built it.
enum LayoutFinishing {
    /// Fills `absoluteFrame` (root at its own frame's size, origin zero), missing content sizes
    /// of scroll and table views, and an element id for every view that has none; makes ids
    /// unique by appending `-2`, `-3` to later duplicates. Names from the file are reserved
    /// first, so a generated `textField6` never takes the name of an outlet called `textField6`.
    ///
    /// The tree is changed in place (`root` is consumed): building a finished copy held two
    /// trees at once, 330 MB each for a storyboard of a million views. Recursive, one call per
    /// level of views: the readers refuse deeper nesting than `ViewDumpReader.maximumDepth` and
    /// `XMLTree.maximumDepth`, so the stack stays small.
    static func finished(_ root: consuming ImportedView) -> ImportedView {
        var names = Names()
        root.visit { view in
            if !view.id.isEmpty { names.used.insert(view.id) }
            return true
        }
        finish(&root, isRoot: true, superviewOrigin: .zero, superviewOffset: .zero, names: &names)
        return root
    }

    /// The ids given so far, and the counters that make new ones.
    private struct Names {
        /// Every id in the tree and every id made: what a new id must not be.
        var used: Set<String> = []
        /// The ids views have been given, so a second view with one gets a suffix.
        var assigned: Set<String> = []
        /// The last number used for each kind's generated ids (`textField3`).
        var counters: [String: Int] = [:]
        /// The last suffix tried for each duplicated id (`Field-7`), so that the 100,000th view
        /// labelled `Field` does not try the 99,999 suffixes before its own.
        var suffixes: [String: Int] = [:]
    }

    private static func finish(
        _ view: inout ImportedView, isRoot: Bool, superviewOrigin: Point, superviewOffset: Point, names: inout Names
    ) {
        let origin =
            isRoot
            ? Point.zero
            : Point(
                x: superviewOrigin.x + view.frame.minX - superviewOffset.x,
                y: superviewOrigin.y + view.frame.minY - superviewOffset.y)
        view.absoluteFrame = Rect(origin: origin, size: view.frame.size)
        if view.id.isEmpty {
            view.idSource = .generated
            view.id = generatedID(for: view.kind, names: &names)
        } else if names.assigned.contains(view.id) {
            var suffix = names.suffixes[view.id, default: 1]
            repeat { suffix += 1 } while names.used.contains("\(view.id)-\(suffix)")
            names.suffixes[view.id] = suffix
            view.id = "\(view.id)-\(suffix)"
        }
        names.used.insert(view.id)
        names.assigned.insert(view.id)
        if view.contentSize == nil, view.kind == .scrollView || view.kind == .tableView {
            view.contentSize = unionSize(of: view.children) ?? view.frame.size
        }
        let offset = view.contentOffset
        for index in view.children.indices {
            finish(
                &view.children[index], isRoot: false, superviewOrigin: origin, superviewOffset: offset, names: &names)
        }
    }

    private static func generatedID(for kind: ImportedViewKind, names: inout Names) -> String {
        var candidate: String
        repeat {
            names.counters[kind.name, default: 0] += 1
            candidate = "\(kind.name)\(names.counters[kind.name]!)"
        } while names.used.contains(candidate)
        return candidate
    }

    /// The size from the scroll view's origin to the far edges of its subviews: the content
    /// size Auto Layout would give a scroll view whose content is pinned to those edges.
    /// Hidden subviews (a faded-out scroll indicator) take no room.
    static func unionSize(of children: [ImportedView]) -> Size? {
        let children = children.filter { !$0.isHidden }
        guard !children.isEmpty else { return nil }
        return Size(
            width: max(0, children.map(\.frame.maxX).max()!),
            height: max(0, children.map(\.frame.maxY).max()!))
    }
}
