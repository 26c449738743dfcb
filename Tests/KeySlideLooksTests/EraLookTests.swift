import KeySlideCanvas
import KeySlideGeometry
import KeySlideLooks
import KeySlideRaster
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// What each iOS era draws differently: the status bar (docs/facts.md §16.2), iOS 6's gloss
/// (§16.4), the iOS 26 keyboard (§16.5), and a comparison in both appearances.
@Suite struct EraLookTests {
    typealias D = DisplayLookTests

    /// Every line of text the phone shows at `time`.
    static func texts(_ scene: Scene, at time: Double = 0) throws -> [String] {
        let recording = try #require(Simulation.run(scene, strategyID: "none"))
        let drawing = SceneLook.drawing(of: recording, options: D.bare)
        return drawing.displayList(at: time).items.compactMap {
            if case .text(let text) = $0.primitive.shape { text.string } else { nil }
        }
    }

    // MARK: Status bar

    @Test(arguments: [PlatformProfile.iOS11, .iOS17, .iOS26])
    func noCarrier_onFaceIDPhonesAndModernIPads(profile: PlatformProfile) throws {
        // Phones here; rounded iPads came with iOS 12 and are checked below.
        for device in D.roundedDevices where !device.isPad {
            let texts = try Self.texts(D.scene(device, profile: profile))
            #expect(!texts.contains("Carrier"), "\(device.name) \(profile.name)")
            #expect(texts.contains("9:41"), "\(device.name) \(profile.name)")
        }
        guard profile.majorVersion >= 12 else { return }
        let pad = try Self.texts(D.scene(.iPad, profile: profile))
        #expect(!pad.contains("Carrier"))
        #expect(pad.contains("9:41 AM") && pad.contains("Tue Jan 9"))
    }

    @Test func theCarrier_staysOnHomeButtonPhonesAndOldIPads() throws {
        for (device, profile) in [
            (Device.iPhone4, PlatformProfile.iOS6), (.iPhone5, .iOS7), (.iPhone8, .iOS17), (.iPad, .iOS11),
        ] {
            let texts = try Self.texts(D.scene(device, profile: profile))
            #expect(texts.contains("Carrier") && texts.contains("9:41 AM"), "\(device.name) \(profile.name)")
        }
    }

    /// The signal shown in the status bar's top 20 points: dots (circles) before iOS 11, bars
    /// (rectangles) from it, on a home-button phone.
    @Test(arguments: [(PlatformProfile.iOS7, true), (.iOS8, true), (.iOS11, false), (.iOS17, false), (.iOS26, false)])
    func aHomeButtonPhone_showsDotsBeforeIOS11AndBarsFromIt(profile: PlatformProfile, dots: Bool) throws {
        for device in [Device.iPhone8, try #require(Device.named("iphone-se"))] {
            let recording = try #require(Simulation.run(D.scene(device, profile: profile), strategyID: "none"))
            let items = SceneLook.drawing(of: recording, options: D.bare).displayList(at: 0).items
            let left = items.filter { item in
                switch item.primitive.shape {
                case .circle(let centre, _): centre.x < 40 && centre.y < 20
                case .rect(let rect, _): rect.minX > 0 && rect.maxX < 24 && rect.minY > 0 && rect.maxY < 20
                default: false
                }
            }
            let circles = left.filter { if case .circle = $0.primitive.shape { true } else { false } }
            #expect(circles.count == (dots ? 5 : 0), "\(device.name) \(profile.name)")
            #expect(left.count - circles.count == (dots ? 0 : 4), "\(device.name) \(profile.name)")
        }
    }

