import Foundation
import KeySlideJobs
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import Testing

/// The gallery's player, driven in headless Chromium through its own functions: pause, jump to
/// the scene's first event, step one frame on. Then the phones in a screenshot of the page show
/// the keyboard's top edge where each strategy's recording puts it at that time, within 1 px.
///
/// In one fixture scene the first event is where the keyboard starts to rise, so one frame later it
/// is moving: a player that seeked to the wrong time, or did not step, shows a different edge.
@Suite("Gallery player in Chromium", .serialized)
struct GalleryPlayerInChromiumTests {
    /// A pixel is the keyboard's grey when each channel is within this (the browser blends edges).
    static let tolerance = 16

    /// Appended to the page: pins the scene's SVG to the window's top-left corner at its own size
    /// (so a picture point is a screenshot pixel) and drives the scene's player; `script` reports
    /// what the player says its time is, for the DOM dump.
    static func hook(player: String) -> String {
        """
        <style>#\(player) svg { position: fixed; left: 0; top: 0; z-index: 9; max-width: none; }</style>
        <pre id="hook"></pre>
        <script>
        const player = window.keySlidePlayers.find((p) => p.root.id === '\(player)');
        player.pause();
        player.seekEvent(0);
        player.step(1);
        document.getElementById('hook').textContent = JSON.stringify({ time: player.time, playing: player.playing });
        </script>
        """
    }

    struct Hooked: Decodable {
        var time: Double
        var playing: Bool
    }

    @Test func keyboardEdgesAreWhereTheRecordingsPutThemAfterPauseSeekAndStep() async throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (scenes, output, gallery) = try await BatchFixture.renderGallery(in: directory)

        var moving = 0
        for fixture in BatchFixture.goodScenes {
            let scene = try Runner.loadScene(scenes.appendingPathComponent(fixture.name + ".yaml").path)
            // The first event: the earliest step any strategy took, as the explain report says.
            let report = try Data(contentsOf: output.appendingPathComponent("\(scene.name)-explain.json"))
            let top = try #require(try JSONSerialization.jsonObject(with: report) as? [String: Any])
            let strategies = try #require(top["strategies"] as? [[String: Any]])
            let stepTimes = strategies.flatMap { ($0["steps"] as? [[String: Any]]) ?? [] }
                .compactMap { ($0["t"] as? NSNumber)?.doubleValue }
            let event = try #require(stepTimes.min(), "\(scene.name): no steps")
            let time = event + 1 / Double(scene.fps)

            let player = "player-" + Self.sectionID(fixture.name + ".yaml")
            let page = try BatchFixture.page(gallery, probedBy: Self.hook(player: player))

            // The player's own account of where it is.
            let dom = try Chromium.dumpDOM(html: page, virtualTimeBudget: 1000)
            let hooked = try #require(Self.hookText(dom), "\(scene.name): the hook wrote nothing")
            let state = try JSONDecoder().decode(Hooked.self, from: Data(hooked.utf8))
            #expect(abs(state.time - time) < 1e-9, "\(scene.name): player at \(state.time), expected \(time)")
            #expect(!state.playing)

            // The pixels.
            let png = try Chromium.screenshot(html: page, width: 1000, height: 900, virtualTimeBudget: 1000)
            try Artefacts.keep([UInt8](png), as: "gallery-player-\(scene.name).png")
            let screenshot = try Picture(png: [UInt8](png))
            let options = RenderSettings().lookOptions
            for (index, id) in fixture.strategies.enumerated() {
                let recording = Simulation.run(scene, strategy: try StrategyCatalog.strategy(named: id).init())
                // A player that did not seek would show no keyboard; one that did not step shows
                // another edge wherever the keyboard is moving at the event (counted below).
                #expect(recording.keyboardFrame(at: time).minY != recording.keyboardFrame(at: 0).minY)
                if recording.keyboardFrame(at: time).minY != recording.keyboardFrame(at: event).minY { moving += 1 }
                let origin = CompareLook.phoneOrigin(
                    at: index, count: fixture.strategies.count, screen: scene.screen, options: options)
                let expected = ExpectedPixels(recording: recording, scale: 1, origin: origin)
                let row = try #require(expected.keyboardTopRow(at: time), "\(scene.name) \(id): keyboard off screen")
                let found = screenshot.rows(
                    of: LookOptions().palette(of: scene).keyboardTop, tolerance: Self.tolerance,
                    column: expected.keyboardColumn,
                    in: expected.contentRows
                ).first
                let seen = try #require(found, "\(scene.name) \(id): no keyboard in the screenshot")
                let place = "\(scene.name) \(id) at \(time) s"
                #expect((seen - row).magnitude <= 1, "\(place): keyboard top \(seen), recording \(row)")
                print("gallery player: \(scene.name) \(id) at \(time) s: keyboard top \(seen) px, recording \(row) px")
            }
        }
        #expect(moving > 0, "no phone's keyboard moves between an event and the next frame: the step is not tested")
    }

    /// The gallery's id for a scene file's section (`Gallery.anchor`, spelled out: letters,
    /// digits, `-` and `_` kept, anything else `-`).
    static func sectionID(_ file: String) -> String {
        "scene-"
            + String(
                file.unicodeScalars.map { scalar in
                    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                        || scalar == "-" || scalar == "_" ? Character(scalar) : "-"
                })
    }

    /// The text the hook wrote into its `<pre>`, unescaped (it is JSON with quotes).
    static func hookText(_ dom: String) -> String? {
        Chromium.preText(id: "hook", in: dom)?.replacingOccurrences(of: "&quot;", with: "\"")
    }
}
