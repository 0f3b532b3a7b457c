#!/usr/bin/env bash
# Measures the build plugin at app scale: a generated package whose one target holds N spec files
# of 10 reactors each (Scripts/bench-specs.py, the shape Scripts/benchmark.sh measures), with the
# files the user owns in place, built with `swift build` (debug) against the ReactorKit test double.
#
# For each N it prints the wall time of: the first build; the second and third with nothing
# changed (SwiftPM relinks the plugin's tool once after a first build); a build after one field's
# default changed in one spec; a build after one hand-written logic file changed. Beside each, the
# generator runs the build made (SwiftPM prints each command it runs once), and for the spec edit
# the time of the generator alone (the plugin's own command, rerun by hand after the same edit).
#
#   Scripts/benchmark-plugin.sh           N = 1 10 30 100
#   Scripts/benchmark-plugin.sh 30        one size
#
# Docs/Performance.md records the figures of this machine.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(1 10 30 100)
export TMPDIR=${TMPDIR:-$root/.build/tmp}
mkdir -p "$TMPDIR"
work=$(mktemp -d "$TMPDIR/reactorgen-plugin-bench.XXXXXX")
trap '[ -n "${KEEP_BENCH:-}" ] || rm -rf "$work"' EXIT

make_package() {  # folder specs
  local package=$1 count=$2
  mkdir -p "$package/Dependencies" "$package/Sources/App"
  ln -s "$root" "$package/Dependencies/reactorgen"
  ln -s "$root/Tests/ReactorKitTestDouble" "$package/Dependencies/ReactorKitTestDouble"
  cat > "$package/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
// Made by Scripts/benchmark-plugin.sh: one target whose reactors come from the build plugin.
import PackageDescription

let package = Package(
  name: "PluginBench",
  dependencies: [.package(path: "Dependencies/reactorgen"), .package(path: "Dependencies/ReactorKitTestDouble")],
  targets: [
    .target(
      name: "App",
      dependencies: [
        .product(name: "RxSwift", package: "ReactorKitTestDouble"), .product(name: "ReactorKit", package: "ReactorKitTestDouble"),
      ],
      plugins: [.plugin(name: "ReactorGenBuildPlugin", package: "reactorgen")])
  ]
)
SWIFT
  python3 "$root/Scripts/bench-specs.py" "$package/Sources/App" "$((count * 10))" 10 App
  # The files the user owns, as the command plugin's --stubs-only would create them.
  "$root/.build/debug/reactorgen" "$package"/Sources/App/*.reactorgen.yml -o "$package/Sources/App" --user-owned-only -q
}

# build LOG: one `swift build`, its seconds on stdout.
build() {
  local start end
  start=$(date +%s.%N)
  (cd "$package" && swift build >"$1" 2>&1) || { cat "$1" >&2; echo "build failed" >&2; exit 1; }
  end=$(date +%s.%N)
  python3 -c "print(f'{$end - $start:.1f}')"
}
runs() { grep -c "reactorgen: generating" "$1" || true; }

swift build --traits Import --product reactorgen >/dev/null
printf '%-6s %-9s %-14s %-14s %-14s %-14s %-14s %s\n' "specs" "reactors" "first s (runs)" "second s" "third s" "spec edit s" "logic edit s" "generator alone, spec edit"
for n in "${sizes[@]}"; do
  package=$work/package$n
  make_package "$package" "$n"
  first=$(build "$work/first.log"); first_runs=$(runs "$work/first.log")
  second=$(build "$work/second.log"); second_runs=$(runs "$work/second.log")
  third=$(build "$work/third.log"); third_runs=$(runs "$work/third.log")
  spec=$package/Sources/App/Bench000.reactorgen.yml
  sed -i '0,/      count: Int = 0/s//      count: Int = 1/' "$spec"
  edit=$(build "$work/edit.log"); edit_runs=$(runs "$work/edit.log")
  echo "// edited" >> "$package/Sources/App/Screen0ViewReactor+Logic.swift"
  logic=$(build "$work/logic.log"); logic_runs=$(runs "$work/logic.log")
  # The generator alone after the same kind of edit, on a copy of the plugin's work folder.
  outputs=$(find "$package/.build" -type d -path "*plugins/outputs/*/App/destination/ReactorGenBuildPlugin" | head -1)
  tool=$(find "$package/.build" -type f -name ReactorGenCLI-tool | head -1)
  cp -a "$outputs" "$work/copy"
  sed -i '0,/      count: Int = 1/s//      count: Int = 2/' "$spec"
  start=$(date +%s.%N)
  "$tool" plugin-bundles "$package"/Sources/App/*.reactorgen.yml --line-directives --output "$work/copy" --user-files-in "$package/Sources/App" --quiet
  end=$(date +%s.%N)
  alone=$(python3 -c "print(f'{($end - $start) * 1000:.0f} ms')")
  rm -rf "$work/copy"
  printf '%-6s %-9s %-14s %-14s %-14s %-14s %-14s %s\n' "$n" "$((n * 10))" "$first ($first_runs)" "$second ($second_runs)" "$third ($third_runs)" \
    "$edit ($edit_runs)" "$logic ($logic_runs)" "$alone"
  rm -rf "$package"
done
