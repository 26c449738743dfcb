import KeySlideEasing
import KeySlideGeometry

/// A small, honest model of the UIKit an avoidance strategy talks to: one window, a view tree,
/// a keyboard, a first responder, animation contexts and a clock.
///
/// It is a value. Strategies receive it `inout` in their callbacks and change it through
/// UIKit-shaped methods (`frame(of:)`, `setFrame(_:of:)`, `animate(withDuration:…)`,
/// `setContentOffset(_:of:animated:)`, …). Every change lands on a `Track`, so afterwards the app
/// knows what was on screen at any instant — the recording the renderers draw.
///
/// The model covers what the seeds rely on (DESIGN §2) and says where it chooses:
/// - model versus presentation values, replacing (pre-iOS 8) or additive animations,
///   `beginFromCurrentState`, nested blocks inheriting duration and curve;
/// - the keyboard's own motion and its notifications with begin/end frames in screen
///   coordinates, portrait-fixed before iOS 8 (the root view then carries the rotation);
/// - focus and the text-field delegate callbacks in UIKit's order;
/// - scroll views: offset, inset, size, clamping, minimal scrolling, UIKit scrolling the first
///   responder into view;
/// - a clock for delayed work.
public struct App: Sendable {
    public let device: Device
    /// The interface orientation now; a rotation (`rotate(to:controller:)`) changes it.
    public internal(set) var orientation: Orientation
    /// The orientation the app started in.
    public let startOrientation: Orientation
    /// Every rotation of the interface, in time order.
    public internal(set) var orientationChanges: [OrientationChange] = []
    public let profile: PlatformProfile
    /// The keyboard: its height changes when the user switches keyboards.
    public internal(set) var keyboard: KeyboardSpec { didSet { noteKeyboardFace() } }
    /// Which keyboard shows from when (its kind, height and mode), in time order; the looks draw
    /// each one as iOS does. `noteKeyboardFace()` is its one writer, called when the height
    /// changes and where the kind or the mode does.
    public internal(set) var keyboardFaces: [KeyboardFace] = []

    /// The current time in seconds since the scene started.
    public internal(set) var now: Double = 0
    /// Every view, indexed by `ViewID.rawValue`, in creation (layout) order.
    public internal(set) var views: [View] = []
    /// The root view controller's view.
    public let rootView: ViewID
    /// The text input that is first responder, if any.
    public internal(set) var firstResponder: ViewID?
    /// Every change of first responder, in time order.
    public internal(set) var focusChanges: [FocusChange] = []
    /// The keyboard's top edge in upright window coordinates (the screen height while hidden).
    public internal(set) var keyboardTop: Track
    /// How far right of its place the keyboard is drawn: it slides in with a screen pushed with a
    /// field focused on appear (App+Navigation.swift); 0 otherwise.
    public internal(set) var keyboardSlideX = Track(initialValue: 0)
    /// The navigation stack around the root view, when the scene pushes or pops (App+Navigation.swift).
    public internal(set) var navigation: Navigation?
    /// The keyboard's height over time: it changes when the user switches keyboards.
    public internal(set) var keyboardHeight: Track
    /// The input accessory bar on the keyboard: the first responder's, kept while the keyboard hides.
    public internal(set) var keyboardAccessory: InputAccessoryView?
    /// The bar's height over time (0 without one), moving with the keyboard: the keys sit this far below its top.
    public internal(set) var keyboardAccessoryHeight = Track(initialValue: 0)
    /// Every change of the bar on the keyboard, in time order.
    public internal(set) var keyboardAccessoryChanges: [AccessoryChange] = []
    /// Everything that happened, in order.
    public internal(set) var events: [Event] = []
    /// Each time a growing text view took a new height as the user typed (App+Typing.swift).
    public internal(set) var textViewGrowths: [TextViewGrowth] = []

    /// Whether the keyboard is showing or on its way up.
    public internal(set) var isKeyboardShown = false
    /// The keyboard beyond shown and hidden: hardware keyboard, iPad mode, floating frame.
    public internal(set) var keyboardState = KeyboardState()

    /// The bottom of the bars above the content — status bar and navigation bar — in upright
    /// window coordinates (`UIViewController.topLayoutGuide`). Set by whoever builds the screen.
    public var topLayoutGuide: Double = 0

    /// The height of the bars across the screen's bottom — a tab bar or toolbar and the safe area
    /// below it — in upright points (0 without one): they widen the safe area of the views under them.
    public var bottomBarsHeight: Double = 0

    /// The window's safe-area insets (the device's, or the scene's `safeArea`), upright.
    public var windowSafeAreaInsets: EdgeInsets = .zero
    /// Whether the root view is a controller's view inside a navigation controller: an automatic
    /// scroll view then always adjusts vertically (docs/facts.md §10.3).
    public var isInNavigationController = false
    /// The system minimum layout margins of the root view (`systemMinimumLayoutMargins`), upright:
    /// 0 top and bottom, the device's side margin at the sides (docs/facts.md §10.2).
    public var systemMinimumLayoutMargins: EdgeInsets = .zero

