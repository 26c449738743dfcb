/// A table from an id (`Variable.id`, `Constraint.id`) to a value, for the solver's lookups.
///
/// A `Dictionary` keyed by a variable hashes the id with SipHash on every lookup, a few hundred
/// instructions; an add looks up each of its variables and its constraint, and reading a layout
/// looks up every variable. The ids are distinct integers from one counter, so a multiplicative
/// hash into an open-addressed table (linear probing, removal by shifting back, never more than
/// three quarters full) finds them in a few. Looked up only, never iterated, so the slots' order
/// cannot leak into the solver's answers; two tables are equal when they hold the same entries.
struct IDTable<Value: Equatable & Sendable>: Equatable, Sendable {
    /// The id in each slot; 0, which `Identity` never hands out, for an empty one.
    private var keys: [UInt64] = []
    private var values: [Value?] = []
    private(set) var count = 0

    /// Where `id` is, or the empty slot where it would go. The table must have slots.
    private func find(_ id: UInt64) -> (found: Bool, slot: Int) {
        let mask = keys.count - 1
        var slot = home(of: id, mask: mask)
        while keys[slot] != 0 {
            if keys[slot] == id {
                return (true, slot)
            }
            slot = (slot + 1) & mask
        }
        return (false, slot)
    }

    /// Fibonacci hashing: the high bits of the id times 2⁶⁴/φ.
    private func home(of id: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (id &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    subscript(_ id: UInt64) -> Value? {
        get {
            guard !keys.isEmpty else { return nil }
            let (found, slot) = find(id)
            return found ? values[slot] : nil
        }
        set {
            guard let newValue else {
                _ = removeValue(forID: id)
                return
            }
            if (count + 1) * 4 > keys.count * 3 {
                grow()
            }
            let (found, slot) = find(id)
            if !found {
                keys[slot] = id
                count += 1
            }
            values[slot] = newValue
        }
    }

    /// Removes the entry and returns its value; the entries after it in its probe run move back
    /// so that every entry stays reachable from its home slot.
    mutating func removeValue(forID id: UInt64) -> Value? {
        guard !keys.isEmpty else { return nil }
        var (found, hole) = find(id)
        guard found else { return nil }
        let removed = values[hole]
        count -= 1
        let mask = keys.count - 1
        var next = hole
        while true {
            keys[hole] = 0
            values[hole] = nil
            repeat {
                next = (next + 1) & mask
                if keys[next] == 0 {
                    return removed
                }
                // An entry whose home lies cyclically in (hole, next] is where it can be found.
            } while isBetween(home(of: keys[next], mask: mask), after: hole, upTo: next)
            keys[hole] = keys[next]
            values[hole] = values[next]
            hole = next
        }
    }

    private func isBetween(_ slot: Int, after start: Int, upTo end: Int) -> Bool {
        start <= end ? (start < slot && slot <= end) : (start < slot || slot <= end)
    }

    private mutating func grow() {
        let old = (keys, values)
        let capacity = max(16, keys.count * 2)
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: nil, count: capacity)
        for (key, value) in zip(old.0, old.1) where key != 0 {
            let (_, slot) = find(key)
            keys[slot] = key
            values[slot] = value
        }
    }

    static func == (left: IDTable, right: IDTable) -> Bool {
        left.count == right.count
            && zip(left.keys, left.values).allSatisfy { key, value in key == 0 || right[key] == value }
    }
}
