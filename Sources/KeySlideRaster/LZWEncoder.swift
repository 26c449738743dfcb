/// GIF's variable-length LZW coder (GIF89a appendix F), written for KeySlide's frames.
///
/// KeySlide writes its GIF frames' LZW data itself rather than through libgd, because libgd's
/// coder cannot reach the size goal (issue 15, docs/facts.md §R0.14): it clears its code table the
/// moment the table is full, and on a large frame that is mostly one colour that costs a third of
/// the frame (a comparison's frame at scale 2: 14,264 bytes from libgd, 9,913 keeping the table).
/// This coder does what libgd does up to that moment — a clear code first, codes one bit wider
/// than the minimum code size, a new table entry for every code written, the width growing to 12
/// bits — and then, at the first miss with a full table, writes the rest of the frame both ways:
/// clearing (libgd's way, and again at every later fill) and keeping the full table, adding
/// nothing, as gifsicle does while it pays. The smaller is kept, so a frame is never larger than
/// libgd's way of coding it.
///
/// Pixels are looked up two ways, with the same result as plain LZW's one. Most of a frame is runs
/// of one index (transparent above all), and the strings made of one pixel repeated are always
/// that pixel twice, three times, … up to some length, made in that order; so they are kept per
/// pixel (`runCodes`), and a run is matched by counting its pixels rather than by looking each one
/// up. Every other string is found in a hash of 16,384 32-bit slots (64 KB, so it stays in the
/// processor's cache: a dense table of 4,096 × 256 entries was slower, every look-up a cache
/// miss), each holding the string's key — its prefix code and next pixel, 20 bits — above its own
/// code, 12 bits; a slot of 0 is empty (no string code is below 6). A quarter full at most, with
/// linear probing, a look-up is about one load. Only what was filled is emptied again, so one
/// encoder serves every way of writing a frame without zeroing its table.
struct LZWEncoder {
    /// GIF codes are at most 12 bits wide: a table of 4,096 codes.
    static let codeLimit = 4096

    /// What to do at a miss once the table holds `codeLimit` codes.
    enum FullTable {
        /// Write a clear code and start again from single pixels (libgd).
        case clear
        /// Keep matching against the full table, adding nothing (gifsicle, while its strings stay
        /// long).
        case keep
    }

    /// Slots of `key << 12 | code`, where `key` is `prefix << 8 | pixel`; 0 is empty.
    private var table = [UInt32](repeating: 0, count: slotCount)
    /// The slot each code was put in, to empty it again; -1 for a run's code.
    private var slots = [Int32](repeating: 0, count: codeLimit)
    /// `runCodes[pixel][k]`: the code of `pixel` repeated `k + 2` times.
    private var runCodes = [[UInt16]](repeating: [], count: 256)
    private static let slotBits = 14
    private static let slotCount = 1 << slotBits

    /// The LZW data of `pixels`, each written as `relabel[pixel]` (which must be below
    /// `1 << minimumCodeSize`, and differ for different pixels), without the sub-block framing:
    /// the smaller of the two ways of going on from a full table, the clearing way on a tie. The
    /// codes up to the first full table are the same both ways and are worked out once. `nil`
    /// when the data would be longer than `limit` bytes: coding stops there, which spares most of
    /// the work on a way of writing a frame that cannot beat one already found.
    mutating func data(of pixels: [UInt8], relabel: [UInt8], minimumCodeSize: Int, limit: Int = .max) -> [UInt8]? {
        guard !pixels.isEmpty else { return [] }
        var writer = CodeWriter(capacity: pixels.count / 8 + 16)
        var coder = start(minimumCodeSize: minimumCodeSize, first: relabel[Int(pixels[0])], writer: &writer)
        let fork: Int
        switch code(pixels, relabel: relabel, from: 1, coder: &coder, writer: &writer, whenFull: .stop, limit: limit) {
        case .done: return finish(&coder, writer: writer, limit: limit)
        case .tooLong:
            emptyTable(of: &coder)
            return nil
        case .full(let at): fork = at
        }
        let atFork = (coder, writer)
        var kept: [UInt8]?
        switch code(
            pixels, relabel: relabel, from: fork + 1, coder: &coder, writer: &writer, whenFull: .keep, limit: limit)
        {
        case .tooLong: emptyTable(of: &coder)
        default: kept = finish(&coder, writer: writer, limit: limit)
        }
        // The table is empty again; back to the fork, the clearing way, to beat what keeping made.
        let clearLimit = kept.map { $0.count } ?? limit
        (coder, writer) = atFork
        writer.write(coder.clearCode, width: coder.width)
        coder.next = coder.firstCode
        coder.width = coder.minimumCodeSize + 1
        var cleared: [UInt8]?
        switch code(
            pixels, relabel: relabel, from: fork + 1, coder: &coder, writer: &writer, whenFull: .clear,
            limit: clearLimit)
        {
        case .tooLong: emptyTable(of: &coder)
        default: cleared = finish(&coder, writer: writer, limit: clearLimit)
        }
        return cleared ?? kept
    }

