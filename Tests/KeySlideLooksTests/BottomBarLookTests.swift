import KeySlideCanvas
import KeySlideGeometry
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// A tab bar is drawn across the bottom, above the safe area, with its background down to the
/// screen's edge, and the keyboard is drawn over it.
@Suite struct BottomBarLookTests {
    typealias B = SceneBuilder

    @Test func aTabBarSitsAboveTheHomeIndicatorAndTheKeyboardCoversIt() throws {
        var scene = B.scene(
            device: .iPhone15, profile: .iOS17, elements: [B.textField("field", 20, 100, 300, 36)],
            timeline: [B.tap("field", at: 0.5)])
        scene.bottomBar = Scene.BottomBar(kind: .tabBar, items: ["Home", "Search", "Profile"], height: 49)
        let options = LookOptions()
        let origin = SceneLook.phoneOrigin(options: options)
        let drawing = SceneLook.drawing(of: Simulation.run(scene, strategyID: "none")!, options: options)
        let items = drawing.displayList(at: 0).items
        // Background: from 852 − 34 − 49 = 769 down to the screen's bottom, 83 pt.
        let bar = Rect(x: 0, y: 769, width: 393, height: 83).offsetBy(dx: origin.x, dy: origin.y)
        #expect(items.contains { $0.primitive.fill == Palette.light.bar && $0.rect == bar })
        // One icon per item, the first tinted.
        let icons = items.filter {
            guard case .circle(let centre, _) = $0.primitive.shape else { return false }
            return (bar.minY...bar.maxY).contains(centre.y + origin.y)
        }
        #expect(icons.count == 3)
        #expect(icons.first?.primitive.fill == Palette.light.tint)
        // With the keyboard up, the keyboard is drawn after (over) the bar.
        let later = drawing.displayList(at: 2).items
        let barIndex = try #require(later.firstIndex { $0.primitive.fill == Palette.light.bar && $0.rect == bar })
        let keyboardIndex = try #require(later.firstIndex { $0.primitive.fill == Palette.light.keyboard })
        #expect(keyboardIndex > barIndex)
    }
}

/// An input accessory bar rides on top of the keys as one block.
@Suite struct InputAccessoryLookTests {
    typealias B = SceneBuilder

    @Test func theBarIsDrawnAtTheKeyboardsTopAndTheKeysBelowIt() throws {
        var scene = B.scene(
            device: .iPhone8, profile: .iOS17, elements: [B.textField("field", 20, 100, 300, 36)],
            timeline: [B.tap("field", at: 0.5)])
        scene.inputAccessory = Scene.InputAccessory(height: 44, items: ["Prev", "Next", "Done"])
        let options = LookOptions()
        let origin = SceneLook.phoneOrigin(options: options)
        let recording = Simulation.run(scene, strategyID: "none")!
        let items = SceneLook.drawing(of: recording, options: options).displayList(at: 2).items
        let top = recording.keyboardFrame(at: 2).minY + origin.y
        #expect(top == 667 - 302 + origin.y)
        let bar = try #require(items.first { $0.primitive.fill == Palette.light.bar && $0.rect?.minY == top })
        #expect(bar.rect?.height == 44)
        let keys = try #require(items.first { $0.primitive.fill == Palette.light.keyboard })
        #expect(keys.rect?.minY == top + 44)
    }
}
