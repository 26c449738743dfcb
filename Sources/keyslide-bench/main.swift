// keyslide-bench: release-build measurements that print figures (never pass/fail).
//
//     swift run -c release keyslide-bench            # every section
//     swift run -c release keyslide-bench bezier     # only the named sections

import Foundation

let sections: [BenchmarkSection] = [
    EasingBenchmarks.bezierSolver,
    EasingBenchmarks.spring,
    RenderBenchmarks.section,
    LayoutBenchmarks.section,
]

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(sections.map(\.name))
if !unknown.isEmpty {
    print(
        "Error: unknown section \(unknown.sorted().joined(separator: ", ")); expected "
            + "\(sections.map(\.name).joined(separator: ", "))"
    )
    exit(1)
}
for section in sections where requested.isEmpty || requested.contains(section.name) {
    print("## \(section.name)")
    print(section.summary)
    for line in section.run() { print("  " + line) }
    print("")
}
