import KeySlideGeometry
import KeySlideLooks
import KeySlideScene
import KeySlideSimulation
import KeySlideTestSupport
import KeySlideUIKit
import Testing

/// The seed articles' layouts (as in SeedExampleTests) with the strategy each article wrote,
/// plus a few variations, and ways to pick things out of a display list.
enum LookFixtures {
    typealias B = SceneBuilder

    /// Seed 000: three fields in a plain view on an iPhone 4.
    static func sliding(device: Device = .iPhone4, profile: PlatformProfile = .iOS6) -> Scene {
        B.scene(
            name: "sliding", device: device, profile: profile,
            elements: [
                B.textField("top", 20, 40, 280, 31), B.textField("middle", 20, 200, 280, 31),
                B.textField("bottom", 20, 400, 280, 31),
            ], timeline: [B.tap("bottom", at: 0.5), B.tap("middle", at: 1.5), B.dismiss(at: 2.5)])
    }

    /// Seed 001: two fields near the bottom of an iPhone 5.
    static func shift(profile: PlatformProfile = .iOS7, orientation: Orientation = .portrait) -> Scene {
        B.scene(
            name: "shift", device: .iPhone5, profile: profile, orientation: orientation,
            elements: [
                B.textField("upper", 20, 440, 280, 31), B.textField("lower", 20, 480, 280, 31),
            ], timeline: [B.tap("lower", at: 0.5), B.tap("upper", at: 1.5), B.dismiss(at: 2.5)])
    }

    /// Seed 002: a scroll view with one field; the landscape variant runs in a portrait-fixed
    /// window before iOS 8.
    static func scroll(profile: PlatformProfile = .iOS6, orientation: Orientation = .portrait) -> Scene {
        let field =
            orientation == .portrait
            ? B.textField("txtDemo", 20, 350, 280, 31) : B.textField("txtDemo", 100, 200, 280, 31)
        let size = orientation == .portrait ? Size(width: 320, height: 600) : Size(width: 480, height: 600)
        return B.scene(
            name: "scroll", profile: profile, orientation: orientation, kind: .scroll, contentSize: size,
            elements: [field],
            timeline: [B.tap("txtDemo", at: 0.5), B.dismiss(at: 2)])
    }

    /// Seed 003: an iPad split view's detail pane with a toolbar over a scroll view.
    static func split(profile: PlatformProfile = .iOS6) -> Scene {
        B.scene(
            name: "split", device: .iPad, profile: profile, orientation: .landscape, toolbarHeight: 44,
            splitMasterWidth: 320, kind: .scroll,
            elements: [B.textField("name", 20, 20, 300, 31), B.textField("notes", 20, 600, 300, 31)],
            timeline: [B.tap("notes", at: 0.5), B.dismiss(at: 2.5)])
    }

    /// Seed 004: a root scroll view under the navigation bar with its top inset.
    static func form(device: Device = .iPhone5, profile: PlatformProfile = .iOS7) -> Scene {
        let screen = device.screen(.portrait)
        let top = device.statusBar(.portrait) + device.navigationBarHeight[.portrait]
        return B.scene(
            name: "form", device: device, profile: profile, rootFrame: Rect(origin: .zero, size: screen),
            navigationBar: true,
            kind: .scroll, contentSize: Size(width: screen.width, height: screen.height - top),
            contentInset: EdgeInsets(top: top),
            elements: [
                B.textField("topField", 10, 10, screen.width - 20, 40),
                B.textField("bottomField", 10, screen.height - top - 50, screen.width - 20, 40),
            ],
            timeline: [B.tap("bottomField", at: 0.5), B.dismiss(at: 2.5)])
    }

    /// Each seed's layout under its own strategy and under no strategy at all, on the devices
    /// and profiles that exercise the most code paths.
    static func recordings() -> [(label: String, recording: Recording)] {
        let cases: [(String, Scene, String)] = [
            ("sliding", sliding(), "sliding-sections"),
            ("sliding-none", sliding(), "none"),
            ("sliding-iphone15", sliding(device: .iPhone15, profile: .iOS17), "sliding-sections"),
            ("shift", shift(), "shift-by-overlap"),
            ("shift-landscape-ios7", shift(orientation: .landscape), "shift-by-overlap"),
            ("scroll", scroll(), "scroll-content-offset"),
            ("scroll-landscape-ios6", scroll(orientation: .landscape), "scroll-content-offset"),
            ("split", split(), "scroll-rect-to-visible"),
            ("form", form(), "content-inset"),
            ("form-iphone15", form(device: .iPhone15, profile: .iOS17), "content-inset"),
        ]
        return cases.map { label, scene, strategy in (label, Simulation.run(scene, strategyID: strategy)!) }
    }

    /// Times to check: every fifth frame, plus the very end.
    static func sampleTimes(_ recording: Recording) -> [Double] {
        let frames = recording.frameTimes
        return frames.enumerated().filter { $0.offset % 5 == 0 }.map(\.element) + [recording.scene.duration]
    }
}

// MARK: Reading display lists

extension DisplayList.Item {
    var rect: Rect? {
        if case .rect(let rect, _) = primitive.shape { rect } else { nil }
    }

    var text: Text? {
        if case .text(let text) = primitive.shape { text } else { nil }
    }

    /// What the item paints, ignoring anti-aliasing: its shape's bounds grown by half the stroke,
    /// cut to its clip; `nil` when nothing is left.
    var paintedRect: Rect? {
        guard let rect else { return nil }
        let half = (primitive.stroke?.width ?? 0) / 2
        let painted = rect.insetBy(dx: -half, dy: -half)
        guard let clip else { return painted }
        return painted.intersection(clip)
    }
}

extension DisplayList {
    /// The rectangles filled with `color` (and stroked with `stroke`, when given).
    func rects(filled color: Color, stroke: Color? = nil) -> [Rect] {
        items.filter { $0.primitive.fill == color && $0.primitive.stroke?.color == stroke }.compactMap(\.rect)
    }
}

extension Rect {
    /// Whether every edge is within `tolerance` of `other`'s: the display list adds offsets in
    /// a different order than the recording does, so the last bit may differ.
    func isClose(to other: Rect, tolerance: Double = 1e-9) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}
