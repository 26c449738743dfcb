/// How a constraint's expression compares with zero.
public enum Relation: String, Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    public var description: String {
        rawValue
    }
}

/// A linear relation the solver should satisfy: `expression ⋈ 0` at some strength.
///
/// A value with identity, like `Variable`: `Constraint(x, .equal, y)` twice gives two constraints
/// (as two `NSLayoutConstraint`s with the same anchors are two), while copies of one are the same
/// constraint, which is what `Solver.remove(_:)` and `hasConstraint(_:)` look for. The expression
/// is stored as `lhs - rhs`, reduced, so the relation always compares with zero; that is the form
/// the tableau rows take (Badros, Borning and Stuckey §2.1, "Augmented Simplex Form").
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// Unique in the process; equality and hashing use it alone.
    public let id: UInt64
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength

    /// `expression ⋈ 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.id = Identity.next()
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
    }

    /// `lhs ⋈ rhs`: the main spelling, e.g. `Constraint(view.right, .lessThanOrEqual, edge - 8)`.
    public init<L: ExpressionConvertible, R: ExpressionConvertible>(
        _ lhs: L,
        _ relation: Relation,
        _ rhs: R,
        strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// `lhs ⋈ constant`, e.g. `Constraint(width, .greaterThanOrEqual, 44, strength: .strong)`.
    public init<L: ExpressionConvertible>(
        _ lhs: L,
        _ relation: Relation,
        _ rhs: Double,
        strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// The same relation at another strength. It is a new constraint with its own identity: a
    /// solver holding this one does not hold the copy.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    public var description: String {
        "\(expression) \(relation) 0 (\(strength))"
    }
}

// Constraint-building operators. `<=` and `>=` are safe to overload: none of the expression types
// is `Comparable`, so they cannot be confused with a comparison. `==` is not: `Variable`,
// `Expression` and `Constraint` are `Equatable`, and `x == y` must stay a `Bool`. Equality
// constraints are spelt `|==|` instead. Each operator makes a required constraint; use
// `withStrength(_:)` or the initialiser for any other strength.

infix operator |==| : ComparisonPrecedence

public func |==| <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .equal, rhs)
}

public func |==| <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, rhs)
}

public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}

public func <= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}

public func <= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(rhs, .greaterThanOrEqual, lhs)
}

public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}

public func >= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}

public func >= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(rhs, .lessThanOrEqual, lhs)
}
