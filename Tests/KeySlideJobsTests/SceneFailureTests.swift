import Foundation
import KeySlideScene
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs
@testable import KeySlideRaster

/// A scene's failure as data (`SceneFailure`): each kind keeps the one line it always had, with its
/// file, line and place kept apart for the reports that read them.
@Suite("Scene failures")
struct SceneFailureTests {
    @Test("each kind of failure says what it always said, and keeps its file, line and place apart")
    func failureWords() throws {
        let scene = SceneError(file: "s/a.yaml", path: "timeline[0].tap", line: 4, column: 9, message: "no field 'b'")
        let fromScene = SceneFailure(scene)
        #expect(fromScene.description == scene.description && fromScene.kind == .scene)
        #expect(fromScene.line == 4 && fromScene.column == 9 && fromScene.place == "timeline[0].tap")

        let write = AtomicFile.WriteError(path: "out/a-none.svg", reason: "no space left on device")
        let fromWrite = SceneFailure(write, file: "s/a.yaml")
        #expect(fromWrite.description == write.description && fromWrite.kind == .write)
        #expect(fromWrite.file == "out/a-none.svg")

        let stopped = SceneFailure.stopped("s/a.yaml", status: "crashed with signal 11", lastLine: "boom\u{7}")
        #expect(stopped.description == "s/a.yaml: the render stopped (crashed with signal 11): boom\\u{7}")
        #expect(
            SceneFailure.stopped("s/a.yaml", status: "exit status 1", lastLine: nil).message.hasSuffix(
                "(exit status 1)"))

        let same = SceneFailure.sameName("s/form.yaml", as: "s/form.json")
        #expect(
            same.description
                == "s/form.yaml: has the same name as s/form.json, and output files are named after the scene file; "
                + "rename one")
        let render = RenderError(RasterError.duration(0), making: .gif)
        #expect(SceneFailure(render, file: "s/a.yaml").description == render.message)
    }

    @Test("a picture past the work ceiling: the scene's fps line and place, in the words render gives")
    func workCeilingWords() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("longest.yaml").path
        try Data(LimitScenes.longestAnimation.utf8).write(to: URL(fileURLWithPath: file))
        let scene = try Runner.loadScene(file)
        let refusal = try #require(
            throws: WorkCeiling.Exceeded.self,
            performing: {
                try WorkCeiling.check(
                    Batch.Pictures(strategyGIFs: true).outputs, scene: scene, phones: 1, settings: RenderSettings())
            })
        let failure = SceneFailure(refusal, file: file)
        #expect(failure.description == refusal.message(file: file, fpsOption: false))
        #expect(failure.kind == .workCeiling && failure.line == 3 && failure.place == "fps")
        #expect(failure.message.hasPrefix("the GIF would draw 30,000 frames"), "\(failure.message)")
        // In a batch, the same.
        let result = Batch.renderScene(file, output: directory.path, settings: RenderSettings(), pictures: .all)
        #expect(result.failure == failure)
        #expect(result.sceneName == "longest" && result.files.isEmpty)
    }
}
