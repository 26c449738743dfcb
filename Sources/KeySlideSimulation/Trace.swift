import KeySlideGeometry
import KeySlideScene
import KeySlideUIKit

/// The `trace` output: the machine-readable record other tools and the tests rely on.
///
/// `{"scene", "strategy", "profile", "fps", "screen": {"width", "height"}, "events": [...],
/// "frames": [{"t", "keyboard": {"y", "height"}, "focus", "fields": {id: {"x", "y", "width",
/// "height"}}}]}` — one frame every 1/fps s from 0 through the duration; every position a
/// presentation value in upright window coordinates, in points. A scene with subviews adds
/// `"elements": [{"id", "type", "parent"}]` after the events, and `fields` then holds every
/// element, containers included, in tree order.
public enum Trace {
    /// The whole trace as one value; for long scenes `write(for:fps:layout:decimals:to:)` gives
    /// the same text without holding every frame.
    public static func json(for recording: Recording, fps: Int? = nil) -> JSONValue {
        let fps = fps ?? recording.scene.fps
        let elements = recording.elements
        let frames = FrameSchedule.throughEnd(duration: recording.scene.duration, fps: fps).times
            .map { frameJSON(recording, elements: elements, at: $0) }
        return .object(header(of: recording, fps: fps) + [("frames", .array(frames))])
    }

    /// Writes the trace's text — `json(for:fps:).serialized(layout, decimals:)` — to `output`
    /// piece by piece, one frame at a time. Memory stays that of one frame, where the whole value
    /// of a 600 s scene of 200 elements at 50 fps (6 million rectangles) would take gigabytes.
    public static func write(
        for recording: Recording, fps: Int? = nil, layout: JSONValue.Layout, decimals: Int? = nil,
        to output: (String) -> Void
    ) {
        let fps = fps ?? recording.scene.fps
        let elements = recording.elements
        let frames = FrameSchedule.throughEnd(duration: recording.scene.duration, fps: fps).times.lazy
            .map { frameJSON(recording, elements: elements, at: $0) }
        JSONValue.writeObject(
            header(of: recording, fps: fps), streaming: "frames", items: frames, layout: layout, decimals: decimals,
            to: output)
    }

    /// Every member but the frames.
    static func header(of recording: Recording, fps: Int) -> [(String, JSONValue)] {
        let screen = recording.app.device.screen(recording.app.startOrientation)
        return [
            ("scene", .string(recording.scene.name)),
            ("strategy", .string(recording.strategy)),
            ("profile", .string(recording.scene.profile.name)),
            ("fps", .number(Double(fps))),
            ("screen", .object([("width", .number(screen.width)), ("height", .number(screen.height))])),
            ("events", .array(recording.app.events.map(eventJSON))),
        ] + (recording.treeJSON(framesAt: []).map { [("elements", $0)] } ?? [])
    }

    /// One frame: the time, the keyboard, the focused field and every element's rectangle.
    static func frameJSON(
        _ recording: Recording, elements: [(element: Scene.Element, view: ViewID)], at time: Double
    ) -> JSONValue {
        let keyboard = recording.keyboardFrame(at: time)
        let fields = elements.map { ($0.element.id, rectJSON(recording.windowRect(of: $0.view, at: time))) }
        var members: [(String, JSONValue)] = [
            ("t", .number(time)),
            ("keyboard", .object([("y", .number(keyboard.minY)), ("height", .number(keyboard.height))])),
            ("focus", recording.focusedField(at: time).map { .string(recording.app[$0].name) } ?? .null),
            ("fields", .object(fields)),
        ]
        // A scene that turns says which way up each frame is (the header's screen is the first one's).
        if recording.scene.rotates {
            members.insert(("orientation", .string(recording.app.orientation(at: time).rawValue)), at: 1)
        }
        return .object(members)
    }

    /// An event as `{"t", "name", …details…, "cause"}`.
    public static func eventJSON(_ event: Event) -> JSONValue {
        var members: [(String, JSONValue)] = [("t", .number(event.time)), ("name", .string(event.name))]
        for detail in event.details { members.append((detail.key, valueJSON(detail.value))) }
        if let cause = event.cause { members.append(("cause", .string(cause))) }
        return .object(members)
    }

    static func valueJSON(_ value: Event.Value) -> JSONValue {
        switch value {
        case .number(let x): .number(x)
        case .text(let s): .string(s)
        case .flag(let b): .bool(b)
        case .rect(let r): rectJSON(r)
        case .none: .null
        }
    }

    static func rectJSON(_ rect: Rect) -> JSONValue {
        .object([
            ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
            ("height", .number(rect.height)),
        ])
    }
}
