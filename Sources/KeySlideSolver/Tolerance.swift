/// The solver's one notion of "near zero".
///
/// Pivoting divides and multiplies by coefficients, so values that are zero in exact arithmetic come
/// out as tiny leftovers such as `1e-17`. Left in place they would keep dead cells alive in a row,
/// turn a redundant constraint into an unsatisfiable one, or pick a pivot on noise. Every test of
/// "is this zero?" in the tableau goes through `isNearZero`, so the threshold lives here and nowhere
/// else. `1e-8` is the threshold kiwisolver uses, which keeps the two solvers' verdicts on borderline
/// systems (a redundant equality, a conflict by a hair) the same.
enum Tolerance {
    static let epsilon = 1.0e-8

    static func isNearZero(_ value: Double) -> Bool {
        value < epsilon && value > -epsilon
    }
}
