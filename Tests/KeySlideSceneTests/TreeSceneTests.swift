import KeySlideGeometry
import KeySlideLayout
import KeySlideScene
import Testing

// Element trees: subviews, containers, constraints (helpers in SceneErrorTests.swift).

/// A scene whose root view holds `elements`, written as YAML flow or block text at four spaces.
private func treeScene(_ elements: String, timeline: String = "") -> String {
    "view:\n  elements:\n" + elements + (timeline.isEmpty ? "" : "timeline:\n" + timeline)
}

private func load(_ text: String) throws -> Scene {
    try SceneLoader.parse(text, fileName: "scene.yaml", knownStrategies: testStrategies)
}

/// A field inside a card inside a scroll view under a header: the shape the tests share.
private let nested = treeScene(
    """
        - type: view
          id: header
          frame: [0, 0, 320, 64]
          background: "#F2F2F7"
          subviews:
            - {type: label, id: heading, frame: [16, 20, 200, 30], text: Address}
        - type: scroll
          id: form
          frame: [0, 64, 320, 416]
          contentSize: [320, 900]
          class: TPKeyboardAvoidingScrollView
          subviews:
            - type: view
              id: card
              frame: [10, 10, 300, 800]
              clipsToBounds: true
              subviews:
                - {type: textField, id: city, frame: [10, 600, 280, 31], autoresizing: [flexibleWidth, flexibleTopMargin]}
                - {type: textField, id: secret, frame: [10, 650, 280, 31], hidden: true}

    """, timeline: "  - {at: 0.4, tap: city}\n")

@Suite struct TreeScenes {
    @Test func subviewsAreReadIntoATree() throws {
        let loaded = try load(nested)
        #expect(loaded.view.elements.map(\.id) == ["header", "form"])
        #expect(loaded.view.allElements.map(\.id) == ["header", "heading", "form", "card", "city", "secret"])
        #expect(loaded.view.element("city")?.frame == Rect(x: 10, y: 600, width: 280, height: 31))
        #expect(loaded.view.parents["city"] == "card")
        #expect(loaded.view.parents["header"] == .some(nil))
        let header = try #require(loaded.view.element("header"))
        #expect(header.kind == .view && header.background == "#f2f2f7" && !header.clipsToBounds)
    }

    @Test func containersKeepTheirSettings() throws {
        let loaded = try load(nested)
        let form = try #require(loaded.view.element("form"))
        #expect(form.clipsToBounds)
        #expect(form.scroll?.contentSize == Size(width: 320, height: 900))
        #expect(form.scroll?.className == "TPKeyboardAvoidingScrollView")
        #expect(loaded.view.element("card")?.clipsToBounds == true)
        #expect(loaded.view.element("city")?.autoresizing == [.flexibleWidth, .flexibleTopMargin])
        #expect(loaded.view.hiddenElementIDs == ["secret"])
        #expect(loaded.usesLayout)
    }

    @Test func aScrollWithoutSizeTakesItsOwnUnlessConstraintsGiveIt() throws {
        let fixed = try load(treeScene("    - {type: scroll, id: s, frame: [0, 0, 100, 200]}\n"))
        #expect(fixed.view.element("s")?.scroll?.contentSize == Size(width: 100, height: 200))
        let laidOut = try load(
            treeScene(
                """
                    - type: scroll
                      id: s
                      frame: [0, 0, 100, 200]
                      subviews: [{type: label, id: l, constraints: ["top == superview.top"]}]

                """))
        #expect(laidOut.view.element("s")?.scroll?.contentSize == nil)
        #expect(laidOut.view.element("l")?.frame == .zero)
    }