    /// The system minimum margins for `device` in `orientation`.
    static func systemMinimumLayoutMargins(device: Device, orientation: Orientation) -> EdgeInsets {
        let side = device.systemMinimumSideMargin(orientation)
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
    /// What the library strategies read as their own settings.
    public var librarySettings = LibrarySettings.defaults
    /// Whether UIKit's own scroll of the first responder into view runs (App+ScrollView.swift).
    /// A SwiftUI screen turns it off: SwiftUI scrolls a focused single-line field itself and
    /// leaves a multi-line one where it is (docs/facts.md §13.3).
    public var keepsFirstResponderVisible = true
    /// The sheet the root view is presented in, which UIKit moves above the keyboard
    /// (App+Sheet.swift); `nil` when the root view is not in a sheet.
    public var sheet: Sheet?
    /// The app's window on the screen (upright screen coordinates) when it does not fill the
    /// screen — Split View, Slide Over, a Stage Manager window; `nil` when it does. The views hang
    /// in a container at this frame, so the simulation's own coordinates stay the screen's, which
    /// the keyboard's frames are in; `convert(_:from:to:)` with `nil` means this window, as UIKit's
    /// does, so code that feeds it a keyboard frame is off by the window's origin
    /// (`convert(fromScreen:to:)`, docs/facts.md §18).
    public var windowFrame: Rect?
    /// The constraints and autoresizing of the views under the root view, when the screen has
    /// any (App+Layout.swift); without, views keep the frames they are given.
    public internal(set) var layout: AppLayout?

    var contexts: [AnimationContext] = []
    var scheduled: [Scheduled] = []
    var nextSequence = 0
    /// The callbacks running now, innermost last: their names and the number of each call.
    var causes: [Cause] = []
    var callCount = 0
    var needsScrollToFirstResponder = false
    /// When the last rotation's animation ends (`isRotating`).
    var rotationEnds = -Double.infinity
    /// When each scroll view's own animated scroll ends; until then its model offset is what
    /// the animation shows (UIScrollView moves the real offset frame by frame).
    var ownScrollEnds: [ViewID: Double] = [:]

    /// The keyboard this app shows: its height in the scene's orientation and what its
    /// notifications report.
    public struct KeyboardSpec: Hashable, Sendable {
        public var height: Double
        public var duration: Double
        public var curve: AnimationCurve

        public init(height: Double, duration: Double, curve: AnimationCurve) {
            self.height = height
            self.duration = duration
            self.curve = curve
        }
    }

    /// A change of first responder.
    public struct FocusChange: Hashable, Sendable {
        public var time: Double
        public var field: ViewID?
    }

    /// An app whose root view has `rootFrame` (upright window coordinates) and is a plain view
    /// or a scroll view. With `container`, the root view sits inside a full-screen container
    /// view (an iPad split view's own view) instead of directly in the window; `rootFrame` is
    /// then in the container's coordinates, which stay upright. `containerFrame` places a container
    /// that does not fill the screen (an iPad form sheet, `sheet`).
    public init(
        device: Device, orientation: Orientation, profile: PlatformProfile, keyboard: KeyboardSpec,
        rootFrame: Rect, rootKind: ViewKind = .plain, container: String? = nil, containerFrame: Rect? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.startOrientation = orientation
        self.profile = profile
        self.keyboard = keyboard
        let screen = device.screen(orientation)
        windowSafeAreaInsets = device.safeAreaInsets(orientation)
        systemMinimumLayoutMargins = Self.systemMinimumLayoutMargins(device: device, orientation: orientation)
        keyboardTop = Track(initialValue: screen.height)
        keyboardHeight = Track(initialValue: keyboard.height)
        keyboardFaces = [KeyboardFace(time: 0, kind: .language, height: keyboard.height, mode: .docked)]
        if let container {
            views = [
                View(
                    id: ViewID(0), name: container, kind: .plain, parent: nil,
                    frame: containerFrame ?? Rect(origin: .zero, size: screen))
            ]
            // A sheet clips what a strategy slides out of it (UIKit's drop-shadow view).
            views[0].clipsToBounds = containerFrame != nil
            rootView = ViewID(1)
            views.append(View(id: rootView, name: "root", kind: rootKind, parent: ViewID(0), frame: rootFrame))
        } else {
            rootView = ViewID(0)
            views = [View(id: rootView, name: "root", kind: rootKind, parent: nil, frame: rootFrame)]
        }
    }

    /// Adds a view to `parent` (the root view when `nil`) and returns its handle. A view
    /// `pinnedToBottom` follows its parent's bottom edge when the parent's height changes; one that
    /// `fillsParentHeight` stretches with it. `clipsToBounds` is UIKit's default for the kind
    /// unless given; `sceneElement` marks a view made from a scene's element (`View.isSceneElement`).
    @discardableResult
    public mutating func addView(
        _ kind: ViewKind, name: String, frame: Rect, to parent: ViewID? = nil, pinnedToBottom: Bool = false,
        fillsParentHeight: Bool = false, clipsToBounds: Bool? = nil, isHidden: Bool = false,
        sceneElement: Bool = false, className: String? = nil
    ) -> ViewID {
        let id = ViewID(views.count)
        var view = View(id: id, name: name, kind: kind, parent: parent ?? rootView, frame: frame)
        view.pinnedToBottom = pinnedToBottom
        view.fillsParentHeight = fillsParentHeight
        view.clipsToBounds = clipsToBounds ?? view.clipsToBounds
        view.isHidden = isHidden
        view.isSceneElement = sceneElement
        view.className = className
        views.append(view)
        return id
    }

    // MARK: Looking views up

    /// The view called `name`, if any — the first one, containers before elements.
    public func view(named name: String) -> ViewID? { views.first { $0.name == name }?.id }

    /// The element (text field, text view, label, button) called `name`, if any. An element may
    /// share its name with a container the app made (`root`, `toolbar`); this finds the element.
    public func element(named name: String) -> ViewID? { views.first { $0.kind.isElement && $0.name == name }?.id }

    /// The toolbar across the root view's top, if any.
    public var toolbar: ViewID? { views.first { $0.kind == .toolbar }?.id }

    /// The view's record.
    public subscript(id: ViewID) -> View { views[id.rawValue] }

    /// Every text input, in layout order.
    /// A hidden input, or one inside a hidden view, takes no focus and is skipped.
    public var textInputs: [ViewID] { views.filter { $0.kind.isTextInput && !isHiddenInTree($0.id) }.map(\.id) }

    /// Whether `id` or one of its superviews is hidden.
    public func isHiddenInTree(_ id: ViewID) -> Bool {
        var current: ViewID? = id
        while let view = current {
            if self[view].isHidden { return true }
            current = self[view].parent
        }
        return false
    }

    /// The text input after `field` in layout order, if any.
    public func textInput(after field: ViewID) -> ViewID? { textInputs.first { $0 > field } }

    /// `view.superview`: the parent, or `nil` for the window.
    public func superview(of id: ViewID) -> ViewID? { self[id].parent }

    /// The nearest scroll view enclosing `id` (not `id` itself), if any.
    public func enclosingScrollView(of id: ViewID) -> ViewID? {
        var current = self[id].parent
        while let view = current {
            if self[view].kind == .scroll { return view }
            current = self[view].parent
        }
        return nil
    }

    /// The first scroll view in the tree (the root view itself for a scroll scene), if any.
    public var scrollView: ViewID? { views.first { $0.kind == .scroll }?.id }

    // MARK: Screen

    /// The screen in upright points.
    public var screenSize: Size { device.screen(orientation) }

    /// The interface orientation at `time`: the last rotation that had begun by then. A rotation
    /// counts from its start, when UIKit lays the views out for the new orientation.
    public func orientation(at time: Double) -> Orientation {
        orientationChanges.last { $0.time <= time }?.orientation ?? startOrientation
    }

    /// `UIScreen.mainScreen.bounds`: portrait whatever the orientation before iOS 8.
    public var screenBounds: Rect {
        let size = windowIsRotated ? device.portraitScreen : screenSize
        return Rect(origin: .zero, size: size)
    }

    /// `statusBarOrientation` (and `UIDevice.orientation`; the simulation never tilts one
    /// without the other).
    public var statusBarOrientation: Orientation { orientation }

    /// Whether the window's coordinates are portrait while the interface is landscape (before
    /// iOS 8): the root view then carries a 90° rotation.
    public var windowIsRotated: Bool { orientation.isLandscape && !profile.screenFollowsOrientation }

    /// Points snap to the screen's pixel grid where UIKit rounds (content offsets).
    func snappedToPixels(_ value: Double) -> Double { (value * device.scale).rounded() / device.scale }

    // MARK: Logging

    mutating func log(_ name: String, _ details: [Event.Detail] = []) {
        events.append(Event(time: now, name: name, details: details, cause: causes.last?.name, call: causes.last?.call))
    }

    /// A callback in progress.
    struct Cause: Hashable, Sendable {
        var name: String
        var call: Int
    }

    /// Runs `body` with the events it logs attributed to a new call of `name`.
    mutating func attributing(to name: String, _ body: (inout App) -> Void) {
        callCount += 1
        causes.append(Cause(name: name, call: callCount))
        body(&self)
        causes.removeLast()
    }

    /// Records a value a strategy computed, so `explain` can show it next to what it moved.
    public mutating func note(_ label: String, _ value: Double) {
        log("note", [.init("label", .text(label)), .init("value", .number(value))])
    }
}

extension App {
    /// Forgets the events and track history of setting the app up, so the recording starts
    /// from the laid-out screen: everything set so far becomes the initial value.
    public mutating func clearHistory() {
        events.removeAll()
        for index in views.indices {
            views[index].frame = AnimatedRect(views[index].frame.model(at: now))
            views[index].contentOffset = PointTracks(views[index].contentOffset.model(at: now))
        }
        needsScrollToFirstResponder = false
    }
}
