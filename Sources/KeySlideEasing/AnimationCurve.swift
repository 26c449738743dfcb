/// UIKit's `UIViewAnimationCurve`, kept as the plain integer UIKit hands out.
///
/// The enum declares 0…3, but since iOS 7 the keyboard notifications carry 7, which no header
/// names (docs/facts.md §1.3). Code that switches over a closed enum loses 7; code that shifts the
/// raw value into `UIViewAnimationOptions` (`curve << 16`) keeps it. To let strategies do either,
/// any integer is representable here and never traps.
public struct AnimationCurve: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Slow at the beginning and end (0), the default.
    public static let easeInOut = AnimationCurve(rawValue: 0)
    /// Slow at the beginning (1).
    public static let easeIn = AnimationCurve(rawValue: 1)
    /// Slow at the end (2).
    public static let easeOut = AnimationCurve(rawValue: 2)
    /// Constant speed (3).
    public static let linear = AnimationCurve(rawValue: 3)
    /// The keyboard's undocumented curve (7), posted in keyboard notifications since iOS 7.
    public static let keyboard = AnimationCurve(rawValue: 7)

    /// The four documented curves and the keyboard's.
    public static let known: [AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear, .keyboard]

    /// `easeInOut`, `easeIn`, `easeOut`, `linear`, `keyboard`, or the bare number for anything else.
    public var name: String {
        switch rawValue {
        case 0: "easeInOut"
        case 1: "easeIn"
        case 2: "easeOut"
        case 3: "linear"
        case 7: "keyboard"
        default: String(rawValue)
        }
    }

    public var description: String { rawValue == 7 || !Self.known.contains(self) ? "curve(\(rawValue))" : name }

    /// The named curve (letter case ignored), or `nil` for a name that is not one of `known`.
    public init?(name: String) {
        guard let curve = Self.known.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = curve
    }

    /// The values the options' curve field can hold: four bits (docs/facts.md §1.2), so nothing
    /// larger survives `curve << 16`.
    public static let fieldValues = 0...15

    /// A curve written as a name (`easeOut`, `keyboard`; letter case ignored) or as a whole
    /// number the curve field can hold; `nil` for anything else.
    public init?(parsing text: String) {
        if let number = Int(text) {
            guard Self.fieldValues.contains(number) else { return nil }
            self.init(rawValue: number)
        } else {
            self.init(name: text)
        }
    }
}
