import Foundation
import KeySlideTestSupport
import Testing

/// A tap on a field wholly off the screen at that moment is a `file:line: warning:` on standard
/// error, naming the strategies under which it happened; the run goes on.
@Suite("off-screen tap warnings")
struct OffScreenTapWarningTests {
    static let scene = """
        device: iphone-8
        view:
          elements:
            - {type: textField, id: near, frame: [20, 100, 335, 36]}
            - {type: textField, id: far,  frame: [20, 700, 335, 36]}
        timeline:
          - {at: 0.4, tap: near}
          - {at: 1.0, tap: far}
        """

    @Test func explainWarnsWithTheTapsLine() throws {
        let directory = try KeySlideProcess.makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("off.yaml")
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)
        let result = try KeySlideProcess.run(
            ["explain", file.path, "--strategies", "none,shift-by-overlap"], in: directory)
        #expect(result.status == 0)
        // The frame is a warning of its own as the scene loads (`SceneReader+Warnings.swift`).
        #expect(
            result.standardError
                == "\(file.path):5:42: warning: view.elements[1].frame: 'far' at [20, 700, 335, 36] reaches outside "
                + "the screen's root view (375×647), so part of it is off the screen or hidden\n"
                + "\(file.path):8: warning: timeline[1].tap: field \"far\" is off the screen when tapped at 1.00 s "
                + "(its frame [20, 720, 335, 36], the screen 375 × 667) under none, shift-by-overlap\n")
        #expect(result.standardOutput.contains("none — "))
    }
}
