import Foundation
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
        try SceneLoader.load(contentsOf: Self.samplesDirectory + "/" + name + ".yaml", knownStrategies: StrategyCatalog.ids)
    }

    func explain(_ name: String, _ strategy: String) throws -> Explanation {
        Explanation(Simulation.run(try sample(name), strategyID: strategy)!)
    }

    @Test func everySampleLoadsAndRuns() throws {
        let files = try SceneLoader.sceneFiles(in: Self.samplesDirectory)
        #expect(files.count >= 10)
        for file in files {
            let scene = try SceneLoader.load(contentsOf: file, knownStrategies: StrategyCatalog.ids)
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

    @Test func tallTextViewCannotBeFullyShown() throws {
        for id in StrategyCatalog.ids {
            #expect(try !explain("tall-text-view", id).verdicts.fullyVisibleAtRest, "\(id)")
        }
    }
}
