import KeySlideGeometry
import Testing

@testable import KeySlideUIKit

/// The device table: every preset's numbers as docs/facts.md §3.4 and §10.7 give them, and what a
/// profile changes (`Device.under`).
@Suite("device presets")
struct DeviceTests {
    @Test("names are unique, Apple's in lower-case kebab form, and the six old ones come first")
    func names() {
        let names = Device.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Array(names.prefix(6)) == ["iphone-4", "iphone-5", "iphone-8", "iphone-x", "iphone-15", "ipad"])
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
        }
        for expected in [
            "iphone-se", "iphone-se-2", "iphone-11", "iphone-12-mini", "iphone-13-pro-max", "iphone-14-plus",
            "iphone-16e", "iphone-17", "iphone-air", "iphone-17-pro", "iphone-17-pro-max", "ipad-a16", "ipad-mini",
            "ipad-air-11", "ipad-air-13", "ipad-pro-11", "ipad-pro-13",
        ] {
            #expect(Device.named(expected)?.name == expected)
        }
        #expect(Device.named("iphone-se-3")?.name == "iphone-se")
        #expect(Device.named("ipad-10th-generation")?.name == "ipad-a16")
        #expect(Device.named("iphone-18") == nil)
    }

    @Test("the legacy presets keep their numbers on every profile before iOS 26, but the iPad's keyboard")
    func legacyNumbers() {
        #expect(Device.iPhone8.keyboardHeight == .init(258, 194))
        #expect(Device.iPad.keyboardHeight == .init(264, 352))
        for profile in PlatformProfile.all where profile.majorVersion < 26 {
            #expect(Device.iPhone15.under(profile) == Device.iPhone15.withoutChanges)
            #expect(Device.iPhone15.under(profile).keyboardHeight == .init(336, 215))
        }
        for device in [Device.iPhone4, .iPhone5, .iPhone8, .iPhoneX] {
            #expect(device.changes.isEmpty, "\(device.name)")
        }
    }

    /// 264 / 352 in a 2012 iOS 5 log; 313 / 398 logged on the same 768 × 1024 screen under iOS 11
    /// (openradar 38117524), from iOS 8 (docs/facts.md §3.1).
    @Test("the 9.7-inch iPad's keyboard grows with iOS 8's predictive bar")
    func iPadKeyboard() {
        #expect(Device.iPad.under(.iOS6).keyboardHeight == .init(264, 352))
        #expect(Device.iPad.under(.iOS7).keyboardHeight == .init(264, 352))
        for profile in PlatformProfile.all where profile.majorVersion >= 8 {
            #expect(Device.iPad.under(profile).keyboardHeight == .init(313, 398), "\(profile.name)")
        }
        // The shortcut bar of a hardware keyboard leaves 313 − 55 = 258 pt of the frame below the
        // screen (docs/facts.md §11.2).
        #expect(Device.iPad.under(.iOS11).keyboardHeight.portrait - Device.iPad.hardwareKeyboardBarHeight == 258)
    }

    @Test("iOS 26: 26.5's keyboards, a 20 pt landscape home indicator, the iPads' 32 pt status bar")
    func iOS26() {
        let phone = Device.named("iphone-16")!
        #expect(phone.under(.iOS18).keyboardHeight == .init(336, 215))
        #expect(phone.under(.iOS26).keyboardHeight == .init(335, 208))
        #expect(phone.under(.iOS18).safeArea.landscape == EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(phone.under(.iOS26).safeArea.landscape == EdgeInsets(left: 59, bottom: 20, right: 59))
        let pad = Device.named("ipad-pro-13")!
        #expect(pad.under(.iOS17).statusBarHeight == 24)
        #expect(pad.under(.iOS17).safeArea.portrait == EdgeInsets(top: 24, bottom: 20))
        #expect(pad.under(.iOS26).statusBarHeight == 32)
        #expect(pad.under(.iOS26).landscapeStatusBarHeight == 32)
        #expect(pad.under(.iOS26).safeArea.landscape == EdgeInsets(top: 32, bottom: 25))
        #expect(pad.under(.iOS26).changes.isEmpty)
        let se = Device.named("iphone-se")!
        #expect(se.under(.iOS17).keyboardHeight == Device.iPhone8.keyboardHeight)
        #expect(se.under(.iOS26).keyboardHeight == .init(260, 206))
        #expect(se.under(.iOS26).safeArea == se.safeArea)
    }

    @Test("screens, status bars and safe areas of one phone a screen (docs/facts.md §3.4)")
    func screens() {
        let expected: [(String, Size, Double, Double, Double)] = [
            ("iphone-se-2", Size(width: 375, height: 667), 2, 20, 20),
            ("iphone-11", Size(width: 414, height: 896), 2, 48, 48),
            ("iphone-11-pro-max", Size(width: 414, height: 896), 3, 44, 44),
            ("iphone-13-mini", Size(width: 375, height: 812), 3, 50, 50),
            ("iphone-16e", Size(width: 390, height: 844), 3, 47, 47),
            ("iphone-14-plus", Size(width: 428, height: 926), 3, 47, 47),
            ("iphone-14-pro", Size(width: 393, height: 852), 3, 54, 59),
            ("iphone-15-pro-max", Size(width: 430, height: 932), 3, 54, 59),
            ("iphone-17", Size(width: 402, height: 874), 3, 54, 62),
            ("iphone-17-pro-max", Size(width: 440, height: 956), 3, 54, 62),
            ("iphone-air", Size(width: 420, height: 912), 3, 54, 68),
            ("ipad-mini", Size(width: 744, height: 1133), 2, 24, 24),
            ("ipad-pro-11", Size(width: 834, height: 1210), 2, 24, 24),
            ("ipad-pro-13", Size(width: 1032, height: 1376), 2, 24, 24),
        ]
        for (name, screen, scale, statusBar, safeTop) in expected {
            let device = Device.named(name)!
            #expect(device.portraitScreen == screen, "\(name)")
            #expect(device.scale == scale, "\(name)")
            #expect(device.statusBarHeight == statusBar, "\(name)")
            #expect(device.safeArea.portrait.top == safeTop, "\(name)")
        }
    }

    @Test("corners and sensor housings (docs/facts.md §10.7)")
    func displays() {
        let radii: [(String, Double)] = [
            ("iphone-se", 0), ("iphone-11", 41.5), ("iphone-11-pro", 39), ("iphone-12-mini", 44), ("iphone-14", 47.33),
            ("iphone-13-pro-max", 53.33), ("iphone-16-plus", 55), ("iphone-16-pro", 62), ("iphone-air", 62),
            ("ipad-a16", 25), ("ipad-mini", 21.5), ("ipad-air-13", 18), ("ipad-pro-11", 30),
        ]
        for (name, radius) in radii { #expect(Device.named(name)?.display.cornerRadius == radius, "\(name)") }
        #expect(Device.named("iphone-se")?.display == .square)
        #expect(
            Device.named("iphone-13")?.display.sensorHousing == .notch(Rect(x: 111.5, y: 0, width: 167, height: 30)))
        #expect(
            Device.named("iphone-16")?.display.sensorHousing
                == Device.iPhone15.display.sensorHousing)
        #expect(
            Device.named("iphone-air")?.display.sensorHousing
                == .dynamicIsland(Rect(x: 147, y: 20, width: 126, height: 37)))
        for device in Device.all where device.display.sensorHousing != .none {
            let rect = device.display.sensorHousing.rect!
            #expect(abs(rect.midX - device.portraitScreen.width / 2) < 0.001, "\(device.name)")
            #expect(rect.maxY < device.safeArea.portrait.top, "\(device.name): the housing inside the safe area's top")
        }
        #expect(Device.named("ipad-pro-13")?.display.homeIndicator?.size == Size(width: 320, height: 5))
    }

    @Test("regular width: iPads always, the Plus, Max, 11 and Air phones in landscape only")
    func sizeClasses() {
        for name in ["iphone-11", "iphone-11-pro-max", "iphone-14-plus", "iphone-16-pro-max", "iphone-air"] {
            let device = Device.named(name)!
            #expect(!device.hasRegularWidth(.portrait), "\(name)")
            #expect(device.hasRegularWidth(.landscape), "\(name)")
            #expect(device.navigationBarHeight == .init(44, 44), "\(name)")
        }
        for name in ["iphone-se", "iphone-13-mini", "iphone-16", "iphone-17-pro", "iphone-x", "iphone-15"] {
            let device = Device.named(name)!
            #expect(!device.hasRegularWidth(.landscape), "\(name)")
            #expect(device.navigationBarHeight == .init(44, 32), "\(name)")
        }
        #expect(Device.iPad.hasRegularWidth(.portrait))
        #expect(Device.named("ipad-mini")!.hasRegularWidth(.portrait))
    }

    @Test("root side margins: 16 pt on the 320 and 375 pt phones, 20 on wider phones and iPads")
    func sideMargins() {
        for name in ["iphone-se", "iphone-13-mini", "iphone-x", "iphone-4"] {
            let device = Device.named(name)!
            #expect(device.systemMinimumSideMargin(.portrait) == 16, "\(name)")
            #expect(device.systemMinimumSideMargin(.landscape) == 16, "\(name)")
        }
        for name in ["iphone-15", "iphone-17-pro", "iphone-17-pro-max", "iphone-14-plus", "ipad-mini", "ipad-pro-13"] {
            let device = Device.named(name)!
            #expect(device.systemMinimumSideMargin(.portrait) == 20, "\(name)")
            #expect(device.systemMinimumSideMargin(.landscape) == 20, "\(name)")
        }
    }

    @Test("every preset's numbers fit its screen")
    func numbersFit() {
        for device in Device.all {
            for profile in PlatformProfile.all {
                let seen = device.under(profile)
                for orientation in Orientation.allCases {
                    let screen = seen.screen(orientation)
                    let insets = seen.safeAreaInsets(orientation)
                    #expect(insets.top + insets.bottom < screen.height / 2, "\(device.name) \(profile.name)")
                    #expect(seen.keyboardHeight[orientation] < screen.height * 0.6, "\(device.name) \(profile.name)")
                    #expect(seen.statusBar(orientation) <= insets.top, "\(device.name) \(profile.name)")
                }
            }
        }
    }
}

extension Device {
    /// The device with its list of changes emptied, as `under` returns it.
    fileprivate var withoutChanges: Device {
        var device = self
        device.changes = []
        return device
    }
}
