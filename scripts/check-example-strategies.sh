#!/bin/sh
# Builds Examples/MyStrategies (a package with its own strategy and its own `keyslide`) against this
# checkout, runs its tool as a user would, and fails unless the user strategy appears everywhere the
# built-in ones do: the list, explain, the batch's pictures and gallery (with its summary). Then it
# proves the strategy's library, which uses only the KeySlideSimulation product, builds without
# libgd: no compile command of that build names the libgd module map or links -lgd.
set -eu
SWIFT=${SWIFT:-swift}
pkg=Examples/MyStrategies
# make examples passes the build folder it shares with Examples/HelloKeySlide.
build=${EXAMPLES_BUILD:-$pkg/.build}
bin=$build/debug/my-keyslide
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail() { echo "check-example-strategies: $*" >&2; exit 1; }

$SWIFT build --package-path $pkg --scratch-path "$build"
$bin strategies | grep -q '^lift-field ' || fail "'strategies' does not list lift-field"
$bin explain $pkg/Scenes/sign-in.yaml --strategy lift-field | grep -q 'Examples/MyStrategies' ||
    fail "explain does not name lift-field's source"
# Shell completion asks the tool for strategy ids (argument-parser's hidden ---completion entry).
$bin ---completion render -- --strategy 3 1 my-keyslide render --strategy l | grep -qx 'lift-field' ||
    fail "completing --strategy l does not offer lift-field"
$bin batch $pkg/Scenes -o "$out/gallery" --gif >/dev/null
for file in sign-in-lift-field.gif sign-in-lift-field.svg sign-in-compare.svg sign-in-explain.json; do
    test -s "$out/gallery/$file" || fail "batch did not write $file"
done
grep -q '<code>lift-field</code><div class="summary">Lifts the root view so the focused field' \
    "$out/gallery/index.html" || fail "the gallery does not show lift-field with its summary"

# LiftField's own compile command names every module map its dependencies reach: made anew (its
# objects removed) in the shared build folder, it shows whether libgd's is among them.
rm -rf "$build/debug/LiftField.build"
$SWIFT build --package-path $pkg --scratch-path "$build" --target LiftField -v >"$out/build.log" 2>&1 ||
    { cat "$out/build.log" >&2; fail "the simulation-only strategy library does not build"; }
grep -q 'LiftField' "$out/build.log" || fail "the verbose build log shows no LiftField compile"
if grep -E -e '(CGD|CWebP|CVPX)/module.modulemap' -e '-l(gd|webp|vpx)( |$)' "$out/build.log" >/dev/null; then
    fail "building LiftField (KeySlideSimulation only) reached libgd, libwebp or libvpx"
fi
echo "check-example-strategies: lift-field runs in every command; its library builds without libgd"
