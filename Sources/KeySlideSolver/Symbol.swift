/// A column of the tableau.
///
/// Cassowary's "Augmented Simplex Form" (Badros, Borning and Stuckey §2.1) splits the unknowns in
/// two: the user's variables, which may take any sign ("unrestricted"), and the variables the
/// solver adds, which must stay non-negative ("restricted"). Which kind a column is decides what it
/// may do. An external column becomes basic when a constraint on it is added (having no sign, any
/// value it takes is feasible) and is never chosen to leave by a simplex pivot: only restricted
/// rows bound a pivot. A dummy (the marker of a required equality, fixed at zero) never enters
/// through a pivot.
struct Symbol: Hashable, Sendable {
    enum Kind: UInt8, Sendable {
        /// A user `Variable`: unrestricted.
        case external
        /// The slack of an inequality (`expression + slack = 0`, `slack ≥ 0`), or a temporary
        /// artificial variable while a constraint is added.
        case slack
        /// One side of a non-required constraint's error; the objective weighs it by strength.
        case error
        /// Marks a required equality so it can be found again to remove; always zero.
        case dummy
    }

    /// The order the solver created it in. Every tie between candidate pivots is broken by the
    /// smallest id, which is deterministic and, with the smallest-ratio rule, is Bland's rule, so
    /// degenerate pivots cannot cycle.
    let id: Int32
    let kind: Kind

    /// Restricted columns are the non-negative ones, the only rows allowed to bound a pivot.
    var isRestricted: Bool {
        kind != .external
    }

    /// May enter the basis when a row has no other subject: slack and error columns.
    var isPivotable: Bool {
        kind == .slack || kind == .error
    }
}
