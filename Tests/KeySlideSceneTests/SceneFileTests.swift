import Foundation
import KeySlideScene
import Testing

/// A fresh, empty folder under the system's temporary folder, removed by `cleanUp`.
struct ScratchFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("keyslide-scene-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}

/// The description of the error `body` throws, or a note that it did not throw.
func failureDescription<T>(_ body: () throws(SceneError) -> T) -> String {
    do {
        _ = try body()
        return "(no error)"
    } catch {
        return error.description
    }
}

/// A suite that reads scenes from text, named `scene.yaml` in their messages.
protocol SceneTextSuite {}

extension SceneTextSuite {
    func parse(_ text: String) throws(SceneError) -> Scene {
        try SceneLoader.parse(text, fileName: "scene.yaml", knownStrategies: [])
    }

    /// The error `text` gives, or "(no error)".
    func fails(_ text: String) -> String { failureDescription { () throws(SceneError) in try parse(text) } }
}

@Suite struct SceneFiles {
    @Test func loadReadsAFileAndNamesTheSceneAfterIt() throws {
        let folder = try ScratchFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("sign-up.yaml", "title: Sign up\nview: {elements: []}\n")
        let loaded = try SceneLoader.load(contentsOf: path, knownStrategies: testStrategies)
        #expect(loaded.name == "sign-up")
        #expect(loaded.title == "Sign up")
        #expect(loaded == (try scene("title: Sign up\nview: {elements: []}\n", fileName: "sign-up.yaml")))
    }

    @Test func loadErrorsNameThePathAsGiven() throws {
        let folder = try ScratchFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("bad.yml", "fps: 0\nview: {elements: []}\n")
        let description = failureDescription { () throws(SceneError) in
            try SceneLoader.load(contentsOf: path, knownStrategies: testStrategies)
        }
        #expect(description == "\(path):1:6: fps: expected a whole number from 1 to 50, found 0")
    }

    @Test func missingFile() {
        let description = failureDescription { () throws(SceneError) in
            try SceneLoader.load(contentsOf: "/no/such/folder/form.yaml", knownStrategies: testStrategies)
        }
        #expect(description == "/no/such/folder/form.yaml: no such file")
    }

    @Test func unsupportedExtensionIsReportedBeforeLookingForTheFile() {
        let description = failureDescription { () throws(SceneError) in
            try SceneLoader.load(contentsOf: "/no/such/folder/form.txt", knownStrategies: testStrategies)
        }
        #expect(
            description
                == "/no/such/folder/form.txt: unsupported file extension '.txt'; scene files end in .yaml, .yml or "
                + ".json"
        )
    }

    @Test func folderInsteadOfFile() throws {
        let folder = try ScratchFolder()
        defer { folder.cleanUp() }
        try FileManager.default.createDirectory(
            atPath: folder.path + "/nested.yaml", withIntermediateDirectories: false)
        let description = failureDescription { () throws(SceneError) in
            try SceneLoader.load(contentsOf: folder.path + "/nested.yaml", knownStrategies: testStrategies)
        }
        #expect(description == "\(folder.path)/nested.yaml: is a folder, not a scene file")
    }

    @Test func fileThatIsNotUTF8() throws {
        let folder = try ScratchFolder()
        defer { folder.cleanUp() }
        let path = folder.path + "/latin1.yaml"
        try Data([0x74, 0x69, 0x74, 0x6C, 0x65, 0x3A, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
        let description = failureDescription { () throws(SceneError) in
            try SceneLoader.load(contentsOf: path, knownStrategies: testStrategies)
        }
        #expect(description == "\(path): the file is not UTF-8 text; save it as UTF-8")
    }

    @Test func sceneFilesListsSceneFilesSortedByName() throws {
        let folder = try ScratchFolder()
        defer { folder.cleanUp() }
        for name in ["b.yaml", "a.json", "c.yml", "D.YAML", "notes.txt", ".hidden.yaml", "README"] {
            try folder.write(name, "")
        }
        try FileManager.default.createDirectory(
            atPath: folder.path + "/folder.yaml", withIntermediateDirectories: false)
        let files = try SceneLoader.sceneFiles(in: folder.path)
        // Sorted by the names' Unicode order: upper case before lower case.
        #expect(files == ["D.YAML", "a.json", "b.yaml", "c.yml"].map { folder.path + "/" + $0 })
        #expect(try SceneLoader.sceneFiles(in: folder.path + "/") == files)
    }

    @Test func sceneFilesOfAMissingFolder() {
        let description = failureDescription { () throws(SceneError) in
            try SceneLoader.sceneFiles(in: "/no/such/folder")
        }
        #expect(description == "/no/such/folder: no such folder")
    }

    @Test func sceneFilesOfAFile() throws {
        let folder = try ScratchFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("a.yaml", "")
        let description = failureDescription { () throws(SceneError) in try SceneLoader.sceneFiles(in: path) }
        #expect(description == "\(path): is a file, not a folder of scene files")
    }
}
