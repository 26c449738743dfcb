import Foundation
import KeySlideJobs
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem
import KeySlideTestSupport
import Testing

/// Issue 9: scenes whose numbers are at every documented limit (`Scene+Limits.swift`) go through
/// the back ends — animated SVG, GIF, SVG frames, one PNG at the largest scale —
/// and out come whole pictures with the frame count the duration asks for.
///
/// The frame rate is the one thing not at its ceiling: 600 s is rendered at 1 fps (601 frames).
/// A GIF frame at the limits is costly even optimised, so the GIF is made of the scene at every limit
/// only, and the folders of frames (SVG) of the scene of the most
/// elements and events; the time and memory of 50 fps, of PNG frame folders and of five-phone
/// comparisons at the limits are measured in release builds by `scripts/bench-limits.sh`.
@Suite struct LimitRenderTests {
    /// The pictures of one strategy: the animated SVG, and either the GIF or a folder of SVG frames.
    static func outputs(folders: Bool) -> [Runner.Output] {
        [.init(.eachStrategy, .animatedSVG), .init(.eachStrategy, folders ? .svgFrames : .gif)]
    }

    static let scenes: [(name: String, text: String)] = [
        ("limits", LimitScenes.atEveryLimit),
        ("counted", LimitScenes.counted(elements: Scene.maximumElements, events: Scene.maximumEvents)),
    ]

    @Test(arguments: scenes.indices)
    func everyBackEndWritesTheWholePicture(index: Int) throws {
        let (name, text) = Self.scenes[index]
        let scene = try SceneLoader.parse(text, fileName: name + ".yaml", knownStrategies: StrategyCatalog.ids)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limit-render-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let folders = name == "counted"
        let result = try Runner.run(
            scene, strategies: [ContentInset.self], outputs: Self.outputs(folders: folders),
            settings: RenderSettings(fps: 1), folder: folder)
        let atScale3 = try Runner.run(
            scene, strategies: [ContentInset.self], outputs: [.init(.eachStrategy, .png(at: scene.duration))],
            settings: RenderSettings(fps: 1, scale: 3), folder: folder + "/3")
        let frameCount = FrameSchedule.throughEnd(duration: scene.duration, fps: 1).count
        #expect(frameCount == Int(scene.duration.rounded(.down)) + 1)
        for file in result.files + atScale3.files {
            let kind = Platform.fileKind(at: file.path)
            if file.path.hasSuffix("frames") {
                let names = try FileManager.default.contentsOfDirectory(atPath: file.path)
                #expect(names.count == frameCount, "\(file.path)")
                #expect(names.allSatisfy(AtomicFolder.isFrameName), "\(file.path)")
            } else {
                #expect(kind == .regularFile, "\(file.path)")
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file.path)))
                #expect(bytes.count == file.byteCount && !bytes.isEmpty, "\(file.path)")
                if file.path.hasSuffix(".gif") {
                    let gif = try DecodedGIF(bytes)
                    // The GIF's loop has one frame per 1/fps step before the duration, merged
                    // where nothing changes; its delays add up to the duration.
                    let centiseconds = gif.frames.reduce(0) { $0 + $1.delay }
                    #expect(centiseconds == Int((scene.duration * 100).rounded()), "\(file.path)")
                } else if file.path.hasSuffix(".svg") {
                    let svg = String(decoding: bytes, as: UTF8.self)
                    #expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"), "\(file.path)")
                }
            }
        }
        #expect(result.files.count == 2 && atScale3.files.count == 1)
    }
}
