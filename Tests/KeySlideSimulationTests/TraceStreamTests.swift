import KeySlideImport
import KeySlideScene
import KeySlideSimulation
import Testing

/// `Trace.write` streams a trace frame by frame, so a long scene's trace never has to be in memory
/// at once; its text must be exactly the whole value's, in every layout, for every sample.
@Suite struct TraceStreamTests {
    static func streamed(_ recording: Recording, fps: Int? = nil, _ layout: JSONValue.Layout) -> String {
        var text = ""
        Trace.write(for: recording, fps: fps, layout: layout, decimals: 4) { text += $0 }
        return text
    }

    @Test(arguments: [JSONValue.Layout.lines, .indented, .compact])
    func streamedTraceIsTheWholeValuesText(layout: JSONValue.Layout) throws {
        let files = try SceneLoader.sceneFiles(in: SampleTests.samplesDirectory)
        for file in files {
            let scene = try SceneLoader.load(
                contentsOf: file, knownStrategies: StrategyCatalog.ids, layouts: ImportedLayouts())
            let recording = try #require(Simulation.run(scene, strategyID: StrategyCatalog.ids[0]))
            for fps in [nil, 1, 7] {
                let whole = Trace.json(for: recording, fps: fps).serialized(layout, decimals: 4)
                #expect(Self.streamed(recording, fps: fps, layout) == whole, "\(file) at \(fps ?? scene.fps) fps")
            }
        }
    }

    /// Strings that look like the writer's own marker or its separators change nothing.
    @Test(arguments: [JSONValue.Layout.lines, .indented, .compact])
    func streamedObjectMatchesForAnyItems(layout: JSONValue.Layout) {
        let members: [(String, JSONValue)] = [("a", .string("{\"\\u0000\": null}")), ("b", .array([.number(1)]))]
        let itemLists: [[JSONValue]] = [
            [], [.object([JSONValue.Member]())], [.object([("\u{0}", .null)]), .object([("x", .number(.infinity))])],
            (0..<5).map { .object([("t", .number(Double($0) / 3)), ("u", .array([.null]))]) },
        ]
        for items in itemLists {
            var text = ""
            JSONValue.writeObject(members, streaming: "items", items: items, layout: layout, decimals: 2) { text += $0 }
            #expect(text == JSONValue.object(members + [("items", .array(items))]).serialized(layout, decimals: 2))
        }
    }
}
