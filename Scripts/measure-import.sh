#!/usr/bin/env bash
# Measures reactorgen-import on a folder of app checkouts (one folder per repository), writing
# nothing into them: a dry run per repository, as a team adopting reactorgen would start.
#
#   Scripts/measure-import.sh <checkouts> [report-folder]
#
# Prints one row per repository (reactors found, imported, refused at a line, failed unlocated)
# and the totals; each repository's full report goes to report-folder (default
# .build/import-measurement). Each repository's folder is given to import whole, as a user would.
set -euo pipefail
checkouts=${1:?usage: Scripts/measure-import.sh <checkouts> [report-folder]}
reports=${2:-.build/import-measurement}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$reports"
export TMPDIR=${TMPDIR:-$root/.build/tmp}
mkdir -p "$TMPDIR"
configuration=${CONFIGURATION:-debug}
swift build --package-path "$root" --traits Import --product reactorgen-import -c "$configuration" >/dev/null
tool="$root/.build/$configuration/reactorgen-import"

printf '%-48s %8s %8s %8s %10s\n' repository reactors imported refused unlocated
total_found=0 total_imported=0 total_refused=0 total_unlocated=0
for repo in "$checkouts"/*/; do
  name=$(basename "$repo")
  report="$reports/$name.txt"
  # The folder, as a user points import at an app: what it reads is import's own choice.
  "$tool" "$repo" -o "$TMPDIR/measure-$name" --dry-run >"$report" 2>&1 || true
  summary=$(grep -E '^[0-9]+ reactor\(s\) imported' "$report" | tail -1 || true)
  imported=$(sed -E 's/^([0-9]+) reactor.*/\1/' <<<"${summary:-0}")
  refused=$(sed -nE 's/.*, ([0-9]+) left as they are.*/\1/p' <<<"$summary")
  refused=${refused:-0}
  # An error not at a line of the app's Swift (none, or in a spec not written) is a failure
  # nobody can act on; a folder without reactors is no failure.
  # (Diagnostics start their line; the dry run's spec and Swift text, indented, are not.)
  unlocated=$(grep -E '^(error: |[^ ].*: error: )' "$report" | grep -v 'no reactor found' | grep -cvE '\.swift:[0-9]+:[0-9]+: error:' || true)
  found=$((imported + refused))
  printf '%-48s %8d %8d %8d %10d\n' "$name" "$found" "$imported" "$refused" "$unlocated"
  total_found=$((total_found + found)) total_imported=$((total_imported + imported))
  total_refused=$((total_refused + refused)) total_unlocated=$((total_unlocated + unlocated))
done
printf '%-48s %8d %8d %8d %10d\n' total "$total_found" "$total_imported" "$total_refused" "$total_unlocated"
