#!/usr/bin/env bash
# Installs the Debian packages KeySlide needs and that are not installed yet.
#   scripts/install-system-packages.sh          what building and rendering need
#   scripts/install-system-packages.sh --test   also what the test suite needs
# Nothing is downloaded when everything is already there.
set -euo pipefail

packages=(pkg-config libgd-dev fonts-dejavu-core)
if [[ "${1:-}" == "--test" ]]; then
  # xmllint validates SVG output; Chromium renders SVG and HTML for the picture tests.
  packages+=(libxml2-utils chromium)
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
