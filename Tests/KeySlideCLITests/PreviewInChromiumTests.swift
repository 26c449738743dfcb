import Foundation
import KeySlideTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `keyslide preview` as a user meets it: the tool started on a copy of a sample, its page open in
/// headless Chromium, the scene file edited while the page is open.
@Suite("Preview in Chromium", .serialized)
struct PreviewInChromiumTests {
    /// The comparison on screen: the text of the SVG in the frame shown, once its player has loaded.
    static let shownPicture = """
        (() => { const frame = document.querySelector('#stage iframe:not(.behind)');
          try { return frame.contentDocument.querySelector('.player svg').textContent; } catch (e) { return null; } })()
        """
    static let shownPlayer = "document.querySelector('#stage iframe:not(.behind)').contentWindow.keySlidePlayers[0]"

    @Test("an edit shows within 2 s at the same playhead; a broken one shows its error; Ctrl-C stops it")
    func editThenBreak() throws {
        let folder = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("readme-form.yaml")
        let original = try String(
            contentsOf: KeySlideProcess.packageRoot.appendingPathComponent("Samples/readme-form.yaml"), encoding: .utf8)
        try Data(original.utf8).write(to: file)
        let preview = try RunningKeySlide(["preview", file.path, "--port", "0"])
        let line = try preview.nextLine(timeout: 60)
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))
        #expect(line == "Previewing \(file.path) at \(url) (Ctrl-C stops it)")
        let port = try #require(Int(url.split(separator: ":").last?.trimmingCharacters(in: ["/"]) ?? ""))
        #expect(ListeningSockets.addresses(port: port) == ["127.0.0.1"])

        let browser = try ChromiumSession()
        try browser.navigate(to: url)
        let first = try #require(try browser.wait(for: Self.shownPicture, timeout: 60).value as? String)
        #expect(first.contains("One form, five seed strategies"))
        _ = try browser.evaluate("\(Self.shownPlayer).seek(1.5); \(Self.shownPlayer).pause()")

        try Data(original.replacingOccurrences(of: "title: \"One form", with: "title: \"Edited form").utf8)
            .write(to: file)
        let changed = try browser.wait(
            for: "(\(Self.shownPicture) || '').includes('Edited form') || null", timeout: 10)
        #expect(changed.seconds < 2, "the new picture took \(changed.seconds) s")
        #expect(try browser.evaluate("\(Self.shownPlayer).time") as? Double == 1.5)
        #expect(try browser.evaluate("\(Self.shownPlayer).playing") as? Bool == false)

        try Data(original.replacingOccurrences(of: "device: iphone-5", with: "device: iphone-99").utf8)
            .write(to: file)
        let failure = try browser.wait(
            for: "document.getElementById('failure').hidden ? null : document.getElementById('failure').textContent",
            timeout: 10)
        #expect(failure.seconds < 2, "the error took \(failure.seconds) s")
        #expect((failure.value as? String)?.hasPrefix(file.path + ":4:9: device: unknown device") == true)
        #expect((try browser.evaluate(Self.shownPicture) as? String)?.contains("Edited form") == true)
        try Artefacts.keep([UInt8](try browser.screenshot()), as: "preview-broken-edit.png")

        #expect(preview.stop(with: SIGINT, timeout: 5), "Ctrl-C did not stop the preview")
        #expect(preview.process.terminationReason == .uncaughtSignal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["readme-form.yaml"])
    }
}
