#!/usr/bin/env bash
# Installs the Debian packages KeySlide needs and that are not installed yet.
#   scripts/install-system-packages.sh          what building and rendering need
#   scripts/install-system-packages.sh --test   also what the test suite's fast tier needs
#   scripts/install-system-packages.sh --test --long   and what only the long tier needs
# Nothing is downloaded when everything is already there.
set -euo pipefail

# DejaVu draws all Latin text; text it has no glyph for falls back, through fontconfig, to
# WenQuanYi Micro Hei (Chinese, Japanese, Korean: 5 MB installed, against 80 MB for Noto CJK)
# and Symbola (symbols and monochrome emoji, 3 MB; libgd cannot draw colour emoji fonts).
# libwebp-dev (libwebp's animation encoder) and libvpx-dev (VP9) write the animated WebP and the
# WebM video.
packages=(pkg-config libgd-dev zlib1g-dev libdeflate-dev libfontconfig-dev libwebp-dev libvpx-dev fonts-dejavu-core
  fonts-wqy-microhei fonts-symbola)
if [[ "${1:-}" == "--test" ]]; then
  # xmllint validates SVG output; Chromium renders SVG and HTML for the picture tests; man
  # renders the generated man page (make man); python3-kiwisolver, a C++ Cassowary solver, is the
  # independent implementation KeySlideSolver's tests are held to (with Debian's /usr/bin/python3).
  # python3-pil (Pillow) decodes the GIF, APNG and WebP files independently of KeySlide
  # (5 packages, about 2 MB).
  packages+=(libxml2-utils chromium man-db python3 python3-kiwisolver python3-pil)
fi
if [[ "${2:-}" == "--long" ]]; then
  # ffprobe decodes the WebM videos: ffmpeg is 78 packages and about 50 s to install, so only the
  # long tier asks for it.
  packages+=(ffmpeg)
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing: ${missing[*]}"
sudo=""
[[ "$(id -u)" -ne 0 ]] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
