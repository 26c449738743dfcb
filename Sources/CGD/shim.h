// The libgd C API, for KeySlideRaster only. Nothing here is public API of KeySlide.
#include <gd.h>
// fontconfig, which libgd links: KeySlideRaster finds fonts and per-character fallbacks with it.
#include <fontconfig/fontconfig.h>
// FreeType, which libgd draws text with: KeySlideRaster draws characters beyond the Basic
// Multilingual Plane (emoji) with it directly, because libgd's text decoder cannot take them.
#include <ft2build.h>
#include FT_FREETYPE_H
// zlib, which libpng (and so libgd) links: KeySlideRaster writes PNG files with it directly, a
// band of rows at a time, so that a frame of a folder compresses only the rows that changed.
#include <zlib.h>
// libdeflate, which libtiff (and so libgd) links: only its checksums, which use the processor's
// vector instructions where zlib 1.2.13's add a byte at a time. A PNG frame's Adler-32 and CRC-32
// were 6 % of a folder of frames; its deflate cannot write the bands (each would end the stream).
#include <libdeflate.h>

// deflateInit2 is a macro, which Swift cannot call: raw deflate (no zlib header: KeySlide writes
// its own around the bands), a 32 KB window, zlib's default memory level and strategy.
static inline int keyslide_raw_deflate_init(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}
