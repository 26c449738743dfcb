import KeySlideCanvas
import KeySlideGeometry
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// Each keyboard the simulation shows is drawn as iOS draws it at its height: the emoji keyboard
/// as a grid of emoji, a third-party keyboard in its own theme, the iPad's with its predictive
/// bar (docs/facts.md §16.6).
@Suite struct KeyboardFaceLookTests {
    typealias B = SceneBuilder

    /// An iPhone 8 on iOS 11 whose 225 pt keyboard switches to emoji at 1.5 s and to a
    /// third-party keyboard at 3 s (Samples/keyboard-switch-emoji.yaml without the strategies).
    static func switchingScene() -> Scene {
        B.scene(
            device: .iPhone8, profile: .iOS11, keyboardHeight: 225,
            elements: [B.textField("field", 16, 200, 343, 36)],
            timeline: [
                B.tap("field", at: 0.4),
                Scene.Action(time: 1.5, kind: .motion(.switchKeyboard(.emoji, height: nil))),
                Scene.Action(time: 3, kind: .motion(.switchKeyboard(.thirdParty, height: nil))),
            ])
    }

    /// What is drawn inside the keyboard's frame at `time`.
    static func keyboardItems(_ recording: Recording, at time: Double) -> (frame: Rect, items: [DisplayList.Item]) {
        let options = LookOptions(caption: false, timelineStrip: false, verdicts: false)
        let list = SceneLook.drawing(of: recording, options: options).displayList(at: time)
        let frame = recording.keyboardFrame(at: time)
        let inside = list.items.filter { item in
            if let text = item.text { return frame.contains(text.origin) }
            if let centre = centre(of: item) { return frame.contains(centre) }
            return item.rect.map { frame.contains($0) } ?? false
        }
        return (frame, inside)
    }

    /// A circle's centre.
    static func centre(of item: DisplayList.Item) -> Point? {
        if case .circle(let centre, _) = item.primitive.shape { centre } else { nil }
    }

    @Test func theSimulation_recordsEachKeyboardItShows() throws {
        let recording = try #require(Simulation.run(Self.switchingScene(), strategyID: "none"))
        let faces = recording.app.keyboardFaces
        #expect(faces.map(\.kind) == [.language, .emoji, .thirdParty, .thirdParty, .thirdParty])
        // 225 pt, the preset's 258 for emoji, then the third-party steps 0, 216, 258 (§11.7).
        #expect(faces.map(\.height) == [225, 258, 0, 216, 258])
        #expect(faces.map(\.time) == [0, 1.5, 3, 3.1, 3.2])
    }

    @Test func theEmojiKeyboard_isAGridOfEmojiWithItsCategoryBar() throws {
        let recording = try #require(Simulation.run(Self.switchingScene(), strategyID: "none"))
        let before = Self.keyboardItems(recording, at: 1.4)
        let letters = before.items.compactMap(\.text).filter { $0.string.count == 1 && $0.string.first!.isLetter }
        #expect(letters.count == 26)
        let emoji = Self.keyboardItems(recording, at: 2.8)
        #expect(emoji.frame.height == 258)
        #expect(!emoji.items.compactMap(\.text).contains { $0.string == "Q" })
        #expect(emoji.items.compactMap(\.text).contains { $0.string == "ABC" })
        let shapes = emoji.items.filter { Palette.emoji.contains($0.primitive.fill ?? Palette.light.key) }
        // Five rows of emoji across the width.
        #expect(shapes.count >= 40)
        let rows = Set(shapes.map { (Self.centre(of: $0)?.y ?? $0.rect!.midY).rounded() })
        #expect(rows.count == 5)
    }

    @Test func aThirdPartyKeyboard_hasItsOwnTheme() throws {
        let recording = try #require(Simulation.run(Self.switchingScene(), strategyID: "none"))
        let drawn = Self.keyboardItems(recording, at: 4)
        let theme = Palette.thirdPartyKeyboard
        let keys = drawn.items.filter { $0.primitive.fill == theme.key }
        #expect(keys.count >= 26)
        #expect(drawn.items.contains { $0.primitive.fill == theme.ground })
        // No white key caps of Apple's keyboard (the theme's labels are white text).
        #expect(!drawn.items.contains { $0.rect != nil && $0.primitive.fill == Palette.light.key })
        #expect(drawn.items.compactMap(\.text).contains { $0.string == "q" })
    }

    /// The iPad keyboard from iOS 8 is 313 pt with the predictive bar on top of its 264 pt key
    /// area; on iOS 7 it is the 264 pt key area alone.
    @Test(arguments: [(PlatformProfile.iOS7, false), (.iOS17, true)])
    func theIPadKeyboard_hasItsPredictiveBarWhereItsHeightIncludesIt(profile: PlatformProfile, hasBar: Bool) throws {
        let scene = B.scene(
            device: .iPad, profile: profile, elements: [B.textField("field", 20, 100, 700, 31)],
            timeline: [B.tap("field", at: 0.1)])
        let recording = try #require(Simulation.run(scene, strategyID: "none"))
        let drawn = Self.keyboardItems(recording, at: scene.duration)
        let keys = drawn.items.filter { $0.primitive.fill == Palette.light.key }.compactMap(\.rect)
        let firstRow = try #require(keys.map(\.minY).min())
        let gap = firstRow - drawn.frame.minY
        #expect(hasBar ? gap > 49 : gap < 20, "\(profile.name): the first row \(gap) pt below the top")
    }
}
