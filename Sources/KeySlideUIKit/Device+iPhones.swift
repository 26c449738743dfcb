import KeySlideGeometry

/// The iPhones from the iPhone SE (2nd generation) and the iPhone 11 to the iPhone 17 family,
/// each under Apple's name in lower-case kebab form. Phones sharing a screen share a
/// `PhoneScreen`; every number's source is in docs/facts.md §3.4 (screens, status bars, safe
/// areas, keyboards), §10.2 (size classes) and §10.7 (corners, sensor housings).
extension Device {
    /// The numbers every phone with one screen shares.
    struct PhoneScreen {
        enum Housing {
            case none
            /// A notch of this size hanging from the top edge, centred.
            case notch(width: Double, height: Double)
            /// A Dynamic Island of this size, centred, `top` below the top edge.
            case island(width: Double, height: Double, top: Double)
        }

        var size: Size
        var scale: Double
        var statusBar: Double
        /// The safe area's top in portrait (the status bar on a home-button phone).
        var safeTop: Double
        /// The landscape safe area's left and right (0 on a home-button phone).
        var landscapeSide: Double
        /// The landscape safe area's bottom before iOS 26 (the home indicator's strip).
        var landscapeBottom: Double
        /// The keyboard before iOS 26, with the predictive bar.
        var keyboard: PerOrientation
        /// The keyboard iOS 26 reports (26.5 measurement, or the nearest screen's).
        var keyboard26: PerOrientation
        var cornerRadius: Double
        var housing: Housing
        var regularWidthInLandscape = false

        var hasHomeIndicator: Bool { safeTop > 20 }

        var safeArea: SafeArea {
            guard hasHomeIndicator else { return SafeArea(portrait: EdgeInsets(top: safeTop), landscape: .zero) }
            return SafeArea(
                portrait: EdgeInsets(top: safeTop, bottom: 34),
                landscape: EdgeInsets(left: landscapeSide, bottom: landscapeBottom, right: landscapeSide))
        }

        /// iOS 26's keyboard and, on phones with a home indicator, its 20 pt landscape bottom
        /// inset (measured on iOS 26.5, where iOS 17 logged 21); none where nothing changed.
        var iOS26Changes: [Change] {
            var safeArea26: SafeArea?
            if hasHomeIndicator, landscapeBottom != 20 {
                var changed = safeArea
                changed.landscape.bottom = 20
                safeArea26 = changed
            }
            let keyboardChange = keyboard26 == keyboard ? nil : keyboard26
            guard safeArea26 != nil || keyboardChange != nil else { return [] }
            return [Change(majorVersion: 26, safeArea: safeArea26, keyboardHeight: keyboardChange)]
        }

        var display: DisplayShape {
            guard hasHomeIndicator else { return .square }
            let housing: DisplayShape.SensorHousing =
                switch self.housing {
                case .none: .none
                case .notch(let width, let height):
                    .notch(Rect(x: (size.width - width) / 2, y: 0, width: width, height: height))
                case .island(let width, let height, let top):
                    .dynamicIsland(Rect(x: (size.width - width) / 2, y: top, width: width, height: height))
                }
            return DisplayShape(cornerRadius: cornerRadius, sensorHousing: housing, homeIndicator: phoneHomeIndicator)
        }
    }

    /// A phone called `name` (`title` for people) with `screen`'s numbers.
    static func phone(_ name: String, _ title: String, _ screen: PhoneScreen) -> Device {
        Device(
            name: name, title: title, portraitScreen: screen.size, scale: screen.scale,
            statusBarHeight: screen.statusBar, landscapeStatusBarHeight: 0, keyboardHeight: screen.keyboard,
            navigationBarHeight: .init(44, screen.regularWidthInLandscape ? 44 : 32), isPad: false,
            safeArea: screen.safeArea, display: screen.display,
            regularWidthInLandscape: screen.regularWidthInLandscape, changes: screen.iOS26Changes)
    }

