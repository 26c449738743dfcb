import KeySlideEasing
import KeySlideGeometry
import KeySlideUIKit

/// A screen layout and a script of user actions, fully resolved: every default filled in, every
/// name looked up, every value checked.
///
/// `Scene.checked(_:name:knownStrategies:)` builds one from a `SceneDescription`, the same plain
/// values a scene file holds; `SceneLoader` reads a file (docs/scene-files.md) into a description
/// and has it checked the same way.
public struct Scene: Hashable, Sendable {
    /// The scene's file name without its extension; output files are named after it.
    public var name: String
    /// The caption shown on renders (the file name when the file gives none).
    public var title: String
    public var device: Device
    /// The platform profile with the scene's `settings:` overrides applied.
    public var profile: PlatformProfile
    public var orientation: Orientation
    /// Light or dark mode (`appearance`): how the pictures draw the scene, nothing else.
    public var appearance: Appearance
    /// Whether pictures draw the device's frame around the phone (`bezel`), for documentation.
    public var bezel: Bool
    /// Frames per second, 1…50.
    public var fps: Int
    /// Seconds rendered.
    public var duration: Double
    /// The root view's frame in (upright) window coordinates.
    public var rootFrame: Rect
    /// A navigation bar above the root view, if any.
    public var navigationBar: Bar?
    /// A toolbar at the top of the root view, if any (seed 003's detail pane).
    public var toolbar: Bar?
    /// An iPad split view: the master pane's width; the root view is the detail pane.
    public var splitView: SplitView?
    /// The root view presented in an iPad sheet, if any: `rootFrame` is then in the sheet's
    /// coordinates.
    public var presentation: Presentation? = nil
    /// The app's window when it covers only part of an iPad's screen, if any: `rootFrame` is then
    /// in the window's coordinates.
    public var window: AppWindow? = nil
    /// The keyboard's height in points in the scene's orientation (the device's, or the scene's
    /// `keyboard.height`).
    public var keyboardHeight: Double
    public var view: View
    /// The user's actions, in time order.
    public var timeline: [Action]
    /// Strategy ids for `batch` and `compare`; `nil` means every strategy.
    public var strategies: [String]?
    /// The window's safe-area insets (the device's in this orientation, or the scene's `safeArea`).
    public var safeAreaInsets: EdgeInsets
    /// A tab bar or a toolbar across the screen's bottom, if any: the keyboard covers it.
    public var bottomBar: BottomBar?
    /// An input accessory bar above the keyboard for every text input without its own, if any:
    /// the keyboard's frames in every notification include it (docs/facts.md §10.5).
    public var inputAccessory: InputAccessory?
    /// The library strategies' settings (their defaults, or the scene's `libraries:`).
    public var libraries: LibrarySettings
    /// What must hold under each strategy (`expect:`); empty when the scene states nothing.
    public var expectations: Expectations
    /// The screen in the other orientation, for a scene whose timeline rotates (`nil` otherwise):
    /// `oriented(_:)` swaps it in.
    public var turned: Turned?

    /// A scene from values that are already resolved, checking nothing: for code that makes its
    /// own scenes (tests, tools). A scene written by a person or an importer goes through
    /// `Scene.checked(_:name:knownStrategies:)`, which fills in the defaults and checks every value
    /// with a message; here a frame rate or duration out of range is a programming error.
    public init(
        name: String, title: String, device: Device, profile: PlatformProfile, orientation: Orientation,
        fps: Int, duration: Double, rootFrame: Rect, navigationBar: Bar? = nil, toolbar: Bar? = nil,
        splitView: SplitView? = nil, keyboardHeight: Double, view: View, timeline: [Action],
        strategies: [String]? = nil, safeAreaInsets: EdgeInsets? = nil, libraries: LibrarySettings = .defaults,
        bottomBar: BottomBar? = nil,
        inputAccessory: InputAccessory? = nil, expectations: Expectations = Expectations(), turned: Turned? = nil,
        appearance: Appearance = .light, bezel: Bool = false
    ) {
        precondition(Self.frameRates.contains(fps), "fps \(fps) is outside Scene.frameRates")
        precondition(duration > 0 && duration <= Self.maximumDuration, "duration \(duration) is outside Scene's limit")
        self.name = name
        self.title = title
        self.device = device
        self.profile = profile
        self.orientation = orientation
        self.appearance = appearance
        self.bezel = bezel
        self.fps = fps
        self.duration = duration
        self.rootFrame = rootFrame
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.splitView = splitView
        self.keyboardHeight = keyboardHeight
        self.view = view
        self.timeline = timeline
        self.strategies = strategies
        self.safeAreaInsets = safeAreaInsets ?? device.safeAreaInsets(orientation)
        self.libraries = libraries
        self.bottomBar = bottomBar
        self.inputAccessory = inputAccessory
        self.expectations = expectations
        self.turned = turned
    }

