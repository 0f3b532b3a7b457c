#!/usr/bin/env bash
# Measures reactorgen on a large synthetic spec (release build): wall time of a full generation
# into an empty folder, of an unchanged rerun, and of --check; and lines of Swift per second.
# Usage: Scripts/benchmark.sh [reactors] [runs]      (defaults: 200 reactors, 5 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
reactors=${1:-200}
runs=${2:-5}
work=$(mktemp -d "${TMPDIR:-/tmp}/reactorgen-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

swift build -c release --product reactorgen >/dev/null
tool=.build/release/reactorgen

python3 - "$reactors" > "$work/bench.reactorgen.yml" <<'PY'
import sys
n = int(sys.argv[1])
print("version: 1\nmodule: Bench\nimports: [Foundation]\nservices:")
for s in range(max(1, n // 10)):
    print(f"  Service{s}:\n    events:\n      - changed(Int)\n      - \"renamed(id: String, name: String)\"\n    methods:")
    print("      - func fetch() -> Observable<[String]>\n      - \"func save(_ items: [String], force: Bool) -> Observable<Void>\"\n      - func value<T>(forKey key: String) -> T?")
print("reactors:")
for r in range(n):
    print(f"  Screen{r}ViewReactor:\n    services: [Service{r % max(1, n // 10)}]\n    events: [Service{r % max(1, n // 10)}]")
    print("    state:\n      isLoading: Bool = false\n      items: \"[String] = []\"\n      query: String?\n      count: Int = 0\n      message: \"@Pulse String? = nil\"")
    print("    actions:\n      - refresh: { loading: setLoading, cancelledBy: [search] }\n      - search(String?): { emit: setQuery, hook: true, cancelledBy: search }\n      - increase: increaseCount\n      - select(IndexPath)\n      - clear: [\"setItems([])\", \"setQuery(nil)\"]")
    print("    mutations:\n      - setLoading(Bool): set isLoading\n      - setItems([String]): set items\n      - appendItems([String]): append items\n      - setQuery(String?): set query\n      - increaseCount: increment count\n      - setMessage(String?): set message\n      - custom(IndexPath)")
PY

measure() {  # label, command...
  local label=$1; shift
  python3 - "$runs" "$label" "$@" <<'PY'
import subprocess, sys, time
runs, label, command = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
times = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(command, check=False, stdout=subprocess.DEVNULL)
    times.append(time.perf_counter() - start)
times.sort()
print(f"{label:<28} median {times[len(times)//2]*1000:8.1f} ms   min {times[0]*1000:8.1f} ms   ({runs} runs)")
PY
}

spec="$work/bench.reactorgen.yml"
echo "spec: $reactors reactors, $(wc -l < "$spec") lines, $(wc -c < "$spec") bytes"
# Each fresh run writes into a new folder, so deleting the last run's files is not measured.
measure "fresh generation" bash -c "out=\$(mktemp -d '$work/fresh.XXXXXX') && '$tool' '$spec' -o \$out/Sources --tests-output \$out/Tests -q"
"$tool" "$spec" -o "$work/out/Sources" --tests-output "$work/out/Tests" -q
measure "unchanged rerun" "$tool" "$spec" -o "$work/out/Sources" --tests-output "$work/out/Tests" -q
measure "--check" "$tool" "$spec" -o "$work/out/Sources" --tests-output "$work/out/Tests" --check -q
lines=$(cat "$work"/out/Sources/Generated/*.swift "$work"/out/Tests/Generated/*.swift | wc -l)
echo "output: $(find "$work/out" -name '*.swift' | wc -l) files, $lines lines of generated Swift"
