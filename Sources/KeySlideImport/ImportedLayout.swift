import KeySlideGeometry

// The plain values an import produces: what a storyboard, a XIB or a view dump says about a
// screen, before anything is turned into a scene.
//
// The three readers (`IBDocumentReader`, `IBArchiveReader`, `ViewDumpReader`) each fill these
// same types, so whatever maps imported layouts to scenes handles one shape, not three. The
// values keep what the file said (class names, IB object ids, source lines) next to what was
// derived from it (kinds, absolute frames, generated ids), so a caller can both use the layout
// and explain where each part came from.

/// Which of the accepted inputs a file turned out to be; decided by content, never by extension.
public enum ImportFormat: String, Hashable, Sendable, CaseIterable {
    /// Xcode's XML document format with `type="…CocoaTouch.Storyboard.XIB"`.
    case storyboard
    /// Xcode's XML document format with `type="…CocoaTouch.XIB"` (Xcode 5 and later).
    case xibDocument
    /// The keyed archive format `<archive type="…CocoaTouch.XIB" version="7.10">` (before Xcode 5).
    case xibArchive
    /// Text printed by UIKit's `recursiveDescription`.
    case viewDump
}

/// The device a document was laid out for, as the document names it. Mapping the name to a
/// device preset is the caller's business; the sizes that matter are in each screen's root view.
public struct DeviceHint: Hashable, Sendable {
    /// Interface Builder's device id (`retina6_1`, `retina4_7`) or simulated screen type
    /// (`retina4`); nil when the document names none.
    public var id: String?
    /// `portrait` or `landscape` as the document says; nil when it does not say.
    public var orientation: ImportedOrientation?

    public init(id: String? = nil, orientation: ImportedOrientation? = nil) {
        self.id = id
        self.orientation = orientation
    }
}

public enum ImportedOrientation: String, Hashable, Sendable {
    case portrait
    case landscape
}

/// One imported file: its format, the device it names and every screen found in it.
public struct ImportedDocument: Hashable, Sendable {
    public var file: String
    public var format: ImportFormat
    public var device: DeviceHint?
    public var screens: [ImportedScreen]
    /// The storyboard's `initialViewController`, when it names a screen (or a container of one).
    public var initialScreenID: String?
    /// Everything the reader met but did not understand, in file order.
    public var warnings: [ImportWarning]

    public init(
        file: String, format: ImportFormat, device: DeviceHint? = nil, screens: [ImportedScreen] = [],
        initialScreenID: String? = nil, warnings: [ImportWarning] = []
    ) {
        self.file = file
        self.format = format
        self.device = device
        self.screens = screens
        self.initialScreenID = initialScreenID
        self.warnings = warnings
    }

    /// The screen a user means by `name`: its id, storyboard identifier or title, in that order,
    /// so an exact IB id always wins over a title that happens to be spelled the same.
    public func screen(named name: String) -> ImportedScreen? {
        screens.first { $0.id == name }
            ?? screens.first { $0.storyboardIdentifier == name }
            ?? screens.first { $0.title == name }
    }
}

/// A container a screen sits in, found through a storyboard's relationship segues.
public struct ImportedContainer: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case navigationController
        case tabBarController
    }

    public var kind: Kind
    /// The container's IB object id.
    public var id: String

    public init(kind: Kind, id: String) {
        self.kind = kind
        self.id = id
    }
}

/// A bar around a screen's content: from a container (a navigation controller's bar, a tab bar
/// controller's tab bar) or from the simulated metrics Interface Builder drew in the canvas.
public struct ImportedBar: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case navigationBar
        case toolbar
        case tabBar
    }

    public var kind: Kind
    /// The bar's frame as IB saved it, when the file has one (simulated metrics have none).
    public var frame: Rect?
    /// The navigation item's title, for a navigation bar.
    public var title: String?
    /// Item titles: a navigation item's bar buttons, a tab bar's tabs, a toolbar's items.
    public var items: [String]

    public init(kind: Kind, frame: Rect? = nil, title: String? = nil, items: [String] = []) {
        self.kind = kind
        self.frame = frame
        self.title = title
        self.items = items
    }
}

