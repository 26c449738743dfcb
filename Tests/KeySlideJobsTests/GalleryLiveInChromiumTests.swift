import Foundation
import KeySlideJobs
import KeySlideTestSupport
import Testing

/// The gallery and the embeddable player in headless Chromium in real time (`ChromiumSession`):
/// a player puts its SVG in only near the window and plays only on screen; scrolled to, a far one
/// comes in and plays while the one scrolled away stops; the embed plays from disk. What is
/// asserted is what happened, never how fast: each wait is for an event, with a generous limit.
@Suite("Gallery and embed in Chromium, live", .serialized)
struct GalleryLiveInChromiumTests {
    /// What `script` (an expression whose promise gives JSON text) gives on the page at `path`,
    /// opened from disk in a `width`×`height` window, in real time: under `--virtual-time-budget`
    /// idle time is skipped, and frames, which drive `IntersectionObserver` and
    /// `requestAnimationFrame`, hardly ever come.
    static func run(_ script: String, onPage path: String, width: Int = 800, height: Int = 600) throws -> String {
        let session = try ChromiumSession(width: width, height: height)
        try session.navigate(to: URL(fileURLWithPath: path).absoluteString)
        _ = try session.wait(for: "document.readyState === 'complete' && !!window.keySlidePlayers", timeout: 60)
        _ = try session.evaluate(
            "window.probed = null; (\(script)).then((value) => { window.probed = value; }, "
                + "(error) => { window.probed = 'ERROR ' + error; }); true")
        let text = try session.wait(for: "window.probed", timeout: 90).value as? String ?? ""
        guard !text.hasPrefix("ERROR") else { throw ExternalTool.Failure("the page's script: \(text)") }
        return text
    }

    /// `until(test)`: polls every 50 ms for up to 20 s, then says whether `test()` held.
    static let helpers = """
        const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
        const until = async (test) => { for (let waited = 0; !test() && 20000 > waited; waited += 50) await pause(50); return !!test(); };
        const frames = () => window.keySlidePlayers.map((player) => player.frames);
        """

    static let scrollScript = """
        (async () => {
          \(helpers)
          const [first, second] = window.keySlidePlayers;
          const firstPlays = await until(() => first.svg && first.frames > 3);
          const atLoad = { firstIn: !!first.svg, secondIn: !!second.svg, secondNear: second.root.getBoundingClientRect().top - innerHeight };
          const loadFrames = [frames()];
          await pause(400);
          loadFrames.push(frames());
          second.root.scrollIntoView();
          const secondPlays = await until(() => second.svg && second.frames > 3);
          const scrollFrames = [frames()];
          await pause(400);
          scrollFrames.push(frames());
          return JSON.stringify({
            firstPlays, atLoad, loadFrames, secondPlays, scrollFrames,
            onScreen: [first.onScreen, second.onScreen],
            paused: [first.svg.animationsPaused(), second.svg.animationsPaused()],
          });
        })()
        """

    struct Scrolled: Decodable {
        struct AtLoad: Decodable {
            var firstIn: Bool
            var secondIn: Bool
            /// How far below the window's bottom edge the second player starts, in CSS pixels.
            var secondNear: Double
        }

        var firstPlays: Bool
        var atLoad: AtLoad
        var loadFrames: [[Int]]
        var secondPlays: Bool
        var scrollFrames: [[Int]]
        var onScreen: [Bool]
        var paused: [Bool]
    }

    @Test func onlyPlayersNearTheWindowComeInAndOnlyThoseOnScreenPlay() async throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, output, _) = try await BatchFixture.renderGallery(in: directory)
        let text = try Self.run(
            Self.scrollScript, onPage: output.appendingPathComponent("index.html").path, width: 800, height: 500)
        let result = try JSONDecoder().decode(Scrolled.self, from: Data(text.utf8))
        // At first: the first player in and playing; the second, over a screen below, not in.
        #expect(result.firstPlays)
        #expect(result.atLoad.firstIn && !result.atLoad.secondIn)
        #expect(result.atLoad.secondNear > 500, "the second player is within a screen: the test shows nothing")
        #expect(result.loadFrames[1][0] > result.loadFrames[0][0])
        #expect(result.loadFrames[1][1] == 0)
        // Scrolled to the second: it comes in and plays; the first, off screen now, draws nothing.
        #expect(result.secondPlays)
        #expect(result.onScreen == [false, true])
        #expect(result.scrollFrames[1][1] > result.scrollFrames[0][1])
        #expect(result.scrollFrames[1][0] == result.scrollFrames[0][0])
        // Every SVG a player holds is paused: the player owns the clock.
        #expect(result.paused == [true, true])
    }

    static let embedScript = """
        (async () => {
          \(helpers)
          const player = window.keySlidePlayers[0];
          const plays = await until(() => player.svg && player.frames > 10);
          return JSON.stringify({
            players: window.keySlidePlayers.length, plays, time: player.time, playing: player.playing,
            svgTime: player.svg ? player.svg.getCurrentTime() : -1,
            paused: player.svg ? player.svg.animationsPaused() : false,
            controls: [...document.querySelectorAll('.controls, .events, .now')].every((element) => !element.hidden),
            events: document.querySelectorAll('.events button').length,
          });
        })()
        """

    struct Played: Decodable {
        var players: Int
        var plays: Bool
        var time: Double
        var playing: Bool
        var svgTime: Double
        var paused: Bool
        var controls: Bool
        var events: Int
    }

    @Test func theEmbeddedPlayerPlaysFromDisk() throws {
        let (scene, file, folder) = try EmbedTests.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Embed.page(of: scene, file: file, strategies: EmbedTests.strategies(scene))
        let path = folder.appendingPathComponent("a-scroll-player.html").path
        try Data(page.html.utf8).write(to: URL(fileURLWithPath: path))
        let text = try Self.run(Self.embedScript, onPage: path)
        let played = try JSONDecoder().decode(Played.self, from: Data(text.utf8))
        #expect(played.players == 1)
        #expect(played.plays && played.playing, "the player did not play")
        #expect(played.controls && played.events > 0)
        #expect(played.time > 0 && played.time < scene.duration)
        // The picture follows the player's clock, not its own (SMIL keeps times in single precision).
        #expect(played.paused)
        #expect(abs(played.svgTime - played.time) < 1e-4, "SVG at \(played.svgTime) s, player at \(played.time) s")
    }
}
