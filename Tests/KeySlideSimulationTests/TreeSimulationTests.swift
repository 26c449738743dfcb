import Foundation
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideUIKit
import Testing

/// Scenes with subviews: the app's tree, window frames, verdicts and reports on nested elements.
@Suite struct TreeSimulationTests {
    /// A header and a plain view at y 100 holding a scroll view whose field sits at 300 in its
    /// content: 300–336 in its own coordinates, lower on the screen.
    static func scene(fieldY: Double = 300) throws -> Scene {
        try SceneLoader.parse(
            """
            device: iphone-8
            profile: ios17
            view:
              elements:
                - type: view
                  id: header
                  frame: [0, 0, 375, 64]
                  background: "#f2f2f7"
                  subviews: [{type: label, id: heading, frame: [16, 20, 300, 30], text: Hi}]
                - type: view
                  id: outer
                  frame: [0, 100, 375, 500]
                  subviews:
                    - type: scroll
                      id: form
                      frame: [0, 0, 375, 500]
                      contentSize: [375, 1000]
                      class: TPKeyboardAvoidingScrollView
                      subviews:
                        - {type: textField, id: city, frame: [20, \(fieldY), 335, 36]}
                        - {type: textField, id: secret, frame: [20, 0, 335, 36], hidden: true}
            timeline:
              - {at: 0.4, tap: city}
            """, fileName: "tree.yaml", knownStrategies: StrategyCatalog.ids)
    }

    @Test func makeAppBuildsTheTreeInTreeOrder() throws {
        let app = Simulation.makeApp(for: try Self.scene())
        let ids = ["header", "heading", "outer", "form", "city", "secret"].map { app.sceneElement(named: $0) }
        let views = try ids.map { try #require($0) }
        #expect(views == views.sorted(), "views are made depth first")
        func parent(_ name: String) -> String? {
            app.superview(of: app.sceneElement(named: name)!).map { app[$0].name }
        }
        #expect(parent("header") == "root")
        #expect(parent("heading") == "header")
        #expect(parent("form") == "outer")
        #expect(parent("city") == "form")
        let form = app[views[3]]
        #expect(form.kind == .scroll && form.clipsToBounds && form.className == "TPKeyboardAvoidingScrollView")
        #expect(app.contentSize(of: views[3]) == Size(width: 375, height: 1000))
        #expect(!app[views[2]].clipsToBounds && app[views[2]].kind == .plain)
        #expect(app[views[5]].isHidden && !app[views[4]].isHidden)
        #expect(app.enclosingScrollView(of: views[4]) == views[3])
        // The hidden input takes no focus: moving on from city skips it.
        #expect(app.textInputs == [views[4]])
        #expect(app.textInput(after: views[4]) == nil)
    }

    @Test func windowFramesAddEveryAncestor() throws {
        let recording = try #require(Simulation.run(try Self.scene(), strategyID: "none"))
        let city = try #require(recording.app.sceneElement(named: "city"))
        let form = try #require(recording.app.sceneElement(named: "form"))
        let offset = recording.app.contentOffset(of: form)
        let formRect = recording.windowRect(of: form, at: 0)
        let cityRect = recording.windowRect(of: city, at: 0)
        #expect(cityRect.minX == formRect.minX + 20 - offset.x)
        #expect(cityRect.minY == formRect.minY + 300 - offset.y)
        #expect(formRect.minY >= 100, "the outer view's 100 pt is in it")
    }

    @Test func aNestedFieldIsJudgedInWindowCoordinates() throws {
        // At 300–336 in its own coordinates the field is above the keyboard's top (409); in the
        // window, 100 pt lower and more, the keyboard covers it.
        let recording = try #require(Simulation.run(try Self.scene(), strategyID: "none"))
        let city = try #require(recording.app.sceneElement(named: "city"))
        let end = recording.scene.duration
        let overlap = try #require(
            recording.windowRect(of: city, at: end).intersection(recording.keyboardFrame(at: end)))
        let verdicts = recording.verdicts
        #expect(overlap.height > 0)
        #expect(verdicts.secondsCovered > 0)
        #expect(verdicts.mostPointsCovered >= overlap.height - 1e-9)
        #expect(verdicts.restChecks.contains { $0.field == "city" && !$0.visible })
        // Higher in the same tree, the field stays clear of the keyboard.
        let clear = try #require(Simulation.run(try Self.scene(fieldY: 40), strategyID: "none")).verdicts
        #expect(clear.secondsCovered == 0)
        #expect(clear.fullyVisibleAtRest)
    }

    @Test func containersAndHiddenViewsAreNotOtherContent() throws {
        let recording = try #require(Simulation.run(try Self.scene(), strategyID: "shift-by-overlap"))
        let names = recording.verdicts.otherContentCovered.map(\.element)
        #expect(!names.contains("header") && !names.contains("outer") && !names.contains("form"))
        #expect(!names.contains("secret"))
    }

    @Test func traceAndExplainNameEachElementsParent() throws {
        let recording = try #require(Simulation.run(try Self.scene(), strategyID: "none"))
        // The root view starts below the status bar; `outer` is 100 pt into it.
        let outerY = (recording.windowRect(of: recording.app.rootView, at: 0).minY + 100).readable()
        let trace = Trace.json(for: recording).serialized(.compact)
        #expect(trace.contains(#"{"id":"city","type":"textField","parent":"form"}"#), "\(trace.prefix(2000))")
        #expect(trace.contains(#"{"id":"header","type":"view","parent":null}"#))
        #expect(trace.contains(#"{"id":"secret","type":"textField","parent":"form","hidden":true}"#))
        #expect(trace.contains(#""outer":{"x":0,"y":\#(outerY)"#), "fields hold containers in window coordinates")
        let explain = Explanation(recording).json.serialized(.compact)
        #expect(explain.contains(#"{"id":"form","type":"scroll","parent":"outer","start":{"x":0,"y":\#(outerY)"#))
    }

    @Test func aSceneWithoutSubviewsKeepsItsReports() throws {
        let flat = try SceneLoader.parse(
            "view: {elements: [{type: textField, id: a, frame: [0, 0, 100, 30]}]}\n", fileName: "flat.yaml",
            knownStrategies: StrategyCatalog.ids)
        let recording = try #require(Simulation.run(flat, strategyID: "none"))
        #expect(!Trace.json(for: recording).serialized(.compact).contains(#""elements""#))
        #expect(!Explanation(recording).json.serialized(.compact).contains(#""elements""#))
    }

    @Test func theSampleScrollsItsFormUnderAHeaderThatStays() throws {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/nested-form-under-header.yaml").path
        let scene = try SceneLoader.load(contentsOf: path, knownStrategies: StrategyCatalog.ids)
        let recording = try #require(Simulation.run(scene, strategyID: "content-inset"))
        let header = try #require(recording.app.sceneElement(named: "header"))
        let form = try #require(recording.app.sceneElement(named: "form"))
        #expect(recording.windowRect(of: header, at: 0) == recording.windowRect(of: header, at: 1.5))
        #expect(recording.app[form].contentOffset.presentation(at: 1.5).y > 0, "the form scrolled")
        #expect(recording.verdicts.fullyVisibleAtRest)
        #expect(recording.unmetRequirements.isEmpty, "a nested scroll view is a scroll view")
    }
}
