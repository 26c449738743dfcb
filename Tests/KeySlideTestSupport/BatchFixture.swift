import Foundation
import KeySlideJobs

/// A folder of scenes for batch tests: two small good ones (short, 10 fps, two strategies each)
/// and one broken one, and a checker for what a batch run should leave in its output folder.
///
/// The second good scene's file name has a space, a `#` and a `%` in it: output files are named
/// after scene files, and the gallery must still link them.
public enum BatchFixture {
    /// A good scene: its file name without extension, its strategies and its duration.
    public struct GoodScene: Sendable {
        public var name: String
        public var strategies: [String]
        public var duration: Double
        /// The scene file's text.
        public var yaml: String
    }

    public static let goodScenes: [GoodScene] = [
        GoodScene(
            name: "a-scroll", strategies: ["scroll-content-offset", "none"], duration: 1.5,
            yaml: """
                title: "Small scroll (iOS 6)"
                device: iphone-4
                profile: ios6
                fps: 10
                duration: 1.5
                view:
                  type: scroll
                  contentSize: [320, 600]
                  elements:
                    - {type: textField, id: low, frame: [20, 350, 280, 31], placeholder: Low field}
                timeline:
                  - {at: 0.2, tap: low}
                strategies: [scroll-content-offset, none]

                """),
        GoodScene(
            name: "b shift #2 50%", strategies: ["shift-by-overlap", "none"], duration: 1.8,
            yaml: """
                title: "Small shift (iOS 7 spring)"
                device: iphone-5
                profile: ios7
                fps: 10
                duration: 1.8
                view:
                  elements:
                    - {type: textField, id: city, frame: [20, 460, 280, 31], placeholder: City}
                timeline:
                  - {at: 0.2, tap: city}
                  - {at: 1.0, dismiss: true}
                strategies: [shift-by-overlap, none]

                """),
    ]

    /// The broken scene's file name.
    public static let brokenFile = "c-broken.yaml"
    /// Where its mistake is: a frame of three numbers on line 5, the list starting at column 39.
    public static let brokenPlace = "c-broken.yaml:5:39"
    static let brokenYAML = """
        title: Broken
        device: iphone-4
        view:
          elements:
            - {type: textField, id: a, frame: [20, 350, 280]}
        timeline:
          - {at: 0.4, tap: a}

        """

    /// The fixture scenes batch-rendered in this process into `directory/out`: the scene folder,
    /// the output folder and the gallery page.
    public static func renderGallery(in directory: URL) async throws -> (scenes: URL, output: URL, page: String) {
        let scenes = try writeScenes(in: directory)
        let output = directory.appendingPathComponent("out")
        _ = try await Batch.run(directory: scenes.path, output: output.path, jobs: 2)
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        return (scenes, output, page)
    }

    /// `page` with `script` (a test's probe) inserted just before `</body>`.
    public static func page(_ page: String, probedBy script: String) throws -> String {
        guard let end = page.range(of: "</body>") else { throw FixtureError("the gallery has no </body>") }
        return String(page[..<end.lowerBound]) + script + String(page[end.lowerBound...])
    }

    /// Writes the three scene files into a new folder `scenes` inside `directory`.
    public static func writeScenes(in directory: URL) throws -> URL {
        let folder = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for scene in goodScenes {
            try Data(scene.yaml.utf8).write(to: folder.appendingPathComponent(scene.name + ".yaml"))
        }
        try Data(brokenYAML.utf8).write(to: folder.appendingPathComponent(brokenFile))
        return folder
    }

    /// Every file a batch of the fixture should write, written out by hand: per strategy an SVG
    /// (and a GIF with `batch --gif`), the comparison as SVG (and as GIF with `batch
    /// --compare-gif`), the explain report, and the gallery.
    public static func expectedFiles(strategyGIFs: Bool = false, comparisonGIF: Bool = false) -> Set<String> {
        var names: Set<String> = ["index.html"]
        for scene in goodScenes {
            for strategy in scene.strategies {
                names.insert("\(scene.name)-\(strategy).svg")
                if strategyGIFs { names.insert("\(scene.name)-\(strategy).gif") }
            }
            names.formUnion(["\(scene.name)-compare.svg", "\(scene.name)-explain.json"])
            if comparisonGIF { names.insert("\(scene.name)-compare.gif") }
            names.insert("\(scene.name)-chart.svg")
        }
        return names
    }

