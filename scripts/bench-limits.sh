#!/bin/sh
# Peak memory and time at the scene limits (Scene+Limits.swift), with a release build: the worst
# scene the checker accepts — 200 text fields, 1,000 events, 1,000-character title, 600 s — through
# every back end, and a five-phone comparison. The bar (issue 9): no input passes 2 GB.
#
#   scripts/bench-limits.sh [BINARY] [FPS]    (defaults: .build/release/keyslide, 50)
#
# FPS below 50 keeps a run short on a slow machine; the frame count is 600 × FPS + 1.
set -eu
bin=${1:-.build/release/keyslide}
fps=${2:-50}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/worst.yaml" "$fps" <<'PY'
import sys
path, fps = sys.argv[1], int(sys.argv[2])
long = "x" * 1000
lines = [f"title: {long}", "device: iphone-15", "duration: 600", f"fps: {fps}", "view:", "  type: scroll",
         "  contentSize: [393, 100000]", "  elements:"]
for i in range(200):
    lines.append(f"    - {{type: textField, id: f{i}, frame: [20, {20 + i * 48}, 353, 36], placeholder: {long[:200]}}}")
lines.append("timeline:")
for i in range(1000):
    lines.append(f"  - {{at: {i * 0.599:.3f}, dismiss: true}}" if i % 3 == 2 else f"  - {{at: {i * 0.599:.3f}, tap: f{(i * 7) % 200}}}")
lines.append("strategies: [content-inset, iq-keyboard-manager, tp-keyboard-avoiding, shift-by-overlap, keyboard-layout-guide]")
open(path, "w").write("\n".join(lines) + "\n")
PY
measure() {
    label=$1; shift
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { echo "$label: FAILED"; cat "$work/err"; return; }
    set -- $(tail -1 "$work/time")
    size=$(du -sk "$work/out" 2>/dev/null | cut -f1)
    printf '%-44s %9s s %9s MB peak %10s kB out\n' "$label" "$1" "$(( $2 / 1024 ))" "$size"
    rm -rf "$work/out"
}
echo "scene at the limits: 200 elements, 1000 events, 600 s at $fps fps ($(( 600 * fps + 1 )) frames)"
measure "explain, 5 strategies" "$bin" explain "$work/worst.yaml" --json
measure "animated SVG, one strategy, scale 3" "$bin" render "$work/worst.yaml" --strategy content-inset --scale 3 -o "$work/out"
measure "GIF, one strategy, scale 3" "$bin" render "$work/worst.yaml" --strategy content-inset --format gif --scale 3 -o "$work/out"
measure "PNG frames, one strategy, scale 1" "$bin" render "$work/worst.yaml" --strategy content-inset --format png -o "$work/out"
measure "SVG frames, one strategy, scale 1" "$bin" render "$work/worst.yaml" --strategy content-inset --format svg --frames -o "$work/out"
measure "compare GIF, 5 phones, scale 1" "$bin" compare "$work/worst.yaml" --format gif -o "$work/out"
