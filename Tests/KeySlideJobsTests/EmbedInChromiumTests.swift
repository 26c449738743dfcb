import Foundation
import KeySlideJobs
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

/// The embeddable player opened from disk (`file:`) in headless Chromium: its time slider moves
/// the picture to where the recordings put the keyboard at that time, within a pixel (that it
/// plays is in `GalleryLiveInChromiumTests`).
@Suite("Embed in Chromium", .serialized)
struct EmbedInChromiumTests {
    /// Moves the time slider to `time` as a person does (its value, then an `input` event) and
    /// pins the SVG to the window's top-left corner at its own size, so a picture point is a
    /// screenshot pixel; reports what the player says.
    static func scrubProbe(to time: Double) -> String {
        """
        <style>.picture svg { position: fixed; left: 0; top: 0; z-index: 9; max-width: none; }</style>
        <pre id="probe"></pre>
        <script>
        const slider = document.querySelector('input[type=range]');
        slider.value = '\(time)';
        slider.dispatchEvent(new Event('input'));
        const player = window.keySlidePlayers[0];
        document.getElementById('probe').textContent = JSON.stringify({ time: player.time, playing: player.playing });
        </script>
        """
    }

    @Test func theSliderMovesThePictureToTheRecordingsKeyboard() throws {
        let (scene, file, folder) = try EmbedTests.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strategies = EmbedTests.strategies(scene)
        let page = try Embed.page(of: scene, file: file, strategies: strategies)
        let recordings = Runner.record(scene, strategies: strategies)
        let options = RenderSettings().lookOptions
        // Before the tap the keyboard is off screen; half a second after it, up or on its way.
        let times = [0.0, 0.7]
        var tops: [[Int?]] = []
        for time in times {
            let probed = try BatchFixture.page(page.html, probedBy: Self.scrubProbe(to: time))
            let dom = try Chromium.dumpDOM(html: probed, virtualTimeBudget: 1000)
            let text = try #require(Chromium.preText(id: "probe", in: dom), "the probe wrote nothing")
                .replacingOccurrences(of: "&quot;", with: "\"")
            #expect(text == "{\"time\":\(time == 0 ? "0" : String(time)),\"playing\":false}")
            let png = try Chromium.screenshot(html: probed, width: 900, height: 900, virtualTimeBudget: 1000)
            try Artefacts.keep([UInt8](png), as: "embed-\(time).png")
            let screenshot = try Picture(png: [UInt8](png))
            var row: [Int?] = []
            for (index, recording) in recordings.enumerated() {
                let origin = CompareLook.phoneOrigin(
                    at: index, count: recordings.count, screen: scene.screen, options: options)
                let expected = ExpectedPixels(recording: recording, scale: 1, origin: origin)
                let found = screenshot.rows(
                    of: options.palette(of: scene).keyboardTop, tolerance: GalleryPlayerInChromiumTests.tolerance,
                    column: expected.keyboardColumn, in: expected.contentRows
                ).first
                let place = "\(recording.strategy) at \(time) s"
                if let top = expected.keyboardTopRow(at: time) {
                    let seen = try #require(found, "\(place): no keyboard in the screenshot")
                    #expect((seen - top).magnitude <= 1, "\(place): keyboard top \(seen), recording \(top)")
                } else {
                    #expect(found == nil, "\(place): a keyboard where the recording has none")
                }
                row.append(found)
            }
            tops.append(row)
        }
        #expect(tops[0] != tops[1], "the picture did not move between \(times[0]) s and \(times[1]) s")
    }

    /// `player.update(data)`, which a page that re-renders a scene calls (a preview): the new
    /// picture replaces the old at the same playhead, paused as it was, with the data's events;
    /// data whose SVG does not parse leaves the picture as it was.
    static let updateProbe = """
        <pre id="probe"></pre>
        <script>
        const player = window.keySlidePlayers[0];
        player.pause();
        player.seek(0.7);
        const data = JSON.parse(document.querySelector('script[type="application/json"]').textContent);
        const old = player.svg;
        const updated = player.update(data);
        const fresh = player.svg;
        const refused = player.update(Object.assign({}, data, { svg: '<svg' }));
        // A seek takes effect once the new SVG's timeline has started: read on a later task.
        setTimeout(() => document.getElementById('probe').textContent = JSON.stringify({
          updated, refused, time: player.time, svgTime: fresh.getCurrentTime(), playing: player.playing,
          replaced: fresh !== old && !old.isConnected, kept: player.svg === fresh && fresh.isConnected,
          pictures: document.querySelectorAll('.player svg').length,
          events: document.querySelectorAll('.events button').length, expectedEvents: data.events.length,
        }), 100);
        </script>
        """

    struct Updated: Decodable {
        var updated, refused, playing, replaced, kept: Bool
        var time, svgTime: Double
        var pictures, events, expectedEvents: Int
    }

    @Test func anUpdateKeepsThePlayhead() throws {
        let (scene, file, folder) = try EmbedTests.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Embed.page(of: scene, file: file, strategies: EmbedTests.strategies(scene))
        let dom = try Chromium.dumpDOM(
            html: try BatchFixture.page(page.html, probedBy: Self.updateProbe), virtualTimeBudget: 1000)
        let text = try #require(Chromium.preText(id: "probe", in: dom), "the probe wrote nothing")
        let result = try JSONDecoder().decode(
            Updated.self, from: Data(text.replacingOccurrences(of: "&quot;", with: "\"").utf8))
        #expect(result.updated && !result.refused)
        #expect(result.time == 0.7 && abs(result.svgTime - 0.7) < 1e-4 && !result.playing, "\(text)")
        #expect(result.replaced && result.kept && result.pictures == 1)
        #expect(result.events == result.expectedEvents && result.events > 0)
    }
}
