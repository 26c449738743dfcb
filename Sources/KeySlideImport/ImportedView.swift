import KeySlideGeometry

// One view of an imported layout, its kind, and the warnings and errors an import reports.
//
// A view keeps both the frame the file saved (relative to its superview, as Interface Builder
// and `recursiveDescription` write it) and the absolute frame in the root view, because scenes
// place elements in root coordinates while a reader of the file checks against what it says.

/// What KeySlide makes of a view: the kinds a scene can simulate, or a box it only draws.
public enum ImportedViewKind: Hashable, Sendable {
    case textField
    case textView
    case button
    case label
    case imageView
    case `switch`
    case segmentedControl
    case stackView
    case scrollView
    case tableView
    case tableCell
    case navigationBar
    case toolbar
    case tabBar
    /// A plain container (`UIView`, a cell's content view, a window).
    case view
    /// A view KeySlide does not know, drawn as a box; the class name says what it was.
    case box(String)

    /// The kind's name as scene files and generated ids spell it (`textField`, `box`).
    public var name: String {
        switch self {
        case .textField: "textField"
        case .textView: "textView"
        case .button: "button"
        case .label: "label"
        case .imageView: "imageView"
        case .switch: "switch"
        case .segmentedControl: "segmentedControl"
        case .stackView: "stackView"
        case .scrollView: "scrollView"
        case .tableView: "tableView"
        case .tableCell: "tableCell"
        case .navigationBar: "navigationBar"
        case .toolbar: "toolbar"
        case .tabBar: "tabBar"
        case .view: "view"
        case .box: "box"
        }
    }

    /// Kinds whose subviews in a file are the control's own parts (a text field's editor, a
    /// button's label, a bar's background), not the user's layout.
    public var isLeaf: Bool {
        switch self {
        case .textField, .textView, .button, .label, .imageView, .switch, .segmentedControl,
            .navigationBar, .toolbar, .tabBar, .box:
            true
        case .stackView, .scrollView, .tableView, .tableCell, .view:
            false
        }
    }

    /// Whether KeySlide only draws it, as a box with its class name.
    public var isBox: Bool {
        if case .box = self { true } else { false }
    }

    /// Kinds that scroll their subviews, so their content size matters.
    public var scrolls: Bool {
        switch self {
        case .scrollView, .tableView, .textView: true
        default: false
        }
    }
}

/// A prototype cell of a table: named by its reuse identifier, at its saved frame in the table.
public struct ImportedPrototypeCell: Hashable, Sendable {
    public var reuseIdentifier: String
    public var frame: Rect
    public var sourceLine: Int?

    public init(reuseIdentifier: String, frame: Rect, sourceLine: Int?) {
        self.reuseIdentifier = reuseIdentifier
        self.frame = frame
        self.sourceLine = sourceLine
    }
}

/// Where a view's element id came from: a name the developer gave it, or one made up in order.
public enum ImportedIDSource: String, Hashable, Sendable {
    /// Interface Builder's `userLabel` (the name shown in the document outline).
    case userLabel
    /// The name of an outlet that points at the view.
    case outlet
    /// The kind's name and a counter (`textField2`), unique within the screen.
    case generated
}

public struct ImportedView: Hashable, Sendable {
    public var kind: ImportedViewKind
    /// The class as the file names it: a custom class when set (`TPKeyboardAvoidingScrollView`),
    /// else the UIKit class (`UITextField`).
    public var className: String
    /// The element id: a user label, an outlet name or a generated name; unique in its screen.
    public var id: String
    public var idSource: ImportedIDSource
    /// The file's own name for the object: an IB object id, or a dump's address.
    public var sourceID: String?
    /// The frame as saved, in the superview's coordinates.
    public var frame: Rect
    /// The frame in the root view's coordinates: the superview's absolute origin plus `frame`'s
    /// origin, minus the superview's `contentOffset` (a scroll view's bounds origin).
    public var absoluteFrame: Rect
    public var text: String?
    public var placeholder: String?
    /// `UITextField.BorderStyle` as IB spells it: `none`, `line`, `bezel`, `roundedRect`.
    public var borderStyle: String?
    /// `UIReturnKeyType` as IB spells it: `default`, `go`, `next`, `done`, …
    public var returnKeyType: String?
    /// The file's content size for a scroll view, else the union of its subviews' frames.
    public var contentSize: Size?
    public var contentOffset: Point
    /// The content inset UIKit had given a scroll view when a dump printed it
    /// (`adjustedContentInset`: its own inset plus the safe area's); nil in layout files.
    public var adjustedContentInset: EdgeInsets?
    /// `UIScrollView.KeyboardDismissMode` as IB spells it: `none`, `onDrag`, `interactive`.
    public var keyboardDismissMode: String?
    public var isHidden: Bool
    /// A stack view's axis (`horizontal` unless the file says `vertical`).
    public var axis: String?
    /// The subviews in file order; for a stack view these are its arranged subviews.
    public var children: [ImportedView]
    /// Constraints, masks and sizes, from an Interface Builder XML document (empty otherwise).
    public var layout = ImportedViewLayout()
    /// A dynamic table's prototype cells: templates the app's code fills in, left out.
    public var prototypeCells: [ImportedPrototypeCell] = []
    /// A static table's style and sections; its cells are its children.
    public var staticTable: ImportedStaticTable?
    /// A static cell's `accessoryType` (nil: none) and its own `rowHeight`, when the file gives them.
    public var accessoryType: String?
    public var rowHeight: Double?
    public var sourceLine: Int?