    /// The LZW data of `pixels` going on from a full table only as `fullTable` says.
    mutating func data(of pixels: [UInt8], relabel: [UInt8], minimumCodeSize: Int, fullTable: FullTable) -> [UInt8] {
        guard !pixels.isEmpty else { return [] }
        var writer = CodeWriter(capacity: pixels.count / 8 + 16)
        var coder = start(minimumCodeSize: minimumCodeSize, first: relabel[Int(pixels[0])], writer: &writer)
        let whenFull: WhenFull = fullTable == .clear ? .clear : .keep
        _ = code(pixels, relabel: relabel, from: 1, coder: &coder, writer: &writer, whenFull: whenFull, limit: .max)
        return finish(&coder, writer: writer, limit: .max) ?? []
    }

    /// Where a coder is: the string matched so far, the next code to make, the code width, and,
    /// when the string is one pixel repeated, that pixel and how many times.
    private struct Coder {
        let minimumCodeSize: Int
        var entry: Int
        var next: Int
        var width: Int
        var runLength: Int
        var runPixel: Int

        var clearCode: Int { 1 << minimumCodeSize }
        var firstCode: Int { clearCode + 2 }
    }

    private enum WhenFull {
        case stop, keep, clear
    }

    /// How coding a stretch of pixels ended: at the last pixel, at a miss with a full table
    /// (`.stop` only: that pixel's index), or past the byte limit.
    private enum Outcome {
        case done
        case full(at: Int)
        case tooLong
    }

    /// A coder at the first pixel, the clear code that starts GIF data written.
    private func start(minimumCodeSize: Int, first: UInt8, writer: inout CodeWriter) -> Coder {
        precondition((2...8).contains(minimumCodeSize), "GIF's minimum code size is 2 to 8 bits")
        let coder = Coder(
            minimumCodeSize: minimumCodeSize, entry: Int(first), next: (1 << minimumCodeSize) + 2,
            width: minimumCodeSize + 1, runLength: 1, runPixel: Int(first))
        writer.write(coder.clearCode, width: coder.width)
        return coder
    }

    /// Codes `pixels[start...]`. At a miss with a full table it stops there (`.stop`: the index
    /// of that pixel is returned, the string before it written, the coder's string that pixel),
    /// goes on adding nothing (`.keep`) or writes a clear code and starts a new table (`.clear`).
    /// It gives up once the data is longer than `limit` bytes.
    private mutating func code(
        _ pixels: [UInt8], relabel: [UInt8], from start: Int, coder: inout Coder, writer: inout CodeWriter,
        whenFull: WhenFull, limit: Int
    ) -> Outcome {
        let mask = Self.slotCount - 1
        let hashShift = UInt32(32 - Self.slotBits)
        let (clearCode, initialWidth) = (coder.clearCode, coder.minimumCodeSize + 1)
        var (entry, next, width) = (coder.entry, coder.next, coder.width)
        var (runLength, runPixel) = (coder.runLength, coder.runPixel)
        var runCodes = self.runCodes
        self.runCodes = []
        defer {
            (coder.entry, coder.next, coder.width) = (entry, next, width)
            (coder.runLength, coder.runPixel) = (runLength, runPixel)
            self.runCodes = runCodes
        }
        return table.withUnsafeMutableBufferPointer { table in
            slots.withUnsafeMutableBufferPointer { slots in
                pixels.withUnsafeBufferPointer { pixels in
                    relabel.withUnsafeBufferPointer { relabel -> Outcome in
                        let count = pixels.count
                        var i = start
                        while i < count {
                            let raw = pixels[i]
                            let pixel = Int(relabel[Int(raw)])
                            if runLength > 0, pixel == runPixel {
                                // The string is this pixel repeated: count the run instead.
                                let end = ByteWords.runEnd(of: raw, in: pixels, from: i + 1)
                                var remaining = end - i
                                while remaining > 0 {
                                    let longest = runCodes[pixel].count + 1
                                    if runLength + remaining <= longest {
                                        runLength += remaining
                                        entry = runLength == 1 ? pixel : Int(runCodes[pixel][runLength - 2])
                                        i = end
                                        break
                                    }
                                    // The longest run string matches, then one more pixel misses.
                                    i += longest - runLength
                                    remaining -= longest - runLength + 1
                                    Self.emit(
                                        longest == 1 ? pixel : Int(runCodes[pixel][longest - 2]), next: next,
                                        width: &width, to: &writer)
                                    entry = pixel
                                    runLength = 1
                                    if next < Self.codeLimit {
                                        runCodes[pixel].append(UInt16(next))
                                        slots[next] = -1
                                        next += 1
                                    } else {
                                        switch whenFull {
                                        case .stop: return .full(at: i)
                                        case .keep: break
                                        case .clear:
                                            Self.clear(
                                                table: table, slots: slots, runCodes: &runCodes, next: &next,
                                                width: &width,
                                                writer: &writer, clearCode: clearCode, initialWidth: initialWidth)
                                        }
                                    }
                                    i += 1
                                }
                                continue
                            }
                            let key = UInt32(truncatingIfNeeded: entry << 8 | pixel)
                            var slot = Int((key &* 0x9E37_79B1) >> hashShift)
                            var found = table[slot]
                            while found != 0, found >> 12 != key {
                                slot = (slot + 1) & mask
                                found = table[slot]
                            }
                            i += 1
                            if found != 0 {
                                entry = Int(found & 0xFFF)
                                runLength = 0
                                continue
                            }
                            Self.emit(entry, next: next, width: &width, to: &writer)
                            if writer.count > limit { return .tooLong }
                            entry = pixel
                            runLength = 1
                            runPixel = pixel
                            if next < Self.codeLimit {
                                table[slot] = key << 12 | UInt32(next)
                                slots[next] = Int32(slot)
                                next += 1
                                continue
                            }
                            switch whenFull {
                            case .stop: return .full(at: i - 1)
                            case .keep: continue
                            case .clear:
                                Self.clear(
                                    table: table, slots: slots, runCodes: &runCodes, next: &next, width: &width,
                                    writer: &writer, clearCode: clearCode, initialWidth: initialWidth)
                            }
                        }
                        return .done
                    }
                }
            }
        }
    }

