#!/usr/bin/env bash
# Fuzzes reactorgen's YAML layer and whole pipeline with libFuzzer (Fuzz/ package).
#
#   Scripts/fuzz.sh                    run each target FUZZ_SECONDS (default 600), both at once
#   FUZZ_SECONDS=60 Scripts/fuzz.sh    a short run (CI's smoke run uses 45)
#   Scripts/fuzz.sh --merge            also minimise the findings into Fuzz/Corpus (commit them)
#
# Needs a toolchain whose swiftc supports -sanitize=fuzzer (Linux toolchains from swift.org do;
# Xcode's does not): without one it says so and exits 0. Crashes are saved as
# .build/fuzz-artifacts/<target>/crash-*; replay one with `.build/fuzz/release/<target> <file>`.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-600}
merge=false
[ "${1:-}" = "--merge" ] && merge=true
scratch=.build/fuzz
export TMPDIR=${TMPDIR:-$PWD/.build/tmp}
mkdir -p "$TMPDIR"

probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
echo 'func probe() {}' > "$probe/main.swift"
if ! swiftc -sanitize=fuzzer -parse-as-library -emit-object "$probe/main.swift" -o "$probe/main.o" >/dev/null 2>&1; then
  echo "fuzz: this toolchain's swiftc does not support -sanitize=fuzzer; no fuzzing run (use a swift.org Linux toolchain)"
  exit 0
fi

# lld: the system's gold crashes linking libFuzzer with Swift objects.
if ! swift build --package-path Fuzz -c release --scratch-path "$scratch" \
  -Xswiftc -sanitize=fuzzer -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld >"$probe/build.log" 2>&1; then
  tail -30 "$probe/build.log"
  echo "fuzz: the fuzz targets did not build"
  exit 1
fi

status=0
pids=()
for target in FuzzYAML FuzzPipeline; do
  corpus=.build/fuzz-corpus/$target
  artifacts=.build/fuzz-artifacts/$target
  mkdir -p "$corpus" "$artifacts"
  # Seeds: the committed corpus, every spec in the samples and tests, the docs' examples.
  cp Fuzz/Corpus/$target/* "$corpus/" 2>/dev/null || true
  for spec in Samples/*/*.reactorgen.yml Tests/PluginEndToEnd/*.yml; do
    [ -f "$spec" ] && cp "$spec" "$corpus/seed-$(basename "$(dirname "$spec")")-$(basename "$spec")"
  done
  "$scratch/release/$target" "$corpus" -dict=Fuzz/spec.dict -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    >"$artifacts/log.txt" 2>&1 &
  pids+=($!)
done
for index in "${!pids[@]}"; do
  wait "${pids[$index]}" || status=1
done
for target in FuzzYAML FuzzPipeline; do
  log=.build/fuzz-artifacts/$target/log.txt
  runs=$(grep -oE "stat::number_of_executed_units: [0-9]+" "$log" | grep -oE "[0-9]+$" || echo 0)
  crashes=$(ls .build/fuzz-artifacts/$target | grep -cE "^(crash|timeout|oom|leak)-" || true)
  echo "fuzz: $target: $runs executions, $crashes crashes, hangs or blow-ups in ${seconds}s"
  if [ "$crashes" -gt 0 ]; then
    status=1
    grep -E "ERROR|Fatal error|SUMMARY" "$log" | head -5
  fi
  if $merge; then
    mkdir -p Fuzz/Corpus/$target
    minimised=$(mktemp -d)
    "$scratch/release/$target" -merge=1 "$minimised" .build/fuzz-corpus/$target Fuzz/Corpus/$target >/dev/null 2>&1
    rm -f Fuzz/Corpus/$target/*
    cp "$minimised"/* Fuzz/Corpus/$target/
    echo "fuzz: $target: corpus minimised to $(ls Fuzz/Corpus/$target | wc -l) inputs in Fuzz/Corpus/$target"
  fi
done
exit $status
