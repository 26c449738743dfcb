/// Which palette colours each frame of an animation writes: the colours of its pixels that
/// differ from the frame before (the first frame: all of its pixels). A frame equal to the one
/// before writes nothing and is not counted.
///
/// Gathered in a first pass over the painted frames (`FrameChange.colorsWritten`), for
/// `GIFPalette.reordered(byUse:)`: a GIF
/// streamed to disk must know its colour order before its first frame is written, and what a
/// frame writes is known only once it is painted. The indices may be in any order of the same
/// colours; the sets are the same. Each frame costs 32 bytes, so memory stays small for a scene
/// of any length.
struct PaletteUsage {
    /// A set of palette indices (0…255), one bit each.
    struct ColorSet: Equatable {
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        mutating func insert(_ index: UInt8) {
            let bit = UInt64(1) << UInt64(index & 63)
            switch index >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            default: words.3 |= bit
            }
        }

        /// The indices in the set, in increasing order.
        var members: [Int] {
            var result: [Int] = []
            for (base, word) in [(0, words.0), (64, words.1), (128, words.2), (192, words.3)] {
                var rest = word
                while rest != 0 {
                    result.append(base + rest.trailingZeroBitCount)
                    rest &= rest - 1
                }
            }
            return result
        }

        static func == (a: ColorSet, b: ColorSet) -> Bool {
            a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
        }
    }

    /// The colours each frame writes, in frame order.
    var frames: [ColorSet] = []
}
