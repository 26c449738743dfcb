// The libgd C API, for KeySlideRaster only. Nothing here is public API of KeySlide.
#include <gd.h>
// fontconfig, which libgd links: KeySlideRaster finds fonts and per-character fallbacks with it.
#include <fontconfig/fontconfig.h>
// FreeType, which libgd draws text with: KeySlideRaster draws characters beyond the Basic
// Multilingual Plane (emoji) with it directly, because libgd's text decoder cannot take them.
#include <ft2build.h>
#include FT_FREETYPE_H
