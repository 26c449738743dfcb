import KeySlideGeometry

/// One thing that happened in the app: a user action, a delegate callback, a notification, a
/// property change or animation start, a strategy's note. The trace lists them in order.
public struct Event: Hashable, Sendable {
    /// Seconds since the scene started.
    public var time: Double
    /// `tap`, `textFieldDidBeginEditing`, `keyboardWillShow`, `animation`, `set`, `note`, …
    public var name: String
    /// What it carried, in a fixed order.
    public var details: [Detail]
    /// The callback during which it happened, if any (`keyboardWillShow`, or `UIKit` for UIKit's
    /// own scrolling): lets `explain` say what a strategy did in response to what.
    public var cause: String?
    /// Which call of that callback: events of one call share the number, two calls at the same
    /// instant do not.
    public var call: Int?

    public struct Detail: Hashable, Sendable {
        public var key: String
        public var value: Value
        public init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// A detail's value.
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        case number(Double)
        case text(String)
        case flag(Bool)
        case rect(Rect)
        case none

        public var description: String {
            switch self {
            case .number(let x): x.readable()
            case .text(let s): s
            case .flag(let b): String(b)
            case .rect(let r): r.description
            case .none: "null"
            }
        }
    }

    public init(time: Double, name: String, details: [Detail] = [], cause: String? = nil, call: Int? = nil) {
        self.time = time
        self.name = name
        self.details = details
        self.cause = cause
        self.call = call
    }

    /// The value of detail `key`, if present.
    public subscript(key: String) -> Value? { details.first { $0.key == key }?.value }
}
