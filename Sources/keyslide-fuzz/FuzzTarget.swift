import Foundation
import KeySlideJobs
import KeySlideScene
import KeySlideSimulation

/// The libFuzzer target of `make fuzz`: the bytes as a scene file, through read → check →
/// simulate → trace and explain JSON → draw → encode (SVG always, a GIF at scale 1 when the scene
/// is small). Anything that crashes, hangs or writes a number JSON cannot spell is a finding.
///
/// Built by `make fuzz` with `-sanitize=fuzzer` and `-D FUZZING`, libFuzzer supplies `main`. In
/// an ordinary build it is a replay tool: `keyslide-fuzz FILE…` runs each file through the same
/// steps, so a finding reproduces without the fuzzing toolchain.
enum FuzzTarget {
    /// Longer or faster scenes are cut to this many seconds and frames per second, so one
    /// execution takes milliseconds; the checks before (the reader's limits) see the whole file.
    static let maximumDuration = 2.0
    static let maximumFPS = 10
    /// A GIF is encoded only for scenes this small (elements, frames), as GIFs cost the most.
    static let gifElements = 10
    static let gifFrames = 6
    /// The comparison of every strategy is drawn only for scenes of this many elements or fewer.
    static let compareElements = 6

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        // The first byte picks the format, so both readers are fuzzed: `{` is JSON.
        let fileName = bytes.first == UInt8(ascii: "{") ? "fuzz.json" : "fuzz.yaml"
        let text = String(decoding: bytes, as: UTF8.self)
        guard var scene = try? SceneLoader.parse(text, fileName: fileName, knownStrategies: StrategyCatalog.ids)
        else { return }
        // The work ceiling weighs the whole scene, as a batch at every scale would: its sums and
        // its message must hold for any scene the checker accepts.
        for scale in RenderSettings.scales {
            let settings = RenderSettings(scale: scale)
            do throws(WorkCeiling.Exceeded) {
                try WorkCeiling.check(
                    Batch.Pictures.all.outputs, scene: scene, phones: StrategyCatalog.all.count, settings: settings)
            } catch {
                precondition(!error.message(file: nil, fpsOption: false).contains("\n"), "a message of two lines")
            }
        }
        scene.duration = min(scene.duration, maximumDuration)
        scene.fps = min(scene.fps, maximumFPS)
        scene.timeline = scene.timeline.filter { $0.time < scene.duration }
        let recordings = StrategyCatalog.all.map { Simulation.run(scene, strategyID: $0.id)! }
        for recording in recordings {
            Trace.write(for: recording, layout: .lines, decimals: 4) { checkJSON($0) }
        }
        checkJSON(ExplainReport(scene: scene, recordings: recordings).json.serialized(.indented, decimals: 4))
        let settings = RenderSettings(scale: 1)
        // The checker refuses scenes shorter than one GIF frame (`Scene.minimumDuration`); only
        // small scenes get a GIF, to keep each execution fast.
        let small =
            scene.view.allElements.count <= gifElements
            && PictureFormat.gif.frameCount(duration: scene.duration, fps: scene.fps) <= gifFrames
        do {
            for recording in recordings.prefix(2) {
                let drawing = Renderer.drawing(of: recording, settings: settings)
                _ = try Renderer.render(drawing, as: .animatedSVG, scale: 1, fps: scene.fps)
                if small { _ = try Renderer.render(drawing, as: .gif, scale: 1, fps: scene.fps).fileBytes() }
            }
            if scene.view.allElements.count <= compareElements {
                let compare = Renderer.comparisonDrawing(of: recordings, settings: settings)
                _ = try Renderer.render(compare, as: .animatedSVG, scale: 1, fps: scene.fps)
            }
        } catch {
            // A scene the checker accepted must render: a refusal here is a finding.
            fatalError("a checked scene failed to render: \(error)")
        }
    }

    /// Traps on a bare `inf` or `nan` in JSON text (a finding). Strings cannot hold these
    /// words unquoted, so a word outside quotes is a number.
    static func checkJSON(_ text: String) {
        var inString = false
        var escaped = false
        var word = ""
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "\"" { inString = true }
            if character.isLetter {
                word.append(character)
                continue
            }
            precondition(!["inf", "nan", "infinity"].contains(word.lowercased()), "JSON holds \(word)")
            word = ""
        }
    }
}

/// Which input the bytes are: `KEYSLIDE_FUZZ_TARGET` (`make fuzz FUZZ_TARGET=…`), read once.
enum FuzzMode: String, CaseIterable {
    /// A scene file through the whole pipeline (`FuzzTarget`).
    case pipeline
    /// A storyboard, XIB or view dump through `keyslide import` (`ImportFuzzTarget`).
    case importer = "import"
    /// An explain report or a comparison SVG as `keyslide gallery` reads them (`GalleryFuzzTarget`).
    case gallery

    static let chosen: FuzzMode? = FuzzMode(
        rawValue: ProcessInfo.processInfo.environment["KEYSLIDE_FUZZ_TARGET"] ?? "pipeline")

    /// Stops the tool with a one-line message when the variable names no target.
    static func checkChosen() {
        guard chosen == nil else { return }
        let names = allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("KEYSLIDE_FUZZ_TARGET: expected one of \(names)\n".utf8))
        exit(64)
    }

    func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .pipeline: FuzzTarget.run(bytes)
        case .importer: ImportFuzzTarget.run(bytes)
        case .gallery: GalleryFuzzTarget.run(bytes)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzMode.chosen?.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    /// LeakSanitizer's switch (compiler-rt's lsan_interface.h): what is allocated while it is off
    /// never counts as a leak.
    @_silgen_name("__lsan_disable") func disableLeakChecks()
    @_silgen_name("__lsan_enable") func enableLeakChecks()
    /// fontconfig's start-up (fontconfig.h), which KeySlideRaster's font lookups call first; it
    /// does nothing once the configuration is loaded.
    @_silgen_name("FcInit") func startFontconfig() -> Int32

    /// libFuzzer's driver behind Swift's own entry point (SwiftPM links an executable's `main` to
    /// the module's, so libFuzzer's `main` cannot be used as it is).
    @main struct Fuzz {
        static func main() {
            // fontconfig 2.14's configuration parser loses 288 bytes once per process, in FcInit;
            // KeySlide cannot free them. Loaded here with the leak checker off, so that every
            // leak it reports is one of ours (the first run found our font lookups keeping every
            // fontconfig match) while that one is not.
            FuzzMode.checkChosen()
            disableLeakChecks()
            _ = startFontconfig()
            enableLeakChecks()
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
        }
    }
#else
    /// Replays files through the fuzz target: `keyslide-fuzz FILE…` (`KEYSLIDE_FUZZ_TARGET` picks it).
    @main struct Replay {
        static func main() {
            FuzzMode.checkChosen()
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("\(path): cannot be read")
                    continue
                }
                Array(data).withUnsafeBufferPointer { FuzzMode.chosen?.run($0) }
                print("\(path): ok")
            }
        }
    }
#endif
