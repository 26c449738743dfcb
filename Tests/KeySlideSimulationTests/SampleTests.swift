import Foundation
import KeySlideImport
import KeySlideScene
import KeySlideSimulation
import Testing

/// The scenes in Samples/: every one loads, runs under its strategies, and shows what its title
/// says.
@Suite struct SampleTests {
    static let samplesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples").path

    func sample(_ name: String) throws -> Scene {
        try SceneLoader.load(
            contentsOf: Self.samplesDirectory + "/" + name + ".yaml", knownStrategies: StrategyCatalog.ids)
    }

    func explain(_ name: String, _ strategy: String) throws -> Explanation {
        Explanation(Simulation.run(try sample(name), strategyID: strategy)!)
    }

    @Test func everySampleLoadsAndRuns() throws {
        let files = try SceneLoader.sceneFiles(in: Self.samplesDirectory)
        #expect(files.count >= 10)
        for file in files {
            let scene = try SceneLoader.load(
                contentsOf: file, knownStrategies: StrategyCatalog.ids, layouts: ImportedLayouts())
            #expect(!scene.title.isEmpty && scene.title != scene.name, "\(file) needs a title")
            for id in scene.strategies ?? StrategyCatalog.ids {
                _ = try #require(Simulation.run(scene, strategyID: id))
            }
        }
    }

    @Test func repostSamplesDriftOnlyBeforeIOS11() throws {
        #expect(try explain("repost-ios8", "shift-by-overlap").verdicts.backHome == false)
        #expect(try explain("repost-ios11", "shift-by-overlap").verdicts.backHome == true)
    }

    @Test func landscapeSwapSamplesAreRightOnlyBeforeIOS8() throws {
        #expect(try explain("landscape-swap-ios7", "scroll-content-offset").verdicts.fullyVisibleAtRest)
        #expect(try !explain("landscape-swap-ios8", "scroll-content-offset").verdicts.fullyVisibleAtRest)
    }

    /// Only IQKeyboardManager's own bottom inset brings the text view's text area above the
    /// keyboard (320 − 288 = 32 pt); every other strategy leaves part of it hidden.
    @Test func tallTextViewIsShownOnlyByAnInset() throws {
        for id in StrategyCatalog.ids {
            let visible = try explain("tall-text-view", id).verdicts.fullyVisibleAtRest
            #expect(visible == (id == IQKeyboardManager.id), "\(id)")
        }
    }
}

/// Element ids may be any name, including the names of the views the app makes itself.
@Suite struct ElementNameTests {
    @Test func elementsNamedLikeContainersStillWork() throws {
        let scene = try SceneLoader.parse(
            """
            device: ipad
            orientation: landscape
            toolbar: {height: 44}
            view:
              type: scroll
              elements:
                - {type: button, id: toolbar, frame: [20, 20, 100, 31]}
                - {type: textField, id: root, frame: [20, 200, 300, 31]}
                - {type: textField, id: scroll, frame: [20, 600, 300, 31]}
            timeline:
              - {at: 0.5, tap: scroll}
              - {at: 1.5, tap: root}
            """, fileName: "names.yaml", knownStrategies: StrategyCatalog.ids)
        let recording = try #require(Simulation.run(scene, strategyID: "content-inset"))
        let app = recording.app
        // The taps focus the fields, not the containers that share their names.
        #expect(recording.focusedField(at: 1) == app.element(named: "scroll"))
        #expect(recording.focusedField(at: 2) == app.element(named: "root"))
        #expect(app.element(named: "root") != app.rootView)
        #expect(app.toolbar != app.element(named: "toolbar"))
        // The trace names the elements' own rectangles.
        #expect(recording.elements.map { app[$0.view].kind } == [.button, .textField, .textField])
        // The field at y 200 sits well above the keyboard: visible at rest.
        #expect(recording.verdicts.restChecks.last?.visible == true)
    }
}
