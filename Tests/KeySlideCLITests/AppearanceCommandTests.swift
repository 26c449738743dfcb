import Foundation
import KeySlideCanvas
import KeySlideTestSupport
import Testing

/// `--appearance` and `--bezel` on the commands that draw.
@Suite("--appearance, --bezel")
struct AppearanceCommandTests {
    static let modern = KeySlideProcess.packageRoot.appendingPathComponent("Samples/chat-keyboard-layout-guide.yaml")
        .path
    static let old = KeySlideProcess.packageRoot.appendingPathComponent("Samples/readme-form.yaml").path

    @Test func both_isForCompareOnly() {
        let render = UsageCheck.run(["render", Self.modern, "--strategy", "none", "--appearance", "both"])
        #expect(render.status == 64)
        #expect(render.standardError.hasPrefix("Error: --appearance both applies to compare only"))
        #expect(UsageCheck.run(["compare", Self.modern, "--appearance", "both", "--bezel"]).status == 0)
        #expect(UsageCheck.run(["batch", "Samples", "--appearance", "both"]).status == 64)
        #expect(UsageCheck.run(["render", Self.modern, "--strategy", "none", "--appearance", "dim"]).status == 64)
    }

    @Test("embed --appearance: the player's comparison drawn dark, or in both; light by the scene's choice")
    func embedAppearance() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var pages: [String: String] = [:]
        for appearance in ["light", "dark", "both"] {
            let result = try KeySlideProcess.run(
                ["embed", Self.modern, "--strategies", "none", "--appearance", appearance, "-o", "\(appearance).html"],
                in: directory)
            #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
            pages[appearance] = String(
                decoding: try Data(contentsOf: directory.appendingPathComponent("\(appearance).html")), as: UTF8.self)
        }
        let scenes = try KeySlideProcess.run(
            ["embed", Self.modern, "--strategies", "none", "-o", "scene.html"], in: directory)
        #expect(scenes.status == 0)
        let scene = String(
            decoding: try Data(contentsOf: directory.appendingPathComponent("scene.html")), as: UTF8.self)
        #expect(pages["light"] == scene)
        #expect(pages["dark"] != pages["light"])
        // Both: twice the phones, so a longer page than either.
        #expect((pages["both"]?.utf8.count ?? 0) > (pages["dark"]?.utf8.count ?? 0))
        #expect(UsageCheck.run(["embed", Self.modern, "--appearance", "dim"]).status == 64)
    }

    @Test("a profile without dark mode is drawn light, with a warning")
    func darkOnAnOldProfile_warnsAndDrawsLight() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dark = try KeySlideProcess.run(
            ["render", Self.old, "--strategy", "none", "--at", "1", "--appearance", "dark", "-o", "dark.png"],
            in: directory)
        let light = try KeySlideProcess.run(
            ["render", Self.old, "--strategy", "none", "--at", "1", "-o", "light.png"], in: directory)
        #expect(dark.status == 0 && light.status == 0, "\(dark.standardError)")
        #expect(dark.standardError == "\(Self.old): warning: profile ios8 has no dark mode (iOS 13 on); drawn light\n")
        #expect(light.standardError.isEmpty)
        let bytes = { (name: String) in try Data(contentsOf: directory.appendingPathComponent(name)) }
        #expect(try bytes("dark.png") == bytes("light.png"))
    }

    @Test("compare --appearance both --bezel: two rows of framed phones, the second dark")
    func compareBoth() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try KeySlideProcess.run(
            [
                "compare", Self.modern, "--strategies", "none", "--appearance", "both", "--bezel", "--at", "1",
                "--no-caption", "--no-timeline", "--no-verdicts", "-o", "both.png",
            ], in: directory)
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
        let picture = try Picture(png: [UInt8](Data(contentsOf: directory.appendingPathComponent("both.png"))))
        // One column: 16 + (393 + 2 × 12 frame) + 16 wide; two rows of 26 + (852 + 24) + 16, under 16.
        #expect(picture.width == 16 + 417 + 16)
        #expect(picture.height == 16 + 2 * (26 + 876 + 16))
        // The middle of each phone: white, then black.
        let x = 16 + 417 / 2
        #expect(picture.pixel(x: x, y: 16 + 26 + 300) == Color(hex: 0xFFFFFF))
        #expect(picture.pixel(x: x, y: 16 + 26 + 876 + 16 + 26 + 300) == Color(hex: 0x000000))
    }
}
