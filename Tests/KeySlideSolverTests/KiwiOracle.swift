import Foundation

/// kiwisolver (Debian's python3-kiwisolver, a C++ Cassowary) run through `Oracle/kiwi_oracle.py`.
///
/// All systems go to one `/usr/bin/python3` process: starting the interpreter a thousand times
/// would take longer than solving. Input and output go through files rather than pipes, so a large
/// batch cannot deadlock on a full pipe buffer.
enum KiwiOracle {
    static let python = "/usr/bin/python3"

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Oracle/kiwi_oracle.py").path

    static let missingMessage =
        "kiwisolver is missing: the oracle tests need /usr/bin/python3 with python3-kiwisolver "
        + "(`make test` installs it; by hand: apt-get install -y python3-kiwisolver)"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether `/usr/bin/python3` can import kiwisolver; the reason if not.
    static func availability() -> String? {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            return missingMessage + ". \(python) does not exist."
        }
        do {
            let result = try run(arguments: ["-c", "import kiwisolver"], input: Data())
            guard result.status != 0 else {
                return nil
            }
            let said = String(decoding: result.errors, as: UTF8.self).split(separator: "\n").last ?? ""
            return missingMessage + ". \(python) said: \(said)"
        } catch {
            return missingMessage + ". Running \(python) failed: \(error)"
        }
    }

    /// kiwisolver's outcome for each system, in order.
    static func outcomes(for systems: [OracleSystem]) throws -> [OracleOutcome] {
        if let problem = availability() {
            throw Failure(description: problem)
        }
        let input = "{\"systems\":[\n" + systems.map(\.json).joined(separator: ",\n") + "\n]}\n"
        let result = try run(arguments: [script], input: Data(input.utf8))
        guard result.status == 0 else {
            // Keep the batch so the failure can be replayed by hand: python3 kiwi_oracle.py < file.
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent(
                "keyslide-solver-oracle-input.json")
            try? Data(input.utf8).write(to: kept)
            throw Failure(
                description: "kiwi_oracle.py failed (its input is in \(kept.path)): "
                    + String(decoding: result.errors, as: UTF8.self)
            )
        }
        guard let document = try JSONSerialization.jsonObject(with: result.output) as? [String: Any],
            let results = document["results"] as? [[String: Any]], results.count == systems.count
        else {
            throw Failure(description: "kiwi_oracle.py printed something other than one result per system")
        }
        return results.map { result in
            let refusals = (result["errors"] as? [[Any]] ?? []).map {
                OracleOutcome.Refusal(step: $0[0] as? Int ?? -1, name: $0[1] as? String ?? "?")
            }
            let snapshots = (result["snapshots"] as? [[Any]] ?? []).map {
                $0.map { ($0 as? NSNumber)?.doubleValue ?? .nan }
            }
            return OracleOutcome(refusals: refusals, snapshots: snapshots)
        }
    }

    private static func run(arguments: [String], input: Data) throws -> (status: Int32, output: Data, errors: Data) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyslide-solver-oracle-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
        try input.write(to: paths[0])
        _ = FileManager.default.createFile(atPath: paths[1].path, contents: nil)
        _ = FileManager.default.createFile(atPath: paths[2].path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: paths[0])
        process.standardOutput = try FileHandle(forWritingTo: paths[1])
        process.standardError = try FileHandle(forWritingTo: paths[2])
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try Data(contentsOf: paths[1]), try Data(contentsOf: paths[2]))
    }
}
