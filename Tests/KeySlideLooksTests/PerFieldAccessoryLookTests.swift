import KeySlideCanvas
import KeySlideGeometry
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

/// A field's own accessory bar is drawn above the keys only while that field is first responder;
/// the keys stay on the screen's bottom as the bar comes and goes.
@Suite struct PerFieldAccessoryLookTests {
    typealias B = SceneBuilder

    @Test func theBarShowsWhileItsFieldEditsAndTheKeysStayPut() throws {
        var scene = B.scene(
            device: .iPhone8, profile: .iOS17,
            elements: [B.textField("plain", 20, 100, 300, 36), B.textField("barred", 20, 160, 300, 36)],
            timeline: [B.tap("plain", at: 0.5), B.tap("barred", at: 1.5), B.tap("plain", at: 2.5)])
        scene.duration = 4
        scene.view.elements[1].inputAccessory = Scene.InputAccessory(height: 44, items: ["Send"])
        let options = LookOptions()
        let origin = SceneLook.phoneOrigin(options: options)
        let drawing = SceneLook.drawing(of: Simulation.run(scene, strategyID: "none")!, options: options)
        let keysTop = 667 - 258 + origin.y
        func bars(at time: Double) -> [DisplayList.Item] {
            drawing.displayList(at: time).items.filter {
                $0.primitive.fill == Palette.light.bar && $0.rect?.height == 44 && $0.rect?.minY == keysTop - 44
            }
        }
        for time in [1.4, 2.4, 3.9] {
            let keys = try #require(
                drawing.displayList(at: time).items.first { $0.primitive.fill == Palette.light.keyboard })
            #expect(keys.rect?.minY == keysTop, "at \(time)")
        }
        #expect(bars(at: 1.4).isEmpty)
        #expect(bars(at: 2.4).count == 1)
        #expect(bars(at: 3.9).isEmpty)
    }
}