    @Test func aStackArrangesItsSubviewsWithoutFrames() throws {
        let loaded = try load(
            treeScene(
                """
                    - type: stack
                      id: s
                      frame: [0, 0, 300, 100]
                      axis: vertical
                      spacing: 8
                      alignment: center
                      distribution: fillEqually
                      arrangedSubviews:
                        - {type: textField, id: a}
                        - {type: button, id: b, text: Go}

                """))
        let stack = try #require(loaded.view.element("s"))
        #expect(
            stack.stack == StackArrangement(axis: .vertical, spacing: 8, distribution: .fillEqually, alignment: .center)
        )
        #expect(stack.subviews.map(\.id) == ["a", "b"])
        #expect(loaded.usesLayout)
    }

    @Test func constraintsAreReadWithTheirPlaces() throws {
        let loaded = try load(
            treeScene(
                """
                    - type: view
                      id: bar
                      frame: [0, 400, 320, 60]
                      constraints:
                        - "bottom == keyboard.top - 8"
                        - {constraint: "height >= 44 @ high", id: barHeight}
                        - "leading == other.trailing * 2 + 1"
                    - {type: label, id: other, frame: [0, 0, 10, 10]}

                """))
        let constraints = try #require(loaded.view.element("bar")?.constraints)
        #expect(constraints.count == 3)
        #expect(
            constraints[0].item == .keyboard && constraints[0].itemAttribute == .top && constraints[0].constant == -8)
        #expect(constraints[0].place == "scene.yaml:7:11")
        #expect(constraints[1].identifier == "barHeight" && constraints[1].priority == .high)
        #expect(constraints[1].item == nil && constraints[1].text == "height >= 44 @ high")
        #expect(constraints[1].place == "scene.yaml:8:24")
        #expect(constraints[2].item == .element("other") && constraints[2].multiplier == 2)
    }

    /// Items from any depth: the root view, and a guide of a view that is not the superview.
    @Test func theRootViewAndAnyViewsGuidesAreItems() throws {
        let loaded = try load(
            treeScene(
                """
                    - type: view
                      id: card
                      frame: [0, 100, 320, 200]
                      subviews:
                        - type: label
                          id: title
                          frame: [0, 0, 100, 20]
                          constraints:
                            - "width == rootView.width * 0.5"
                            - "top == rootView.safeArea.top"
                            - "centerX == card.margins.centerX"
                            - "leading == other.safeArea.leading"
                    - {type: label, id: other, frame: [0, 0, 10, 10]}

                """))
        let items = try #require(loaded.view.element("title")?.constraints.map(\.item))
        #expect(items == [.rootView, .safeAreaOf(nil), .marginsOf("card"), .safeAreaOf("other")])
    }

    @Test func aSceneOfFixedFramesUsesNoLayout() throws {
        #expect(try !load(treeScene("    - {type: label, id: a, frame: [0, 0, 10, 10]}\n")).usesLayout)
    }
}

/// Each invalid element and a part of the message it gives.
@Suite struct TreeErrors {
    static let cases: [(elements: String, message: String)] = [
        (
            "- {type: view, id: a, frame: [0, 0, 1, 1], subviews: [{type: label, id: a, frame: [0, 0, 1, 1]}]}",
            "view.elements[0].subviews[0].id: duplicate id \"a\" (already used by view.elements[0])"
        ),
        ("- {type: label, id: a}", "view.elements[0]: missing key 'frame'"),
        (
            "- {type: view, id: v, frame: [0, 0, 1, 1], subviews: [{type: label, id: a}]}",
            "view.elements[0].subviews[0]: missing key 'frame'"
        ),
        (
            "- {type: label, id: a, frame: [0, 0, 1, 1], contentSize: [1, 1]}",
            "only a scroll element has contentSize, not a label"
        ),
        ("- {type: view, id: a, frame: [0, 0, 1, 1], class: Foo}", "only a scroll element has class"),
        (
            "- {type: view, id: a, frame: [0, 0, 1, 1], keyboardDismissMode: onDrag}",
            "only a scroll element has keyboardDismissMode"
        ),
        ("- {type: scroll, id: a, frame: [0, 0, 1, 1], axis: vertical}", "only a stack has axis, not a scroll"),
        ("- {type: view, id: a, frame: [0, 0, 1, 1], arrangedSubviews: []}", "only a stack has arrangedSubviews"),
        (
            "- {type: stack, id: a, frame: [0, 0, 1, 1], subviews: [{type: label, id: b, frame: [0, 0, 1, 1]}]}",
            "a stack lays out its arrangedSubviews"
        ),
        ("- {type: stack, id: a, frame: [0, 0, 1, 1], axis: diagonal}", "unknown axis 'diagonal'"),
        (
            "- {type: stack, id: a, frame: [0, 0, 1, 1], distribution: fillEqualy}",
            "did you mean 'fillEqually'?"
        ),
        ("- {type: stack, id: a, frame: [0, 0, 1, 1], alignment: middle}", "unknown stack alignment 'middle'"),
        ("- {type: scroll, id: a, frame: [0, 0, 1, 1], contentSize: [-1, 1]}", "width must be 0 or more"),
        (
            "- {type: scroll, id: a, frame: [0, 0, 1, 1], contentInsetAdjustmentBehavior: sometimes}",
            "unknown adjustment behavior 'sometimes'"
        ),
        ("- {type: scroll, id: a, frame: [0, 0, 1, 1], class: \"my class\"}", "is not a class name"),
        (
            "- {type: label, id: a, frame: [0, 0, 1, 1], autoresizing: [flexibleWith]}",
            "unknown autoresizing flag 'flexibleWith'; did you mean 'flexibleWidth'?"
        ),
        (
            "- {type: label, id: a, frame: [0, 0, 1, 1], autoresizing: flexibleWidth}",
            "expected a list of autoresizing flags"
        ),
        ("- {type: label, id: a, frame: [0, 0, 1, 1], background: red}", "expected a colour #rrggbb"),
        ("- {type: label, id: a, frame: [0, 0, 1, 1], background: \"#12345\"}", "expected a colour #rrggbb"),
        ("- {type: label, id: a, frame: [0, 0, 1, 1], background: \"#12345g\"}", "expected a colour #rrggbb"),
        ("- {type: label, id: a, frame: [0, 0, 1, 1], hidden: yes please}", "expected true or false"),
        ("- {type: label, id: a, frame: [0, 0, 1, 1], clipsToBounds: 1}", "expected true or false"),
        ("- {type: label, id: a, frame: [0, 0, 1, 1], subviews: {}}", "expected a list of subviews"),
        (
            "- {type: view, id: v, frame: [0, 0, 1, 1], subviews: [{type: label, id: a, frame: [0, 0, 1, 1], inputAccessory: true}]}",
            "view.elements[0].subviews[0].inputAccessory: only a text input has inputAccessory, not a label"
        ),
    ]

