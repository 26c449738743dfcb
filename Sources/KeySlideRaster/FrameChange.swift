import Foundation
import KeySlideSystem

/// What one frame of a GIF changes over the frame before it, in palette indices: the box around
/// the changed pixels, which pixels of the box changed, and their new indices.
///
/// A GIF is painted once (`GIFRenderer`): the palette pass paints every frame to learn which
/// colours each writes, and keeps each frame's change in a `FrameChangeLog`; the encoding pass
/// replays the changes onto one canvas of indices (`FrameChangeReplay`) rather than painting
/// every frame a second time. Frames of an animation change few pixels — the twelve-phone
/// comparison of Samples/interactive-keyboard-drag.yaml changes 5 % of each frame's box — so a
/// change is much smaller than its frame.
struct FrameChange: Equatable {
    /// The smallest box holding every changed pixel; the whole canvas for the first frame.
    let box: PixelRect
    /// The box in raster order as stretches of alternately unchanged and changed pixels, an
    /// unchanged one first (of length 0 when the box starts with a change). The first frame is
    /// one changed stretch after an empty one.
    let stretches: [Int]
    /// The changed pixels' indices, in raster order.
    let values: [UInt8]
    /// Whether this is the first frame, written whole with nothing transparent.
    let isFirst: Bool
}

/// A change worked out from two frames, by the palette pass (the log's reader builds one from its
/// fields, with the memberwise initializer).
extension FrameChange {
    /// The change from `previous` to `current` (palette indices, `width` per row, the same
    /// size), or the first frame when there is no `previous`; `nil` when no pixel differs.
    init?(from previous: [UInt8]?, to current: [UInt8], width: Int) {
        guard let previous else {
            box = PixelRect(minX: 0, minY: 0, maxX: width, maxY: current.count / width)
            stretches = [0, current.count]
            values = current
            isFirst = true
            return
        }
        guard let box = Self.changedBox(from: previous, to: current, width: width) else { return nil }
        self.box = box
        isFirst = false
        var stretches: [Int] = []
        var values: [UInt8] = []
        // The open stretch: changed or not, and how long so far.
        var changed = false
        var length = 0
        current.withUnsafeBufferPointer { new in
            previous.withUnsafeBufferPointer { old in
                guard let newStart = new.baseAddress, let oldStart = old.baseAddress else { return }
                let (rawNew, rawOld) = (UnsafeRawPointer(newStart), UnsafeRawPointer(oldStart))
                for y in box.minY..<box.maxY {
                    var i = y * width + box.minX
                    let end = i + box.width
                    while i < end {
                        // Unchanged pixels eight at a time.
                        if !changed, i + 8 <= end, ByteWords.load(rawNew, i) == ByteWords.load(rawOld, i) {
                            length += 8
                            i += 8
                            continue
                        }
                        let differs = new[i] != old[i]
                        if differs != changed {
                            stretches.append(length)
                            changed = differs
                            length = 0
                        }
                        if differs { values.append(new[i]) }
                        length += 1
                        i += 1
                    }
                }
            }
        }
        stretches.append(length)
        self.stretches = stretches
        self.values = values
    }

    /// The smallest box holding every pixel where `current` differs from `previous`, or `nil`.
    static func changedBox(from previous: [UInt8], to current: [UInt8], width: Int) -> PixelRect? {
        let height = current.count / width
        return previous.withUnsafeBufferPointer { old in
            current.withUnsafeBufferPointer { new in
                guard let oldStart = old.baseAddress, let newStart = new.baseAddress else { return nil }
                func rowDiffers(_ y: Int) -> Bool { memcmp(oldStart + y * width, newStart + y * width, width) != 0 }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers) ?? top
                var left = width
                var right = -1
                let (rawOld, rawNew) = (UnsafeRawPointer(oldStart), UnsafeRawPointer(newStart))
                for y in top...bottom {
                    let row = y * width
                    var x = 0
                    while x + 8 <= left, ByteWords.load(rawOld, row + x) == ByteWords.load(rawNew, row + x) { x += 8 }
                    while x < left, old[row + x] == new[row + x] { x += 1 }
                    left = min(left, x)
                    x = width - 1
                    while x - 8 > right, ByteWords.load(rawOld, row + x - 7) == ByteWords.load(rawNew, row + x - 7) {
                        x -= 8
                    }
                    while x > right, old[row + x] == new[row + x] { x -= 1 }
                    right = max(right, x)
                }
                return PixelRect(minX: left, minY: top, maxX: right + 1, maxY: bottom + 1)
            }
        }
    }

    /// The colours the frame writes: its changed pixels' indices.
    var colorsWritten: PaletteUsage.ColorSet {
        var written = PaletteUsage.ColorSet()
        values.withUnsafeBufferPointer { values in
            var i = 0
            while i < values.count {
                written.insert(values[i])
                i = ByteWords.runEnd(of: values[i], in: values, from: i + 1)
            }
        }
        return written
    }
}

