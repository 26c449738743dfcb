// libwebp's animation encoder (WebPAnimEncoder, in libwebpmux), for KeySlideRaster only: animated
// WebP files. Nothing here is public API of KeySlide.
#include <webp/encode.h>
#include <webp/mux.h>
