import Foundation
import KeySlideJobs
import KeySlideTestSupport
import Testing

/// The gallery a batch writes, opened from disk in headless Chromium: every picture on the page
/// loads, and every link leads to a file that is there.
@Suite("Gallery in Chromium")
struct GalleryInChromiumTests {
    /// What the page's check script found.
    struct Verdict: Decodable {
        struct Image: Decodable {
            var src: String
            var complete: Bool
            var naturalWidth: Int
            /// Whether it had loaded when the page's load event came, before the script forced
            /// lazy images to load.
            var loadedBeforeForcing: Bool
        }

        struct Link: Decodable {
            var href: String
            /// For `#…` links: the element exists. For pictures: they load as an image.
            /// `nil` for other files, which the test checks on disk.
            var loads: Bool?
        }

        var images: [Image]
        var links: [Link]
        /// How many comparison SVGs the players put into the page once each was asked to, and
        /// how many are paused (every SVG a player drives has its animations paused: the player
        /// owns the clock).
        var inlineSVGs: Int
        var pausedSVGs: Int
    }

    /// Appended to a copy of the gallery. The strategies' GIFs sit in closed `<details>` with
    /// `loading="lazy"`, which the browser does not fetch until they are opened and scrolled to;
    /// the script waits for the page's load event, notes which images are there, then opens every
    /// `<details>`, makes every image eager and waits for them all.
    /// Linked pictures are loaded as images; other files cannot be read from a `file:` page, so
    /// their names go back to the test. The answer goes into the page as base64 JSON.
    static let checkScript = """
        <pre id="verdict"></pre>
        <script>
        (async () => {
          const out = document.getElementById('verdict');
          try {
            if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
            // Players put their SVG in as they come near the window (GalleryLiveInChromiumTests);
            // here every one is asked to.
            for (const player of window.keySlidePlayers) player.mount();
            const images = [...document.querySelectorAll('img')];
            const before = images.map((img) => img.complete && img.naturalWidth > 0);
            for (const details of document.querySelectorAll('details')) details.open = true;
            // Loaded or broken; a lazy image not yet fetched is neither. A picture that never
            // settles is given up on after 5 s of virtual time and reported as not loaded.
            const settle = (img) => new Promise((resolve) => {
              if (img.complete) return resolve();
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 5000);
            });
            for (const img of images) img.loading = 'eager';
            await Promise.all(images.map(settle));
            const load = (href) => new Promise((resolve) => {
              const probe = new Image();
              probe.onload = () => resolve(probe.naturalWidth > 0);
              probe.onerror = () => resolve(false);
              setTimeout(() => resolve(false), 5000);
              probe.src = href;
            });
            const links = [];
            for (const a of document.querySelectorAll('a[href]')) {
              const href = a.getAttribute('href');
              let loads = null;
              if (href.startsWith('#')) {
                try { loads = document.getElementById(decodeURIComponent(href.slice(1))) !== null; } catch (error) { loads = false; }
              }
              else if (/\\.(svg|gif|png)$/.test(href)) loads = await load(href);
              links.push({ href, loads });
            }
            const verdict = {
              images: images.map((img, i) => ({ src: img.getAttribute('src'), complete: img.complete, naturalWidth: img.naturalWidth, loadedBeforeForcing: before[i] })),
              links,
              inlineSVGs: document.querySelectorAll('.player svg').length,
              pausedSVGs: [...document.querySelectorAll('.player svg')]
                .filter((svg) => svg.animationsPaused()).length,
            };
            const bytes = new TextEncoder().encode(JSON.stringify(verdict));
            let binary = '';
            for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
            out.textContent = btoa(binary);
          } catch (error) {
            out.textContent = 'ERROR ' + error;
          }
        })();
        </script>
        """

    /// The file a relative URL names (percent-decoded), or the URL itself when it does not decode.
    static func file(_ url: String) -> String { url.removingPercentEncoding ?? url }

    @Test func everyPictureLoadsAndEveryLinkLeadsToAFile() async throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, output, gallery) = try await BatchFixture.renderGallery(in: directory)
        let page = output.appendingPathComponent("gallery-check.html")
        try Data(BatchFixture.page(gallery, probedBy: Self.checkScript).utf8).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }

        let dom = try Chromium.dumpDOM(ofFile: page.path, virtualTimeBudget: 30_000)
        guard let text = Chromium.preText(id: "verdict", in: dom) else {
            Issue.record("the check wrote no verdict (it did not finish): \(dom.suffix(500))")
            return
        }
        guard !text.hasPrefix("ERROR"), let json = Data(base64Encoded: text) else {
            Issue.record("the check reported: \(text.prefix(500))")
            return
        }
        let verdict = try JSONDecoder().decode(Verdict.self, from: json)

        // Pictures: the charts and the four strategies' SVGs (a batch without --gif), every one
        // loaded. The comparisons are not images any more: the player put them into the page as
        // inline SVGs, linked as files as well.
        var pictures: Set<String> = []
        for scene in BatchFixture.goodScenes {
            pictures.insert("\(scene.name)-chart.svg")
            for strategy in scene.strategies { pictures.insert("\(scene.name)-\(strategy).svg") }
        }
        #expect(verdict.inlineSVGs == BatchFixture.goodScenes.count)
        #expect(verdict.pausedSVGs == verdict.inlineSVGs)
        #expect(Set(verdict.images.map { Self.file($0.src) }) == pictures)
        for image in verdict.images {
            #expect(image.complete && image.naturalWidth > 0, "\(image.src) did not load")
        }

        // Links: every file named is in the folder, pictures load, anchors exist.
        let files = try BatchFixture.allEntries(in: output)
        var linkedFiles: Set<String> = []
        for link in verdict.links {
            if let loads = link.loads { #expect(loads, "\(link.href) does not load") }
            guard !link.href.hasPrefix("#") else { continue }
            #expect(files.contains(Self.file(link.href)), "\(link.href) is linked but not in the folder")
            linkedFiles.insert(Self.file(link.href))
        }
        // Every output file is reachable from the page.
        #expect(linkedFiles.union(pictures) == BatchFixture.expectedFiles().subtracting(["index.html"]))
        let lazy = verdict.images.filter { !$0.loadedBeforeForcing }.map(\.src)
        print(
            "gallery: \(verdict.images.count) pictures, \(verdict.links.count) links; not loaded until forced "
                + "(lazy, in closed <details>): \(lazy.sorted())"
        )
    }
}
