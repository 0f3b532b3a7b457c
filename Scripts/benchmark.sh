#!/usr/bin/env bash
# Measures reactorgen (release build) on synthetic specs of 100 reactors per spec file, and
# swift-openapi-generator on OpenAPI documents sized to produce as many lines:
#   fresh generation, unchanged rerun, --check, one-field edit (wall time, median of RUNS runs),
#   instructions per generated line (valgrind, for sizes up to 1,000 reactors), files, lines,
#   lines per second, peak memory; and the ratio of lines per second to swift-openapi-generator's.
#
#   Scripts/benchmark.sh                  sizes 100 1000 5000, 5 runs
#   RUNS=3 Scripts/benchmark.sh 100 1000
#   NO_OPENAPI=1 Scripts/benchmark.sh     skip swift-openapi-generator (its first build takes minutes)
#
# With valgrind, it ends with swift-mustache's own cost per rendered line on the simplest template
# (a list of one-line strings): the floor under reactorgen's instructions per line.
#
# Docs/Performance.md records the figures of this machine and how to read them.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
runs=${RUNS:-5}
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(100 1000 5000)
export TMPDIR=${TMPDIR:-$root/.build/tmp}
mkdir -p "$TMPDIR"
work=$(mktemp -d "$TMPDIR/reactorgen-bench.XXXXXX")
# Timed fresh runs write into memory (/dev/shm, or FRESH_DIR), both tools alike: on this machine's
# disk (ext4 mounted with discard) creating a file took from 0.1 to over 1 ms, depending on what
# was deleted shortly before, which swamped the generators' own time.
fresh_root=$(mktemp -d "${FRESH_DIR:-$([ -w /dev/shm ] && echo /dev/shm || echo "$work")}/reactorgen-fresh.XXXXXX")
trap 'rm -rf "$work" "$fresh_root"' EXIT

swift build -c release --product reactorgen >/dev/null
tool=$root/.build/release/reactorgen
openapi=""
if [ -z "${NO_OPENAPI:-}" ]; then
  # swift-openapi-generator 1.14.3 from the package mirror, built in its own scratch package.
  mkdir -p .build/openapi-bench
  cat > .build/openapi-bench/Package.swift <<'SWIFT'
// swift-tools-version: 6.0
// Scratch package for Scripts/benchmark.sh: builds swift-openapi-generator to compare against.
import PackageDescription

let package = Package(
  name: "OpenAPIBench",
  dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")],
  targets: []
)
SWIFT
  (cd .build/openapi-bench && swift build -c release --product swift-openapi-generator >/dev/null)
  openapi=$root/.build/openapi-bench/.build/release/swift-openapi-generator
fi

