import KeySlideJobs
import KeySlideLooks
import KeySlideRaster
import KeySlideScene
import KeySlideSimulation
import Testing

/// Issue 9: a realistic screen — a long settings form in a scroll view with a navigation bar
/// and a toolbar on an iPhone 15 — crashed the rasteriser (index out of range in
/// `CoverageMask.addSpan`) in a three-strategy compare at scale 1 and in a GIF at scale 3.
@Suite struct RealisticScreenTests {
    /// Twenty settings fields in a scroll view; the user taps down the form, then dismisses.
    static let sceneText: String = {
        var lines = [
            "title: \"Settings form in a scroll view (iPhone 15): navigation bar, toolbar, twenty fields\"",
            "device: iphone-15", "profile: ios17", "navigationBar: {title: Settings}", "toolbar: {title: Account}",
            "view:", "  type: scroll", "  contentSize: [393, 1100]", "  elements:",
        ]
        for field in 1...20 {
            lines.append(
                "    - {type: textField, id: field\(field), frame: [20, \(16 + (field - 1) * 52), 353, 36], "
                    + "placeholder: \"Setting \(field)\"}")
        }
        lines += [
            "timeline:", "  - {at: 0.4, tap: field1}", "  - {at: 1.0, tap: field5}", "  - {at: 1.6, tap: field9}",
            "  - {at: 2.2, tap: field13}", "  - {at: 2.8, tap: field17}", "  - {at: 3.4, tap: field20}",
            "  - {at: 4.0, dismiss: true}",
            "strategies: [iq-keyboard-manager, tp-keyboard-avoiding, content-inset]",
        ]
        return lines.joined(separator: "\n") + "\n"
    }()

    private func recordings() throws -> [Recording] {
        let scene = try SceneLoader.parse(
            Self.sceneText, fileName: "settings.yaml", knownStrategies: StrategyCatalog.ids)
        return try (scene.strategies ?? []).map { try #require(Simulation.run(scene, strategyID: $0)) }
    }

    /// 4.12 s, while the keyboard goes down, is a frame that crashed the compare at scale 1.
    @Test func theThreeStrategyCompareFramesWhileTheKeyboardLeavesAreDrawn() throws {
        let drawing = Renderer.comparisonDrawing(of: try recordings(), settings: RenderSettings())
        for time in stride(from: 4.0, through: 4.3, by: 0.02) {
            let bitmap = try Bitmap(png: PNGRenderer.png(of: drawing.displayList(at: time), scale: 1))
            #expect(bitmap.width == Int(drawing.size.width.rounded()), "\(time) s")
            #expect(bitmap.height == Int(drawing.size.height.rounded()), "\(time) s")
            #expect(bitmap.pixel(x: 0, y: 0) == drawing.background, "\(time) s")
        }
    }

    @Test func theSingleStrategyFramesAreDrawnAtScaleThree() throws {
        let recording = try #require(try recordings().first)
        let drawing = Renderer.drawing(of: recording, settings: RenderSettings())
        // Still, scrolling, the keyboard rising and leaving.
        for time in [0.3, 0.45, 1.1, 2.9, 4.12] {
            let bitmap = try Bitmap(png: PNGRenderer.png(of: drawing.displayList(at: time), scale: 3))
            #expect(bitmap.width == Int((drawing.size.width * 3).rounded()), "\(time) s")
        }
    }
}
