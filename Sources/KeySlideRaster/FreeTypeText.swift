import CGD
import Synchronization

/// Text drawn with FreeType directly, for the runs libgd cannot take: characters beyond the
/// Basic Multilingual Plane (most emoji), which libgd 2.3's UTF-8 decoder reads as three
/// Latin-1 characters. Glyphs are rendered as 8-bit coverage, FreeType's grey levels, the same
/// as libgd's, and set side by side by their advances.
enum FreeTypeText {
    private struct State {
        var library: FT_Library?
        var faces: [String: FT_Face] = [:]
    }

    /// FreeType objects are not safe to use from several threads at once.
    private static let state = Mutex(State())

    /// The coverage mask of `string` in the font at `path`, `pixelSize` pixels per em.
    static func mask(of string: String, font: FontFile, pixelSize: Double) throws(RasterError) -> TextMask {
        let result: Result<TextMask, RasterError> = state.withLock { state in
            if state.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0 else { return .failure(.freeTypeNotStarted) }
                state.library = library
            }
            var face = state.faces[font.path]
            if face == nil {
                guard FT_New_Face(state.library, font.path, 0, &face) == 0, let made = face else {
                    return .failure(.fontNotOpened(font.path))
                }
                state.faces[font.path] = made
            }
            guard let face, FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize * 64), 72, 72) == 0 else {
                return .failure(.fontNotSized(font.path, pixelSize: pixelSize))
            }
            return .success(render(string, with: face))
        }
        return try result.get()
    }

    private static func render(_ string: String, with face: FT_Face) -> TextMask {
        var glyphs: [(pen: Int, left: Int, top: Int, width: Int, height: Int, coverage: [UInt8])] = []
        var pen = 0
        for scalar in string.unicodeScalars {
            guard FT_Load_Char(face, FT_ULong(scalar.value), Int32(FT_LOAD_RENDER)) == 0,
                let slot = face.pointee.glyph
            else { continue }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width)
            let height = Int(bitmap.rows)
            let pitch = Int(bitmap.pitch)
            var coverage: [UInt8] = []
            if width > 0, height > 0, let buffer = bitmap.buffer,
                bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
            {
                coverage.reserveCapacity(width * height)
                for row in 0..<height {
                    for column in 0..<width { coverage.append(buffer[row * pitch + column]) }
                }
                glyphs.append(
                    (pen, Int(slot.pointee.bitmap_left), -Int(slot.pointee.bitmap_top), width, height, coverage))
            }
            pen += Int((Double(slot.pointee.advance.x) / 64).rounded())
        }
        guard !glyphs.isEmpty else { return TextMask(advance: pen, left: 0, top: 0, width: 0, height: 0, coverage: []) }
        let left = glyphs.map { $0.pen + $0.left }.min()!
        let top = glyphs.map(\.top).min()!
        let right = glyphs.map { $0.pen + $0.left + $0.width }.max()!
        let bottom = glyphs.map { $0.top + $0.height }.max()!
        var coverage = [UInt8](repeating: 0, count: (right - left) * (bottom - top))
        for glyph in glyphs {
            for row in 0..<glyph.height {
                for column in 0..<glyph.width {
                    let index = (glyph.top + row - top) * (right - left) + glyph.pen + glyph.left + column - left
                    coverage[index] = max(coverage[index], glyph.coverage[row * glyph.width + column])
                }
            }
        }
        return TextMask(
            advance: pen, left: left, top: top, width: right - left, height: bottom - top, coverage: coverage)
    }
}
