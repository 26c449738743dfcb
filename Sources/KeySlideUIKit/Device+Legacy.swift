import KeySlideGeometry

/// The six presets scenes have named from the start. Newer numbers for the same screens are the
/// newer presets' (`iphone-se-2`, `iphone-16`). Only the iPhone 15 runs iOS 26, so only it has an
/// iOS 26 `Change`; the iPad's keyboard grew with iOS 8's predictive bar, its one other `Change`.
/// The iPhone 8 keeps 258 / 194: the 260 pt logged on its screen is iOS 26's (docs/facts.md §3.1,
/// §3.4).
extension Device {
    // Sources, as keyed in docs/facts.md §3:
    //   screens: warriorg/notes and cbtpro constants (iPhone 4–X), hacknicity (14 Pro = 15 size),
    //            RBeato sizes.dart (iPad);
    //   status bars: venj UIElementGeometry.h (20), warriorg (44 on X), dija (54 on Dynamic Island);
    //   navigation bar 44 / compact 32: dija, FluentUI-style extension;
    //   keyboards: zoul/ios-keyboards and venj (216/162), warriorg iOS 8 table (258/194 with the
    //              predictive bar on 375-wide phones), SpecialFor UIScreen+Keyboard (333 on
    //              812-tall), unattributed KeyboardHeight.swift table (336 on 6.1″ 2020+),
    //              "Beginning iOS 5" and Wire's table (iPad 264/352), OmniGroup's 2012 log
    //              (352 landscape, 264 portrait), openradar 38117524 (313/398 on iOS 11).

    // Safe areas (docs/facts.md §10.1): the status bar's height on home-button devices (hidden in
    // landscape on iPhones from iOS 8, kept on iPads); 44 / 34, landscape 44 sides / 21 bottom on
    // iPhone X (useyourloaf "Supporting iPhone X", qiita usagimaru); 59 / 34, landscape 59 / 21 on
    // Dynamic Island phones (csl.cool log). The iPhone 4 and 5 presets keep a landscape status bar
    // (their iOS 6–7 era), so their landscape top is 20 as well.

    /// iPhone 4/4S: 320×480 @2x, 20 pt status bar, keyboard 216 / 162 — the seeds' world.
    public static let iPhone4 = Device(
        name: "iphone-4", title: "iPhone 4", portraitScreen: Size(width: 320, height: 480), scale: 2,
        statusBarHeight: 20, landscapeStatusBarHeight: 20,
        keyboardHeight: .init(216, 162), navigationBarHeight: .init(44, 32), isPad: false,
        safeArea: SafeArea(portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20)))

    /// iPhone 5/5s/SE: 320×568 @2x, keyboard 216 / 162 without the predictive bar (iOS 7 era).
    public static let iPhone5 = Device(
        name: "iphone-5", title: "iPhone 5", portraitScreen: Size(width: 320, height: 568), scale: 2,
        statusBarHeight: 20, landscapeStatusBarHeight: 20,
        keyboardHeight: .init(216, 162), navigationBarHeight: .init(44, 32), isPad: false,
        safeArea: SafeArea(portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20)))

    /// iPhone 6/7/8: 375×667 @2x, keyboard 258 / 194 with the predictive bar (iOS 8 table).
    public static let iPhone8 = Device(
        name: "iphone-8", title: "iPhone 8", portraitScreen: Size(width: 375, height: 667), scale: 2,
        statusBarHeight: 20, landscapeStatusBarHeight: 0,
        keyboardHeight: .init(258, 194), navigationBarHeight: .init(44, 32), isPad: false,
        safeArea: SafeArea(portrait: EdgeInsets(top: 20), landscape: .zero))

    /// iPhone X/XS: 375×812 @3x, 44 pt status bar, keyboard 333 with the predictive bar and
    /// home-indicator area. Landscape 215 is an estimate (194 keys + 21 home indicator, [calc]);
    /// no source gives it.
    public static let iPhoneX = Device(
        name: "iphone-x", title: "iPhone X", portraitScreen: Size(width: 375, height: 812), scale: 3,
        statusBarHeight: 44, landscapeStatusBarHeight: 0,
        keyboardHeight: .init(333, 215), navigationBarHeight: .init(44, 32), isPad: false,
        safeArea: SafeArea(
            portrait: EdgeInsets(top: 44, bottom: 34), landscape: EdgeInsets(left: 44, bottom: 21, right: 44)),
        display: DisplayShape(
            cornerRadius: 39,
            sensorHousing: .notch(Rect(x: 83, y: 0, width: 209, height: 30)),
            homeIndicator: phoneHomeIndicator))

    /// iPhone 15: 393×852 @3x (the 14 Pro/15 Pro size; one unverified table says 390×844 for the
    /// plain 15), 54 pt status bar around the Dynamic Island, keyboard 336 (6.1″ 2020+ phones).
    /// Landscape 215 is the same estimate as `iPhoneX`. Under iOS 26 it takes the iPhone 16's
    /// measured numbers, the same screen (`iPhone16`).
    public static let iPhone15 = Device(
        name: "iphone-15", title: "iPhone 15", portraitScreen: Size(width: 393, height: 852), scale: 3,
        statusBarHeight: 54, landscapeStatusBarHeight: 0,
        keyboardHeight: .init(336, 215), navigationBarHeight: .init(44, 32), isPad: false,
        safeArea: SafeArea(
            portrait: EdgeInsets(top: 59, bottom: 34), landscape: EdgeInsets(left: 59, bottom: 21, right: 59)),
        display: DisplayShape(
            cornerRadius: 55,
            sensorHousing: .dynamicIsland(Rect(x: 133.5, y: 11, width: 126, height: 37)),
            homeIndicator: phoneHomeIndicator),
        changes: PhoneScreen.island393.iOS26Changes)

    /// iPad (9.7″, mini up to the 5th generation): 768×1024 @2x, 20 pt status bar, keyboard
    /// 264 / 352 (a 2012 iOS 5 log); from iOS 8, with the predictive bar, 313 / 398 (an iOS 11
    /// log on the same screen, openradar 38117524; the iOS 8 start is an estimate, docs/facts.md §3.1).
    public static let iPad = Device(
        name: "ipad", title: "iPad (9.7-inch)", portraitScreen: Size(width: 768, height: 1024), scale: 2,
        statusBarHeight: 20, landscapeStatusBarHeight: 20,
        keyboardHeight: .init(264, 352), navigationBarHeight: .init(44, 44), isPad: true,
        safeArea: SafeArea(portrait: EdgeInsets(top: 20), landscape: EdgeInsets(top: 20)),
        changes: [Change(majorVersion: 8, keyboardHeight: .init(313, 398))])

    /// The six, in the order scenes have always listed them.
    static let legacy: [Device] = [.iPhone4, .iPhone5, .iPhone8, .iPhoneX, .iPhone15, .iPad]

    /// A phone's home indicator: 134 × 5 pt, 8 pt above the bottom edge (docs/facts.md §10.6,
    /// unverified design-template figure).
    static let phoneHomeIndicator = DisplayShape.HomeIndicator(size: Size(width: 134, height: 5), bottomGap: 8)
}
