// The libgd C API, for KeySlideRaster only. Nothing here is public API of KeySlide.
#include <gd.h>
// fontconfig, which libgd links: KeySlideRaster finds fonts and per-character fallbacks with it.
#include <fontconfig/fontconfig.h>