    @Test(arguments: 0..<cases.count) func invalidTreeIsRefused(_ index: Int) {
        let (elements, message) = Self.cases[index]
        let found = failure(treeScene("    " + elements + "\n"))
        #expect(found.contains(message), "\(found)")
        #expect(found.hasPrefix("scene.yaml:"), "\(found)")
    }

    @Test func tooDeepATreeIsRefusedAtTheDeepestList() {
        var element = "{type: label, id: e0, frame: [0, 0, 1, 1]}"
        for depth in 1...Scene.maximumDepth {
            element = "{type: view, id: e\(depth), frame: [0, 0, 1, 1], subviews: [\(element)]}"
        }
        let found = failure(treeScene("    - " + element + "\n"))
        #expect(found.contains("elements nest at most 32 deep; this one would be 33 deep"), "\(found)")
    }

    @Test func theWholeTreeCountsTowardsTheElementLimit() {
        let children = (0..<Scene.maximumElements).map { "{type: label, id: c\($0), frame: [0, 0, 1, 1]}" }
        let found = failure(
            treeScene(
                "    - {type: view, id: v, frame: [0, 0, 1, 1], subviews: [\(children.joined(separator: ", "))]}\n"))
        #expect(found.contains("view.elements: has 201 elements; a view holds at most 200"), "\(found)")
    }

    @Test func aHiddenInputCannotBeTapped() {
        let found = failure(
            treeScene(
                "    - {type: view, id: v, frame: [0, 0, 1, 1], hidden: true, subviews: [{type: textField, id: f, frame: [0, 0, 1, 1]}]}\n",
                timeline: "  - {at: 0.4, tap: f}\n"))
        #expect(found.contains("timeline[0].tap: \"f\" is hidden"), "\(found)")
    }

    @Test func aNestedInputCanBeTapped() throws {
        let loaded = try load(nested)
        #expect(loaded.timeline.count == 1)
    }
}

