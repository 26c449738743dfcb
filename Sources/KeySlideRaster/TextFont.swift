import Dispatch
import KeySlideCanvas
import Synchronization

/// The DejaVu face a `Text` is drawn with (characters DejaVu lacks go to `FontFallback`).
///
/// The files come with Debian's `fonts-dejavu-core` and are found through fontconfig, which also
/// knows where other systems keep them; the SVG names DejaVu Sans last in its font stack, so both
/// back ends can show the same letters.
enum TextFont: String, Hashable, Sendable {
    case sans = "DejaVuSans.ttf"
    case sansBold = "DejaVuSans-Bold.ttf"
    case mono = "DejaVuSansMono.ttf"
    case monoBold = "DejaVuSansMono-Bold.ttf"

    var fileName: String { rawValue }

    /// The face as a fontconfig pattern.
    var pattern: String {
        switch self {
        case .sans: "DejaVu Sans:style=Book"
        case .sansBold: "DejaVu Sans:style=Bold"
        case .mono: "DejaVu Sans Mono:style=Book"
        case .monoBold: "DejaVu Sans Mono:style=Bold"
        }
    }

    var isMonospaced: Bool { self == .mono || self == .monoBold }

    /// Where Debian puts the file: used when fontconfig does not find it, so libgd's error names it.
    var debianPath: String { "/usr/share/fonts/truetype/dejavu/" + rawValue }

    /// The face's file.
    var file: FontFile { FontFallback.file(of: self) }

    init(_ text: Text) {
        switch (text.monospaced, text.weight) {
        case (false, .regular): self = .sans
        case (false, .bold): self = .sansBold
        case (true, .regular): self = .mono
        case (true, .bold): self = .monoBold
        }
    }
}

/// A line of text as coverage: how much ink each pixel of a block gets, 0…255, with the block
/// placed relative to the pen's start on the baseline.
struct TextMask: Sendable {
    /// How far the pen moves, in whole pixels: the width anchors measure.
    var advance: Int
    /// The block's left column and top row, relative to the pen's start on the baseline.
    var left: Int
    var top: Int
    var width: Int
    var height: Int
    /// Row after row, `width` per row.
    var coverage: [UInt8]
}

/// Where lines of text go in pixels, remembering each string's mask so that a label drawn in
/// every frame is rendered once.
///
/// The masks are shared by every layout in the process — the palette pass's workers and the
/// painters on both cores, and every picture one after another (a batch's scene writes a GIF per
/// strategy, all with the same keys, labels and clock readings) — through one locked table
/// (`MaskCache.shared`): a mask depends only on its string, face and size, so whichever layout
/// renders it first renders it for all. Each copy kept its own table once, and FreeType's hinter
/// was 7 % of a folder of PNG frames; each picture kept its own after that, and it was 5 % of a
/// batch.
struct TextLayout {
    struct Key: Hashable, Sendable {
        var string: String
        var font: TextFont
        var pixelSize: Double
    }

    let grid: PixelGrid
    private var masks: MaskCache { .shared }

    init(grid: PixelGrid) {
        self.grid = grid
    }

    /// A line placed on the pixel grid: its glyph coverage and the pen's start on the baseline.
    struct Placement {
        var mask: TextMask
        var x: Int
        var y: Int

        /// The pixels the glyphs touch.
        var inkBounds: PixelRect {
            PixelRect(
                minX: x + mask.left, minY: y + mask.top, maxX: x + mask.left + mask.width,
                maxY: y + mask.top + mask.height)
        }
    }

    /// Where `text` is drawn, or `nil` when it has nothing to show. The baseline snaps by the
    /// `PixelGrid` rule; a middle or end anchor moves the start back by half or all of the
    /// advance libgd measures.
    func placement(of text: Text) throws(RasterError) -> Placement? {
        let pixelSize = grid.pixels(text.size)
        guard !text.string.isEmpty, pixelSize >= 1, pixelSize <= 2_000 else { return nil }
        let key = Key(string: text.string, font: TextFont(text), pixelSize: pixelSize)
        let mask = try masks.mask(for: key) { () throws(RasterError) in
            try Self.mask(of: key.string, face: key.font, pixelSize: pixelSize)
        }
        let shift: Double
        switch text.anchor {
        case .start: shift = 0
        case .middle: shift = Double(mask.advance) / 2
        case .end: shift = Double(mask.advance)
        }
        return Placement(
            mask: mask, x: PixelGrid.snapped(grid.pixels(text.origin.x) - shift), y: grid.edge(text.origin.y))
    }

