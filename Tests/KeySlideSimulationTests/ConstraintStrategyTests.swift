import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// The two strategies that change constraint constants, on scenes laid out by constraints, and
/// the keyboard layout guide as UIKit's own: each number derived in the test from the source.
@Suite struct ConstraintStrategyTests {
    /// A chat composer 52 pt tall whose bottom is tied to the bottom layout guide
    /// (`keyboardHeightLayoutConstraint`) on an iPhone X (root 375 × 768 below the 44 pt status bar).
    static func bottomConstraintScene(profile: String = "ios11") throws -> Scene {
        try SceneLoader.parse(
            """
            device: iphone-x
            profile: \(profile)
            view:
              elements:
                - type: view
                  id: composer
                  constraints:
                    - "left == superview.left"
                    - "right == superview.right"
                    - "height == 52"
                    - {constraint: "bottom == bottomLayoutGuide.top", id: keyboardHeightLayoutConstraint}
                  subviews:
                    - {type: textField, id: message, frame: [12, 8, 290, 36]}
            timeline:
              - {at: 0.4, tap: message}
              - {at: 2.0, dismiss: true}
            """, fileName: "chat.yaml", knownStrategies: StrategyCatalog.ids)
    }

    @Test func theAnswerLiftsTheComposerByTheKeyboardsWholeHeight() throws {
        let scene = try Self.bottomConstraintScene()
        let recording = try #require(Simulation.run(scene, strategyID: BottomConstraintConstant.id))
        let app = recording.app
        let composer = try #require(app.sceneElement(named: "composer"))
        // At rest the guide is the safe area's bottom: 812 − 34 in the window, 734 in the root.
        #expect(app[composer].frame.model(at: 0).maxY == 768 - 34)
        // The constant becomes the end frame's height, so the composer rises by all of it from
        // the guide, 34 pt higher than the keyboard's top: the gap the answer leaves on an iPhone X.
        let keyboardHeight = scene.keyboardHeight
        let shown = app.presentationRectInWindow(of: composer, at: 1.5)
        #expect(shown.maxY == 812 - 34 - keyboardHeight)
        #expect(app.keyboardFrame(at: 1.5).minY - shown.maxY == 34)
        // WillChangeFrame on the way down sets 0 again.
        #expect(app.presentationRectInWindow(of: composer, at: 3).maxY == 812 - 34)
    }

    @Test func withoutTheStrategyTheComposerStaysUnderTheKeyboard() throws {
        let recording = try #require(Simulation.run(try Self.bottomConstraintScene(), strategyID: "none"))
        let composer = try #require(recording.app.sceneElement(named: "composer"))
        #expect(recording.app.presentationRectInWindow(of: composer, at: 1.5).maxY == 812 - 34)
    }

    /// Under every strategy that leaves the root view where it is: one that moves the root view
    /// moves the guide's view with it, as it would in UIKit.
    @Test func onTheKeyboardGuideTheComposerRidesTheKeyboardUnderStrategiesThatKeepTheRoot() throws {
        let scene = try SceneLoader.parse(
            """
            device: iphone-15
            profile: ios17
            view:
              elements:
                - type: view
                  id: composer
                  constraints: ["left == superview.left", "right == superview.right", "height == 52",
                                "bottom == keyboard.top"]
                  subviews:
                    - {type: textField, id: message, frame: [12, 8, 290, 36]}
            timeline:
              - {at: 0.4, tap: message}
              - {at: 2.0, dismiss: true}
            """, fileName: "guide.yaml", knownStrategies: StrategyCatalog.ids)
        for id in ["none", "content-inset", "apple-recipe", "tp-keyboard-avoiding"] {
            let recording = try #require(Simulation.run(scene, strategyID: id))
            let app = recording.app
            let composer = try #require(app.sceneElement(named: "composer"))
            let rest = 852 - 34.0
            for step in 0...150 {
                let time = Double(step) / 50
                let keyboardTop = app.keyboardFrame(at: time).minY
                let bottom = app.presentationRectInWindow(of: composer, at: time).maxY
                #expect(abs(bottom - min(keyboardTop, rest)) < 1e-6, "\(id) at \(time)")
            }
        }
    }

    /// Seed 001's layout: a content view under the top guide and on the bottom guide, the city
    /// field 57 pt above its bottom, on an iPhone 5 under iOS 8 (root 320 × 548, keyboard 216),
    /// where moving focus posts WillShow again (docs/facts.md §4.2).
    static func seedScene() throws -> Scene {
        try SceneLoader.parse(
            """
            device: iphone-5
            profile: ios8
            view:
              elements:
                - type: view
                  id: content
                  constraints:
                    - {constraint: "top == topLayoutGuide.bottom", id: keyboardConstraint}
                    - {constraint: "bottom == bottomLayoutGuide.top", id: keyboardBottomConstraint}
                    - "left == superview.left"
                    - "right == superview.right"
                  subviews:
                    - type: textField
                      id: city
                      constraints: ["left == superview.left + 20", "right == superview.right - 20",
                                    "height == 31", "bottom == superview.bottom - 57"]
                    - {type: textField, id: street, frame: [20, 100, 280, 31]}
            timeline:
              - {at: 0.4, tap: city}
              - {at: 1.6, tap: street}
              - {at: 2.8, dismiss: true}
            """, fileName: "seed.yaml", knownStrategies: StrategyCatalog.ids)
    }

    @Test func seed001sAutoLayoutCodeShiftsTheContentByTheOverlap() throws {
        let recording = try #require(Simulation.run(try Self.seedScene(), strategyID: ShiftByOverlapConstraints.id))
        let app = recording.app
        let content = try #require(app.sceneElement(named: "content"))
        // city's bottom is 548 − 57 = 491 in the root; the keyboard's 216 pt leave 548 − 491 = 57
        // below it, so the shift is 216 − 57 = 159, and the content view keeps its height.
        #expect(app[content].frame.model(at: 1.5) == Rect(x: 0, y: -159, width: 320, height: 548))
        // In the keyboard's animation (iOS 7 on runs WillShow inside it): moving at 0.5 s, not there yet.
        #expect(app[content].frame.presentation(at: 0.45).minY > -159)
        // Focus moves to street, WillShow is posted again; the field is now well above the
        // keyboard, the shift resets to 0, and WillHide has nothing to take back.
        #expect(app[content].frame.model(at: 4) == Rect(x: 0, y: -159, width: 320, height: 548))
    }

    @Test func theConstraintStrategiesNeedTheirOutlets() throws {
        let plain = try SceneLoader.parse(
            "view: {elements: [{type: textField, id: a, frame: [20, 400, 280, 31]}]}\ntimeline: [{at: 0.2, tap: a}]",
            fileName: "plain.yaml", knownStrategies: StrategyCatalog.ids)
        #expect(!StrategyRequirement.keyboardHeightConstraint.isMet(by: plain))
        #expect(!StrategyRequirement.shiftConstraints.isMet(by: plain))
        #expect(StrategyRequirement.keyboardHeightConstraint.isMet(by: try Self.bottomConstraintScene()))
        #expect(StrategyRequirement.shiftConstraints.isMet(by: try Self.seedScene()))
        // Without its outlet a strategy changes nothing.
        let recording = try #require(Simulation.run(plain, strategyID: BottomConstraintConstant.id))
        let field = try #require(recording.app.element(named: "a"))
        let frame = recording.app[field].frame
        let still = [frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.isConstant }
        #expect(still)
    }
}