    /// Every entry in `folder`, hidden ones included, recursively, as paths relative to it.
    public static func allEntries(in folder: URL) throws -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw ExternalTool.Failure("cannot list \(folder.path)")
        }
        var entries: Set<String> = []
        while let entry = enumerator.nextObject() as? String { entries.insert(entry) }
        return entries
    }

    /// Checks that `folder` holds exactly `expectedFiles` and that each is sound: every SVG passes
    /// xmllint and animates, every GIF decodes and lasts its scene's duration, every JSON parses
    /// and names the scene's strategies, the gallery links them. Returns every file's bytes.
    public static func checkOutput(
        in folder: URL, strategyGIFs: Bool = false, comparisonGIF: Bool = false
    ) throws -> [String: [UInt8]] {
        let entries = try allEntries(in: folder)
        let expectedFiles = expectedFiles(strategyGIFs: strategyGIFs, comparisonGIF: comparisonGIF)
        guard entries == expectedFiles else {
            throw ExternalTool.Failure(
                "output folder holds \(entries.sorted()); missing \(expectedFiles.subtracting(entries).sorted()), "
                    + "extra \(entries.subtracting(expectedFiles).sorted())"
            )
        }
        var files: [String: [UInt8]] = [:]
        for name in entries.sorted() {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            guard !bytes.isEmpty else { throw ExternalTool.Failure("\(name) is empty") }
            files[name] = bytes
        }
        for scene in goodScenes {
            for picture in scene.strategies + ["compare"] {
                let base = "\(scene.name)-\(picture)"
                let svg = String(decoding: files[base + ".svg"] ?? [], as: UTF8.self)
                do { try XMLLint.check(svg) } catch { throw ExternalTool.Failure("\(base).svg: \(error)") }
                guard svg.contains("<animate") else { throw ExternalTool.Failure("\(base).svg does not animate") }
                guard picture == "compare" ? comparisonGIF : strategyGIFs else { continue }
                let gif: DecodedGIF
                do { gif = try DecodedGIF(files[base + ".gif"] ?? []) } catch {
                    throw ExternalTool.Failure("\(base).gif: \(error)")
                }
                guard !gif.frames.isEmpty, gif.loopCount == 0, gif.totalDelay == Int((scene.duration * 100).rounded())
                else {
                    throw ExternalTool.Failure(
                        "\(base).gif: \(gif.frames.count) frames, loop \(String(describing: gif.loopCount)), "
                            + "\(gif.totalDelay) cs for a \(scene.duration) s scene"
                    )
                }
            }
            let chart = String(decoding: files["\(scene.name)-chart.svg"] ?? [], as: UTF8.self)
            do { try XMLLint.check(chart) } catch { throw ExternalTool.Failure("\(scene.name)-chart.svg: \(error)") }
            let json = try JSONSerialization.jsonObject(with: Data(files["\(scene.name)-explain.json"] ?? []))
            let strategies = ((json as? [String: Any])?["strategies"] as? [[String: Any]])?.compactMap {
                $0["strategy"] as? String
            }
            guard strategies == scene.strategies else {
                throw ExternalTool.Failure(
                    "\(scene.name)-explain.json names strategies \(String(describing: strategies)), expected "
                        + "\(scene.strategies)"
                )
            }
        }
        let linked = linkedFiles(inPage: String(decoding: files["index.html"] ?? [], as: UTF8.self))
        for name in expectedFiles.sorted() where name != "index.html" && !linked.contains(name) {
            throw ExternalTool.Failure("index.html does not link \(name); it links \(linked.sorted())")
        }
        return files
    }

    /// The files a page's `href` and `src` attributes lead to: HTML entities undone, then
    /// percent-decoding as a browser does; a value that is not a valid URL path (a raw `%`, a
    /// `#` or `?` that cuts the path short) does not count.
    public static func linkedFiles(inPage html: String) -> Set<String> {
        var files: Set<String> = []
        for attribute in ["href=\"", "src=\""] {
            for piece in html.components(separatedBy: attribute).dropFirst() {
                guard let end = piece.firstIndex(of: "\"") else { continue }
                let value = String(piece[..<end])
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&amp;", with: "&")
                guard !value.hasPrefix("#"), !value.contains("#"), !value.contains("?"),
                    let path = value.removingPercentEncoding
                else { continue }
                files.insert(path)
            }
        }
        return files
    }
}

/// A fixture that could not be prepared.
public struct FixtureError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
