import Foundation
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Synchronization
import Testing

@testable import KeySlideJobs

/// `Batch.run` on a folder with two good scenes and a broken one, and on two scene files with
/// one name. (Re-running on the same input is checked through the command line, in
/// KeySlideCLITests' BatchCommandTests.)
@Suite("Batch with a broken scene")
struct BatchTests {
    @Test func goodScenesRenderCompletelyAndTheBrokenOneIsReportedWithItsPlace() async throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = try BatchFixture.writeScenes(in: directory)
        let output = directory.appendingPathComponent("out")

        var reported: [(Int, Int, String)] = []
        let result = try await Batch.run(directory: scenes.path, output: output.path, jobs: 2) { done, total, scene in
            reported.append((done, total, scene.file))
        }

        // Progress: one report per scene, counting up to three.
        #expect(reported.map(\.0) == [1, 2, 3])
        #expect(reported.allSatisfy { $0.1 == 3 })

        // The broken scene: named with its file and the line and column of the mistake.
        #expect(!result.succeeded)
        #expect(
            result.scenes.map { ($0.file as NSString).lastPathComponent } == BatchFixture.goodScenes.map {
                $0.name + ".yaml"
            } + [BatchFixture.brokenFile])
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1)
        #expect(failure.file == scenes.path + "/" + BatchFixture.brokenFile)
        let error = try #require(failure.failure)
        #expect(error.kind == .scene)
        #expect(error.file == failure.file && error.line == 5 && error.column == 39, "\(error)")
        #expect(error.description.contains(BatchFixture.brokenPlace), "\(error)")
        #expect(error.place.contains("frame"), "\(error)")
        #expect(!error.description.contains("\n"))
        #expect(failure.files.isEmpty && failure.entry == nil && failure.sceneName == nil)

        // The good scenes: every file, each sound, and the result lists them with their sizes.
        let files = try BatchFixture.checkOutput(in: output)
        for scene in result.scenes where scene.failure == nil {
            let listed = scene.files.map { ($0.path as NSString).lastPathComponent }
            #expect(Set(listed) == BatchFixture.expectedFiles().filter { $0.hasPrefix(scene.sceneName ?? "?") })
            #expect(scene.verdicts.map(\.strategy) == scene.entry?.scene?.strategies.map(\.id))
            for file in scene.files {
                #expect(file.byteCount == files[(file.path as NSString).lastPathComponent]?.count, "\(file.path)")
            }
        }
        #expect(result.gallery == output.path + "/index.html")
        let gallery = String(decoding: files["index.html"] ?? [], as: UTF8.self)
        #expect(gallery.contains("2 scenes rendered, 1 failed"))
        #expect(gallery.contains(BatchFixture.brokenPlace))
    }

    @Test func twoSceneFilesWithOneNameRenderTheFirstAndReportTheOther() async throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let yamlScene = try #require(BatchFixture.goodScenes.first)
        try Data(yamlScene.yaml.utf8).write(to: scenes.appendingPathComponent("form.yaml"))
        // The same name as JSON, with other strategies: its outputs would land on the YAML's.
        let json = """
            {"title": "Form as JSON", "device": "iphone-5", "fps": 10, "duration": 1.2,
             "view": {"elements": [{"type": "textField", "id": "a", "frame": [20, 460, 280, 31]}]},
             "timeline": [{"at": 0.2, "tap": "a"}], "strategies": ["content-inset", "none"]}
            """
        try Data(json.utf8).write(to: scenes.appendingPathComponent("form.json"))
        let output = directory.appendingPathComponent("out")

        let result = try await Batch.run(directory: scenes.path, output: output.path, jobs: 2)
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1)
        #expect(failure.file == scenes.path + "/form.yaml")
        let error = try #require(failure.failure)
        #expect(error.kind == .sameName && error.file == failure.file)
        #expect(error.description.contains("same name as \(scenes.path)/form.json"), "\(error)")
        // form.json sorts first and renders alone: its strategies, none of form.yaml's.
        let files = try BatchFixture.allEntries(in: output)
        #expect(
            files == [
                "form-content-inset.svg", "form-none.svg", "form-compare.svg", "form-chart.svg", "form-explain.json",
                "index.html",
            ])
        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("form-explain.json")))
            as? [String: Any]
        #expect((report?["title"] as? String) == "Form as JSON")
    }
}

