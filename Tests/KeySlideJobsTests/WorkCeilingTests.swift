import Foundation
import KeySlideRaster
import KeySlideScene
import KeySlideSimulation
import KeySlideSystem
import KeySlideTestSupport
import Testing

@testable import KeySlideJobs

/// `WorkCeiling`: the pictures a scene at the limits asks for are weighed before any work and
/// refused with one line saying what fits, and what they suggest does fit; every sample's batch
/// pictures are well inside.
@Suite struct WorkCeilingTests {
    static func scene(_ text: String, device: String = "iphone-15") throws -> Scene {
        try SceneLoader.parse(
            text.replacingOccurrences(of: "iphone-15", with: device), fileName: "longest.yaml",
            knownStrategies: StrategyCatalog.ids)
    }

    static func work(
        _ format: PictureFormat, _ subject: Runner.Output.Subject = .eachStrategy, phones: Int = 1,
        scale: Int = 1, fps: Int? = nil, scene: Scene
    ) -> WorkCeiling.Work {
        WorkCeiling.work(
            of: Runner.Output(subject, format), scene: scene, phones: phones,
            settings: RenderSettings(fps: fps, scale: scale))
    }

    @Test func theLongestSceneAsAGIFIsRefusedAndWhatItSuggestsFits() throws {
        let scene = try Self.scene(LimitScenes.longestAnimation)
        for scale in RenderSettings.scales {
            let work = Self.work(.gif, scale: scale, scene: scene)
            // The GIF's own frames: its loop ends as it restarts, with no frame at 600 s.
            #expect(work.frames == 30_000)
            #expect(Self.work(.pngFrames, scale: scale, scene: scene).frames == 30_001)
            #expect(work.exceeded == .work)
            let refusal = WorkCeiling.Exceeded(work: work, limit: .work)
            let rate = try #require(refusal.highestFPS(scale: scale))
            #expect(work.at(fps: rate, scale: scale).exceeded == nil)
            #expect(work.at(fps: rate + 1, scale: scale).exceeded == .work)
        }
        // Its animated SVG is not weighed; one PNG of a moment is, by its canvas only.
        #expect(Self.work(.animatedSVG, scene: scene).exceeded == nil)
        #expect(Self.work(.png(at: 1), scale: 3, scene: scene).exceeded == nil)
    }

    @Test func anAPNGWebPOrWebMWeighsItsEncoderAndWhatItSuggestsFits() throws {
        let scene = try Self.scene(LimitScenes.longestAnimation)
        let gif = Self.work(.gif, fps: 8, scene: scene)
        for (format, weight) in [(AnimationFormat.apng, 2), (.webp, 4), (.webm, 5)] {
            let work = Self.work(.animation(format), fps: 8, scene: scene)
            #expect(work.frames == gif.frames)
            #expect(work.amount == weight * gif.amount)
            let refusal = WorkCeiling.Exceeded(work: Self.work(.animation(format), scene: scene), limit: .work)
            #expect(refusal.reason(fpsOption: true).contains("times \(weight) for its encoder"))
            let rate = try #require(refusal.highestFPS(scale: 1))
            #expect(refusal.work.at(fps: rate, scale: 1).exceeded == nil)
            #expect(refusal.work.at(fps: rate + 1, scale: 1).exceeded == .work)
        }
    }

