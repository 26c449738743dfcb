import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

/// Random scene descriptions for property tests: every device, profile and orientation, bars and
/// split views, fractional, overlapping, empty and off-screen element frames, pinned elements,
/// keyboard overrides and random timelines — all within what the checker accepts, so nearly every
/// one becomes a `Scene` (the tests count the few that do not, so the generator cannot drift into
/// testing nothing).
///
/// Everything is drawn from a `SplitMix64`, so a case replays from its seed.
public enum RandomScene {
    /// The curve names a keyboard override may take.
    static let curveNames = ["easeIn", "easeOut", "easeInOut", "linear", "keyboard"]

    /// Texts for titles, placeholders and texts: short and long, Latin, CJK, emoji and combining
    /// marks, none of which spells a number word (`nan`, `inf`), so a test can look for those in
    /// the output.
    static let texts = [
        "", "Email", "First name", "メールアドレス", "Ünïcödé", "👩‍💻 Code", "e\u{301}\u{301}\u{301}",
        String(repeating: "Long caption ", count: 20), "<&\"'>", "Tab\tand\nnewline",
    ]

    /// A description of a scene lasting at most `maximumDuration` seconds at `fps`; the duration
    /// falls on a frame (a whole number of 1/fps) unless `onFrame` is false.
    public static func description(
        fps: Int, maximumDuration: Double, onFrame: Bool = true, maximumElements: Int = 12,
        using generator: inout SplitMix64
    ) -> SceneDescription {
        let device = Device.all.randomElement(using: &generator)!
        let orientation = Orientation.allCases.randomElement(using: &generator)!
        let screen = device.screen(orientation)
        let frames = Int.random(in: 1...max(1, Int(maximumDuration * Double(fps))), using: &generator)
        let duration =
            onFrame
            ? Double(frames) / Double(fps)
            : max(0.02, Double(frames) / Double(fps) - Double.random(in: 0..<1, using: &generator) / Double(fps))
        let elements = (0..<Int.random(in: 0...maximumElements, using: &generator)).map {
            element(index: $0, screen: screen, using: &generator)
        }
        // Only a scroll view has a content size and inset.
        let scrolls = chance(0.5, &generator)
        let inputs = elements.filter { $0.type == "textField" || $0.type == "textView" }.map(\.id)
        return SceneDescription(
            title: chance(0.5, &generator) ? texts.randomElement(using: &generator) : nil,
            device: device.name,
            profile: PlatformProfile.all.randomElement(using: &generator)!.name,
            orientation: orientation.rawValue,
            fps: fps,
            duration: duration,
            navigationBar: chance(0.3, &generator)
                ? SceneDescription.Bar(
                    height: chance(0.5, &generator) ? .random(in: 20...60, using: &generator) : nil,
                    title: texts.randomElement(using: &generator))
                : nil,
            toolbar: chance(0.2, &generator)
                ? SceneDescription.Bar(height: .random(in: 20...80, using: &generator)) : nil,
            splitView: device.isPad && chance(0.3, &generator)
                ? SceneDescription.SplitView(masterWidth: .random(in: 100...(screen.width / 2), using: &generator))
                : nil,
            keyboard: chance(0.3, &generator) ? keyboard(screen: screen, using: &generator) : nil,
            view: SceneDescription.View(
                type: scrolls ? "scroll" : nil,
                contentSize: scrolls && chance(0.3, &generator)
                    ? Size(
                        width: .random(in: 0...2 * screen.width, using: &generator),
                        height: .random(in: 0...4 * screen.height, using: &generator))
                    : nil,
                contentInset: scrolls && chance(0.2, &generator)
                    ? EdgeInsets(
                        top: .random(in: 0...100, using: &generator), left: 0,
                        bottom: .random(in: 0...300, using: &generator), right: 0)
                    : nil,
                elements: elements),
            timeline: timeline(duration: duration, inputs: inputs, screen: screen, using: &generator))
    }

    static func chance(_ probability: Double, _ generator: inout SplitMix64) -> Bool {
        Double.random(in: 0..<1, using: &generator) < probability
    }

    /// An element anywhere from well off the screen's top-left to well past its bottom-right,
    /// often at fractional points, sometimes of zero size.
    static func element(index: Int, screen: Size, using generator: inout SplitMix64) -> SceneDescription.Element {
        let type = ["textField", "textField", "textView", "label", "button"].randomElement(using: &generator)!
        let frame = Rect(
            x: .random(in: -200...(screen.width + 100), using: &generator),
            y: .random(in: -200...(screen.height * 2), using: &generator),
            width: chance(0.05, &generator) ? 0 : .random(in: 0...(screen.width * 1.2), using: &generator),
            height: chance(0.05, &generator) ? 0 : .random(in: 0...200, using: &generator))
        return SceneDescription.Element(
            type: type, id: "e\(index)", frame: chance(0.3, &generator) ? frame.rounded : frame,
            placeholder: chance(0.5, &generator) ? texts.randomElement(using: &generator) : nil,
            text: chance(0.3, &generator) ? texts.randomElement(using: &generator) : nil,
            pin: chance(0.1, &generator) ? "bottom" : nil)
    }

    /// A keyboard override no taller than the screen (the keyboard is inside the screen).
    static func keyboard(screen: Size, using generator: inout SplitMix64) -> SceneDescription.Keyboard {
        SceneDescription.Keyboard(
            height: chance(0.5, &generator) ? .random(in: 1...screen.height, using: &generator) : nil,
            duration: chance(0.5, &generator) ? .random(in: 0...1, using: &generator) : nil,
            curve: chance(0.5, &generator)
                ? (chance(0.8, &generator) ? .name(curveNames.randomElement(using: &generator)!) : .number(7)) : nil)
    }

    /// Up to eight actions in time order within the duration, taps only on text inputs.
    static func timeline(
        duration: Double, inputs: [String], screen: Size, using generator: inout SplitMix64
    ) -> [Scene.Action] {
        let times = (0..<Int.random(in: 0...8, using: &generator))
            .map { _ in Double.random(in: 0..<duration, using: &generator) }.sorted()
        return times.map { time in
            let roll = Int.random(in: 0..<6, using: &generator)
            let kind: Scene.Action.Kind =
                if roll < 3, let input = inputs.randomElement(using: &generator) {
                    .tap(input)
                } else if roll == 3 {
                    .returnKey
                } else if roll == 4 {
                    .keyboardHeight(.random(in: 1...screen.height, using: &generator))
                } else {
                    .dismiss
                }
            return Scene.Action(time: time, kind: kind)
        }
    }
}

extension Rect {
    /// The same rectangle on whole points.
    fileprivate var rounded: Rect {
        Rect(x: minX.rounded(), y: minY.rounded(), width: width.rounded(), height: height.rounded())
    }
}