@Suite("Batch clean-up")
struct BatchCleanupTests {
    /// A process id no process has: above every pid in use.
    func deadPID() throws -> Int32 {
        let pidMax =
            (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 4_194_304
        let pid = pidMax - 1
        try #require(!FileManager.default.fileExists(atPath: "/proc/\(pid)"))
        return pid
    }

    @Test("leftovers of an interrupted run are removed; a live run's are kept")
    func staleTemporariesAreRemoved() async throws {
        let manager = FileManager.default
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? manager.removeItem(at: directory) }
        let scenes = directory.appendingPathComponent("scenes")
        let output = directory.appendingPathComponent("out")
        try manager.createDirectory(at: scenes, withIntermediateDirectories: true)
        try manager.createDirectory(at: output, withIntermediateDirectories: true)
        let dead = try deadPID()
        let live = ProcessInfo.processInfo.processIdentifier
        let staleFolder = ".keyslide-staging-form-\(dead)"
        let staleFile = ".form.svg.keyslide-\(dead)-0.tmp"
        let liveFile = ".form.gif.keyslide-\(live)-0.tmp"
        let stranger = ".hidden-note"
        try manager.createDirectory(at: output.appendingPathComponent(staleFolder), withIntermediateDirectories: false)
        for name in [staleFile, liveFile, stranger] {
            try Data("x".utf8).write(to: output.appendingPathComponent(name))
        }
        // A folder without scenes is an error, and the leftovers still go.
        await #expect(throws: BatchError.self) { try await Batch.run(directory: scenes.path, output: output.path) }
        let left = Set(try manager.contentsOfDirectory(atPath: output.path))
        #expect(!left.contains(staleFolder))
        #expect(!left.contains(staleFile))
        #expect(left.contains(liveFile))
        #expect(left.contains(stranger))
    }
}

@Suite("Gallery ids")
struct GalleryIDTests {
    @Test("file names that differ only in characters an id cannot hold still get distinct ids")
    func idsAreUnique() {
        let entries = ["s/a b.yaml", "s/a-b.yaml", "s/a.b.yaml", "s/c.yaml"].map {
            Batch.SceneResult(file: $0, failure: SceneFailure(kind: .render, file: $0, message: "x"))
        }
        let ids = Gallery.anchors(for: entries)
        #expect(ids == ["scene-a-b-yaml", "scene-a-b-yaml-2", "scene-a-b-yaml-3", "scene-c-yaml"])
    }
}

/// How a batch shares the cores: scenes at once, each on its share of the workers, the largest
/// started first so that no scene is left alone at the end.
@Suite("Batch scheduling")
struct BatchSchedulingTests {
    /// A scene of `duration` seconds under `strategies`.
    func scene(_ duration: Double, strategies: [String]) -> String {
        """
        title: "\(duration) s"
        device: iphone-5
        fps: 10
        duration: \(duration)
        view:
          elements:
            - {type: textField, id: a, frame: [20, 460, 280, 31]}
        timeline:
          - {at: 0.2, tap: a}
        strategies: [\(strategies.joined(separator: ", "))]

        """
    }

    @Test("scene files start largest first (anything but a regular file before all), ties in name order")
    func largestFirst() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes: [(String, String)] = [
            ("a-short.yaml", scene(1, strategies: ["none"])),
            ("b-long.yaml", scene(4, strategies: ["none", "content-inset", "shift-by-overlap"])),
            ("c-two-phones.yaml", scene(1, strategies: ["none", "content-inset"])),
            ("d-short-too.yaml", scene(1, strategies: ["none"])),
            // Not a scene at all, and larger than every one: weighed by its size all the same.
            ("e-broken.yaml", "title: [\n" + String(repeating: "#", count: 4_000)),
        ]
        var files: [String] = []
        for (name, text) in scenes {
            let path = directory.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        let missing = directory.appendingPathComponent("f-missing.yaml").path
        let order = Batch.largestFirst(files + [missing]).map { ($0 as NSString).lastPathComponent }
        #expect(
            order == [
                "f-missing.yaml", "e-broken.yaml", "b-long.yaml", "c-two-phones.yaml", "a-short.yaml",
                "d-short-too.yaml",
            ])
    }

    @Test("each scene gets the workers divided among the scenes at once, at least one")
    func workersPerScene() async throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = try BatchFixture.writeScenes(in: directory)
        for (jobs, workers, expected) in [(2, 2, 1), (1, 2, 2), (2, 5, 2), (3, 2, 1)] {
            let seen = Mutex<Set<Int>>([])
            _ = try await Batch.run(
                directory: scenes.path, output: directory.appendingPathComponent("out-\(jobs)-\(workers)").path,
                settings: RenderSettings(workers: workers), jobs: jobs,
                renderer: { file, _, settings, _ in
                    seen.withLock { _ = $0.insert(settings.workers) }
                    return Batch.SceneResult(
                        file: file, failure: SceneFailure(kind: .render, file: file, message: "no"))
                })
            #expect(seen.withLock { $0 } == [expected], "jobs \(jobs), workers \(workers)")
        }
        // A folder of one scene: the scene gets them all, whatever the jobs.
        let one = directory.appendingPathComponent("one")
        try FileManager.default.createDirectory(at: one, withIntermediateDirectories: true)
        try Data(scene(1, strategies: ["none"]).utf8).write(to: one.appendingPathComponent("only.yaml"))
        let seen = Mutex<Set<Int>>([])
        _ = try await Batch.run(
            directory: one.path, output: directory.appendingPathComponent("out-one").path, jobs: 2,
            renderer: { file, _, settings, _ in
                seen.withLock { _ = $0.insert(settings.workers) }
                return Batch.SceneResult(file: file, failure: SceneFailure(kind: .render, file: file, message: "no"))
            })
        #expect(seen.withLock { $0 } == [RenderSettings().workers])
    }
}
