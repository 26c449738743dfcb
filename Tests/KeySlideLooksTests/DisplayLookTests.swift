import KeySlideCanvas
import KeySlideGeometry
import KeySlideLooks
import KeySlideRaster
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// The display as the pictures draw it, looked at pixel by pixel in PNGs from the raster back end:
/// rounded corners cut out, the Dynamic Island and the notch where the device's facts put them,
/// the home indicator, the bezel (docs/facts.md §16.1).
///
/// The devices are every preset with a rounded display plus a made-up one with other numbers, so
/// the looks are seen to read the device's facts rather than know the presets.
@Suite struct DisplayLookTests {
    typealias B = SceneBuilder

    static let bare = LookOptions(caption: false, timelineStrip: false, verdicts: false)

    /// A phone with numbers no preset has (a 440 × 956 screen, 62 pt corners, an island 140 wide),
    /// to show that nothing is drawn from a preset's own numbers.
    static let madeUpPhone: Device = {
        var device = Device.iPhone15
        device.name = "test-phone"
        device.portraitScreen = Size(width: 440, height: 956)
        device.display = DisplayShape(
            cornerRadius: 62, sensorHousing: .dynamicIsland(Rect(x: 150, y: 12, width: 140, height: 38)),
            homeIndicator: .init(size: Size(width: 150, height: 5), bottomGap: 9))
        return device
    }()

    static var roundedDevices: [Device] { Device.all.filter { $0.display.cornerRadius > 0 } + [madeUpPhone] }
    static var islandDevices: [Device] {
        roundedDevices.filter { if case .dynamicIsland = $0.display.sensorHousing { true } else { false } }
    }

    /// One field low on the screen, tapped at 0.5 s: the middle of the screen stays empty.
    static func scene(
        _ device: Device, profile: PlatformProfile = .iOS17, orientation: Orientation = .portrait,
        appearance: Appearance = .light
    ) -> Scene {
        let screen = device.screen(orientation)
        var scene = B.scene(
            device: device, profile: profile, orientation: orientation,
            elements: [B.textField("field", 20, screen.height * 0.3, 200, 36)], timeline: [B.tap("field", at: 0.5)])
        scene.appearance = appearance
        return scene
    }

    static func picture(_ scene: Scene, at time: Double = 0, options: LookOptions = bare) throws -> Picture {
        let recording = try #require(Simulation.run(scene, strategyID: "none"))
        let drawing = SceneLook.drawing(of: recording, options: options)
        return try Picture(png: PNGRenderer.png(of: drawing.displayList(at: time), scale: 1))
    }

    // MARK: Corners

