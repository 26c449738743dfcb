/// The length in bytes of a frame as libgd 2.3.3 writes it (`gdImageGifAnimAddPtr` with no
/// previous image), counted without writing it: the frame encoder tries several ways of writing
/// each frame and keeps the smallest, and asking libgd for each made encoding most of a GIF's
/// time (libgd reads every pixel through `gdImageGetPixel` and writes every byte). libgd then
/// writes only the one chosen.
///
/// The count follows libgd's `GIFAnimEncode` and `compress` (`src/gd_gif_out.c`,
/// docs/facts.md §R0.13) step for step — the same hash table, probes and code-width rules, the
/// same clear when the table holds 4,096 codes — so it is exact, not an estimate: a test holds
/// it to libgd's own bytes.
enum GIFFrameLength {
    /// The bytes of a frame of `indices` (raster order), each written as `relabel[index]`, in an
    /// image of `colorCount` colours, with a local colour table or not: graphic control
    /// extension (8), image descriptor (10), the table (3 bytes an entry, `1 << bits` entries),
    /// the minimum code size (1), the LZW data in sub-blocks of at most 254 bytes each led by its
    /// length, and the terminator (1).
    static func bytes(of indices: [UInt8], relabel: [UInt8], colorCount: Int, localColorTable: Bool) -> Int {
        let bits = GIFFrameEncoder.codeBits(colorCount: colorCount)
        let data = dataBytes(of: indices, relabel: relabel, bitsPerPixel: bits)
        let table = localColorTable ? 3 << bits : 0
        return 8 + 10 + table + 1 + data + (data + 253) / 254 + 1
    }

    /// libgd's `HSIZE`: the hash table's size, a prime above 4,096 codes.
    private static let hashSize = 5003
    /// libgd's `GIFBITS`: codes are at most 12 bits, so the table holds at most 4,096.
    private static let maximumBits = 12

    /// The bytes of LZW data `compress` writes, without sub-block lengths.
    static func dataBytes(of indices: [UInt8], relabel: [UInt8], bitsPerPixel: Int) -> Int {
        guard !indices.isEmpty else { return 0 }
        let initialBits = max(2, bitsPerPixel) + 1
        let clearCode = 1 << (initialBits - 1)
        let endCode = clearCode + 1
        let maximumCode = 1 << maximumBits
        var codeBits = initialBits
        var largestCode = (1 << codeBits) - 1
        var freeEntry = clearCode + 2
        var clearPending = false
        var written = 0
        // `output`: a code takes the current width; the width grows when the next entry would not
        // fit, or goes back to the start after a clear.
        func output(_ code: Int) {
            written += codeBits
            if freeEntry > largestCode || clearPending {
                if clearPending {
                    codeBits = initialBits
                    largestCode = (1 << codeBits) - 1
                    clearPending = false
                } else {
                    codeBits += 1
                    largestCode = codeBits == maximumBits ? maximumCode : (1 << codeBits) - 1
                }
            }
        }
        // The shift of libgd's xor hash: 8 minus the doublings that take `HSIZE` past 65,536.
        var doublings = 0
        var size = hashSize
        while size < 65536 {
            doublings += 1
            size *= 2
        }
        let shift = 8 - doublings
        var hashes = [Int32](repeating: -1, count: hashSize)
        var codes = [UInt16](repeating: 0, count: hashSize)
        hashes.withUnsafeMutableBufferPointer { hashes in
            codes.withUnsafeMutableBufferPointer { codes in
                indices.withUnsafeBufferPointer { pixels in
                    relabel.withUnsafeBufferPointer { relabel in
                        var entry = Int(relabel[Int(pixels[0])])
                        output(clearCode)
                        var next = 1
                        pixelLoop: while next < pixels.count {
                            let c = Int(relabel[Int(pixels[next])])
                            next += 1
                            let key = Int32(truncatingIfNeeded: c << maximumBits + entry)
                            var i = (c << shift) ^ entry
                            if hashes[i] == key {
                                entry = Int(codes[i])
                                continue
                            }
                            if hashes[i] >= 0 {
                                // Knott's secondary probe, as libgd: an occupied slot is one above 0.
                                let step = i == 0 ? 1 : hashSize - i
                                repeat {
                                    i -= step
                                    if i < 0 { i += hashSize }
                                    if hashes[i] == key {
                                        entry = Int(codes[i])
                                        continue pixelLoop
                                    }
                                } while hashes[i] > 0
                            }
                            output(entry)
                            entry = c
                            if freeEntry < maximumCode {
                                codes[i] = UInt16(truncatingIfNeeded: freeEntry)
                                freeEntry += 1
                                hashes[i] = key
                            } else {
                                hashes.update(repeating: -1)
                                freeEntry = clearCode + 2
                                clearPending = true
                                output(clearCode)
                            }
                        }
                        output(entry)
                        output(endCode)
                    }
                }
            }
        }
        return (written + 7) / 8
    }
}
