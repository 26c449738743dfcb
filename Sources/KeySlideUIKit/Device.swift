import KeySlideGeometry

/// A device preset: what the screen, the status bar and the keyboard measure.
///
/// Keyboard heights vary with the iOS version, the keyboard language and the predictive bar;
/// sources disagree (docs/facts.md §3.1). Each preset carries one height per orientation for the
/// era the device is usually shown in, cites where it comes from, and a scene can override it
/// (`keyboard.height`). Always read the runtime frame in real code.
public struct Device: Hashable, Sendable {
    /// The preset's name in scene files (`iphone-8`).
    public var name: String
    /// The screen in points, portrait.
    public var portraitScreen: Size
    /// Pixels per point.
    public var scale: Double
    /// The status bar's height in portrait.
    public var statusBarHeight: Double
    /// The status bar's height in landscape (0 where iOS hides it).
    public var landscapeStatusBarHeight: Double
    /// The keyboard's height in portrait and in landscape, including any home-indicator area
    /// below the keys.
    public var keyboardHeight: PerOrientation
    /// The navigation bar's height in portrait and in landscape (compact on iPhones).
    public var navigationBarHeight: PerOrientation
    /// Whether the device is an iPad (split views are only offered there).
    public var isPad: Bool
    /// The window's safe-area insets in portrait and in landscape (iOS 11+): the status bar on
    /// home-button phones and iPads, the sensor housing and the home indicator on later phones
    /// (docs/facts.md §10.1). A scene's `safeArea` replaces them.
    public var safeArea: SafeArea = SafeArea(portrait: .zero, landscape: .zero)
    /// The display's corners, sensor housing and home indicator, for the looks.
    public var display: DisplayShape = .square

    /// Insets that depend on the orientation.
    public struct SafeArea: Hashable, Sendable {
        public var portrait: EdgeInsets
        public var landscape: EdgeInsets

        public init(portrait: EdgeInsets, landscape: EdgeInsets) {
            self.portrait = portrait
            self.landscape = landscape
        }

        public subscript(orientation: Orientation) -> EdgeInsets {
            orientation.isLandscape ? landscape : portrait
        }
    }

    /// A length that depends on the orientation.
    public struct PerOrientation: Hashable, Sendable {
        public var portrait: Double
        public var landscape: Double

        public init(_ portrait: Double, _ landscape: Double) {
            self.portrait = portrait
            self.landscape = landscape
        }

        public subscript(orientation: Orientation) -> Double {
            get { orientation.isLandscape ? landscape : portrait }
            set { if orientation.isLandscape { landscape = newValue } else { portrait = newValue } }
        }
    }

    /// The screen in points for `orientation`.
    public func screen(_ orientation: Orientation) -> Size {
        orientation.isLandscape ? portraitScreen.swapped : portraitScreen
    }

    public func statusBar(_ orientation: Orientation) -> Double {
        orientation.isLandscape ? landscapeStatusBarHeight : statusBarHeight
    }

    /// The window's safe-area insets in `orientation`.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets { safeArea[orientation] }

    /// `traitCollection.horizontalSizeClass == .regular`: iPads in both orientations; every phone
    /// preset here is compact in both (docs/facts.md §10.2).
    public var hasRegularWidth: Bool { isPad }

    /// What stays on screen of the keyboard while a hardware keyboard is attached: the iPad's
    /// 55 pt shortcut bar (iOS 9 on; docs/facts.md §11.2). No source records a bar on a phone, so
    /// nothing stays there.
    public var hardwareKeyboardBarHeight: Double { isPad ? 55 : 0 }

    // Sources, as keyed in docs/facts.md §3:
    //   screens: warriorg/notes and cbtpro constants (iPhone 4–X), hacknicity (14 Pro = 15 size),
    //            RBeato sizes.dart (iPad);
    //   status bars: venj UIElementGeometry.h (20), warriorg (44 on X), dija (54 on Dynamic Island);
    //   navigation bar 44 / compact 32: dija, FluentUI-style extension;
    //   keyboards: zoul/ios-keyboards and venj (216/162), warriorg iOS 8 table (258/194 with the
    //              predictive bar on 375-wide phones), SpecialFor UIScreen+Keyboard (333 on
    //              812-tall), unattributed KeyboardHeight.swift table (336 on 6.1″ 2020+),
    //              "Beginning iOS 5" and Wire's table (iPad 264/352).