/// What a document says about one simulated bar: not said, said to be absent (`<nil key=…>`),
/// or shown, with the metric's kind (`statusBar`, `navigationBar`, `tabBar`, `toolbar`).
public enum SimulatedBar: Hashable, Sendable {
    case unspecified
    case none
    case shown(String)
}

/// The simulated bars Interface Builder drew around a view in its canvas (not real views).
public struct SimulatedBars: Hashable, Sendable {
    public var statusBar: SimulatedBar
    public var topBar: SimulatedBar
    public var bottomBar: SimulatedBar

    public init(
        statusBar: SimulatedBar = .unspecified, topBar: SimulatedBar = .unspecified,
        bottomBar: SimulatedBar = .unspecified
    ) {
        self.statusBar = statusBar
        self.topBar = topBar
        self.bottomBar = bottomBar
    }
}

/// One screen: a storyboard scene's view controller, a XIB's top-level view, or a dump's root.
public struct ImportedScreen: Hashable, Sendable {
    /// The view controller's IB id (storyboards), the top-level view's id (XIBs) or the root
    /// view's address (dumps).
    public var id: String
    public var title: String?
    public var storyboardIdentifier: String?
    /// The view controller's `customClass` (or File's Owner's, in a XIB), when set.
    public var controllerClass: String?
    public var rootSize: Size
    public var orientation: ImportedOrientation?
    /// Containers this screen sits in, innermost first.
    public var containers: [ImportedContainer]
    public var navigationBar: ImportedBar?
    public var toolbar: ImportedBar?
    public var tabBar: ImportedBar?
    public var simulatedBars: SimulatedBars
    /// The root view; its `frame` is as saved, its `absoluteFrame` starts at the origin.
    public var root: ImportedView
    public var sourceLine: Int?
    /// The ids of `topLayoutGuide` and `bottomLayoutGuide` (`<viewControllerLayoutGuide>`,
    /// storyboards of Xcode 5 to 8), which constraints may name.
    public var topLayoutGuideID: String?
    public var bottomLayoutGuideID: String?
    /// A view controller's freeform size (`<freeformSimulatedSizeMetrics>`): the root keeps it
    /// on every device, as a form sheet or an embedded child does.
    public var isFreeform = false
    /// The file the screen was read from, for warnings about it.
    public var file = ""
    /// Whether the reader kept each view's layout (Xcode's XML format): then the screen is
    /// mapped as a tree that lays itself out.
    public var hasLayout = false
    /// Whether the frames are what UIKit laid out in the running app (a view dump), not a
    /// canvas's: a stack view's arranged subviews keep theirs (a dump prints no axis or spacing)
    /// and a scroll view keeps the inset UIKit had given it.
    public var isRunningApp = false

    public init(
        id: String, title: String? = nil, storyboardIdentifier: String? = nil, controllerClass: String? = nil,
        rootSize: Size, orientation: ImportedOrientation? = nil, containers: [ImportedContainer] = [],
        navigationBar: ImportedBar? = nil, toolbar: ImportedBar? = nil, tabBar: ImportedBar? = nil,
        simulatedBars: SimulatedBars = SimulatedBars(), root: ImportedView, sourceLine: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.storyboardIdentifier = storyboardIdentifier
        self.controllerClass = controllerClass
        self.rootSize = rootSize
        self.orientation = orientation
        self.containers = containers
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.simulatedBars = simulatedBars
        self.root = root
        self.sourceLine = sourceLine
    }

    /// Every view below the root (the root included), depth first in file order: the order
    /// Interface Builder and UIKit list subviews, back to front.
    public var allViews: [ImportedView] { root.flattened }

    /// The view with this element id, if any.
    public func view(withID id: String) -> ImportedView? {
        root.firstView { $0.id == id }
    }
}