    @Test(arguments: [Appearance.light, .dark], Orientation.allCases)
    func cornersOutsideTheRadius_areNotTheScreen(appearance: Appearance, orientation: Orientation) throws {
        for device in Self.roundedDevices {
            let scene = Self.scene(device, orientation: orientation, appearance: appearance)
            let picture = try Self.picture(scene)
            let palette = Self.bare.palette(of: scene)
            let (w, h) = (picture.width, picture.height)
            #expect(picture.pixel(x: w / 2, y: h / 2) == palette.screen, "\(device.name): the screen's colour")
            for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (2, 2), (w - 3, h - 3)] {
                let corner = picture.pixel(x: x, y: y)
                #expect(corner != palette.screen, "\(device.name) \(orientation) (\(x), \(y))")
                #expect(corner == palette.canvas, "\(device.name) \(orientation) (\(x), \(y))")
            }
            // Just inside the arc, at 45°, the screen shows again.
            let inside = Int((device.display.cornerRadius * (1 - 0.5.squareRoot())).rounded(.up)) + 3
            #expect(picture.pixel(x: w / 2, y: h - 1) != palette.canvas, "\(device.name): the bottom edge")
            #expect(picture.pixel(x: inside, y: h / 2) != palette.canvas, "\(device.name): the left edge")
            #expect(picture.pixel(x: inside, y: h - 1 - inside) != palette.canvas, "\(device.name): inside the arc")
        }
    }

    @Test func aHomeButtonPhone_keepsSquareCorners() throws {
        let scene = Self.scene(.iPhone8)
        let picture = try Self.picture(scene)
        #expect(picture.pixel(x: 0, y: picture.height - 1) == Palette.light.screen)
    }

    // MARK: Sensor housing

    @Test(arguments: [Appearance.light, .dark])
    func theIsland_isADarkPillAtItsPlace(appearance: Appearance) throws {
        for device in Self.islandDevices {
            let island = try #require(device.display.sensorHousing.rect)
            let picture = try Self.picture(Self.scene(device, appearance: appearance))
            let black = Palette.light.housing
            func pixel(_ x: Double, _ y: Double) -> Color { picture.pixel(x: Int(x), y: Int(y)) }
            #expect(pixel(island.midX, island.midY) == black, "\(device.name): the middle")
            // Round ends: the middle of each end is black, the box's corners are not.
            #expect(pixel(island.minX + 2, island.midY) == black, "\(device.name): the left end")
            #expect(pixel(island.maxX - 3, island.midY) == black, "\(device.name): the right end")
            // Where what lies under it is black too (dark mode's black background reaching up to a
            // tall island), only the pill's own pixels can be checked.
            guard pixel(island.minX - 20, island.maxY + 3) != black else { continue }
            #expect(pixel(island.minX + 1, island.minY + 1) != black, "\(device.name): a rounded corner")
            #expect(pixel(island.maxX - 2, island.maxY - 2) != black, "\(device.name): a rounded corner")
            // Nothing black around it.
            #expect(pixel(island.minX - 3, island.midY) != black, "\(device.name): left of it")
            #expect(pixel(island.midX, island.maxY + 3) != black, "\(device.name): under it")
            #expect(pixel(island.midX, island.minY - 3) != black, "\(device.name): over it")
        }
    }

    /// KeySlide's landscape has the home button (or indicator) on the right, so the top of the
    /// device — its housing — is on the left edge.
    @Test func inLandscape_theHousingIsOnTheLeft() throws {
        for device in Self.islandDevices + [.iPhoneX] {
            let housing = try #require(device.display.sensorHousing.rect)
            let picture = try Self.picture(Self.scene(device, orientation: .landscape))
            let w = device.portraitScreen.width
            // Portrait (x, y) is at (y, w − x) in landscape.
            let centre = (x: Int(housing.midY), y: Int(w - housing.midX))
            #expect(picture.pixel(x: centre.x, y: centre.y) == Palette.light.housing, "\(device.name)")
            #expect(picture.pixel(x: picture.width - 1 - centre.x, y: centre.y) != Palette.light.housing)
        }
    }

    @Test func theNotch_hangsFromTheTopWithRoundedLowerCorners() throws {
        let notch = try #require(Device.iPhoneX.display.sensorHousing.rect)
        let picture = try Self.picture(Self.scene(.iPhoneX))
        let black = Palette.light.housing
        #expect(picture.pixel(x: Int(notch.midX), y: 0) == black)
        #expect(picture.pixel(x: Int(notch.midX), y: Int(notch.maxY) - 2) == black)
        #expect(picture.pixel(x: Int(notch.minX) + 1, y: Int(notch.maxY) - 2) != black)
        #expect(picture.pixel(x: Int(notch.midX), y: Int(notch.maxY) + 2) != black)
        #expect(picture.pixel(x: Int(notch.minX) - 8, y: 2) != black)
    }

    // MARK: Home indicator

    @Test(arguments: [Appearance.light, .dark])
    func theHomeIndicator_contrastsWithTheContent(appearance: Appearance) throws {
        for device in Self.roundedDevices {
            let indicator = try #require(device.display.homeIndicator)
            let picture = try Self.picture(Self.scene(device, appearance: appearance))
            let x = picture.width / 2
            let y = picture.height - Int(indicator.bottomGap + indicator.size.height / 2) - 1
            let expected = appearance == .light ? Color(hex: 0x000000) : Color(hex: 0xFFFFFF)
            #expect(picture.pixel(x: x, y: y) == expected, "\(device.name)")
        }
    }

    // MARK: The keyboard at rest

    /// On every preset, in both orientations, under iOS 17 and iOS 26, the settled keyboard's top
    /// edge is where the device's keyboard height puts it: the column down the middle changes
    /// from the app to the keyboard within 3 points of `screen height − keyboard height`.
    @Test(arguments: [PlatformProfile.iOS17, .iOS26], Orientation.allCases)
    func theKeyboard_restsWhereTheDeviceSays(profile: PlatformProfile, orientation: Orientation) throws {
        for device in Device.all + [Self.madeUpPhone] {
            let seen = device.under(profile)
            let screen = seen.screen(orientation)
            let top = Int((screen.height - seen.keyboardHeight[orientation]).rounded())
            let picture = try Self.picture(Self.scene(device, profile: profile, orientation: orientation), at: 1.6)
            let x = picture.width / 2
            let label = "\(device.name) \(profile.name) \(orientation)"
            #expect(picture.pixel(x: x, y: top + 2) != picture.pixel(x: x, y: top - 3), "\(label)")
            #expect(picture.pixel(x: x, y: top - 3) == picture.pixel(x: x, y: top - 12), "\(label)")
        }
    }

    // MARK: The bezel

    @Test func theBezel_isADarkFrameAroundTheScreen() throws {
        for device in Self.roundedDevices + [.iPhone8, .iPad] {
            let scene = Self.scene(device)
            var options = Self.bare
            options.bezel = true
            let framed = try Self.picture(scene, options: options)
            let insets = DisplayLookProbe.bezel(of: scene)
            #expect(framed.width == Int(scene.screen.width + insets.left + insets.right), "\(device.name)")
            #expect(framed.height == Int(scene.screen.height + insets.top + insets.bottom), "\(device.name)")
            let frame = Palette.light.frame
            // In the frame's side, beside the screen's middle; its outer corner is the canvas.
            #expect(framed.pixel(x: Int(insets.left / 2), y: framed.height / 2) == frame, "\(device.name)")
            #expect(framed.pixel(x: 0, y: 0) == Palette.light.canvas, "\(device.name)")
            // Where the display is rounded, the screen's square corner is cut off: the frame's ring
            // runs round the display's corner (at 45°, halfway through the ring). The corner pixel
            // is the ring's where the ring covers it, and the canvas where it pokes out beyond the
            // ring's outer edge (a corner large beside the frame, as on phones: r√2 > r + frame).
            let radius = device.display.cornerRadius
            let corner = framed.pixel(x: Int(insets.left), y: Int(insets.top))
            if radius > 0 {
                let halfway = insets.left + radius - (radius + insets.left / 2) / 2.squareRoot()
                #expect(framed.pixel(x: Int(halfway), y: Int(halfway)) == frame, "\(device.name)")
                let pokesOut = radius * 2.squareRoot() > radius + insets.left + 1
                #expect(corner == (pokesOut ? Palette.light.canvas : frame), "\(device.name)")
            } else {
                #expect(corner != frame && corner != Palette.light.canvas, "\(device.name)")
            }
            #expect(framed.pixel(x: framed.width / 2, y: framed.height / 2) == Palette.light.screen)
        }
    }

    // MARK: Dark mode

    /// Where the light picture is light, the dark one is dark: backgrounds, bars, fields and the
    /// keyboard all turn, on a grid of points over the whole phone with the keyboard up.
    @Test(arguments: [PlatformProfile.iOS17, PlatformProfile.iOS26])
    func aDarkFrame_isDarkWhereALightOneIsLight(profile: PlatformProfile) throws {
        for device in [Device.iPhone15, .iPhone8, .iPad, Self.madeUpPhone] {
            var scene = Self.scene(device, profile: profile)
            scene.navigationBar = Scene.Bar(height: 44)
            let light = try Self.picture(scene, at: 1.5)
            scene.appearance = .dark
            let dark = try Self.picture(scene, at: 1.5)
            func luminance(_ color: Color) -> Double {
                0.299 * Double(color.red) + 0.587 * Double(color.green) + 0.114 * Double(color.blue)
            }
            var lightPoints = 0
            var turned = 0
            for y in stride(from: 3, to: light.height, by: 9) {
                for x in stride(from: 3, to: light.width, by: 9) where luminance(light.pixel(x: x, y: y)) > 190 {
                    lightPoints += 1
                    if luminance(dark.pixel(x: x, y: y)) < 115 { turned += 1 }
                }
            }
            #expect(lightPoints > 1000, "\(device.name)")
            #expect(Double(turned) >= 0.97 * Double(lightPoints), "\(device.name): \(turned) of \(lightPoints)")
        }
    }

    @Test func darkMode_onAProfileBeforeIOS13_isDrawnLight() throws {
        var scene = Self.scene(.iPhone8, profile: .iOS11)
        var options = Self.bare
        options.appearance = .dark
        #expect(options.palette(of: scene) == Palette.light)
        scene.profile = .iOS17
        #expect(options.palette(of: scene) == Palette.dark)
    }
}

/// The bezel's widths as the look works them out, through the canvas it makes.
enum DisplayLookProbe {
    static func bezel(of scene: Scene) -> EdgeInsets {
        var options = DisplayLookTests.bare
        options.bezel = true
        let framed = SceneLook.phoneArea(of: scene, options: options)
        let origin = SceneLook.screenOrigin(of: scene, options: options)
        return EdgeInsets(
            top: origin.y, left: origin.x, bottom: framed.height - scene.screen.height - origin.y,
            right: framed.width - scene.screen.width - origin.x)
    }
}