/// The changes of every frame time of a GIF, in order, kept between its two passes.
///
/// A long scene's changes add up (60 s of readme-form at scale 2 changes hundreds of megabytes
/// of pixels), so they are written compactly — each changed run of one index as the index and its
/// length — and, past `memoryLimit` bytes, to a scratch file without a name (`tmpfile`: it goes
/// when the process does, however it ends), so the render's memory stays flat. Where no scratch
/// file can be made, they stay in memory.
struct FrameChangeLog {
    /// Bytes kept in memory before they go to the scratch file: 8 MB unless a test asks for less.
    let memoryLimit: Int

    private var held: [UInt8] = []
    private var scratch: ScratchFile?
    /// Whether a scratch file was asked for: once, and when the system has none the log stays in
    /// memory.
    private var scratchAsked = false

    init(memoryLimit: Int = 8 << 20) {
        self.memoryLimit = memoryLimit
    }

    /// Whether the log has gone to a scratch file.
    var isSpilled: Bool { scratch != nil }

    /// Adds the next frame time's change; `nil` when it shows nothing new.
    mutating func append(_ change: FrameChange?) throws(RasterError) {
        try append(record: Self.record(of: change))
    }

    /// The bytes `append` adds for `change`: a function of the change alone, so a GIF's workers
    /// write them while the frames are compared, and only copying them in order is left to
    /// the one thread that delivers (writing each record there was 25 ms of readme-form's compare
    /// at scale 1 with the other core waiting).
    static func record(of change: FrameChange?) -> [UInt8] {
        var record = RecordWriter()
        if let change {
            record.varint(change.isFirst ? 2 : 1)
            for edge in [change.box.minX, change.box.minY, change.box.maxX, change.box.maxY] { record.varint(edge) }
            record.varint(change.stretches.count)
            for stretch in change.stretches { record.varint(stretch) }
            record.runs(of: change.values)
        } else {
            record.varint(0)
        }
        return record.bytes
    }

    /// Adds the next frame time's change as `record(of:)` wrote it.
    mutating func append(record: [UInt8]) throws(RasterError) {
        held += record
        if held.count >= memoryLimit {
            if !scratchAsked {
                scratch = ScratchFile()
                scratchAsked = true
            }
            if let scratch {
                try scratch.write(held)
                held.removeAll(keepingCapacity: true)
            }
        }
    }

    /// The changes in the order they were added, read back one at a time.
    mutating func reader() throws(RasterError) -> Reader {
        if let scratch {
            try scratch.write(held)
            held = []
            try scratch.rewind()
        }
        return Reader(scratch: scratch, buffer: held)
    }

    /// Reads the log back, from the scratch file a chunk at a time, then from memory.
    struct Reader {
        fileprivate var scratch: ScratchFile?
        fileprivate var buffer: [UInt8]
        fileprivate var position = 0

        /// The next frame time's change: `.some(nil)` for one that shows nothing new, `nil` past
        /// the last.
        mutating func next() throws(RasterError) -> FrameChange?? {
            guard try ensure(1) else { return nil }
            let kind = try varint()
            guard kind != 0 else { return .some(nil) }
            let box = PixelRect(minX: try varint(), minY: try varint(), maxX: try varint(), maxY: try varint())
            var stretches: [Int] = []
            let stretchCount = try varint()
            stretches.reserveCapacity(stretchCount)
            for _ in 0..<stretchCount { stretches.append(try varint()) }
            var values: [UInt8] = []
            let runCount = try varint()
            for _ in 0..<runCount {
                guard try ensure(1) else { throw RasterError.scratchEndedEarly }
                let value = buffer[position]
                position += 1
                values.append(contentsOf: repeatElement(value, count: try varint()))
            }
            return FrameChange(box: box, stretches: stretches, values: values, isFirst: kind == 2)
        }

