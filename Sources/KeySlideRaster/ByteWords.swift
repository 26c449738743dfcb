/// Byte arrays read and written eight bytes at a time, as one 64-bit word.
///
/// A GIF frame's changed box is mostly long runs of one palette index (and unchanged flags that
/// stay the same for as long), and the frame encoder walks it a dozen times; a word at a time,
/// a run costs an eighth of a step a pixel. `Bool`s are one byte, 0 or 1, so a word of flags is
/// `0x01` or `0x00` in each byte.
enum ByteWords {
    /// `0x01` in every byte: a byte times this is that byte eight times.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lowSeven: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// `0x01` in each byte where `a` and `b` hold the same byte, `0x00` where they differ.
    @inline(__always)
    static func equalBytes(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let difference = a ^ b
        // A byte's high bit ends set when the byte is not zero: its low seven bits carry into it,
        // or it was set already. No carry crosses into the next byte.
        let nonZero = ((difference & lowSeven) &+ lowSeven | difference) & highBits
        return (~nonZero & highBits) >> 7
    }

    /// The word at byte `offset` of `base`.
    @inline(__always)
    static func load(_ base: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// Writes `word` at byte `offset` of `base`.
    @inline(__always)
    static func store(_ word: UInt64, _ base: UnsafeMutableRawPointer, _ offset: Int) {
        base.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
    }

    /// The index after the run of `value` in `bytes` that goes on at `start` (`start` itself
    /// when `bytes[start]` differs): a word at a time while all eight match, then byte by byte.
    @inline(__always)
    static func runEnd(of value: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        let count = bytes.count
        if let base = bytes.baseAddress {
            let eight = UInt64(value) &* ones
            while end + 8 <= count, load(base, end) == eight { end += 8 }
        }
        while end < count, bytes[end] == value { end += 1 }
        return end
    }

    /// Whether `a` holds exactly `count` bytes and they are `b`'s first `count`.
    static func equal(_ a: [UInt8], _ b: [UInt8], count: Int) -> Bool {
        guard a.count == count, b.count >= count else { return false }
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                guard let left = a.baseAddress, let right = b.baseAddress else { return true }
                var i = 0
                while i + 8 <= count {
                    if load(left, i) != load(right, i) { return false }
                    i += 8
                }
                while i < count {
                    if a[i] != b[i] { return false }
                    i += 1
                }
                return true
            }
        }
    }
}
