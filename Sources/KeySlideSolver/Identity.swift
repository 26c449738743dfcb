import Synchronization

/// Where variables and constraints get their identity.
///
/// Both are values that the caller copies freely, yet the solver must know two copies of one
/// variable from two variables that happen to share a name, as Auto Layout knows one
/// `NSLayoutConstraint` object from another with the same content. A process-wide counter gives each
/// a number once, at creation; copies keep it. The numbers are never used to order anything inside
/// the solver (it orders by its own symbols, numbered in the order it meets them), so tests that
/// create variables on several threads at once still get the same pivots and the same results.
enum Identity {
    private static let counter = Atomic<UInt64>(1)

    static func next() -> UInt64 {
        counter.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}
