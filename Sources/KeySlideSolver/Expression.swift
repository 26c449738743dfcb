/// Anything that reads as a linear expression: a `Variable`, a `Term` or an `Expression`.
///
/// The arithmetic operators are written once, generically over this protocol, instead of once per
/// pair of types: fewer overloads keep `x + 2 * y - 10` quick for the type checker.
public protocol ExpressionConvertible: Sendable {
    var expression: Expression { get }
}

/// A sum of terms plus a constant: `2 * x - y + 10`.
///
/// Terms keep the order they were written in, and `reduced()` merges repeats in order of first
/// appearance. Order matters because the solver numbers new variables as it meets them, and those
/// numbers decide ties between pivots; keeping the written order (never a hash order) is what makes
/// the same input give the same pivots in every process.
public struct Expression: Hashable, Sendable, CustomStringConvertible, ExpressionConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    public var expression: Expression {
        self
    }

    /// The same expression with each variable once, in order of first appearance, and terms whose
    /// coefficients cancel to exactly zero dropped.
    public func reduced() -> Expression {
        // A layout constraint has a handful of terms, and every constraint is reduced on its way
        // in: for so few, a scan over the terms merged so far costs less than hashing each
        // variable. The sums are taken in the same order either way.
        guard terms.count > 16 else {
            var merged: [Term] = []
            merged.reserveCapacity(terms.count)
            for term in terms {
                if let index = merged.firstIndex(where: { $0.variable.id == term.variable.id }) {
                    merged[index].coefficient += term.coefficient
                } else {
                    merged.append(term)
                }
            }
            merged.removeAll { $0.coefficient == 0 }
            return Expression(merged, constant: constant)
        }
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if let sum = sums[term.variable] {
                sums[term.variable] = sum + term.coefficient
            } else {
                sums[term.variable] = term.coefficient
                order.append(term.variable)
            }
        }
        let merged = order.compactMap { variable -> Term? in
            let coefficient = sums[variable]!
            return coefficient == 0 ? nil : Term(variable, coefficient)
        }
        return Expression(merged, constant: constant)
    }

    /// Whether every coefficient and the constant are finite; NaN or infinity would poison the
    /// tableau, so the solver refuses such a constraint instead.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty {
            parts.append("\(constant)")
        }
        return parts.joined(separator: " + ")
    }
}

extension Variable: ExpressionConvertible {
    public var expression: Expression {
        Expression(self)
    }
}

extension Term: ExpressionConvertible {
    public var expression: Expression {
        Expression([self])
    }
}

// The operators are generic over `ExpressionConvertible` and called from other modules (the
// layout engine builds thousands of expressions a pass): `@inlinable` lets the caller specialize
// them, where an unspecialized call would go through witness tables and boxes for every operand.
extension Expression {
    @inlinable
    func scaled(by factor: Double) -> Expression {
        Expression(
            terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: constant * factor
        )
    }

    @inlinable
    func adding(_ other: Expression) -> Expression {
        Expression(terms + other.terms, constant: constant + other.constant)
    }
}

@inlinable
public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs.expression.adding(rhs.expression)
}

@inlinable
public func + <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.expression.adding(Expression(constant: rhs))
}

@inlinable
public func + <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs).adding(rhs.expression)
}

@inlinable
public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs.expression.adding(rhs.expression.scaled(by: -1))
}

@inlinable
public func - <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.expression.adding(Expression(constant: -rhs))
}

@inlinable
public func - <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs).adding(rhs.expression.scaled(by: -1))
}

@inlinable
public prefix func - <E: ExpressionConvertible>(operand: E) -> Expression {
    operand.expression.scaled(by: -1)
}

@inlinable
public func * <E: ExpressionConvertible>(lhs: Double, rhs: E) -> Expression {
    rhs.expression.scaled(by: lhs)
}

@inlinable
public func * <E: ExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
    lhs.expression.scaled(by: rhs)
}

/// Divides each coefficient rather than multiplying by `1 / rhs`, so `x / 3` rounds once, not twice.
@inlinable
public func / <E: ExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
    let expression = lhs.expression
    return Expression(
        expression.terms.map { Term($0.variable, $0.coefficient / rhs) },
        constant: expression.constant / rhs
    )
}
