import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

@testable import KeySlideLooks

/// A scene that turns is drawn in a square that holds the phone either way up; over the turn the
/// new orientation's phone fades in over the old one, which stands still.
@Suite struct RotationLookTests {
    static let scene = """
        device: iphone-8
        profile: ios17
        view:
          elements:
            - {type: textField, id: message, frame: [16, 600, 343, 36], placeholder: Message, pin: bottom}
        timeline:
          - {at: 0.4, tap: message}
          - {at: 1.6, rotate: landscape}
        duration: 3
        """

    let recording: Recording = {
        let scene = try! SceneLoader.parse(Self.scene, fileName: "turn.yaml", knownStrategies: StrategyCatalog.ids)
        return Simulation.run(scene, strategy: KeyboardLayoutGuide())
    }()

    let options = LookOptions()
    var drawing: Drawing { SceneLook.drawing(of: recording, options: options) }
    /// The square's side: the screen's long side and the bezel around it.
    var side: Double { 667 + 2 * SceneLook.bezelWidth }

    /// Where a screen of `size` has its top-left corner on the canvas.
    func corner(of size: Size) -> Point {
        let origin = SceneLook.phoneOrigin(options: options)
        return Point(x: origin.x + (side - size.width) / 2, y: origin.y + (side - size.height) / 2)
    }

    func keyboardRect(at time: Double) -> Rect? {
        drawing.displayList(at: time).items.first { $0.primitive.fill == Palette.light.keyboard && $0.fade == nil }?
            .rect
    }

    @Test func theCanvasHoldsThePhoneEitherWayUp() {
        #expect(SceneLook.phoneArea(of: recording.scene) == Size(width: side, height: side))
        #expect(drawing.size.width == side)
    }

    @Test func beforeAndAfterTheTurnTheKeyboardIsWhereTheRecordingPutsIt() throws {
        let before = corner(of: Size(width: 375, height: 667))
        let keyboard = recording.keyboardFrame(at: 1.2)
        #expect(try #require(keyboardRect(at: 1.2)).minY == keyboard.minY + before.y)
        let after = corner(of: Size(width: 667, height: 375))
        let turned = recording.keyboardFrame(at: 2.5)
        let drawn = try #require(keyboardRect(at: 2.5))
        #expect(drawn.minY == turned.minY + after.y && drawn.minX == after.x && drawn.width == 667)
        // The field rides on the keyboard in landscape, drawn at its landscape width.
        let field = recording.windowRect(of: try #require(recording.app.element(named: "message")), at: 2.5)
        let fields = drawing.displayList(at: 2.5).items.filter {
            $0.primitive.stroke?.color == Palette.light.fieldBorder
        }
        #expect(fields.compactMap(\.rect).contains { $0.isClose(to: field.offsetBy(dx: after.x, dy: after.y)) })
    }

    @Test func duringTheTurnTheNewPhoneFadesInAsOneLayerOverTheHeldOldOne() throws {
        let duration = recording.scene.profile.rotationDuration
        let middle = drawing.displayList(at: 1.6 + duration / 2)
        let faded = middle.items.filter { $0.fade != nil }
        #expect(!faded.isEmpty)
        #expect(Set(faded.map(\.fade)).count == 1)
        // Ease-in-out is symmetric: half-way through, half opaque.
        #expect(abs(try #require(faded.first?.fade?.opacity) - 0.5) < 1e-6)
        // The faded layer is one run of items, painted over the old phone (and under the verdicts
        // and the strip, drawn after both phones).
        let firstFaded = try #require(middle.items.firstIndex { $0.fade != nil })
        let lastFaded = try #require(middle.items.lastIndex { $0.fade != nil })
        #expect(middle.items[firstFaded...lastFaded].allSatisfy { $0.fade != nil })
        #expect(middle.items[..<firstFaded].contains { $0.primitive.fill == Palette.light.keyboard })
        // The old phone stands still: its keyboard is where it was just before the turn.
        let before = corner(of: Size(width: 375, height: 667))
        let held = middle.items.first { $0.primitive.fill == Palette.light.keyboard && $0.fade == nil }?.rect
        #expect(held?.minY == recording.keyboardFrame(at: 1.599).minY + before.y)
        // Once the turn is over only the new phone is drawn, with nothing fading.
        #expect(drawing.displayList(at: 1.6 + duration).items.allSatisfy { $0.fade == nil })
    }

    @Test func theChartsScreenBottomStepsAtTheTurn() {
        let chart = KeyboardChart(recordings: [recording])
        #expect(chart.screenHeights.map(\.height) == [667, 375])
        #expect(chart.screenHeights.map(\.start) == [0, 1.6])
        #expect(chart.screenHeight == 667)
    }
}