    @Test func anAnimationHasASmallerCanvasThanAGIF() throws {
        let scene = try Self.scene(LimitScenes.longestAnimation)
        let gif = Self.work(.gif, .comparison, phones: 12, scale: 3, fps: 1, scene: scene)
        // The GIF's canvas fits (its 600 s are too much work, which is weighed after the canvas).
        #expect(gif.exceeded == .work)
        let webm = Self.work(.animation(.webm), .comparison, phones: 12, scale: 3, fps: 1, scene: scene)
        #expect(webm.exceeded == .canvasPixels)
        let refusal = WorkCeiling.Exceeded(work: webm, limit: .canvasPixels)
        #expect(
            refusal.reason(fpsOption: true).contains("at most 12 million pixels"), "\(refusal.reason(fpsOption: true))")
    }

    @Test func theRefusalIsOneLineNamingFilePlaceAndWhatFits() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("longest.yaml").path
        try LimitScenes.longestAnimation.write(toFile: file, atomically: true, encoding: .utf8)
        let scene = try Runner.loadScene(file)
        let outputs = [Runner.Output(.eachStrategy, .gif)]
        let settings = RenderSettings(scale: 3)
        let error = try #require(
            throws: WorkCeiling.Exceeded.self,
            performing: { try WorkCeiling.check(outputs, scene: scene, phones: 1, settings: settings) })
        #expect(
            error.message(file: file, fpsOption: true)
                == "\(file):3: fps: the GIF would draw 30,000 frames (600 s at 50 fps) of 1,179 × 2,985 pixels at "
                + "scale 3 and 1.5 million a frame for the scene's elements, 150.6 billion in all; a picture may "
                + "draw at most 10 billion; give --fps 3 or less, or --scale 1 with --fps 8 or less")
        // Batch takes no --fps: the scene's fps is what to lower.
        #expect(
            error.message(file: file, fpsOption: false).hasSuffix(
                "give fps: 3 or less in the scene, or --scale 1 with fps: 8 or less in the scene"))
        // --fps given: the option is the place.
        let fromOption = try #require(
            throws: WorkCeiling.Exceeded.self,
            performing: {
                try WorkCeiling.check(outputs, scene: scene, phones: 1, settings: RenderSettings(fps: 40, scale: 1))
            })
        #expect(
            fromOption.message(file: file, fpsOption: true).hasPrefix(
                "\(file): --fps 40: the GIF would draw 24,000 frames"))
        // Runner.run refuses it before recording anything.
        #expect(throws: WorkCeiling.Exceeded.self) {
            try Runner.run(
                scene, strategies: [ContentInset.self], outputs: outputs, settings: settings, folder: directory.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["longest.yaml"])
    }

    @Test func everyStrategyOnAnIPadAtScale3IsTooLargeAFrameAtScale2ItFits() throws {
        let scene = try Self.scene(LimitScenes.longestAnimation, device: "ipad")
        let phones = StrategyCatalog.all.count
        let work = Self.work(.gif, .comparison, phones: phones, scale: 3, fps: 1, scene: scene)
        #expect(work.canvasPixels > WorkCeiling.maximumCanvasPixels)
        #expect(work.exceeded == .canvasPixels)
        let message = WorkCeiling.Exceeded(work: work, limit: .canvasPixels).message(file: "ipad.yaml", fpsOption: true)
        #expect(message.hasPrefix("ipad.yaml: --scale 3: each frame of the comparison GIF would be "))
        #expect(message.hasSuffix("; give --scale 2, or compare fewer strategies"))
        #expect(work.at(fps: 1, scale: 2).canvasPixels <= WorkCeiling.maximumCanvasPixels)
        // Every strategy on an iPhone at scale 3 fits a frame.
        let phone = Self.work(
            .png(at: 0), .comparison, phones: phones, scale: 3, scene: try Self.scene(LimitScenes.longestAnimation))
        #expect(phone.exceeded == nil)
    }

    /// The canvas weighed is the canvas drawn: a drawing's size at the scale, one phone or a grid.
    @Test func theWeighedCanvasIsTheDrawnOne() throws {
        let scene = try Self.scene(
            LimitScenes.longestAnimation.replacingOccurrences(of: "duration: 600", with: "duration: 2"))
        let types: [any AvoidanceStrategy.Type] = [ContentInset.self, KeyboardLayoutGuide.self, NoAvoidance.self]
        let recordings = Runner.record(scene, strategies: types)
        for (phones, drawing) in [
            (1, Renderer.drawing(of: recordings[0], settings: RenderSettings())),
            (3, Renderer.comparisonDrawing(of: recordings, settings: RenderSettings())),
        ] {
            let work = Self.work(
                .gif, phones == 1 ? .eachStrategy : .comparison, phones: phones, scale: 2, scene: scene)
            #expect(Double(work.width) == (drawing.size.width * 2).rounded())
            #expect(Double(work.height) == (drawing.size.height * 2).rounded())
            let png = try Renderer.render(drawing, as: .png(at: 0), scale: 2, fps: scene.fps).fileBytes()
            let bitmap = try Bitmap(png: try #require(png))
            #expect(bitmap.width == work.width && bitmap.height == work.height)
            // At another scale, from the canvas in points again (not from the pixels at this one).
            let three = work.at(fps: work.fps, scale: 3)
            #expect(Double(three.width) == (drawing.size.width * 3).rounded())
            #expect(Double(three.height) == (drawing.size.height * 3).rounded())
        }
    }

    /// `make run`'s batch (scale 1) and a batch at scale 2 draw every sample; at scale 3 only
    /// comparisons of many phones may pass the ceiling.
    @Test func everySampleFitsInABatch() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples")
        let files = try Batch.sceneFiles(in: samples.path)
        #expect(files.count > 20)
        for file in files {
            let scene = try Runner.loadScene(file)
            let phones = StrategyCatalog.strategies(for: scene, among: StrategyCatalog.all).count
            for scale in 1...2 {
                #expect(throws: Never.self, "\(file) at scale \(scale)") {
                    try WorkCeiling.check(
                        Batch.Pictures.all.outputs, scene: scene, phones: phones, settings: RenderSettings(scale: scale)
                    )
                }
            }
        }
    }

    /// The limits table in docs/scene-files.md gives the ceilings' values.
    @Test func theDocumentationListsTheCeilings() throws {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/scene-files.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let rows = [
            "| `WorkCeiling.maximumCanvasPixels` | \(Quoted.grouped(WorkCeiling.maximumCanvasPixels)) pixels |",
            "| `WorkCeiling.maximumAnimationCanvasPixels` | "
                + "\(Quoted.grouped(WorkCeiling.maximumAnimationCanvasPixels)) pixels |",
            "| `WorkCeiling.frameAllowance` | \(Quoted.grouped(WorkCeiling.frameAllowance)) pixels |",
            "| `WorkCeiling.maximumWork` | \(Quoted.grouped(WorkCeiling.maximumWork)) |",
        ]
        for row in rows { #expect(text.contains(row), "\(row)") }
    }
}
