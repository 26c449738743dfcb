import KeySlideCanvas
import KeySlideDrawing
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// The home indicator is drawn on phones that have one, over the keyboard (docs/facts.md §10.6).
@Suite struct HomeIndicatorLookTests {
    typealias B = SceneBuilder

    func items(on device: Device, at time: Double) -> (items: [DisplayList.Item], origin: Point) {
        let scene = B.scene(
            device: device, profile: .iOS17, elements: [B.textField("field", 20, 100, 300, 36)],
            timeline: [B.tap("field", at: 0.5)])
        let options = LookOptions()
        let drawing = SceneLook.drawing(of: Simulation.run(scene, strategyID: "none")!, options: options)
        return (drawing.displayList(at: time).items, SceneLook.phoneOrigin(options: options))
    }

    @Test func anIPhone15ShowsItAboveTheKeyboard() throws {
        let (items, origin) = items(on: .iPhone15, at: 2)
        let indicator = Rect(x: (393 - 134) / 2, y: 852 - 13, width: 134, height: 5).offsetBy(
            dx: origin.x, dy: origin.y)
        let index = try #require(items.lastIndex { $0.rect == indicator && $0.primitive.fill == Palette.text })
        let keyboard = try #require(items.lastIndex { $0.primitive.fill == Palette.keyboard })
        #expect(index > keyboard)
    }

    @Test func anIPhone8HasNone() {
        let (items, _) = items(on: .iPhone8, at: 2)
        #expect(!items.contains { $0.rect?.size == Size(width: 134, height: 5) })
    }
}
