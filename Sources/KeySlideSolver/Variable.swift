/// An unknown the solver finds a value for: a view's left edge, its width, a keyboard's top.
///
/// A value type whose identity is its `id`, so copies are the same variable and two variables
/// created apart are different even with one name. The name is only for people reading a
/// description or a failing test. The solver keeps the values: ask it with `Solver.value(of:)`.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// Unique in the process; equality and hashing use it alone.
    public let id: UInt64
    /// For debugging only.
    public let name: String

    public init(_ name: String = "") {
        self.id = Identity.next()
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    public var description: String {
        name.isEmpty ? "v\(id)" : name
    }
}

/// A variable times a coefficient: one summand of an `Expression`.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
    }
}
