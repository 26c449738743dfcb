/// Why the solver refused a request. After any of these the solver is exactly as it was before
/// the call, so a caller can drop the offending constraint and go on, as UIKit does when it
/// "breaks" a constraint it cannot satisfy.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added.
    case unsatisfiableConstraint(Constraint)
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    /// A coefficient or constant is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are pulled towards suggestions by a non-required constraint: a required one
    /// would make the first suggestion that disagrees with another required constraint unsatisfiable.
    case badRequiredStrength(Variable)
    /// `suggestValue` was given NaN or an infinity.
    case nonFiniteSuggestion(Variable)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint): "unsatisfiable constraint: \(constraint)"
        case .duplicateConstraint(let constraint): "constraint already added: \(constraint)"
        case .unknownConstraint(let constraint): "constraint not in the solver: \(constraint)"
        case .nonFiniteConstraint(let constraint): "constraint with a non-finite number: \(constraint)"
        case .duplicateEditVariable(let variable): "edit variable already added: \(variable)"
        case .unknownEditVariable(let variable): "not an edit variable: \(variable)"
        case .badRequiredStrength(let variable): "edit variable \(variable) cannot be required"
        case .nonFiniteSuggestion(let variable): "non-finite value suggested for \(variable)"
        }
    }
}