    /// An input accessory view's height when a scene gives none: 44 pt, a toolbar's (and
    /// IQKeyboardManager's own toolbar before iOS 26, docs/library-sources.md §1.6).
    public static let defaultInputAccessoryHeight = 44.0

    /// A bar above the keyboard (`inputAccessoryView`): its height and item titles.
    public struct InputAccessory: Hashable, Sendable {
        public var height: Double
        public var items: [String]

        public init(height: Double, items: [String]) {
            self.height = height
            self.items = items
        }
    }

    /// A tab bar's height, 49 pt, to which UIKit adds the bottom safe area below it (docs/facts.md
    /// §10.4): in every orientation on iPads and before iOS 11.
    public static let defaultTabBarHeight = 49.0

    /// A bar's height at compact height, a phone in landscape: 32 pt for a navigation bar, a
    /// toolbar and, from iOS 11, a tab bar (docs/facts.md §3.3, §10.4).
    public static let compactBarHeight = 32.0

    /// The tab bar's height when a scene gives none: compact on a phone in landscape when the
    /// profile says so (`compactTabBarInLandscape`, iOS 11 on) and the phone is not one of the wide
    /// ones whose landscape width is regular, which keep 49 pt (docs/facts.md §10.4); 49 pt otherwise.
    public static func tabBarHeight(device: Device, orientation: Orientation, profile: PlatformProfile) -> Double {
        let compact =
            !device.hasRegularWidth(orientation) && orientation.isLandscape && profile.compactTabBarInLandscape
        return compact ? compactBarHeight : defaultTabBarHeight
    }

    /// A toolbar's height when a scene gives none, at the top or the bottom: compact on a phone in
    /// landscape, 44 pt otherwise.
    public static func toolbarHeight(device: Device, orientation: Orientation) -> Double {
        !device.isPad && orientation.isLandscape ? compactBarHeight : defaultToolbarHeight
    }

    /// The most items a bottom bar takes: a tab bar shows five, then "More" (docs/facts.md §10.4).
    public static let maximumBarItems = 5

    /// A bar across the screen's bottom, above the bottom safe area: `tabBar` or `bottomToolbar`.
    public struct BottomBar: Hashable, Sendable {
        public var kind: Kind
        /// The item titles, left to right.
        public var items: [String]
        /// The bar's own height, without the safe area below it.
        public var height: Double

        public enum Kind: String, Hashable, Sendable {
            case tabBar, bottomToolbar
        }

        public init(kind: Kind, items: [String], height: Double) {
            self.kind = kind
            self.items = items
            self.height = height
        }
    }

    /// The frame rates a scene, a trace or a render may ask for. A GIF delay is a whole number of
    /// centiseconds, and browsers slow any delay of 1 cs or less down to 10 cs
    /// (docs/facts.md §R0.8, §R3.3: WebKit `frameDurationAtIndex`, Firefox), so every frame
    /// must last at least 2 cs: 50 fps.
    public static let frameRates = FrameRate.allowed

    /// The longest scene, in seconds: ten minutes is far beyond any keyboard animation, and the
    /// limit keeps a slip of units (milliseconds written as seconds) from asking for hours of frames.
    public static let maximumDuration = 600.0

    // MARK: Defaults: what a scene leaves out (docs/scene-files.md lists them)

    /// The device, profile and orientation when a scene names none. The profile is the iOS people
    /// run (late 2026); a scene drawn for another era names its own, as every sample does.
    public static let defaultDevice = Device.iPhone8
    public static let defaultProfile = PlatformProfile.iOS26
    public static let defaultOrientation = Orientation.portrait

    /// The default frames per second: the most a scene may ask for (`frameRates`), the smoothest picture.
    public static let defaultFPS = frameRates.upperBound

    /// Seconds the scene keeps running after its last event when `duration` is not given: long
    /// enough for the keyboard's 0.5 s spring (docs/facts.md §2.2) and any strategy's follow-up
    /// animation to finish, with a moment at rest for the viewer.
    public static let durationAfterLastEvent = 1.5

    /// How long a user's drag (`scroll`, `dragKeyboard`) lasts when the event does not say: 0.3 s,
    /// a quick flick of the finger.
    public static let defaultDragDuration = 0.3

    /// The duration when a scene gives none: `durationAfterLastEvent` after the last action ends
    /// (its last typed character, the end of a drag), but never longer than `maximumDuration`.
    public static func defaultDuration(timeline: [Action]) -> Double {
        min((timeline.map(\.endTime).max() ?? 0) + durationAfterLastEvent, maximumDuration)
    }

    /// Characters per second a `type` event types when it gives no `rate`: 3, a typical phone
    /// typist's 36 words a minute at five characters a word (docs/facts.md §12.1).
    public static let defaultTypingRate = 3.0

