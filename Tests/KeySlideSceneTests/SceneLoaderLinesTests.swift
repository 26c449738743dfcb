import KeySlideScene
import Testing

/// `SceneLoader.lines(of:inFile:)`: the lines of places in a scene file, for warnings found after
/// the scene was checked, read from one reading of the file however many places are asked for.
@Suite("scene file lines")
struct SceneLoaderLinesTests {
    static let scene = """
        device: iphone-8
        view:
          elements:
            - {type: textField, id: a, frame: [20, 100, 335, 36]}
            - {type: textField, id: b, frame: [20, 700, 335, 36]}
        timeline:
          - {at: 0.4, tap: a}

          - {at: 1.0, tap: b}
          - at: 1.5
            tap: a
        """

    @Test func everyPlaceAskedForGetsItsOwnLine() throws {
        let folder = try ScratchFolder()
        defer { folder.cleanUp() }
        let file = try folder.write("lines.yaml", Self.scene)
        let lines = SceneLoader.lines(
            of: ["timeline[0].tap", "timeline[1].tap", "timeline[2].tap", "view.elements[1].id", "timeline[9].tap"],
            inFile: file)
        #expect(
            lines == ["timeline[0].tap": 7, "timeline[1].tap": 9, "timeline[2].tap": 11, "view.elements[1].id": 5])
        #expect(SceneLoader.line(of: "timeline[2].tap", inFile: file) == 11)
    }

    @Test func aFileThatNoLongerReadsHasNoLines() throws {
        let folder = try ScratchFolder()
        defer { folder.cleanUp() }
        let file = try folder.write("broken.yaml", "timeline: [\n")
        #expect(SceneLoader.lines(of: ["timeline[0].tap"], inFile: file).isEmpty)
        #expect(SceneLoader.lines(of: ["fps"], inFile: folder.path + "/missing.yaml").isEmpty)
    }
}
