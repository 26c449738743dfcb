import Foundation
import KeySlideTestSupport
import Testing

/// `keyslide import --device`: the imported tree lays itself out on the device asked for, as
/// Auto Layout would from the file's constraints (worked out by hand below), and `trace` shows it.
@Suite("keyslide import --device")
struct ImportLayoutCommandTests {
    /// Window frames at t = 0 of the Sign Up screen of `Constraints.storyboard` on `device`.
    static func frames(on device: String) throws -> [String: [Double]] {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let storyboard = ImportCommandTests.fixture("Constraints.storyboard")
        let imported = try KeySlideProcess.run(
            ["import", storyboard, "--scene", "Sign Up", "--device", device, "-o", "form.yaml"], in: directory)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardError.contains("Constraints.storyboard:66: warning: constraint: left out"))
        let traced = try KeySlideProcess.run(["trace", "form.yaml", "--strategy", "none", "--fps", "1"], in: directory)
        #expect(traced.status == 0, "\(traced.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(traced.standardOutput.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        let fields = try #require(frames.first?["fields"] as? [String: [String: Double]])
        return fields.mapValues { [$0["x"] ?? -1, $0["y"] ?? -1, $0["width"] ?? -1, $0["height"] ?? -1] }
    }

    @Test("on the canvas device, the frames Auto Layout gives")
    func canvas() throws {
        let frames = try Self.frames(on: "iphone-8")
        // Safe area top 64 (status bar 20, navigation bar 44): the card 20 below it, 16 in from each
        // side, half as tall as wide (the aspect at 750 holds, nothing else sets its height).
        #expect(frames["card"] == [16, 84, 343, 171.5])
        #expect(frames["name"] == [24, 92, 327, 34])  // its margins: 8 inside the card
        #expect(frames["email"] == [16, 271.5, 343, 34])  // the stack 16 below the card
        #expect(frames["password"] == [16, 313.5, 343, 34])  // 8 below the email field
        #expect(frames["ghost"] == [24, 144, 327, 34])  // its only constraint was left out: as saved
    }

    @Test("on the largest iPhone, the same constraints give other frames")
    func largest() throws {
        let frames = try Self.frames(on: "iphone-17-pro-max")
        // Safe area top 98 (status bar 54, navigation bar 44; the device's own 62 is less).
        #expect(frames["card"] == [16, 118, 408, 204])
        #expect(frames["name"] == [24, 126, 392, 34])
        #expect(frames["password"] == [16, 380, 408, 34])
    }

    @Test("an unknown device is a usage error naming the presets")
    func unknownDevice() throws {
        let result = try KeySlideProcess.run(
            ["import", ImportCommandTests.fixture("Constraints.storyboard"), "--device", "iphone-99"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("Unknown device 'iphone-99'"))
    }
}
