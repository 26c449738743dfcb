import KeySlideGeometry
import KeySlideUIKit

/// The `trace` output: the machine-readable record other tools and the tests rely on.
///
/// `{"scene", "strategy", "profile", "fps", "screen": {"width", "height"}, "events": [...],
/// "frames": [{"t", "keyboard": {"y", "height"}, "focus", "fields": {id: {"x", "y", "width",
/// "height"}}}]}` — one frame every 1/fps s from 0 through the duration; every position a
/// presentation value in upright window coordinates, in points.
public enum Trace {
    public static func json(for recording: Recording, fps: Int? = nil) -> JSONValue {
        let fps = fps ?? recording.scene.fps
        let screen = recording.app.screenSize
        let elements = recording.elements
        let frames: [JSONValue] = Recording.frameTimes(duration: recording.scene.duration, fps: fps).map { time in
            let keyboard = recording.keyboardFrame(at: time)
            return .object([
                ("t", .number(time)),
                ("keyboard", .object([("y", .number(keyboard.minY)), ("height", .number(keyboard.height))])),
                ("focus", recording.focusedField(at: time).map { .string(recording.app[$0].name) } ?? .null),
                ("fields", .object(elements.map { ($0.element.id, rectJSON(recording.windowRect(of: $0.view, at: time))) })),
            ])
        }
        return .object([
            ("scene", .string(recording.scene.name)),
            ("strategy", .string(recording.strategy)),
            ("profile", .string(recording.scene.profile.name)),
            ("fps", .number(Double(fps))),
            ("screen", .object([("width", .number(screen.width)), ("height", .number(screen.height))])),
            ("events", .array(recording.app.events.map(eventJSON))),
            ("frames", .array(frames)),
        ])
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
        .object([("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}
