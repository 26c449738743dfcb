#!/usr/bin/env bash
# Renders everything `make run` renders, with a given keyslide binary, into a given folder, so
# that two builds can be compared byte for byte:
#   scripts/render-samples.sh OLD/keyslide /tmp/before
#   scripts/render-samples.sh .build/release/keyslide /tmp/after
#   diff -r /tmp/before /tmp/after && echo same bytes
set -euo pipefail
if [[ $# -ne 2 ]]; then
  echo "usage: $0 KEYSLIDE-BINARY OUTPUT-FOLDER" >&2
  exit 64
fi
binary=$1
out=$2
cd "$(dirname "$0")/.."
# The seed strategies, for the README's frames at the moment the keyboard settles (0.9 s: the tap
# at 0.4 s plus the keyboard's 0.5 s spring).
seeds=(sliding-sections shift-by-overlap scroll-content-offset scroll-rect-to-visible content-inset)

mkdir -p "$out"
"$binary" batch Samples -o "$out"
"$binary" compare Samples/readme-form.yaml -o "$out/readme-form-compare.gif"
"$binary" curve easeInOut default keyboard 'cubic-bezier(0.38,0.7,0.125,1)' \
  --duration 0.5 --plot -o "$out/curves.svg"
for strategy in "${seeds[@]}"; do
  "$binary" render Samples/readme-form.yaml --strategy "$strategy" \
    --format png --at 0.9 --no-caption --no-timeline --no-verdicts -o "$out/readme-form-$strategy-settled.png"
done