    /// The mask of `string`: one libgd call per run of one font, the runs set side by side
    /// (each starts where the previous one's pen stopped). Text DejaVu covers is one run.
    static func mask(of string: String, face: TextFont, pixelSize: Double) throws(RasterError) -> TextMask {
        let runs = FontFallback.runs(of: string, face: face)
        if runs.count == 1, !string.unicodeScalars.contains(where: { $0.value > 0xFFFF }) {
            return try GDImage.textMask(of: string, font: runs[0].font, pixelSize: pixelSize)
        }
        var masks: [(mask: TextMask, pen: Int)] = []
        var pen = 0
        for run in runs {
            let mask =
                run.text.unicodeScalars.contains { $0.value > 0xFFFF }
                ? try FreeTypeText.mask(of: run.text, font: run.font, pixelSize: pixelSize)
                : try GDImage.textMask(of: run.text, font: run.font, pixelSize: pixelSize)
            masks.append((mask, pen))
            pen += mask.advance
        }
        let inked = masks.filter { $0.mask.width > 0 && $0.mask.height > 0 }
        guard !inked.isEmpty else { return TextMask(advance: pen, left: 0, top: 0, width: 0, height: 0, coverage: []) }
        let left = inked.map { $0.pen + $0.mask.left }.min()!
        let top = inked.map(\.mask.top).min()!
        let right = inked.map { $0.pen + $0.mask.left + $0.mask.width }.max()!
        let bottom = inked.map { $0.mask.top + $0.mask.height }.max()!
        var coverage = [UInt8](repeating: 0, count: (right - left) * (bottom - top))
        for (mask, start) in inked {
            for row in 0..<mask.height {
                for column in 0..<mask.width {
                    let index = (mask.top + row - top) * (right - left) + start + mask.left + column - left
                    coverage[index] = max(coverage[index], mask.coverage[row * mask.width + column])
                }
            }
        }
        return TextMask(
            advance: pen, left: left, top: top, width: right - left, height: bottom - top, coverage: coverage)
    }
}

/// The masks every `TextLayout` shares, behind a lock: a class because sharing is its point.
///
/// Bounded by the bytes of coverage it holds: once full it keeps what it has and stores nothing
/// more (a later mask is rendered each time it is needed), so a long-lived process that lays out
/// endless new strings does not grow without end. Which masks are stored never changes a
/// picture: a stored mask is the one rendering would make.
final class MaskCache: Sendable {
    /// The process's table: 64 MB of coverage, far more than a scene's labels need (a label's
    /// mask is its pixels, a few kilobytes).
    static let shared = MaskCache(byteLimit: 64 << 20)

    private struct Table {
        var masks: [TextLayout.Key: TextMask] = [:]
        var bytes = 0
        /// The masks being rendered now, each by the thread that met it first.
        var rendering: [TextLayout.Key: Rendering] = [:]
    }

    /// A mask one thread is rendering, which others meeting it wait for.
    private final class Rendering: Sendable {
        let done = DispatchGroup()
        let mask = Mutex<TextMask?>(nil)
    }

    private let table = Mutex(Table())
    let byteLimit: Int

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    subscript(key: TextLayout.Key) -> TextMask? { table.withLock { $0.masks[key] } }

    /// The bytes of coverage stored.
    var bytes: Int { table.withLock { $0.bytes } }

    /// The mask for `key`: the one stored; else the one another thread is rendering, once it is
    /// done; else `render`'s, stored if it fits. Rendered outside the lock, and once: the two
    /// painters of a folder of PNG frames start on the same screen, and each rendered every label
    /// of it (FreeType was 11 % of signup-form's folder at scale 1 against 9 % of its GIF).
    func mask(
        for key: TextLayout.Key, render: () throws(RasterError) -> TextMask
    ) throws(RasterError) -> TextMask {
        enum Next {
            case known(TextMask)
            case wait(Rendering)
            case render(Rendering)
        }
        let next: Next = table.withLock { table in
            if let known = table.masks[key] { return .known(known) }
            if let other = table.rendering[key] { return .wait(other) }
            let mine = Rendering()
            mine.done.enter()
            table.rendering[key] = mine
            return .render(mine)
        }
        switch next {
        case .known(let mask):
            return mask
        case .wait(let other):
            other.done.wait()
            // The other thread failed: render here, for this thread's own error or mask.
            if let mask = other.mask.withLock({ $0 }) { return mask }
            return try render()
        case .render(let mine):
            defer {
                table.withLock { _ = $0.rendering.removeValue(forKey: key) }
                mine.done.leave()
            }
            let mask = store(try render(), for: key)
            mine.mask.withLock { $0 = mask }
            return mask
        }
    }

    /// Stores `mask` for `key` unless one is there already or it does not fit; the one stored,
    /// else `mask`.
    func store(_ mask: TextMask, for key: TextLayout.Key) -> TextMask {
        table.withLock { table in
            if let stored = table.masks[key] { return stored }
            let size = mask.coverage.count + key.string.utf8.count
            guard table.bytes + size <= byteLimit else { return mask }
            table.masks[key] = mask
            table.bytes += size
            return mask
        }
    }
}
