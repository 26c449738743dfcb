import Foundation
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing
import Yams

/// docs/scene.schema.json stays in step with the scene reader: at every place in a scene file the
/// schema names exactly the keys the reader accepts (asked of the reader itself, through the key
/// list its "unknown key" message gives), its lists of names are the library's (`SceneSchemaLists`),
/// and every sample validates.
@Suite("scene JSON Schema")
struct SceneSchemaTests {
    static let schemaURL = KeySlideProcess.packageRoot.appendingPathComponent("docs/scene.schema.json")

    func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any])
    }

    /// The keys the reader accepts where `yaml` puts the unknown key `zzzzzzzzzzzz`.
    func acceptedKeys(_ yaml: String) throws -> Set<String> {
        do {
            _ = try SceneLoader.parse(yaml, fileName: "probe.yaml", knownStrategies: StrategyCatalog.ids)
        } catch {
            let message = error.description
            guard message.contains("unknown"), let range = message.range(of: "accepted ", options: .backwards),
                let colon = message[range.upperBound...].range(of: ": ")
            else { throw ExternalTool.Failure("no key list in: \(message)") }
            return Set(message[colon.upperBound...].components(separatedBy: ", "))
        }
        throw ExternalTool.Failure("the reader accepted an unknown key: \(yaml)")
    }

    /// The property names of the object schema at `path` (`oneOf` branches searched for objects).
    func schemaKeys(_ node: [String: Any], defs: [String: Any]) -> Set<String> {
        if let ref = node["$ref"] as? String,
            let target = defs[String(ref.dropFirst("#/$defs/".count))] as? [String: Any]
        {
            return schemaKeys(target, defs: defs)
        }
        if let properties = node["properties"] as? [String: Any] { return Set(properties.keys) }
        for option in node["oneOf"] as? [[String: Any]] ?? [] {
            let keys = schemaKeys(option, defs: defs)
            if !keys.isEmpty { return keys }
        }
        return []
    }

    @Test("every key the reader accepts is in the schema, and no other")
    func keysMatchTheReader() throws {
        let schema = try self.schema()
        let defs = schema["$defs"] as? [String: Any] ?? [:]
        let top = schema["properties"] as? [String: Any] ?? [:]
        func at(_ names: String...) -> [String: Any] {
            var node = schema
            for name in names {
                // An object, or a value that may be a name or an object (`device`): its object's keys.
                let objects = [node] + ((node["oneOf"] as? [[String: Any]]) ?? [])
                let properties = objects.lazy.compactMap { $0["properties"] as? [String: Any] }.first ?? [:]
                node = properties[name] as? [String: Any] ?? [:]
            }
            return node
        }
        let view = "view: {elements: []}\n"
        let probes: [(String, Set<String>)] = [
            ("zzzzzzzzzzzz: 1\n", Set(top.keys)),
            ("view: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("view"), defs: defs)),
            (
                "view: {layout: a.storyboard, zzzzzzzzzzzz: 1}\n",
                // The layout forms (`layout:` and its other name `storyboard:`) together.
                Set(
                    ((at("view")["oneOf"] as? [[String: Any]]) ?? []).dropFirst()
                        .flatMap { (($0["properties"] as? [String: Any]) ?? [:]).keys })
            ),
            (
                "view: {elements: [{zzzzzzzzzzzz: 1}]}\n",
                schemaKeys(defs["element"] as? [String: Any] ?? [:], defs: defs)
            ),
            (
                "view: {type: table, sections: [{zzzzzzzzzzzz: 1}]}\n",
                schemaKeys(defs["tableSection"] as? [String: Any] ?? [:], defs: defs)
            ),
            (
                "view: {type: table, sections: [{rows: [{zzzzzzzzzzzz: 1}]}]}\n",
                schemaKeys(defs["tableRow"] as? [String: Any] ?? [:], defs: defs)
            ),
            (
                "view: {type: table, sections: [{rows: [{field: {id: a, zzzzzzzzzzzz: 1}}]}]}\n",
                schemaKeys(defs["tableField"] as? [String: Any] ?? [:], defs: defs)
            ),
            (view + "timeline: [{zzzzzzzzzzzz: 1}]\n", schemaKeys(defs["event"] as? [String: Any] ?? [:], defs: defs)),
            (view + "keyboard: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("keyboard"), defs: defs)),
            (view + "device: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("device"), defs: defs)),
            (view + "device: {safeArea: {zzzzzzzzzzzz: 1}}\n", schemaKeys(at("device", "safeArea"), defs: defs)),
            (view + "settings: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("settings"), defs: defs)),
            (view + "navigationBar: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("navigationBar"), defs: defs)),
            (view + "toolbar: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("toolbar"), defs: defs)),
            (view + "splitView: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("splitView"), defs: defs)),
            (view + "window: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("window"), defs: defs)),
            (view + "libraries: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("libraries"), defs: defs)),
            (
                view + "libraries: {iqKeyboardManager: {zzzzzzzzzzzz: 1}}\n",
                schemaKeys(at("libraries", "iqKeyboardManager"), defs: defs)
            ),
            (
                view + "libraries: {keyboardLayoutGuide: {zzzzzzzzzzzz: 1}}\n",
                schemaKeys(at("libraries", "keyboardLayoutGuide"), defs: defs)
            ),
            (view + "tabBar: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("tabBar"), defs: defs)),
            (view + "bottomToolbar: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("bottomToolbar"), defs: defs)),
            (view + "inputAccessory: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("inputAccessory"), defs: defs)),
            (view + "expect: {zzzzzzzzzzzz: 1}\n", schemaKeys(at("expect"), defs: defs)),
            (
                view + "expect: {strategies: {none: {zzzzzzzzzzzz: 1}}}\n",
                schemaKeys(at("expect", "strategies")["additionalProperties"] as? [String: Any] ?? [:], defs: defs)
            ),
        ]
        for (yaml, keys) in probes {
            #expect(try acceptedKeys(yaml) == keys, "\(yaml)")
        }
    }

    @Test("the schema's lists of names are the code's (SceneSchemaLists)")
    func listsComeFromTheCode() throws {
        let committed = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        let generated = try SceneSchemaLists.schema(from: committed)
        if generated != committed, ProcessInfo.processInfo.environment["KEYSLIDE_WRITE_SCHEMA"] == "1" {
            try generated.write(to: Self.schemaURL, atomically: true, encoding: .utf8)
            return
        }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line = old.indices.first { $0 >= new.count || old[$0] != new[$0] } ?? old.count
        let matches = generated == committed  // not the texts: the message says what to do
        #expect(
            matches,
            """
            docs/scene.schema.json differs from the code's lists from line \(line + 1); regenerate it: \
            KEYSLIDE_WRITE_SCHEMA=1 swift test --filter SceneSchemaTests
            """)
    }

    @Test("a timeline event's keys are the actions' names, with at, rate, silent and height")
    func eventKeysAreTheActions() throws {
        let defs = try schema()["$defs"] as? [String: Any] ?? [:]
        let event = (defs["event"] as? [String: Any])?["properties"] as? [String: Any] ?? [:]
        // `rate` goes with `type`; `silent` and `height` change an action (`keyboardHeight`,
        // `switchKeyboard`) rather than being one.
        #expect(
            Set(event.keys) == Set(["at", "rate", "silent", "height"] + Scene.Action.Name.allCases.map(\.rawValue)))
    }

    @Test("every sample validates; a misspelt key, a wrong type and a bad name do not")
    func samplesValidate() throws {
        let schema = try self.schema()
        let validator = SchemaValidator(root: schema)
        let samples = KeySlideProcess.packageRoot.appendingPathComponent("Samples")
        let files = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".yaml") }
        #expect(files.count >= 10)
        for file in files.sorted() {
            let text = try String(contentsOf: samples.appendingPathComponent(file), encoding: .utf8)
            let value = try #require(try Yams.load(yaml: text))
            let problems = validator.problems(value, schema)
            #expect(problems.isEmpty, "\(file): \(problems)")
        }
        let view = "view: {elements: [{type: textField, id: a, frame: [0, 0, 10, 10]}]}\n"
        for bad in [
            view + "tittle: x\n", view + "fps: 60\n", view + "device: iphone8\n", view + "expect: {home: 1}\n",
            view + "timeline: [{at: 1, tap: a, dismiss: true}]\n", "view: {elements: [{type: textField, id: a}]}\n",
        ] {
            let value = try #require(try Yams.load(yaml: bad))
            #expect(!validator.problems(value, schema).isEmpty, "\(bad)")
        }
    }
}