    public init(
        kind: ImportedViewKind, className: String, id: String = "", idSource: ImportedIDSource = .generated,
        sourceID: String? = nil, frame: Rect, absoluteFrame: Rect? = nil, text: String? = nil,
        placeholder: String? = nil, borderStyle: String? = nil, returnKeyType: String? = nil,
        contentSize: Size? = nil, contentOffset: Point = .zero, keyboardDismissMode: String? = nil,
        isHidden: Bool = false, axis: String? = nil, children: [ImportedView] = [], sourceLine: Int? = nil
    ) {
        self.kind = kind
        self.className = className
        self.id = id
        self.idSource = idSource
        self.sourceID = sourceID
        self.frame = frame
        self.absoluteFrame = absoluteFrame ?? frame
        self.text = text
        self.placeholder = placeholder
        self.borderStyle = borderStyle
        self.returnKeyType = returnKeyType
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.keyboardDismissMode = keyboardDismissMode
        self.isHidden = isHidden
        self.axis = axis
        self.children = children
        self.sourceLine = sourceLine
    }

    /// This view and all below it, depth first in file order.
    public var flattened: [ImportedView] {
        var result: [ImportedView] = []
        visit { view in
            result.append(view)
            return true
        }
        return result
    }

    /// The first view, this one or one below it, depth first in file order, that `matches`;
    /// without building the list of them all.
    public func firstView(where matches: (ImportedView) -> Bool) -> ImportedView? {
        var found: ImportedView?
        visit { view in
            if matches(view) { found = view }
            return found == nil
        }
        return found
    }

    /// The ids of this view and all below it.
    var allIDs: Set<String> {
        var ids: Set<String> = []
        visit { view in
            ids.insert(view.id)
            return true
        }
        return ids
    }

    /// Calls `body` with this view and each below it, depth first in file order, for as long as
    /// it returns true. It keeps the path to the view, not a list of views to visit: walking by
    /// recursion copied every level's list into the one above (100,000 views under 120 nested
    /// ones: 12 million copies), and a list of views to visit held all the subviews of a view
    /// with a million.
    func visit(_ body: (ImportedView) -> Bool) {
        guard body(self) else { return }
        var path: [(views: [ImportedView], next: Int)] = [(children, 0)]
        while let (views, next) = path.last {
            guard next < views.count else {
                path.removeLast()
                continue
            }
            path[path.count - 1].next = next + 1
            guard body(views[next]) else { return }
            if !views[next].children.isEmpty { path.append((views[next].children, 0)) }
        }
    }
}

/// Something in the file the reader did not understand and left out or guessed at.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line of the element, when known.
    public var line: Int?
    /// The element as the file names it (`pickerView`, `IBUIDatePicker`, `_UIBarBackground`).
    public var element: String
    public var message: String

    public init(file: String, line: Int?, element: String, message: String) {
        self.file = file
        self.line = line
        self.element = element
        self.message = message
    }

    /// `file:line: element: message`, on one line.
    public var description: String {
        ImportError.singleLine("\(place): \(element): \(message)")
    }

    /// `file:line: warning: element: message`, on one line: how tools (and editors reading
    /// compiler output) show a warning.
    public var warningLine: String {
        ImportError.singleLine("\(place): warning: \(element): \(message)")
    }

    private var place: String { line.map { "\(file):\($0)" } ?? file }
}

/// A file that could not be imported at all: not an IB document or a view dump, too large,
/// not well-formed XML. `description` is one line, `file:line: message`.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return Self.singleLine("\(place): \(message)")
    }

    /// Line breaks become spaces: tools read one message per line, whatever a name contains.
    static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
