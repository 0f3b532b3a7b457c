#!/usr/bin/env bash
# Builds what a release publishes for teams that want the plugins without compiling reactorgen
# (Docs/Release.md is the whole procedure):
#
#   <out>/reactorgen.artifactbundle       info.json and this platform's `reactorgen`, with libyaml
#                                         and the Swift runtime linked in: it needs neither at run time
#   <out>/reactorgen.artifactbundle.zip   the same, zipped, with its checksum in <out>/checksum.txt
#   <out>/reactorgen-plugins/             the plugins package: reactorgen's two plugins, their tool
#                                         the bundle (`.binaryTarget(path:)` here; the published
#                                         manifest names the zip's URL and checksum instead)
#
# Usage: Scripts/release.sh [--output DIR] [--configuration release|debug] [--scratch-path DIR]
# (`make release`). Defaults: .build/release-bundle, release, .build-release. The end-to-end test
# builds a consumer against the bundle this script makes.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/.build/release-bundle"
configuration=release
scratch="$root/.build-release"
while [ $# -gt 0 ]; do
  case "$1" in
    --output) out=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
    --configuration) configuration=$2; shift 2 ;;
    --scratch-path) scratch=$2; shift 2 ;;
    *) echo "release: unknown argument '$1' (see the top of $0)" >&2; exit 64 ;;
  esac
done

"$root/Scripts/bootstrap.sh"
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/_ReactorGenCore/Support/Version.swift")
[ -n "$version" ] || { echo "release: no version in Version.swift" >&2; exit 1; }

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) triple=x86_64-unknown-linux-gnu ;;
  Linux-aarch64) triple=aarch64-unknown-linux-gnu ;;
  Darwin-*) triple="" ;; # universal: see Docs/Release.md
  *) echo "release: no artifact bundle layout for $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac

# libyaml linked statically: SwiftPM links what the yaml-0.1 pkg-config file says, so the build
# sees one whose library folder holds only the static archive (the linker then has no .so to take).
# LIBYAML_STATIC names another archive (on a Mac, a universal one: Docs/Release.md).
libyaml=${LIBYAML_STATIC:-$(pkg-config --variable=libdir yaml-0.1)/libyaml.a}
[ -f "$libyaml" ] || { echo "release: $libyaml is missing (Debian's libyaml-dev and Homebrew's libyaml ship it)" >&2; exit 1; }
static=$(mktemp -d)
trap 'rm -rf "$static"' EXIT
mkdir -p "$static/lib" "$static/pkgconfig"
ln -s "$libyaml" "$static/lib/libyaml.a"
cat >"$static/pkgconfig/yaml-0.1.pc" <<PC
Name: LibYAML
Description: libyaml, linked statically into reactorgen's release binary
Version: $(pkg-config --modversion yaml-0.1)
Cflags: $(pkg-config --cflags yaml-0.1)
Libs: -L$static/lib -lyaml
PC

echo "release: building reactorgen $version ($configuration, static libyaml and Swift runtime)" >&2
flags=(-c "$configuration" --product reactorgen --scratch-path "$scratch")
# Linux: the Swift runtime linked in, as no machine but this one has it at this path. macOS has
# it in the system; there the binary is universal.
if [ "$(uname -s)" = Linux ]; then flags+=(--static-swift-stdlib); else flags+=(--arch arm64 --arch x86_64); fi
(cd "$root" && PKG_CONFIG_PATH="$static/pkgconfig" swift build "${flags[@]}" >&2)
binary="$(cd "$root" && swift build "${flags[@]}" --show-bin-path)/reactorgen"
needs() { if [ "$(uname -s)" = Linux ]; then ldd "$1"; else otool -L "$1"; fi; }
if needs "$binary" | grep -q libyaml; then
  echo "release: $binary still needs libyaml at run time:" >&2
  needs "$binary" >&2
  exit 1
fi

# The artifact bundle (SE-0305): one executable artifact, one variant for this platform.
bundle="$out/reactorgen.artifactbundle"
rm -rf "$bundle" "$out/reactorgen-plugins"
variant="reactorgen-$version-${triple:-macos}"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/reactorgen"
strip "$bundle/$variant/bin/reactorgen" 2>/dev/null || true
triples=${triple:+"\"$triple\""}
[ -n "$triple" ] || triples='"x86_64-apple-macosx", "arm64-apple-macosx"'
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "reactorgen": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/reactorgen",
          "supportedTriples": [$triples]
        }
      ]
    }
  }
}
JSON

(cd "$out" && rm -f reactorgen.artifactbundle.zip && zip -qry reactorgen.artifactbundle.zip reactorgen.artifactbundle)
(cd "$root" && swift package compute-checksum "$out/reactorgen.artifactbundle.zip") >"$out/checksum.txt"

# The plugins package: the same plugin sources as this package, the bundle as their tool.
plugins="$out/reactorgen-plugins"
mkdir -p "$plugins/Plugins"
cp -R "$root/Plugins/ReactorGenBuildPlugin" "$root/Plugins/ReactorGenCommandPlugin" "$plugins/Plugins/"
cp -R "$bundle" "$plugins/"
sed "s/@VERSION@/$version/g" "$root/Scripts/release/Package.swift.template" >"$plugins/Package.swift"

echo "release: $bundle ($(du -sh "$bundle" | cut -f1)), checksum $(cat "$out/checksum.txt")" >&2
echo "release: $plugins" >&2
echo "$out"