/// Each invalid constraint, the place the error names and a part of its message.
@Suite struct ConstraintErrors {
    /// Line 3 is `    - {type: textField, id: name, frame: [0, 0, 1, 1], constraints: [X]}`, X at column
    /// 70: a syntax error is placed at its own column inside X (one further for the quote), the
    /// checker's errors at X.
    static let cases: [(constraint: String, place: String, message: String)] = [
        ("\"botom == superview.bottom\"", "3:71", "unknown attribute 'botom'"),
        ("\"bottom == superview.bottm\"", "3:91", "unknown attribute 'bottm'"),
        ("bottom = superview.bottom", "3:77", "expected a relation"),
        ("'height >= 44px'", "3:81", "expected a number, found '44p'"),
        ("\"width == superview.width @ 1001\"", "3:98", "a priority is from 1 to 1000"),
        ("\"top == supervew.top\"", "3:70", "unknown item 'supervew'; did you mean 'superview'?"),
        ("\"top == nme.bottom\"", "3:70", "unknown item 'nme'; did you mean 'name'?"),
        ("\"top == keybord.top\"", "3:70", "did you mean 'keyboard'?"),
        ("\"top == nobody.safeArea.top\"", "3:70", "unknown item 'nobody.safeArea'"),
        ("\"top == superview.height\"", "3:70", "top is a position and height a size"),
        ("\"width == superview.left\"", "3:70", "left is a position and width a size"),
        ("\"left == superview.top\"", "3:70", "left is horizontal and top vertical"),
        ("\"centerY == superview.centerX\"", "3:70", "centerX is horizontal and centerY vertical"),
        ("\"leading == topLayoutGuide.bottom\"", "3:70", "leading is horizontal and bottom vertical"),
        ("\"width == topLayoutGuide.width\"", "3:70", "has only top, bottom and height, not width"),
        ("\"top == 20\"", "3:70", "a position (top) cannot equal a constant"),
        ("\"centerX >= 0\"", "3:70", "a position (centerX) cannot equal a constant"),
        ("\"top == superview.top * 0\"", "3:70", "a multiplier of 0 on a position"),
        ("{constraint: \"height >= 1\", id: \"a b\"}", "3:102", "\"a b\" is not a valid id"),
        ("{id: x}", "3:70", "missing key 'constraint'"),
        ("{constraint: \"height >= 1\", name: x}", "3:98", "unknown key 'name'"),
        ("44", "3:70", "expected an attribute"),
        ("\"top == superview.top \\t+ x\"", "3:70", "expected a number, found 'x' (column 25 of"),
        ("\"width == 1e308\"", "3:80", "numbers are written in points without an exponent, found '1e'"),
        ("\"height == 100001\"", "3:70", "a constant is at most 100000 pt either way, found 100001"),
        ("\"top == superview.top - 250000\"", "3:70", "a constant is at most 100000 pt either way"),
        ("\"width == superview.width * 1001\"", "3:70", "a multiplier is at most 1000 either way, found 1001"),
        ("\"width == superview.height * -99999999999999999999\"", "3:70", "a multiplier is at most 1000"),
    ]

    @Test(arguments: 0..<cases.count) func invalidConstraintIsPlaced(_ index: Int) {
        let (constraint, place, message) = Self.cases[index]
        let text = treeScene(
            "    - {type: textField, id: name, frame: [0, 0, 1, 1], constraints: [\(constraint)]}\n")
        let found = failure(text)
        #expect(found.hasPrefix("scene.yaml:\(place):"), "\(found)")
        #expect(found.contains(message), "\(found)")
    }

    @Test func aSizeMayRelateToTheOtherSize() throws {
        let loaded = try load(
            treeScene(
                "    - {type: box, id: photo, frame: [0, 0, 1, 1], constraints: [\"width == photo.height * 1.5\"]}\n"))
        #expect(loaded.view.element("photo")?.constraints.first?.itemAttribute == .height)
    }

    @Test func constraintIdsAreUniqueAcrossTheScene() {
        let found = failure(
            treeScene(
                """
                    - {type: label, id: a, frame: [0, 0, 1, 1], constraints: [{constraint: "height >= 1", id: h}]}
                    - {type: label, id: b, frame: [0, 0, 1, 1], constraints: [{constraint: "height >= 2", id: h}]}

                """))
        #expect(found.contains("view.elements[1].constraints[0].id: duplicate constraint id \"h\""), "\(found)")
    }

    @Test func aGuideNameMeansTheGuideEvenWhenAnElementHasIt() throws {
        let loaded = try load(
            treeScene(
                """
                    - {type: label, id: keyboard, frame: [0, 0, 1, 1]}
                    - {type: label, id: b, frame: [0, 0, 1, 1], constraints: ["bottom == keyboard.top"]}

                """))
        #expect(loaded.view.element("b")?.constraints.first?.item == .keyboard)
    }

    @Test func aDescriptionsConstraintErrorNamesItsPathAndColumn() {
        var element = SceneDescription.Element(type: "label", id: "a", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        element.constraints = [.init("top == superview.top +")]
        let description = SceneDescription(view: SceneDescription.View(elements: [element]))
        do {
            _ = try Scene.checked(description, name: "described", knownStrategies: [])
            Issue.record("the description was accepted")
        } catch {
            #expect(error.path == "view.elements[0].constraints[0]")
            #expect(error.message.contains("column 23"), "\(error.message)")
        }
    }
}
