// libvpx's VP9 encoder, for KeySlideRaster only: the video KeySlide writes into a WebM file of its
// own. Nothing here is public API of KeySlide.
#include <vpx/vpx_encoder.h>
#include <vpx/vp8cx.h>

// vpx_codec_enc_init is a macro and vpx_codec_control_ is variadic, and Swift can call neither.
static inline vpx_codec_err_t keyslide_vp9_encoder_init(vpx_codec_ctx_t *context, const vpx_codec_enc_cfg_t *config) {
    return vpx_codec_enc_init(context, vpx_codec_vp9_cx(), config, 0);
}

static inline vpx_codec_err_t keyslide_vpx_control(vpx_codec_ctx_t *context, int control, int value) {
    return vpx_codec_control_(context, control, value);
}
