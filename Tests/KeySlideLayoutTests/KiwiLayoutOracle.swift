import Foundation
import KeySlideGeometry
import KeySlideLayout

/// One tree to lay out, as the engine and `Oracle/layout_oracle.py` both take it.
struct LayoutCase {
    var nodes: [LayoutNode]
    var constraints: [LayoutConstraint]
    var environment: LayoutEnvironment
    var seed: UInt64 = 0

    /// The case as the oracle reads it (its docstring gives the shape). Numbers are printed by
    /// Swift's shortest round-trip form, so Python reads the same doubles.
    var json: String {
        let nodes = self.nodes.map(Self.json(node:)).joined(separator: ",")
        let constraints = self.constraints.map(Self.json(constraint:)).joined(separator: ",")
        let env = environment
        let keyboard = env.keyboardTop.isFinite ? "\(env.keyboardTop)" : "null"
        return """
            {"nodes":[\(nodes)],"constraints":[\(constraints)],"env":{"root":[\(env.rootSize.width),\
            \(env.rootSize.height)],"safe":\(Self.json(env.safeAreaInsets)),"margins":\
            \(Self.json(env.rootLayoutMargins)),"keyboard":\(keyboard),"topGuide":\(env.topLayoutGuideLength),\
            "bottomGuide":\(env.bottomLayoutGuideLength)}}
            """
    }

    static func json(_ insets: EdgeInsets) -> String {
        "[\(insets.top),\(insets.left),\(insets.bottom),\(insets.right)]"
    }

    static func json(_ value: Double?) -> String {
        value.map { "\($0)" } ?? "null"
    }

    static func json(node: LayoutNode) -> String {
        let frame = node.frame
        let mask: String
        switch node.placement {
        case .constraints: mask = "null"
        case .autoresizing(let value): mask = "\(value.rawValue)"
        }
        let stack = node.stack.map {
            "{\"axis\":\"\($0.axis.rawValue)\",\"spacing\":\($0.spacing),\"distribution\":\"\($0.distribution.rawValue)\","
                + "\"alignment\":\"\($0.alignment.rawValue)\"}"
        }
        return "{\"parent\":\(node.parent.map { "\($0)" } ?? "null"),"
            + "\"frame\":[\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)],"
            + "\"reference\":\(node.referenceSuperviewSize.map { "[\($0.width),\($0.height)]" } ?? "null"),"
            + "\"mask\":\(mask),\"scroll\":\(node.isScrollView),"
            + "\"content\":\(node.contentSize.map { "[\($0.width),\($0.height)]" } ?? "null"),"
            + "\"hidden\":\(node.isHidden),"
            + "\"intrinsic\":[\(json(node.intrinsicContentSize.width)),\(json(node.intrinsicContentSize.height))],"
            + "\"hug\":[\(node.huggingHorizontal.rawValue),\(node.huggingVertical.rawValue)],"
            + "\"resist\":[\(node.compressionResistanceHorizontal.rawValue),\(node.compressionResistanceVertical.rawValue)],"
            + "\"stack\":\(stack ?? "null"),\"margins\":\(json(node.layoutMargins)),"
            + "\"marginsFromSafe\":\(node.insetsLayoutMarginsFromSafeArea)}"
    }

    static func json(item: LayoutItem?) -> String {
        switch item {
        case nil: "null"
        case .view(let index): "[\"view\",\(index)]"
        case .safeArea(let index): "[\"safeArea\",\(index)]"
        case .margins(let index): "[\"margins\",\(index)]"
        case .keyboard: "[\"keyboard\"]"
        case .topLayoutGuide: "[\"topLayoutGuide\"]"
        case .bottomLayoutGuide: "[\"bottomLayoutGuide\"]"
        }
    }

    static func json(constraint: LayoutConstraint) -> String {
        "{\"first\":\(json(item: constraint.first)),\"attr\":\"\(constraint.firstAttribute.rawValue)\","
            + "\"rel\":\"\(constraint.relation.rawValue)\",\"second\":\(json(item: constraint.second)),"
            + "\"attr2\":\(constraint.secondAttribute.map { "\"\($0.rawValue)\"" } ?? "null"),"
            + "\"mult\":\(constraint.multiplier),\"const\":\(constraint.constant),\"prio\":\(constraint.priority.rawValue)}"
    }
}

/// The oracle's frames, broken constraints and scroll views' content sizes for one case.
struct OracleLayout {
    var frames: [Rect]
    var broken: [Int]
    var contentSizes: [Int: Size]
}

/// `Oracle/layout_oracle.py` run on a batch of cases in one `/usr/bin/python3` process, through
/// files rather than pipes so a large batch cannot fill a pipe and stall.
enum KiwiLayoutOracle {
    static let python = "/usr/bin/python3"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Oracle/layout_oracle.py").path

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func layouts(for cases: [LayoutCase]) throws -> [OracleLayout] {
        let input = "{\"cases\":[\n" + cases.map(\.json).joined(separator: ",\n") + "\n]}\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keyslide-layout-oracle-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (inPath, outPath, errPath) = ("in", "out", "err")
        let url = { folder.appendingPathComponent($0) }
        try Data(input.utf8).write(to: url(inPath))
        _ = FileManager.default.createFile(atPath: url(outPath).path, contents: nil)
        _ = FileManager.default.createFile(atPath: url(errPath).path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script]
        process.standardInput = try FileHandle(forReadingFrom: url(inPath))
        process.standardOutput = try FileHandle(forWritingTo: url(outPath))
        process.standardError = try FileHandle(forWritingTo: url(errPath))
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent(
                "keyslide-layout-oracle-input.json")
            try? Data(input.utf8).write(to: kept)
            let errors = (try? String(contentsOf: url(errPath), encoding: .utf8)) ?? ""
            throw Failure(description: "layout_oracle.py failed (input kept in \(kept.path)): \(errors)")
        }
        let output = try Data(contentsOf: url(outPath))
        guard let document = try JSONSerialization.jsonObject(with: output) as? [String: Any],
            let results = document["results"] as? [[String: Any]], results.count == cases.count
        else {
            throw Failure(description: "layout_oracle.py did not print one result per case")
        }
        return results.map { result in
            let frames = (result["frames"] as? [[NSNumber]] ?? []).map {
                Rect(x: $0[0].doubleValue, y: $0[1].doubleValue, width: $0[2].doubleValue, height: $0[3].doubleValue)
            }
            var contentSizes: [Int: Size] = [:]
            for entry in result["content"] as? [[NSNumber]] ?? [] {
                contentSizes[entry[0].intValue] = Size(width: entry[1].doubleValue, height: entry[2].doubleValue)
            }
            return OracleLayout(
                frames: frames, broken: (result["broken"] as? [NSNumber] ?? []).map(\.intValue),
                contentSizes: contentSizes)
        }
    }
}
