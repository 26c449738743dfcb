import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// A text input placed by constraints has no height until the first layout pass; its font, which
/// KeySlide sizes from the height, must come from the laid-out frame, not the zero one.
@Suite struct LaidOutTextTests {
    @Test func aConstrainedFieldsFontFollowsItsLaidOutHeight() throws {
        let scene = try SceneLoader.parse(
            """
            device: iphone-8
            view:
              elements:
                - type: textField
                  id: message
                  placeholder: Message
                  constraints: ["left == superview.left + 12", "right == superview.right - 12", "top == superview.top + 100", "height == 36"]
                - {type: textField, id: fixed, frame: [12, 200, 351, 36]}
            """, fileName: "field.yaml", knownStrategies: [])
        let app = Simulation.makeApp(for: scene)
        let constrained = try #require(app[app.sceneElement(named: "message")!].textInput?.fontSize)
        let fixed = try #require(app[app.sceneElement(named: "fixed")!].textInput?.fontSize)
        #expect(constrained > 0)
        #expect(constrained == fixed, "both are 36 pt tall")
    }
}