    /// Every iPhone from the SE (2nd generation) and the 11 on, by release.
    static let iPhones: [Device] = [
        phone("iphone-11", "iPhone 11", .notch414at2x),
        phone("iphone-11-pro", "iPhone 11 Pro", .notch375),
        phone("iphone-11-pro-max", "iPhone 11 Pro Max", .notch414at3x),
        phone("iphone-se-2", "iPhone SE (2nd generation)", .homeButton375),
        phone("iphone-12-mini", "iPhone 12 mini", .notchMini(width: 226)),
        phone("iphone-12", "iPhone 12", .notch390(width: 209)),
        phone("iphone-12-pro", "iPhone 12 Pro", .notch390(width: 209)),
        phone("iphone-12-pro-max", "iPhone 12 Pro Max", .notch428(width: 209)),
        phone("iphone-13-mini", "iPhone 13 mini", .notchMini(width: 181)),
        phone("iphone-13", "iPhone 13", .notch390(width: 167)),
        phone("iphone-13-pro", "iPhone 13 Pro", .notch390(width: 167)),
        phone("iphone-13-pro-max", "iPhone 13 Pro Max", .notch428(width: 167)),
        phone("iphone-se", "iPhone SE (3rd generation)", .homeButton375),
        phone("iphone-14", "iPhone 14", .notch390(width: 167)),
        phone("iphone-14-plus", "iPhone 14 Plus", .notch428(width: 167)),
        phone("iphone-14-pro", "iPhone 14 Pro", .island393),
        phone("iphone-14-pro-max", "iPhone 14 Pro Max", .island430),
        // `iphone-15` is the legacy preset (`Device.iPhone15`), the same screen as `island393`.
        phone("iphone-15-plus", "iPhone 15 Plus", .island430),
        phone("iphone-15-pro", "iPhone 15 Pro", .island393),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", .island430),
        phone("iphone-16", "iPhone 16", .island393),
        phone("iphone-16-plus", "iPhone 16 Plus", .island430),
        phone("iphone-16-pro", "iPhone 16 Pro", .island402),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", .island440),
        phone("iphone-16e", "iPhone 16e", .notch390(width: 167)),
        phone("iphone-17", "iPhone 17", .island402),
        phone("iphone-air", "iPhone Air", .island420),
        phone("iphone-17-pro", "iPhone 17 Pro", .island402),
        phone("iphone-17-pro-max", "iPhone 17 Pro Max", .island440),
    ]
}

extension Device.PhoneScreen {
    /// The pre-26 keyboard of the notched and island phones in landscape: 194 for the keys and
    /// 21 for the home indicator, the estimate the iPhone X preset has always used.
    static let landscapeKeyboardEstimate = 215.0

    /// iPhone SE (2nd, 3rd generation): the iPhone 8's screen and, before iOS 26, its keyboard.
    static let homeButton375 = Self(
        size: Size(width: 375, height: 667), scale: 2, statusBar: 20, safeTop: 20, landscapeSide: 0,
        landscapeBottom: 0, keyboard: .init(258, 194), keyboard26: .init(260, 206), cornerRadius: 0, housing: .none)

    /// iPhone 11 Pro: the iPhone X's screen, notch and keyboard.
    static let notch375 = Self(
        size: Size(width: 375, height: 812), scale: 3, statusBar: 44, safeTop: 44, landscapeSide: 44,
        landscapeBottom: 21, keyboard: .init(333, landscapeKeyboardEstimate), keyboard26: .init(335, 208),
        cornerRadius: 39, housing: .notch(width: 209, height: 30))

    /// iPhone 11 Pro Max: the XS Max's 414 × 896 at 3x.
    static let notch414at3x = Self(
        size: Size(width: 414, height: 896), scale: 3, statusBar: 44, safeTop: 44, landscapeSide: 44,
        landscapeBottom: 21, keyboard: .init(346, landscapeKeyboardEstimate), keyboard26: .init(345, 208),
        cornerRadius: 39, housing: .notch(width: 209, height: 30), regularWidthInLandscape: true)

    /// iPhone 11: the XR's 414 × 896 at 2x, its notch wider in points (a lower point density).
    static let notch414at2x = Self(
        size: Size(width: 414, height: 896), scale: 2, statusBar: 48, safeTop: 48, landscapeSide: 48,
        landscapeBottom: 21, keyboard: .init(346, landscapeKeyboardEstimate), keyboard26: .init(345, 208),
        cornerRadius: 41.5, housing: .notch(width: 223, height: 32), regularWidthInLandscape: true)