    /// Writes the string matched before a miss; the decoder, one code behind, widens its codes
    /// when the code about to be made no longer fits.
    @inline(__always)
    private static func emit(_ code: Int, next: Int, width: inout Int, to writer: inout CodeWriter) {
        writer.write(code, width: width)
        if next >= 1 << width, width < 12 { width += 1 }
    }

    /// Writes a clear code and starts a new table.
    private static func clear(
        table: UnsafeMutableBufferPointer<UInt32>, slots: UnsafeMutableBufferPointer<Int32>,
        runCodes: inout [[UInt16]], next: inout Int, width: inout Int, writer: inout CodeWriter, clearCode: Int,
        initialWidth: Int
    ) {
        writer.write(clearCode, width: width)
        empty(table: table, slots: slots, runCodes: &runCodes, codes: (clearCode + 2)..<next)
        next = clearCode + 2
        width = initialWidth
    }

    /// Empties the table of `codes`: their hash slots, and every run string.
    private static func empty(
        table: UnsafeMutableBufferPointer<UInt32>, slots: UnsafeMutableBufferPointer<Int32>,
        runCodes: inout [[UInt16]], codes: Range<Int>
    ) {
        for code in codes where slots[code] >= 0 { table[Int(slots[code])] = 0 }
        for pixel in runCodes.indices where !runCodes[pixel].isEmpty {
            runCodes[pixel].removeAll(keepingCapacity: true)
        }
    }

    /// The data once the last string and the end code are written, or `nil` past `limit` bytes;
    /// the table is left empty for the next use.
    private mutating func finish(_ coder: inout Coder, writer: CodeWriter, limit: Int) -> [UInt8]? {
        var writer = writer
        var width = coder.width
        writer.write(coder.entry, width: width)
        if coder.next >= 1 << width, width < 12 { width += 1 }
        writer.write(coder.clearCode + 1, width: width)
        let bytes = writer.finished()
        emptyTable(of: &coder)
        return bytes.count > limit ? nil : bytes
    }

    /// Empties the table of what `coder` made, for the next use.
    private mutating func emptyTable(of coder: inout Coder) {
        let codes = coder.firstCode..<coder.next
        table.withUnsafeMutableBufferPointer { table in
            slots.withUnsafeMutableBufferPointer { slots in
                Self.empty(table: table, slots: slots, runCodes: &runCodes, codes: codes)
            }
        }
        coder.next = coder.firstCode
    }
}

/// Codes packed least significant bit first (GIF89a appendix F), into bytes.
private struct CodeWriter {
    private var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingBits = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Whole bytes written so far.
    var count: Int { bytes.count }

    mutating func write(_ code: Int, width: Int) {
        pending |= UInt64(code) << UInt64(pendingBits)
        pendingBits += width
        while pendingBits >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingBits -= 8
        }
    }

    /// The bytes, the last one padded with zero bits.
    consuming func finished() -> [UInt8] {
        if pendingBits > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
        return bytes
    }
}