    /// On a phone with a housing the time sits left of it and the icons right of it, in the band
    /// the housing takes.
    @Test func theTime_isLeftOfTheHousing() throws {
        for device in D.roundedDevices where device.display.sensorHousing != .none {
            let housing = try #require(device.display.sensorHousing.rect)
            let recording = try #require(Simulation.run(D.scene(device), strategyID: "none"))
            let items = SceneLook.drawing(of: recording, options: D.bare).displayList(at: 0).items
            let time = try #require(
                items.first { if case .text(let text) = $0.primitive.shape { text.string == "9:41" } else { false } })
            guard case .text(let text) = time.primitive.shape else { return }
            #expect(text.origin.x < housing.minX - 15, "\(device.name)")
            #expect(abs(text.origin.y - housing.midY) < 10, "\(device.name)")
        }
    }

    // MARK: iOS 6

    @Test func iOS6_drawsGlossyBarsAndKeys() throws {
        var scene = D.scene(.iPhone4, profile: .iOS6)
        scene.navigationBar = Scene.Bar(height: 44)
        let recording = try #require(Simulation.run(scene, strategyID: "none"))
        let fills = Set(
            SceneLook.drawing(of: recording, options: D.bare).displayList(at: 1.5).items.compactMap(\.primitive.fill))
        let glossy = Palette.glossy
        for gloss in [glossy.barGloss, glossy.keyGloss, glossy.functionKeyGloss, glossy.keyboardGloss] {
            #expect(fills.contains(try #require(gloss)))
        }
        #expect(!fills.contains(Palette.light.keyboard))
        // iOS 7 is flat.
        scene.profile = .iOS7
        let flat = try #require(Simulation.run(scene, strategyID: "none"))
        let flatFills = Set(
            SceneLook.drawing(of: flat, options: D.bare).displayList(at: 1.5).items.compactMap(\.primitive.fill))
        #expect(flatFills.isDisjoint(with: [glossy.barGloss, glossy.keyGloss].compactMap { $0 }))
        #expect(flatFills.contains(Palette.light.keyboard))
    }

    // MARK: iOS 26

    /// The glass panel's top corners are rounded: the app shows at the keyboard's top left corner,
    /// the panel a little further in; before iOS 26 the keyboard is square.
    @Test(arguments: [Appearance.light, .dark])
    func theIOS26Keyboard_hasRoundedTopCorners(appearance: Appearance) throws {
        for (profile, rounded) in [(PlatformProfile.iOS26, true), (PlatformProfile.iOS17, false)] {
            let scene = D.scene(.iPhone8, profile: profile, appearance: appearance)
            let picture = try D.picture(scene, at: 1.5)
            let top = Int(scene.screen.height - scene.keyboardHeight)
            let keyboard = D.bare.palette(of: scene).keyboard
            #expect(picture.pixel(x: picture.width / 2, y: top + 2) == keyboard, "\(profile.name)")
            #expect((picture.pixel(x: 1, y: top + 1) != keyboard) == rounded, "\(profile.name)")
        }
    }

    // MARK: Comparisons

    @Test func aComparisonOfAppearances_drawsEachStrategyInLightAndDark() throws {
        let scene = D.scene(.iPhone15)
        let recordings = try ["none", "content-inset"].map { try #require(Simulation.run(scene, strategyID: $0)) }
        var options = LookOptions(verdicts: false)
        let single = CompareLook.drawing(of: recordings, options: options)
        options.comparesAppearances = true
        let both = CompareLook.drawing(of: recordings, options: options)
        let screen = SceneLook.phoneArea(of: scene)
        #expect(both.size.width == single.size.width)
        #expect(both.size.height == single.size.height + 26 + screen.height + 16)
        let texts = both.displayList(at: 0).items.compactMap {
            if case .text(let text) = $0.primitive.shape { text.string } else { nil }
        }
        #expect(texts.contains("none · light") && texts.contains("none · dark"))
        // The second row is dark.
        let picture = try Picture(png: PNGRenderer.png(of: both.displayList(at: 0), scale: 1))
        let first = CompareLook.phoneOrigin(at: 0, count: 2, screen: screen, options: options)
        let third = CompareLook.phoneOrigin(at: 2, count: 2, screen: screen, options: options)
        #expect(third.x == first.x && third.y > first.y)
        let middle = (x: Int(screen.width / 2), y: Int(screen.height / 2))
        #expect(picture.pixel(x: Int(first.x) + middle.x, y: Int(first.y) + middle.y) == Palette.light.screen)
        #expect(picture.pixel(x: Int(third.x) + middle.x, y: Int(third.y) + middle.y) == Palette.dark.screen)
    }
}