    /// iPhone 12 mini and 13 mini: 375 × 812 points on a smaller panel, a 50 pt safe-area top.
    static func notchMini(width: Double) -> Self {
        Self(
            size: Size(width: 375, height: 812), scale: 3, statusBar: 50, safeTop: 50, landscapeSide: 50,
            landscapeBottom: 21, keyboard: .init(333, landscapeKeyboardEstimate), keyboard26: .init(335, 208),
            cornerRadius: 44, housing: .notch(width: width, height: 32))
    }

    /// iPhone 12, 12 Pro, 13, 13 Pro, 14 and 16e: 390 × 844.
    static func notch390(width: Double) -> Self {
        Self(
            size: Size(width: 390, height: 844), scale: 3, statusBar: 47, safeTop: 47, landscapeSide: 47,
            landscapeBottom: 21, keyboard: .init(336, landscapeKeyboardEstimate), keyboard26: .init(335, 208),
            cornerRadius: 47.33, housing: .notch(width: width, height: 30))
    }

    /// iPhone 12 Pro Max, 13 Pro Max and 14 Plus: 428 × 926.
    static func notch428(width: Double) -> Self {
        Self(
            size: Size(width: 428, height: 926), scale: 3, statusBar: 47, safeTop: 47, landscapeSide: 47,
            landscapeBottom: 21, keyboard: .init(346, landscapeKeyboardEstimate), keyboard26: .init(345, 208),
            cornerRadius: 53.33, housing: .notch(width: width, height: 30), regularWidthInLandscape: true)
    }

    /// iPhone 14 Pro, 15, 15 Pro and 16: 393 × 852 with the Dynamic Island (the `iphone-15` preset's).
    static let island393 = Self(
        size: Size(width: 393, height: 852), scale: 3, statusBar: 54, safeTop: 59, landscapeSide: 59,
        landscapeBottom: 21, keyboard: .init(336, landscapeKeyboardEstimate), keyboard26: .init(335, 208),
        cornerRadius: 55, housing: .island(width: 126, height: 37, top: 11))

    /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max and 16 Plus: 430 × 932.
    static let island430 = Self(
        size: Size(width: 430, height: 932), scale: 3, statusBar: 54, safeTop: 59, landscapeSide: 59,
        landscapeBottom: 21, keyboard: .init(346, landscapeKeyboardEstimate), keyboard26: .init(345, 208),
        cornerRadius: 55, housing: .island(width: 126, height: 37, top: 11), regularWidthInLandscape: true)

    /// iPhone 16 Pro, 17 and 17 Pro: 402 × 874, first shipped with iOS 18; both eras take the
    /// iOS 26.5 measurement.
    static let island402 = Self(
        size: Size(width: 402, height: 874), scale: 3, statusBar: 54, safeTop: 62, landscapeSide: 62,
        landscapeBottom: 20, keyboard: .init(335, 208), keyboard26: .init(335, 208),
        cornerRadius: 62, housing: .island(width: 126, height: 37, top: 13.5))

    /// iPhone 16 Pro Max and 17 Pro Max: 440 × 956.
    static let island440 = Self(
        size: Size(width: 440, height: 956), scale: 3, statusBar: 54, safeTop: 62, landscapeSide: 62,
        landscapeBottom: 20, keyboard: .init(345, 208), keyboard26: .init(345, 208),
        cornerRadius: 62, housing: .island(width: 126, height: 37, top: 13.5), regularWidthInLandscape: true)

    /// iPhone Air: 420 × 912, shipped with iOS 26, its island lower than the others'.
    static let island420 = Self(
        size: Size(width: 420, height: 912), scale: 3, statusBar: 54, safeTop: 68, landscapeSide: 68,
        landscapeBottom: 20, keyboard: .init(345, 208), keyboard26: .init(345, 208),
        cornerRadius: 62, housing: .island(width: 126, height: 37, top: 20), regularWidthInLandscape: true)
}
