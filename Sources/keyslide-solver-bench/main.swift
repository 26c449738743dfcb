import Foundation
import KeySlideSolver

// keyslide-solver-bench [--passes N] [--rows N] [--columns N] [--json PATH]
//
// Times KeySlideSolver on LayoutSystem (build it with `swift build -c release`): adding every
// constraint to a fresh solver and solving, then 100 rounds of suggestValue on the container width,
// each followed by reading every variable. Prints milliseconds per pass, and kiwisolver's figures for
// the same JSON beside them when /usr/bin/python3 has kiwisolver (scripts/bench-kiwi.py). Then
// times KeySlideLayout on LayoutScreen, a 200-node, 600-constraint form (LayoutScreen.swift).

struct Options {
    var passes = 20
    var rows = 20
    var columns = 10
    var jsonPath: String?

    init(arguments: [String]) {
        var remaining = arguments.dropFirst()
        while let argument = remaining.popFirst() {
            switch argument {
            case "--passes": passes = Int(remaining.popFirst() ?? "") ?? passes
            case "--rows": rows = Int(remaining.popFirst() ?? "") ?? rows
            case "--columns": columns = Int(remaining.popFirst() ?? "") ?? columns
            case "--json": jsonPath = remaining.popFirst()
            default:
                FileHandle.standardError.write(
                    Data("usage: keyslide-solver-bench [--passes N] [--rows N] [--columns N] [--json PATH]\n".utf8))
                exit(2)
            }
        }
    }
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

struct Figures {
    var addMilliseconds: [Double] = []
    var suggestMilliseconds: [Double] = []
    var finalValues: [Double] = []
}

func timeSwift(_ system: LayoutSystem, passes: Int) throws -> Figures {
    let clock = ContinuousClock()
    var figures = Figures()
    var checksum = 0.0
    for _ in 0..<passes {
        var solver = Solver()
        let added = try clock.measure {
            solver = try system.makeSolver()
            checksum += solver.updateVariables().last!.value
        }
        figures.addMilliseconds.append(milliseconds(added))
        let suggested = try clock.measure {
            for width in system.suggestions {
                try solver.suggestValue(system.containerWidth, width)
                checksum += solver.updateVariables().last!.value
            }
        }
        figures.suggestMilliseconds.append(milliseconds(suggested))
        figures.finalValues = system.variables.map { solver.value(of: $0) }
    }
    // Printed so the optimiser cannot drop the work.
    print("checksum \(checksum)")
    return figures
}

/// Runs scripts/bench-kiwi.py on the same system; nil (with a note) when Python or kiwisolver is not
/// there.
func timeKiwi(json: String, passes: Int) -> Figures? {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let script = packageRoot.appendingPathComponent("scripts/bench-kiwi.py").path
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("keyslide-solver-bench-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: input) }
    do {
        try Data(json.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, input.path, "--passes", "\(passes)", "--json"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let object = try JSONSerialization.jsonObject(with: data) as? [String: [Double]]
        else {
            print("kiwisolver: scripts/bench-kiwi.py failed (is python3-kiwisolver installed?)")
            return nil
        }
        return Figures(
            addMilliseconds: object["add_ms"] ?? [],
            suggestMilliseconds: object["suggest_ms"] ?? [],
            finalValues: object["final_values"] ?? []
        )
    } catch {
        print("kiwisolver: could not run /usr/bin/python3 \(script): \(error)")
        return nil
    }
}

/// "median (best)", since other builds share the machine and the slowest passes are noise.
func column(_ values: [Double]?) -> String {
    guard let values, !values.isEmpty else {
        return String(repeating: " ", count: 18) + "-"
    }
    return String(format: "%8.3f (%7.3f)", median(values), values.min()!)
}

let options = Options(arguments: CommandLine.arguments)
let system = LayoutSystem(rows: options.rows, columns: options.columns)
let json = system.json()
if let path = options.jsonPath {
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
}
let swift = try timeSwift(system, passes: options.passes)
let kiwi = timeKiwi(json: json, passes: options.passes)
print(
    "\(system.viewCount) views, \(system.variables.count) variables, \(system.rules.count) constraints "
        + "+ 2 edit variables; \(options.passes) passes"
)
print("ms per pass, median (best)                KeySlideSolver         kiwisolver")
print("add all + solve                        \(column(swift.addMilliseconds))  \(column(kiwi?.addMilliseconds))")
print(
    "100 × (suggestValue + updateVariables) \(column(swift.suggestMilliseconds))  \(column(kiwi?.suggestMilliseconds))")
if let kiwi, kiwi.finalValues.count == swift.finalValues.count {
    let difference = zip(swift.finalValues, kiwi.finalValues).map { abs($0 - $1) }.max() ?? 0
    print("largest difference between the two solutions after the last round: \(difference)")
}
benchLayout(passes: options.passes)
