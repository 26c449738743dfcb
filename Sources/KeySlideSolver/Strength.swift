/// How much a constraint matters when not everything can hold.
///
/// Cassowary solves a constraint hierarchy (Badros, Borning and Stuckey §2.3, non-required
/// constraints and their quasi-linear objective): required constraints must hold, and every other
/// one adds its error, weighted by its strength, to the objective the simplex minimises. Like
/// kiwisolver, strengths are one `Double` per constraint rather than a lexicographic vector:
/// `strong`, `medium` and `weak` are a thousand times apart, and `create` caps each level at 1000,
/// so one strong constraint outweighs up to a thousand medium ones. The numbers are kiwisolver's,
/// so a test can hand the same values to both solvers.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The weight in the objective; `required.value` (1,001,001,000) means "must hold".
    public let value: Double

    /// A strength of `value`, clipped into `0...required.value` so that no preference can outweigh
    /// "required" and none can pull the wrong way. NaN counts as 0: a weight nobody can reason
    /// about should not be able to matter.
    public init(_ value: Double) {
        if value.isNaN {
            self.value = 0
        } else {
            self.value = min(max(value, 0), Strength.requiredValue)
        }
    }

    public init(floatLiteral value: Double) {
        self.init(value)
    }

    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }

    /// Combines three levels as kiwisolver's `strength::create` does: each level times `weight`,
    /// clamped to `0...1000`, then `strong * 1e6 + medium * 1e3 + weak`.
    public static func create(_ strong: Double, _ medium: Double, _ weak: Double, _ weight: Double = 1) -> Strength {
        func level(_ amount: Double) -> Double {
            min(max(amount * weight, 0), 1000)
        }
        return Strength(level(strong) * 1_000_000 + level(medium) * 1000 + level(weak))
    }

    private static let requiredValue = 1000.0 * 1_000_000 + 1000.0 * 1000 + 1000.0

    public static let required = Strength(requiredValue)
    public static let strong = create(1, 0, 0)
    public static let medium = create(0, 1, 0)
    public static let weak = create(0, 0, 1)

    /// Required constraints never enter the objective; they become hard rows of the tableau.
    public var isRequired: Bool {
        value >= Strength.requiredValue
    }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.value < rhs.value
    }

    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "\(value)"
        }
    }
}
