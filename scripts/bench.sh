#!/usr/bin/env bash
# `make bench`'s table: KeySlide against the GIF tools people use, on three reference scenes at
# scale 1 and 2. Each KeySlide figure is the median of RUNS runs (default 3); the peers (gifsicle,
# ImageMagick, ffmpeg) run once each, on KeySlide's own GIF or PNG frames of the same scene.
# Missing peers are installed with apt-get when possible, else named and skipped.
#   scripts/bench.sh [KEYSLIDE-BINARY]      (RUNS=5 scripts/bench.sh for steadier medians)
# A peer that fails or runs past PEER_TIMEOUT seconds (default 120: ImageMagick needs minutes and
# gigabytes for hundreds of frames) is reported as such.
set -euo pipefail
binary=$(realpath "${1:-.build/release/keyslide}")
runs=${RUNS:-3}
peer_timeout=${PEER_TIMEOUT:-120}
cd "$(dirname "$0")/.."
work=$(mktemp -d /tmp/keyslide-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT

# Peer tools: Debian package names.
declare -A package=([gifsicle]=gifsicle [convert]=imagemagick [ffmpeg]=ffmpeg)
missing=()
for tool in gifsicle convert ffmpeg; do
  if ! command -v "$tool" >/dev/null || { [[ $tool == convert ]] && ! convert -version 2>/dev/null | grep -q ImageMagick; }; then
    missing+=("${package[$tool]}")
  fi
done
if ((${#missing[@]})) && [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
  echo "installing ${missing[*]} …" >&2
  apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq "${missing[@]}") >/dev/null 2>&1 || true
fi
have() { command -v "$1" >/dev/null && { [[ $1 != convert ]] || convert -version 2>/dev/null | grep -q ImageMagick; }; }
for tool in gifsicle convert ffmpeg; do have "$tool" || echo "missing: $tool (apt-get install ${package[$tool]}); its columns are skipped" >&2; done

# A peer's figures: "KB (change against KeySlide's GIF, seconds)", or why there are none.
# Usage: peer OUTPUT-FILE OUR-BYTES COMMAND…
peer() {
  local out=$1 ours=$2 s e status=0
  shift 2
  s=$(date +%s.%N)
  timeout "$peer_timeout" "$@" >/dev/null 2>&1 || status=$?
  e=$(date +%s.%N)
  if ((status == 124)); then echo "timed out (${peer_timeout} s)"; return; fi
  if ((status != 0)) || [[ ! -s $out ]]; then echo "failed (exit $status)"; return; fi
  echo "$(kb "$(bytes "$out")") ($(delta "$ours" "$(bytes "$out")"), $(awk -v s="$s" -v e="$e" 'BEGIN { printf "%.3f", e - s }'))"
}
# Seconds of one run of "$@" (wall clock), its output discarded.
seconds() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); awk -v s="$s" -v e="$e" 'BEGIN { printf "%.3f", e - s }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
# Median seconds of `runs` runs of "$@".
timed() { for _ in $(seq "$runs"); do seconds "$@"; echo; done | median; }
# The same for a command writing the folder $1, removed before each run, outside its time: the
# render's own cost. Replacing the last run's GIF is one rename; replacing its folder of frames
# means removing up to 416 files first (0.02–0.03 s of signup-form's 0.4 s at scale 1), which is
# the last run's leftovers, not this render's work.
timed_into() {
  local folder=$1
  shift
  for _ in $(seq "$runs"); do rm -rf "$folder"; seconds "$@"; echo; done | median
}
bytes() { du -sb "$1" | cut -f1; }
kb() { awk -v b="$1" 'BEGIN { printf "%.0f", b / 1000 }'; }
fps() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", n / s }'; }
delta() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.1f%%", 100 * (b - a) / a }'; }

# Debian's ImageMagick policy (/etc/ImageMagick-6/policy.xml) caps its pixel cache at 256 MiB of
# memory, 512 MiB mapped and 1 GiB of disk: every scale-2 scene and the compare (over 2 GB of
# 16-bit frames) "failed (exit 1)" on "cache resources exhausted". A policy of our own, read
# first through MAGICK_CONFIGURE_PATH, raises the caps for the peer's run only.
mkdir -p "$work/imagemagick"
cat >"$work/imagemagick/policy.xml" <<'XML'
<policymap>
  <policy domain="resource" name="memory" value="4GiB"/>
  <policy domain="resource" name="map" value="8GiB"/>
  <policy domain="resource" name="disk" value="16GiB"/>
  <policy domain="resource" name="area" value="4GP"/>
</policymap>
XML

# name | command words after the binary (render or compare) | label
scenes=(
  "seed-001|render Samples/seed-001-shift-by-overlap.yaml --strategy shift-by-overlap|short seed scene (shift-by-overlap)"
  "signup|render Samples/signup-form-iphone-15.yaml --strategy content-inset|long tab-through form (content-inset)"
  "compare|compare Samples/readme-form.yaml|five-phone compare (readme-form)"
)

echo "| scene | scale | frames | GIF s (fps) | PNG frames s (fps) | SVG s | KeySlide GIF KB | gifsicle -O3 KB (s) | ImageMagick -layers Optimize KB (s) | ffmpeg palettegen KB (s) | SVG KB |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for entry in "${scenes[@]}"; do
  IFS='|' read -r name words label <<<"$entry"
  read -ra args <<<"$words"
  for scale in 1 2; do
    base="$work/$name-$scale"
    gif_s=$(timed "$binary" "${args[@]}" --format gif --scale "$scale" -o "$base.gif")
    png_s=$(timed_into "$base.png" "$binary" "${args[@]}" --format png --scale "$scale" -o "$base.png")
    svg_s=$(timed "$binary" "${args[@]}" --format svg --scale "$scale" -o "$base.svg")
    frames=$(ls "$base.png" | wc -l)
    gif_b=$(bytes "$base.gif")
    # The scene's frame rate (50 unless it says), for the peers' frame delays.
    rate=$(grep -h '^fps:' "$(echo "$words" | awk '{ print $2 }')" 2>/dev/null | awk '{ print $2 }' || true)
    rate=${rate:-50}
    o3="skipped"; im="skipped"; ff="skipped"
    if have gifsicle; then o3=$(peer "$base.o3.gif" "$gif_b" gifsicle -O3 "$base.gif" -o "$base.o3.gif"); fi
    if have convert; then
      im=$(peer "$base.im.gif" "$gif_b" env MAGICK_CONFIGURE_PATH="$work/imagemagick" convert -delay "1x$rate" -loop 0 "$base.png/frame-*.png" -layers Optimize \
        "$base.im.gif")
    fi
    if have ffmpeg; then
      first=$(find "$base.png" -name 'frame-*.png' -printf '%f\n' -quit)
      digits=$((${#first} - 10)) # frame-NNN.png
      ff=$(peer "$base.ff.gif" "$gif_b" ffmpeg -y -v error -framerate "$rate" -i "$base.png/frame-%0${digits}d.png" \
        -filter_complex "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse" "$base.ff.gif")
    fi
    echo "| $label | $scale | $frames | $gif_s ($(fps "$frames" "$gif_s")) | $png_s ($(fps "$frames" "$png_s")) | $svg_s | $(kb "$gif_b") | $o3 | $im | $ff | $(kb "$(bytes "$base.svg")") |"
  done
done

# Each animation format beside the GIF, at scale 1: the same frames for the same times.
echo
echo "| scene (scale 1) | GIF KB (s) | APNG KB (s) | WebP KB (s) | WebM KB (s) |"
echo "| --- | --- | --- | --- | --- |"
for entry in "${scenes[@]}"; do
  IFS='|' read -r name words label <<<"$entry"
  read -ra args <<<"$words"
  row="| $label |"
  for format in gif apng webp webm; do
    out="$work/$name-formats.$format"
    s=$(timed "$binary" "${args[@]}" --format "$format" -o "$out")
    row="$row $(kb "$(bytes "$out")") ($s) |"
  done
  echo "$row"
done

# Peak memory: a 5 s and a 60 s scene at scale 2 (readme-form's form, its timeline repeated).
{
  sed '/^timeline:/,$d' Samples/readme-form.yaml
  echo "timeline:"
  for ((t = 0; t < 14; t++)); do
    echo "  - {at: $((t * 4)).4, tap: city}"
    echo "  - {at: $((t * 4 + 1)).8, returnKey: true}"
    echo "  - {at: $((t * 4 + 3)).2, dismiss: true}"
  done
  echo "duration: 60"
  echo "strategies: [content-inset]"
} >"$work/long-60s.yaml"
sed 's/^duration: 60$/duration: 5/; /at: [1-9][0-9]*\.[0-9]/{/at: [0-4]\./!d}' "$work/long-60s.yaml" >"$work/short-5s.yaml"
peak() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; }
echo
echo "| peak memory, scale 2 | GIF | compare GIF (5 phones, 20 fps) |"
echo "| --- | --- | --- |"
for scene in short-5s long-60s; do
  single=$(peak "$binary" render "$work/$scene.yaml" --strategy content-inset --format gif --scale 2 -o "$work/$scene.gif")
  sed 's/^strategies: .*/strategies: [sliding-sections, shift-by-overlap, scroll-content-offset, scroll-rect-to-visible, content-inset]/' \
    "$work/$scene.yaml" >"$work/$scene-5.yaml"
  # At 20 fps: the work ceiling (WorkCeiling.swift) refuses 60 s of five phones at scale 2 at 50 fps.
  many=$(peak "$binary" compare "$work/$scene-5.yaml" --format gif --scale 2 --fps 20 -o "$work/$scene-compare.gif")
  echo "| ${scene%%-*} ($(grep '^duration' "$work/$scene.yaml" | awk '{ print $2 }') s) | $(awk -v k="$single" 'BEGIN { printf "%.1f", k / 1024 }') MiB | $(awk -v k="$many" 'BEGIN { printf "%.1f", k / 1024 }') MiB |"
done

echo
echo "| cores | wall s | CPU s (user + sys) | CPU / wall |"
echo "| --- | --- | --- | --- |"
for scale in 1 2; do
  /usr/bin/time -f "%e %U %S" -o "$work/compare.time" "$binary" compare Samples/readme-form.yaml --format gif \
    --scale "$scale" -o "$work/cores.gif" >/dev/null 2>&1
  read -r wall user sys <"$work/compare.time"
  awk -v w="$wall" -v u="$user" -v s="$sys" -v k="$scale" \
    'BEGIN { printf "| five-phone compare GIF, scale %d | %.2f | %.2f | %.2f |\n", k, w, u + s, (u + s) / w }'
done
# The batch as `make run` makes it (SVGs), then with each strategy's GIF (--gif), then with the
# comparisons' GIFs too (--compare-gif).
for extra in "" --gif "--gif --compare-gif"; do
  rm -rf "$work/batch"
  /usr/bin/time -f "%e %U %S" -o "$work/batch.time" "$binary" batch Samples -o "$work/batch" $extra >/dev/null 2>&1 || true
  read -r wall user sys <"$work/batch.time"
  awk -v w="$wall" -v u="$user" -v s="$sys" -v n="$(ls Samples/*.yaml | wc -l)" -v x="${extra:+, $extra}" \
    'BEGIN { printf "| batch of Samples/ (%d scenes, scale 1%s) | %.1f | %.1f | %.2f |\n", n, x, w, u + s, (u + s) / w }'
done
echo
echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1 /proc/loadavg) at the end"
