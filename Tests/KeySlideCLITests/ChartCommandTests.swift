import Foundation
import KeySlideTestSupport
import Testing

/// `keyslide chart`, and the verdicts and legend `render` now draws, run as a user would.
@Suite("keyslide chart, render's verdicts and legend")
struct ChartCommandTests {
    static let form = KeySlideProcess.packageRoot.appendingPathComponent("Samples/readme-form.yaml").path

    func run(_ arguments: [String], _ check: (KeySlideProcess.Result, URL) throws -> Void) throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try check(try KeySlideProcess.run(arguments, in: directory), directory)
    }

    func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    @Test("chart: a valid static SVG with a panel per strategy, the actions named")
    func chart() throws {
        try run(["chart", Self.form, "--strategies", "none,content-inset", "-o", "chart.svg"]) { result, directory in
            #expect(result.status == 0, "\(result.standardError)")
            let svg = try text(directory.appendingPathComponent("chart.svg"))
            try XMLLint.check(svg)
            #expect(!svg.contains("<animate"))
            for word in [">none<", ">content-inset<", ">tap city<", ">return<", ">dismiss<", ">time (s)<"] {
                #expect(svg.contains(word), "\(word)")
            }
            #expect(!svg.contains(">sliding-sections<"))
        }
        // Without -o, to standard output; the scene's own strategies by default.
        try run(["chart", Self.form]) { result, _ in
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.hasPrefix("<svg") || result.standardOutput.hasPrefix("<?xml"))
            #expect(result.standardOutput.contains(">sliding-sections<"))
            #expect(!result.standardOutput.contains(">none<"))
        }
        try run(["chart", Self.form, "--strategies", "contnet-inset"]) { result, _ in
            #expect(result.status != 0)
            #expect(result.standardError.contains("content-inset"))
        }
    }

    @Test("render: the verdicts under the phone and a legend, unless --no-verdicts")
    func verdictsAndLegend() throws {
        let render = ["render", Self.form, "--strategy", "none", "--format", "svg", "--at", "1"]
        try run(render + ["-o", "with.svg"]) { result, directory in
            #expect(result.status == 0, "\(result.standardError)")
            let svg = try text(directory.appendingPathComponent("with.svg"))
            try XMLLint.check(svg)
            for word in [">tap<", ">return<", ">dismiss<", ">covered<", ">hidden<", ">covered 2.7 s, up to 31 pt<"] {
                #expect(svg.contains(word), "\(word)")
            }
        }
        try run(render + ["--no-verdicts", "-o", "without.svg"]) { result, directory in
            #expect(result.status == 0, "\(result.standardError)")
            let svg = try text(directory.appendingPathComponent("without.svg"))
            #expect(!svg.contains(">covered 2.7 s"))
            #expect(svg.contains(">hidden<"))
        }
    }
}
