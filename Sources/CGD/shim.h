// The libgd C API, for KeySlideRaster only. Nothing here is public API of KeySlide.
#include <gd.h>
