/// One column of the tableau's index: the ids of the basic symbols whose rows hold a symbol, as
/// a bit set. Adding and removing a row is one bit, whatever the column's length (a sorted array
/// moved half its length on every change: layout columns such as a root's width run through most
/// rows), and the members come out in id order, the order every scan over the rows keeps.
struct ColumnSet: Equatable, Sendable {
    /// Bit `id % 64` of word `id / 64`; words past the highest member may be missing.
    private(set) var words: [UInt64] = []

    var isEmpty: Bool {
        words.allSatisfy { $0 == 0 }
    }

    mutating func insert(_ id: Int32) {
        let word = Int(id) >> 6
        if word >= words.count {
            words.append(contentsOf: repeatElement(0, count: word - words.count + 1))
        }
        words[word] |= 1 << UInt64(id & 63)
    }

    mutating func remove(_ id: Int32) {
        let word = Int(id) >> 6
        if word < words.count {
            words[word] &= ~(1 << UInt64(id & 63))
        }
    }

    /// Equal when the members are, whatever zero words either keeps.
    static func == (left: ColumnSet, right: ColumnSet) -> Bool {
        let common = min(left.words.count, right.words.count)
        return left.words[..<common] == right.words[..<common]
            && left.words[common...].allSatisfy { $0 == 0 } && right.words[common...].allSatisfy { $0 == 0 }
    }

    mutating func removeAll() {
        words.removeAll()
    }

    /// The members, smallest first.
    var ids: [Int32] {
        members { $0 }
    }

    /// The members, smallest first, each made into a `T`: one array where `ids.map` made two,
    /// on the path of every substitution.
    func members<T>(_ transform: (Int32) -> T) -> [T] {
        var members: [T] = []
        for (index, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                members.append(transform(Int32(index << 6 + rest.trailingZeroBitCount)))
                rest &= rest - 1
            }
        }
        return members
    }
}
