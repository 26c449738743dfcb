#!/usr/bin/env bash
# How much `gifsicle -O3` still saves on KeySlide's GIFs: renders every sample's GIFs (each
# strategy and the comparison: `keyslide batch --gif --compare-gif`) at scale 1 and 2 and prints,
# per GIF, KeySlide's bytes, gifsicle -O3's bytes and the saving, then the worst saving per scale.
#   scripts/bench-gifsicle.sh [KEYSLIDE-BINARY] [WORK-FOLDER]
# Needs gifsicle (Debian: apt-get install gifsicle).
set -euo pipefail
binary=${1:-.build/release/keyslide}
work=${2:-$(mktemp -d)}
cd "$(dirname "$0")/.."
command -v gifsicle >/dev/null || { echo "gifsicle is missing: apt-get install gifsicle" >&2; exit 69; }
for scale in 1 2; do
  out="$work/scale$scale"
  rm -rf "$out"
  "$binary" batch Samples -o "$out" --scale "$scale" --gif --compare-gif >/dev/null
  worst=0
  printf '%-60s %10s %10s %7s\n' "scale $scale" keyslide "-O3" saving
  for gif in "$out"/*.gif; do
    ours=$(stat -c %s "$gif")
    gifsicle -O3 "$gif" -o "$work/o3.gif"
    theirs=$(stat -c %s "$work/o3.gif")
    saving=$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.2f", 100 * (a - b) / a }')
    worst=$(awk -v a="$worst" -v b="$saving" 'BEGIN { print (b > a ? b : a) }')
    printf '%-60s %10d %10d %6s%%\n' "$(basename "$gif")" "$ours" "$theirs" "$saving"
  done
  echo "scale $scale: worst gifsicle -O3 saving ${worst}%"
done
