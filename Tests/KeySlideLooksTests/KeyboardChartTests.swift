import Foundation
import KeySlideCanvas
import KeySlideGeometry
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

@testable import KeySlideLooks

/// `KeyboardChart` draws the recording's own numbers: the lines where the trace puts the edges,
/// the shade as long as the verdicts' covered seconds.
@Suite struct KeyboardChartTests {
    static func readmeForm(_ strategies: [String]) throws -> [Recording] {
        let path = KeySlideProcess.packageRoot.appendingPathComponent("Samples/readme-form.yaml").path
        let known = StrategyCatalog.all.map { $0.id }
        let scene: Scene
        scene = try SceneLoader.load(contentsOf: path, knownStrategies: known)
        var recordings: [Recording] = []
        for id in strategies { recordings.append(try #require(Simulation.run(scene, strategyID: id))) }
        return recordings
    }

    /// The member `key` of a JSON object.
    static func member(_ key: String, of value: JSONValue?) -> JSONValue? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    static func number(_ value: JSONValue?) -> Double? {
        if case .number(let number) = value { number } else { nil }
    }

    /// The trace's `fields.<id>` rectangle's bottom edge in frame `index`.
    static func traceFieldBottom(_ recording: Recording, field: String, frame index: Int) -> Double? {
        guard case .array(let frames) = member("frames", of: Trace.json(for: recording)) else { return nil }
        let rect = member(field, of: member("fields", of: frames[index]))
        guard let y = number(member("y", of: rect)), let height = number(member("height", of: rect)) else {
            return nil
        }
        return y + height
    }

    /// The points of the field lines drawn inside `area`.
    static func fieldPoints(_ list: DisplayList, inside area: Rect) -> [Point] {
        var found: [Point] = []
        for item in list.items where item.primitive.stroke?.color == KeyboardChart.fieldColor {
            guard case .polyline(let points) = item.primitive.shape else { continue }
            if points.allSatisfy({ area.minY - 1e-9 <= $0.y && $0.y <= area.maxY + 1e-9 }) { found += points }
        }
        return found
    }

    /// The shaded rectangles of the panel whose plot is `area`.
    static func shaded(_ list: DisplayList, in area: Rect) -> [Rect] {
        var found: [Rect] = []
        for item in list.items where item.primitive.fill == KeyboardChart.shade {
            if case .rect(let rect, _) = item.primitive.shape, rect.minY == area.minY { found.append(rect) }
        }
        return found
    }

    @Test func fieldLine_atTheSettledTimeIsTheTracesBottomEdge() throws {
        let recordings = try Self.readmeForm(["none", "content-inset"])
        let chart = KeyboardChart(recordings: recordings)
        let list = chart.displayList()
        for (panel, recording) in recordings.enumerated() {
            let settled = try #require(recording.verdicts.restChecks.first?.time)
            let frame = try #require(recording.frameTimes.firstIndex { $0 >= settled - 1e-9 })
            let time = recording.frameTimes[frame]
            let area = chart.plot(panel)
            let points = Self.fieldPoints(list, inside: area)
            let drawn = try #require(points.first { abs($0.x - chart.x(time)) < 1e-9 }, "\(recording.strategy)")
            let expected = try #require(Self.traceFieldBottom(recording, field: "city", frame: frame))
            #expect(abs(chart.value(atCanvasY: drawn.y, panel: panel) - expected) < 0.5, "\(recording.strategy)")
        }
        // Without avoidance the field stays under the keyboard; content-inset lifts it above.
        let none = try #require(Self.traceFieldBottom(recordings[0], field: "city", frame: 45))
        #expect(none > recordings[0].keyboardFrame(at: recordings[0].frameTimes[45]).minY)
    }

    @Test func shade_isAsLongAsTheVerdictsCoveredSeconds() throws {
        let recordings = try Self.readmeForm(["none", "content-inset", "sliding-sections"])
        let chart = KeyboardChart(recordings: recordings)
        let list = chart.displayList()
        for (panel, recording) in recordings.enumerated() {
            let area = chart.plot(panel)
            let shaded = Self.shaded(list, in: area)
            let seconds = shaded.reduce(0) { $0 + $1.width } * chart.secondsPerPoint
            let verdict = recording.verdicts.secondsCovered
            // The shade follows frames, the verdict milliseconds: at most a frame apart per stretch.
            let frame = 1 / Double(recording.scene.fps)
            #expect(abs(seconds - verdict) <= Double(shaded.count) * frame + 0.002, "\(recording.strategy)")
            if verdict == 0 { #expect(shaded.isEmpty) }
        }
        #expect(recordings[0].verdicts.secondsCovered > 1)
        #expect(recordings[2].verdicts.secondsCovered == 0)
    }

    @Test func actions_areMarkedAndNamed() throws {
        let recordings = try Self.readmeForm(["none"])
        let chart = KeyboardChart(recordings: recordings)
        var texts: [String] = []
        for item in chart.displayList().items {
            if case .text(let text) = item.primitive.shape { texts.append(text.string) }
        }
        for word in ["tap city", "return", "dismiss", "none", "focused field's bottom edge", "keyboard's top edge"] {
            #expect(texts.contains(word), "\(word)")
        }
        #expect(chart.size.height > chart.plot(0).maxY)
    }
}
