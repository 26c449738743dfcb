import KeySlideCanvas
import KeySlideGeometry
import KeySlideLooks
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
        let index = try #require(items.lastIndex { $0.rect == indicator && $0.primitive.fill == Palette.light.text })
        let keyboard = try #require(items.lastIndex { $0.primitive.fill == Palette.light.keyboard })
        #expect(index > keyboard)
    }

    /// The layout guide shortens the root view to the safe area's bottom at rest; its background
    /// still fills the strip below, so the indicator shows on the app's white, not on the black
    /// window.
    @Test func aRootShortenedToTheSafeAreaKeepsItsBackgroundUnderTheIndicator() throws {
        var composer = B.textField("composer", 12, 762, 300, 36)
        composer.pinnedToBottom = true
        let scene = B.scene(
            device: .iPhone15, profile: .iOS17, elements: [composer], timeline: [B.tap("composer", at: 0.5)])
        let options = LookOptions()
        let recording = Simulation.run(scene, strategyID: "keyboard-layout-guide")!
        // The root (54 … 852) rests 34 pt shorter, on the safe area's bottom.
        #expect(recording.app[recording.app.rootView].frame.height.value(at: 0.2) == 798 - 34)
        let items = SceneLook.drawing(of: recording, options: options).displayList(at: 0.2).items
        let origin = SceneLook.phoneOrigin(options: options)
        let strip = Point(x: origin.x + 100, y: origin.y + 852 - 2)
        // The last thing painted at a point in the strip, other than the indicator, is the app's white.
        let painted = try #require(items.last { $0.paintedRect?.contains(strip) == true })
        #expect(painted.primitive.fill == Palette.light.screen)
    }

    @Test func anIPhone8HasNone() {
        let (items, _) = items(on: .iPhone8, at: 2)
        #expect(!items.contains { $0.rect?.size == Size(width: 134, height: 5) })
    }
}
