#!/usr/bin/env bash
# Counts the public symbols `import KeySlide` brings in: every module the umbrella re-exports,
# from a debug build's modules (`swift build` first), by swift-symbolgraph-extract at the public
# access level, each symbol once (an extension's members count in the module that declares them).
# Synthesized members (a Hashable type's `!=`, protocols' default implementations) are left out:
# the number is what the package declares public.
#   scripts/public-symbols.sh            # the total
#   scripts/public-symbols.sh --modules  # and each module's count
set -euo pipefail
cd "$(dirname "$0")/.."
modules=$(sed -n 's/^@_exported import //p' Sources/KeySlide/KeySlide.swift | sort -u)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# The C modules the Swift modules import: libgd (CGD, with the include paths pkg-config gives), libwebp
# (CWebP), libvpx (CVPX) and Yams's CYaml.
cflags=()
for flag in $(pkg-config --cflags-only-I gdlib); do cflags+=(-Xcc "$flag"); done
for module in $modules; do
  mkdir -p "$out/$module"
  swift-symbolgraph-extract -module-name "$module" -minimum-access-level public -skip-synthesized-members \
    -target "$(uname -m)-unknown-linux-gnu" -I .build/debug/Modules -I Sources/CGD -I Sources/CWebP -I Sources/CVPX \
    -I .build/checkouts/Yams/Sources/CYaml/include "${cflags[@]}" -output-dir "$out/$module"
done
python3 - "$out" "${1:-}" <<'PY'
import json, os, sys
root, each = sys.argv[1], sys.argv[2] == "--modules"
seen, counts = set(), {}
for module in sorted(os.listdir(root)):
    for name in sorted(os.listdir(os.path.join(root, module))):
        with open(os.path.join(root, module, name)) as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            key = symbol["identifier"]["precise"]
            if key not in seen:
                seen.add(key)
                counts[module] = counts.get(module, 0) + 1
if each:
    for module, count in counts.items():
        print(f"{module}: {count}")
print(len(seen))
PY
