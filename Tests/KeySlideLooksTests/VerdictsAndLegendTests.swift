import KeySlideCanvas
import KeySlideGeometry
import KeySlideSimulation
import KeySlideTestSupport
import Testing

@testable import KeySlideLooks

/// A single render says what the comparison says about it, and its strip names its marks.
@Suite struct VerdictsAndLegendTests {
    typealias F = LookFixtures

    /// The fills of the texts whose words are among `lines`, in drawing order.
    func colours(_ list: DisplayList, of lines: [String]) -> [Color?] {
        var fills: [Color?] = []
        for item in list.items {
            guard case .text(let text) = item.primitive.shape, lines.contains(text.string) else { continue }
            fills.append(item.primitive.fill)
        }
        return fills
    }

    /// The texts outside the phone (whose texts are clipped to its screen, even where the
    /// scene slides them below it).
    func texts(_ list: DisplayList) -> [Text] {
        list.items.compactMap { item in
            if case .text(let text) = item.primitive.shape, item.clip == nil { text } else { nil }
        }
    }

    @Test func singleRender_showsTheComparisonsVerdictLinesUnderThePhone() throws {
        let recording = try #require(Simulation.run(F.sliding(), strategyID: "none"))
        let single = SceneLook.drawing(of: recording).displayList(at: 0)
        let compared = CompareLook.drawing(of: [recording]).displayList(at: 0)
        let phoneBottom = SceneLook.phoneOrigin(options: LookOptions()).y + recording.scene.screen.height
        let lines = VerdictsLook.lines(recording.verdicts).map(\.text)
        let under = texts(single).filter { $0.origin.y > phoneBottom && lines.contains($0.string) }
        #expect(under.map(\.string) == lines)
        #expect(lines.contains { $0.hasPrefix("covered") })
        // The same words, in the same colours, as under the phone in the comparison.
        let singleColours = colours(single, of: lines)
        let comparedColours = colours(compared, of: lines)
        #expect(singleColours == comparedColours)
        #expect(singleColours.contains(Palette.light.covered))

        let without = LookOptions(verdicts: false)
        let bare = SceneLook.drawing(of: recording, options: without)
        #expect(!texts(bare.displayList(at: 0)).contains { lines.contains($0.string) })
        let extra = SceneLook.drawing(of: recording).size.height - bare.size.height
        #expect(extra == SceneLook.verdictsHeight(options: LookOptions()))
        #expect(bare.size == SceneLook.canvasSize(screen: recording.scene.screen, options: without))
        let comparedBare = CompareLook.drawing(of: [recording], options: without).displayList(at: 0)
        #expect(!texts(comparedBare).contains { lines.contains($0.string) })
    }

    @Test func strip_hasALegendForItsMarksThatFitsThePhone() throws {
        for (label, recording) in F.recordings() {
            let drawing = SceneLook.drawing(of: recording)
            let legendTop = drawing.size.height - CaptionLook.legendHeight
            let legend = texts(drawing.displayList(at: 0)).filter { $0.origin.y >= legendTop }
            let words = legend.map(\.string)
            #expect(Array(words.prefix(3)) == ["tap", "return", "dismiss"], "\(label)")
            let namesCovered = words.contains { $0.hasSuffix("covered") }
            let namesHidden = words.contains { $0.hasPrefix("hidden") }
            #expect(namesCovered && namesHidden, "\(label)")
            for text in legend {
                let right = text.origin.x + TextMetrics.width(of: text.string, size: text.size)
                #expect(text.origin.x >= 0 && right <= drawing.size.width, "\(label): \(text.string)")
            }
        }
        // The comparison's strip has no red bars, so its legend does not name them.
        var recordings: [Recording] = []
        for id in ["none", "sliding-sections"] {
            recordings.append(try #require(Simulation.run(F.sliding(), strategyID: id)))
        }
        let compared = CompareLook.drawing(of: recordings)
        let top = compared.size.height - CaptionLook.legendHeight
        let words = texts(compared.displayList(at: 0)).filter { $0.origin.y >= top }.map(\.string)
        #expect(words == ["tap", "return", "dismiss", "hidden by keyboard"])
    }
}

/// A strategy that cannot act on the scene says so in the comparison's cell label (issue 10),
/// instead of looking like `none`.
@Suite struct CannotActLabelTests {
    typealias F = LookFixtures

    @Test func theCompareLabelSaysAScrollViewStrategyCannotActOnAPlainView() throws {
        // The sliding fixture is a plain view: content-inset needs a scroll view, none needs nothing.
        let recordings = try ["content-inset", "none"].map { try #require(Simulation.run(F.sliding(), strategyID: $0)) }
        let labels = CompareLook.drawing(of: recordings).displayList(at: 0).items.compactMap { item -> String? in
            if case .text(let text) = item.primitive.shape { text.string } else { nil }
        }
        // Cut to the phone's width on the 320 pt iPhone 4: "content-inset · cannot act: no scroll vi…".
        #expect(labels.contains { $0.hasPrefix("content-inset · cannot act: no scroll") })
        #expect(labels.contains("none"))
        #expect(!labels.contains { $0.hasPrefix("none · cannot act") })
    }
}
