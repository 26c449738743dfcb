import Foundation
import KeySlideGeometry
import KeySlideImport
import KeySlideScene
import Testing

/// A screen laid out with Auto Layout comes in as a tree that lays itself out: `Constraints.storyboard`
/// (a navigation controller, a pushed form with a card, a stack view, guides, a placeholder, a
/// size-class variation, inputs the app cannot focus).
@Suite("Importing the tree and its constraints")
struct TreeImportTests {
    static func form(device: String? = nil) throws -> ImportedScene {
        let document = try Fixture.document("Constraints.storyboard")
        let screen = try #require(document.screen(named: "Sign Up"))
        return screen.sceneDescription(deviceHint: document.device, target: ImportTarget(device: device))
    }

    static func element(_ id: String, in elements: [SceneDescription.Element]) -> SceneDescription.Element? {
        for element in elements {
            if element.id == id { return element }
            let rows = (element.sections ?? []).flatMap(\.rows).flatMap { $0.subviews ?? [] }
            if let found = self.element(id, in: rows + (element.arrangedSubviews ?? element.subviews)) { return found }
        }
        return nil
    }

    @Test func everyViewStaysUnderItsSuperview() throws {
        let elements = try Self.form().description.view.elements
        #expect(elements.map(\.id) == ["card", "form", "helper", "locked", "terms"])
        let card = try #require(Self.element("card", in: elements))
        #expect(card.type == "view" && card.subviews.map(\.id) == ["name", "ghost"])
        let stack = try #require(Self.element("form", in: elements))
        #expect(stack.type == "stack" && stack.axis == "vertical" && stack.spacing == 8)
        #expect(stack.arrangedSubviews?.map(\.id) == ["email", "password"])
    }

    @Test func constraintsAreWrittenOnTheirFirstElementTurnedRoundWhenNeeded() throws {
        let elements = try Self.form().description.view.elements
        let card = try #require(Self.element("card", in: elements))
        #expect(
            card.constraints.map(\.text) == [
                "leading == safeArea.leading + 16", "trailing == safeArea.trailing - 16", "top == safeArea.top + 20",
                "height == card.width * 0.5 @ 750",
            ])
        #expect(card.constraints.last?.id == "cardAspect")
        let name = try #require(Self.element("name", in: elements))
        #expect(
            name.constraints.map(\.text) == [
                "leading == margins.leading", "trailing == margins.trailing", "top == superview.top + 8",
            ])
        #expect(name.intrinsicSize == Size(width: 327, height: 34))
        let form = try #require(Self.element("form", in: elements))
        #expect(
            form.constraints.map(\.text) == [
                "leading == card.leading", "trailing == card.trailing", "top == card.bottom + 16",
            ])
    }

    @Test func sizeClassVariationsFollowTheDevice() throws {
        let pad = try Self.form(device: "ipad").description.view.elements
        let form = try #require(Self.element("form", in: pad))
        #expect(form.constraints.map(\.text).last == "top == card.bottom + 40")
        #expect(!form.constraints.map(\.text).contains("top == card.bottom + 16"))
    }

    @Test func whatCannotBeMappedIsAWarningAtItsLine() throws {
        let scene = try Self.form()
        let lines = scene.warnings.map(\.warningLine)
        #expect(
            lines.contains {
                $0.contains("Constraints.storyboard:66: warning: constraint: left out: it names Frm-Zz-999")
            }, "\(lines)")
        // The placeholder constraint is gone without a word, as Xcode removes it at build time.
        let card = try #require(Self.element("card", in: scene.description.view.elements))
        #expect(!card.constraints.contains { $0.text.contains("120") })
        #expect(scene.notes.contains("1 constraints left out; each is a warning at its line"))
        // … and a comment in the YAML, at the top.
        let yaml = scene.yaml(source: "Constraints.storyboard", screen: "Sign Up")
        #expect(yaml.contains("# line 66: a constraint left out: it names Frm-Zz-999"))
    }

    @Test func inputsTheAppCannotFocusAreDrawnButNeverTapped() throws {
        let scene = try Self.form().description
        let elements = scene.view.elements
        #expect(Self.element("helper", in: elements)?.hidden == true)
        #expect(Self.element("locked", in: elements)?.type == "label")
        #expect(Self.element("locked", in: elements)?.text == "Locked")
        #expect(Self.element("terms", in: elements)?.type == "label")
        let taps = scene.timeline.compactMap { action -> String? in
            if case .tap(let id) = action.kind { id } else { nil }
        }
        #expect(taps == ["name"])
        #expect(scene.timeline.count == 5)  // tap name, return ×3 (ghost, email, password), dismiss
    }

    @Test func aPushedScreenGetsItsNavigationBarAndFillsTheScreen() throws {
        let scene = try Self.form().description
        #expect(scene.navigationBar?.title == "Sign Up")
        #expect(scene.device == "iphone-8")
        #expect(scene.rootFrame == Rect(x: 0, y: 0, width: 375, height: 667))
        let large = try Self.form(device: "iphone-17-pro-max").description
        #expect(large.device == "iphone-17-pro-max")
        #expect(large.rootFrame == Rect(x: 0, y: 0, width: 440, height: 956))
    }

    @Test func theWrittenSceneLoadsAndSaysWhatItDid() throws {
        let scene = try Self.form()
        let yaml = scene.yaml(source: "Constraints.storyboard", screen: "Sign Up")
        #expect(yaml.contains("    - type: view\n      id: card\n"))
        #expect(yaml.contains("        - {constraint: \"height == card.width * 0.5 @ 750\", id: cardAspect}\n"))
        #expect(yaml.contains("      arrangedSubviews:\n"))
        let loaded = try SceneLoader.parse(yaml, fileName: "form.yaml", knownStrategies: ["none"])
        #expect(loaded.view.element("password") != nil)
    }
}