    /// A toolbar's height in portrait: 44 pt (docs/facts.md §3.3, toolbar row: venj UIElementGeometry.h;
    /// warriorg notes).
    public static let defaultToolbarHeight = 44.0

    /// The master pane's width in an iPad split view: 320 pt, the fixed master width of the
    /// classic (iOS 3.2–7) UISplitViewController as it is usually quoted. docs/facts.md has no
    /// source for it, so treat it as unverified; `splitView.masterWidth` replaces it.
    public static let defaultMasterWidth = 320.0

    /// The root view's frame when a scene gives none: the screen below the status bar and any
    /// navigation bar; in a split view the detail pane, right of the master pane and its 1 pt
    /// divider.
    public static func defaultRootFrame(
        device: Device, orientation: Orientation, navigationBar: Bar?, splitView: SplitView?
    ) -> Rect {
        let screen = device.screen(orientation)
        let x = splitView.map { $0.masterWidth + 1 } ?? 0
        let y = device.statusBar(orientation) + (navigationBar?.height ?? 0)
        return Rect(x: x, y: y, width: screen.width - x, height: screen.height - y)
    }

    /// A scroll view's content size when a scene gives none: the scroll view's own size — the
    /// root view's, less a toolbar across its top.
    public static func defaultContentSize(rootSize: Size, toolbar: Bar?) -> Size {
        Size(width: rootSize.width, height: rootSize.height - (toolbar?.height ?? 0))
    }

    /// The screen in points, upright.
    public var screen: Size { device.screen(orientation) }

    /// What a scene lays out differently in its other orientation: the values that depend on it.
    public struct Turned: Hashable, Sendable {
        public var rootFrame: Rect
        public var navigationBar: Bar?
        public var toolbar: Bar?
        public var bottomBar: BottomBar?
        public var keyboardHeight: Double
        public var safeAreaInsets: EdgeInsets

        public init(
            rootFrame: Rect, navigationBar: Bar?, toolbar: Bar? = nil, bottomBar: BottomBar? = nil,
            keyboardHeight: Double, safeAreaInsets: EdgeInsets
        ) {
            self.rootFrame = rootFrame
            self.navigationBar = navigationBar
            self.toolbar = toolbar
            self.bottomBar = bottomBar
            self.keyboardHeight = keyboardHeight
            self.safeAreaInsets = safeAreaInsets
        }
    }

    /// Whether the timeline turns the device.
    public var rotates: Bool { turned != nil }

    /// This scene as laid out in `orientation`: itself in its own orientation; for a scene that
    /// rotates, the other orientation's root frame, bars, keyboard and safe area swapped in (and its
    /// own kept in `turned`, so turning back gives the scene again).
    public func oriented(_ orientation: Orientation) -> Scene {
        guard orientation != self.orientation, let turned else { return self }
        var scene = self
        scene.orientation = orientation
        scene.rootFrame = turned.rootFrame
        scene.navigationBar = turned.navigationBar
        scene.toolbar = turned.toolbar
        scene.bottomBar = turned.bottomBar
        scene.keyboardHeight = turned.keyboardHeight
        scene.safeAreaInsets = turned.safeAreaInsets
        scene.turned = Turned(
            rootFrame: rootFrame, navigationBar: navigationBar, toolbar: toolbar, bottomBar: bottomBar,
            keyboardHeight: keyboardHeight, safeAreaInsets: safeAreaInsets)
        return scene
    }

    /// The orientation the timeline leaves the device in at `time`: a `rotate` counts from its
    /// moment (the app's own record is `App.orientation(at:)`).
    public func orientation(at time: Double) -> Orientation {
        var current = orientation
        for action in timeline where action.time <= time {
            if case .motion(.rotate(let turned)) = action.kind { current = turned }
        }
        return current
    }

    /// A bar (navigation bar or toolbar): its height and an optional title.
    public struct Bar: Hashable, Sendable {
        public var height: Double
        public var title: String?

        public init(height: Double, title: String? = nil) {
            self.height = height
            self.title = title
        }
    }

    /// An iPad split view with the master pane on the left.
    public struct SplitView: Hashable, Sendable {
        public var masterWidth: Double

        public init(masterWidth: Double) { self.masterWidth = masterWidth }
    }

    /// The keyboard as the simulated app takes it: the scene's height, and the duration and
    /// curve its notifications report, which live in the profile (a scene's `keyboard.duration`
    /// and `keyboard.curve` are written there) — one place, so changing the profile changes them.
    public var keyboard: App.KeyboardSpec {
        App.KeyboardSpec(
            height: keyboardHeight, duration: profile.keyboardDuration, curve: profile.keyboardCurve)
    }

    /// The bar above the keyboard while `element` is first responder: its own, or the scene's.
    /// The app adds it to the keys' height in every notification (docs/facts.md §10.5).
    public func inputAccessory(of element: Element) -> InputAccessory? { element.inputAccessory ?? inputAccessory }
}
