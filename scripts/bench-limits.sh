#!/bin/sh
# Peak memory and time of the worst input KeySlide accepts, per back end, with a release build:
# the scene at the limits (Scene+Limits.swift: 200 text fields, 1,000 events, 1,000-character
# title, 600 s at 50 fps) drawn at the highest frame rate and scale the work ceiling accepts
# (WorkCeiling.swift: 60 million pixels a frame, frames × (pixels + 1.5 million) ≤ 10 billion).
# The bar (issue 9): nothing passes 2 GB. Each line: wall and CPU seconds, peak RSS, output size.
#
#   scripts/bench-limits.sh [BINARY]    (default: .build/release/keyslide)
#
# Takes about an hour of CPU. If the ceilings change, a refused run prints the highest fps that
# fits; put it in the table below.
set -eu
bin=${1:-.build/release/keyslide}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scene() {  # scene FILE FPS DURATION
    python3 - "$@" <<'PY'
import sys
path, fps, duration = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
long = "x" * 1000
lines = [f"title: {long}", "device: iphone-15", f"duration: {duration:g}", f"fps: {fps}", "view:", "  type: scroll",
         "  contentSize: [393, 100000]", "  elements:"]
for i in range(200):
    lines.append(f"    - {{type: textField, id: f{i}, frame: [20, {20 + i * 48}, 353, 36], placeholder: {long[:200]}}}")
lines.append("timeline:")
step = min(0.599, (duration - 0.01) / 1000)
for i in range(1000):
    lines.append(f"  - {{at: {i * step:.3f}, dismiss: true}}" if i % 3 == 2 else f"  - {{at: {i * step:.3f}, tap: f{(i * 7) % 200}}}")
lines.append("strategies: [content-inset, iq-keyboard-manager, tp-keyboard-avoiding, shift-by-overlap, keyboard-layout-guide]")
open(path, "w").write("\n".join(lines) + "\n")
PY
}
scene "$work/worst.yaml" 50 600
# Twelve phones at scale 3 are the largest canvas accepted (54.5 million pixels): 178 frames fit.
scene "$work/short.yaml" 50 3.54
mkdir "$work/batch"
scene "$work/batch/worst.yaml" 4 600
all=$("$bin" strategies | grep -v '^ ' | cut -d' ' -f1 | paste -sd, -)
measure() {
    label=$1; shift
    if ! /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>"$work/err"; then
        echo "$label: FAILED: $(grep -v warning: "$work/err" | tail -1)"
        return
    fi
    set -- $(tail -1 "$work/time")
    size=$(du -sk "$work/out" 2>/dev/null | cut -f1)
    printf '%-58s %8s s wall %8s s CPU %6s MB peak %9s kB out\n' "$label" "$1" \
        "$(echo "$2 + $3" | bc)" "$(( $4 / 1024 ))" "${size:-0}"
    rm -rf "$work/out"
}
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
measure "explain, 5 strategies, 50 fps" "$bin" explain "$work/worst.yaml" --json
measure "animated SVG, scale 3, 50 fps" "$bin" render "$work/worst.yaml" --strategy content-inset --scale 3 -o "$work/out"
measure "GIF, scale 3, 3 fps (1,801 frames)" "$bin" render "$work/worst.yaml" --strategy content-inset \
    --format gif --scale 3 --fps 3 -o "$work/out"
measure "GIF, scale 1, 8 fps (4,801 frames)" "$bin" render "$work/worst.yaml" --strategy content-inset \
    --format gif --fps 8 -o "$work/out"
measure "PNG frames, scale 3, 3 fps (1,801 frames)" "$bin" render "$work/worst.yaml" --strategy content-inset \
    --format png --scale 3 --fps 3 -o "$work/out"
measure "SVG frames, 8 fps (4,801 frames)" "$bin" render "$work/worst.yaml" --strategy content-inset \
    --format svg --frames --fps 8 -o "$work/out"
measure "compare GIF, 5 phones, scale 1, 4 fps (2,401 frames)" "$bin" compare "$work/worst.yaml" --format gif \
    --fps 4 -o "$work/out"
measure "compare GIF, 5 phones, scale 2, 1 fps (601 frames)" "$bin" compare "$work/worst.yaml" --format gif \
    --scale 2 --fps 1 -o "$work/out"
measure "compare GIF, 12 phones, scale 3, 178 frames" "$bin" compare "$work/short.yaml" --strategies "$all" \
    --format gif --scale 3 -o "$work/out"
measure "batch: the scene at 4 fps, scale 1 (5 GIFs + compare)" "$bin" batch "$work/batch" -o "$work/out" --jobs 1 \
    --gif --compare-gif
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