    // Safe areas (docs/facts.md §10.1): the status bar's height on home-button devices (hidden in
    // landscape on iPhones from iOS 8, kept on iPads); 44 / 34, landscape 44 sides / 21 bottom on
    // iPhone X (useyourloaf "Supporting iPhone X", qiita usagimaru); 59 / 34, landscape 59 / 21 on
    // Dynamic Island phones (csl.cool log). The iPhone 4 and 5 presets keep a landscape status bar
    // (their iOS 6–7 era), so their landscape top is 20 as well.

    /// iPhone 4/4S: 320×480 @2x, 20 pt status bar, keyboard 216 / 162 — the seeds' world.
    public static let iPhone4 = Device(
        name: "iphone-4", portraitScreen: Size(width: 320, height: 480), scale: 2,
        statusBarHeight: 20, landscapeStatusBarHeight: 20,
        keyboardHeight: .init(216, 162), navigationBarHeight: .init(44, 32), isPad: false,
        safeArea: SafeArea(portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20)))

    /// iPhone 5/5s/SE: 320×568 @2x, keyboard 216 / 162 without the predictive bar (iOS 7 era).
    public static let iPhone5 = Device(
        name: "iphone-5", portraitScreen: Size(width: 320, height: 568), scale: 2,
        statusBarHeight: 20, landscapeStatusBarHeight: 20,
        keyboardHeight: .init(216, 162), navigationBarHeight: .init(44, 32), isPad: false,
        safeArea: SafeArea(portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20)))

    /// iPhone 6/7/8/SE2: 375×667 @2x, keyboard 258 / 194 with the predictive bar (iOS 8 table).
    public static let iPhone8 = Device(
        name: "iphone-8", portraitScreen: Size(width: 375, height: 667), scale: 2,
        statusBarHeight: 20, landscapeStatusBarHeight: 0,
        keyboardHeight: .init(258, 194), navigationBarHeight: .init(44, 32), isPad: false,
        safeArea: SafeArea(portrait: EdgeInsets(top: 20), landscape: .zero))

    /// iPhone X/XS/11 Pro: 375×812 @3x, 44 pt status bar, keyboard 333 with the predictive bar
    /// and home-indicator area. Landscape 215 is an estimate (194 keys + 21 home indicator,
    /// [calc]); no source gives it.
    public static let iPhoneX = Device(
        name: "iphone-x", portraitScreen: Size(width: 375, height: 812), scale: 3,
        statusBarHeight: 44, landscapeStatusBarHeight: 0,
        keyboardHeight: .init(333, 215), navigationBarHeight: .init(44, 32), isPad: false,
        safeArea: SafeArea(
            portrait: EdgeInsets(top: 44, bottom: 34), landscape: EdgeInsets(left: 44, bottom: 21, right: 44)),
        display: DisplayShape(
            cornerRadius: 39,
            sensorHousing: .notch(Rect(x: 83, y: 0, width: 209, height: 30)),
            homeIndicator: .init(size: Size(width: 134, height: 5), bottomGap: 8)))

    /// iPhone 15: 393×852 @3x (the 14 Pro/15 Pro size; one unverified table says 390×844 for the
    /// plain 15), 54 pt status bar around the Dynamic Island, keyboard 336 (6.1″ 2020+ phones).
    /// Landscape 215 is the same estimate as `iPhoneX`.
    public static let iPhone15 = Device(
        name: "iphone-15", portraitScreen: Size(width: 393, height: 852), scale: 3,
        statusBarHeight: 54, landscapeStatusBarHeight: 0,
        keyboardHeight: .init(336, 215), navigationBarHeight: .init(44, 32), isPad: false,
        safeArea: SafeArea(
            portrait: EdgeInsets(top: 59, bottom: 34), landscape: EdgeInsets(left: 59, bottom: 21, right: 59)),
        display: DisplayShape(
            cornerRadius: 55,
            sensorHousing: .dynamicIsland(Rect(x: 133.5, y: 11, width: 126, height: 37)),
            homeIndicator: .init(size: Size(width: 134, height: 5), bottomGap: 8)))

    /// iPad (9.7″, mini): 768×1024 @2x, 20 pt status bar, keyboard 264 / 352.
    public static let iPad = Device(
        name: "ipad", portraitScreen: Size(width: 768, height: 1024), scale: 2,
        statusBarHeight: 20, landscapeStatusBarHeight: 20,
        keyboardHeight: .init(264, 352), navigationBarHeight: .init(44, 44), isPad: true,
        safeArea: SafeArea(portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20)))

    /// Every preset, in the order the help text lists them.
    public static let all: [Device] = [.iPhone4, .iPhone5, .iPhone8, .iPhoneX, .iPhone15, .iPad]

    /// The preset called `name`, if any.
    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
}