# median_ms RUNS command...: the median wall time of the command, in milliseconds. With BEFORE
# set, that shell command runs before each run, outside the timing (emptying the output folder).
median_ms() {
  python3 - "$@" <<'PY'
import os, subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
before = os.environ.get("BEFORE")
times = []
for run in range(runs):
    if before:
        subprocess.run(["bash", "-c", before], check=True)
    start = time.perf_counter()
    # `{run}` in an argument: a folder of this run's own.
    subprocess.run([part.replace("{run}", str(run)) for part in command], check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append(time.perf_counter() - start)
times.sort()
print(f"{times[len(times)//2]*1000:.0f}")
PY
}

peak_kb() { /usr/bin/time -o "$work/peak" -f "%M" "$@" >/dev/null 2>&1 || true; tail -1 "$work/peak"; }

instructions() {
  command -v valgrind >/dev/null || { echo "-"; return; }
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | grep -oE "Collected : [0-9]+" | grep -oE "[0-9]+"
}

make_specs() {  # folder reactors: 100 reactors (and 10 services) per spec file
  python3 Scripts/bench-specs.py "$1" "$2" 100 Bench
}

make_openapi() {  # file operations
  python3 - "$1" "$2" <<'PY'
import sys
path, n = sys.argv[1], int(sys.argv[2])
lines = ["openapi: '3.1.0'", "info: { title: Bench, version: '1.0' }", "paths:"]
for i in range(n):
    lines += [f"  /items{i}/{{id}}:", "    get:", f"      operationId: getItem{i}",
              "      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]",
              "      responses:", "        '200':", "          description: ok",
              f"          content: {{ application/json: {{ schema: {{ $ref: '#/components/schemas/Item{i}' }} }} }}"]
lines += ["components:", "  schemas:"]
for i in range(n):
    lines += [f"    Item{i}:", "      type: object", "      required: [id, name]",
              "      properties: { id: { type: string }, name: { type: string }, count: { type: integer }, tags: { type: array, items: { type: string } } }"]
open(path, "w").write("\n".join(lines) + "\n")
PY
}

openapi_lines() {  # document output-folder: generates types, client and server; prints lines
  mkdir -p "$2"
  printf 'generate: [types, client, server]\n' > "$2/../config.yaml"
  "$openapi" generate "$1" --config "$2/../config.yaml" --output-directory "$2" >/dev/null 2>&1
  cat "$2"/*.swift | wc -l
}

cat > "$work/toggle.py" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
old, new = ("      count: Int = 1\n", "      count: Int = 0\n") if "      count: Int = 1\n" in text else ("      count: Int = 0\n", "      count: Int = 1\n")
open(path, "w").write(text.replace(old, new, 1))
PY

printf '%-8s %-14s %9s %9s %9s %9s %8s %9s %10s %9s %8s\n' "reactors" "tool" "fresh ms" "no-op ms" "check ms" "edit ms" "files" "lines" "lines/s" "instr/line" "peak MB"
for n in "${sizes[@]}"; do
  specs=$work/specs$n
  make_specs "$specs" "$n"
  out=$work/out$n
  arguments=("$specs"/*.reactorgen.yml -o "$out/Sources" --tests-output "$out/Tests" -q)
  # Each fresh run writes into a new folder in memory (see `fresh_root`).
  fresh=$(median_ms "$runs" "$tool" "$specs"/*.reactorgen.yml -o "$fresh_root/fresh$n-{run}/Sources" --tests-output "$fresh_root/fresh$n-{run}/Tests" -q)
  "$tool" "${arguments[@]}"
  noop=$(median_ms "$runs" "$tool" "${arguments[@]}")
  check=$(median_ms "$runs" "$tool" "${arguments[@]}" --check)
  # One field's default changes in one reactor; each run flips it, so each is a real edit.
  first=$(ls "$specs"/*.reactorgen.yml | head -1)
  edit=$(BEFORE="python3 '$work/toggle.py' '$first'" median_ms "$runs" "$tool" "${arguments[@]}")
  files=$(find "$out" -name '*.swift' | wc -l)
  lines=$(find "$out" -name '*.swift' -exec cat {} + | wc -l)
  peak=$(peak_kb bash -c "rm -rf '$out' && '$tool' \"\$@\"" _ "${arguments[@]}")
  per_line="-"
  if [ "$n" -le 1000 ]; then
    rm -rf "$out"
    count=$(instructions "$tool" "${arguments[@]}")
    [ -n "$count" ] && per_line=$((count / lines))
  fi
  rate=$((lines * 1000 / (fresh > 0 ? fresh : 1)))
  printf '%-8s %-14s %9s %9s %9s %9s %8s %9s %10s %9s %8s\n' "$n" reactorgen "$fresh" "$noop" "$check" "$edit" "$files" "$lines" "$rate" "$per_line" "$((peak / 1024))"

  if [ -n "$openapi" ]; then
    # Size the document so that its output has about as many lines as reactorgen's.
    make_openapi "$work/probe.yaml" 50
    probe=$(openapi_lines "$work/probe.yaml" "$work/probe-out/Sources")
    operations=$(( (50 * lines + probe / 2) / probe ))
    make_openapi "$work/openapi$n.yaml" "$operations"
    oout=$work/openapi-out$n/Sources
    olines=$(openapi_lines "$work/openapi$n.yaml" "$oout")
    for run in $(seq 0 $((runs - 1))); do mkdir -p "$fresh_root/openapi$n-$run"; done
    ofresh=$(median_ms "$runs" "$openapi" generate "$work/openapi$n.yaml" --config "$work/openapi-out$n/config.yaml" --output-directory "$fresh_root/openapi$n-{run}")
    opeak=$(peak_kb "$openapi" generate "$work/openapi$n.yaml" --config "$work/openapi-out$n/config.yaml" --output-directory "$oout")
    orate=$((olines * 1000 / (ofresh > 0 ? ofresh : 1)))
    printf '%-8s %-14s %9s %9s %9s %9s %8s %9s %10s %9s %8s\n' "" "openapi-gen" "$ofresh" "-" "-" "-" "3" "$olines" "$orate" "-" "$((opeak / 1024))"
    python3 -c "print(f'{\"\":8} ratio of lines per second: {$rate / $orate:.2f}x')"
  fi
done

if command -v valgrind >/dev/null; then
  # A scratch package renders `{{#lines}}    {{{.}}}\n{{/lines}}` with swift-mustache, the version
  # reactorgen resolved, for 1,000 and 3,000 lines; the difference is the cost of 2,000 lines.
  floor=.build/mustache-floor
  mkdir -p "$floor/Sources/MustacheFloor"
  cat > "$floor/Package.swift" <<SWIFT
// swift-tools-version: 6.0
// Scratch package for Scripts/benchmark.sh: swift-mustache's cost per rendered line.
import PackageDescription

let package = Package(
  name: "MustacheFloor",
  dependencies: [.package(path: "$root/.build/checkouts/swift-mustache")],
  targets: [.executableTarget(name: "MustacheFloor", dependencies: [.product(name: "Mustache", package: "swift-mustache")])]
)
SWIFT
  cat > "$floor/Sources/MustacheFloor/main.swift" <<'SWIFT'
import Mustache

/// A line as reactorgen's contexts answer it (a `MustacheCustomRenderable`, the cheapest to print).
struct Line: MustacheCustomRenderable {
  let renderText: String
  var isNull: Bool { false }
}

struct Lines: MustacheParent {
  let lines: [Line]
  func child(named name: String) -> Any? { name == "lines" ? lines : nil }
}

let count = Int(CommandLine.arguments[1]) ?? 1000
let context = Lines(lines: (0..<count).map { Line(renderText: "let value\($0) = \($0)") })
let template = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}{{#lines}}\n    {{{.}}}\n{{/lines}}\n")
print(template.render(context).utf8.count)
SWIFT
  (cd "$floor" && swift build -c release >/dev/null 2>&1) && {
    small=$(instructions "$floor/.build/release/MustacheFloor" 1000)
    large=$(instructions "$floor/.build/release/MustacheFloor" 3000)
    echo "swift-mustache alone, simplest list template: $(( (large - small) / 2000 )) instructions per rendered line"
  }
fi