        private mutating func varint() throws(RasterError) -> Int {
            var value = 0
            var shift = 0
            while true {
                guard try ensure(1) else { throw RasterError.scratchEndedEarly }
                let byte = buffer[position]
                position += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        /// Whether `count` more bytes are at hand, reading the next chunk of the scratch file
        /// when the buffer runs out.
        private mutating func ensure(_ count: Int) throws(RasterError) -> Bool {
            if position + count <= buffer.count { return true }
            guard let scratch else { return false }
            let chunk = try scratch.read(upTo: 1 << 20)
            guard !chunk.isEmpty else {
                self.scratch = nil
                return position + count <= buffer.count
            }
            buffer = Array(buffer[position...]) + chunk
            position = 0
            return position + count <= buffer.count
        }
    }

    /// One record's bytes: unsigned LEB128 numbers, and runs of one index as the index then
    /// the run's length.
    private struct RecordWriter {
        var bytes: [UInt8] = []

        mutating func varint(_ value: Int) {
            var rest = UInt(value)
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func runs(of values: [UInt8]) {
            var runs: [(UInt8, Int)] = []
            values.withUnsafeBufferPointer { values in
                var i = 0
                while i < values.count {
                    let end = ByteWords.runEnd(of: values[i], in: values, from: i + 1)
                    runs.append((values[i], end - i))
                    i = end
                }
            }
            varint(runs.count)
            for (value, length) in runs {
                bytes.append(value)
                varint(length)
            }
        }
    }
}

/// The encoding pass's canvas of palette indices, brought up to date one change at a time, and
/// what each change hands the encoder.
struct FrameChangeReplay {
    /// A frame ready to encode: the whole first frame, or a changed box with its indices and
    /// which of them are unchanged.
    enum Frame {
        case first([UInt8])
        case change(box: PixelRect, indices: [UInt8], unchanged: [Bool])
    }

    private var canvas: [UInt8]
    private let width: Int
    /// Each index the log holds, as the encoder's palette numbers it.
    private let relabel: [UInt8]

    init(width: Int, height: Int, relabel: [UInt8]) {
        canvas = [UInt8](repeating: 0, count: width * height)
        self.width = width
        self.relabel = relabel
    }

    /// Applies `change` to the canvas and returns the frame to encode.
    mutating func frame(after change: FrameChange) -> Frame {
        let box = change.box
        // The first frame is written whole: it has no unchanged pixels to mark.
        var unchanged = [Bool](repeating: false, count: change.isFirst ? 0 : box.width * box.height)
        canvas.withUnsafeMutableBufferPointer { canvas in
            unchanged.withUnsafeMutableBufferPointer { unchanged in
                var boxOffset = 0
                var valueIndex = 0
                for (number, length) in change.stretches.enumerated() {
                    let changed = number % 2 == 1
                    if !changed {
                        if length > 0 { (unchanged.baseAddress! + boxOffset).update(repeating: true, count: length) }
                        boxOffset += length
                        continue
                    }
                    var rest = length
                    while rest > 0 {
                        // The part of the stretch on this row of the box.
                        let row = boxOffset / box.width
                        let column = boxOffset % box.width
                        let piece = min(rest, box.width - column)
                        let start = (box.minY + row) * width + box.minX + column
                        for k in 0..<piece { canvas[start + k] = relabel[Int(change.values[valueIndex + k])] }
                        valueIndex += piece
                        boxOffset += piece
                        rest -= piece
                    }
                }
            }
        }
        if change.isFirst { return .first(canvas) }
        var indices = [UInt8](repeating: 0, count: box.width * box.height)
        indices.withUnsafeMutableBufferPointer { indices in
            canvas.withUnsafeBufferPointer { canvas in
                for row in 0..<box.height {
                    (indices.baseAddress! + row * box.width).update(
                        from: canvas.baseAddress! + (box.minY + row) * width + box.minX, count: box.width)
                }
            }
        }
        return .change(box: box, indices: indices, unchanged: unchanged)
    }
}
