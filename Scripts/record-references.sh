#!/usr/bin/env bash
# Re-records the reference ("golden") output of every sample and refreshes the samples' generated
# files. Run it after changing the generator or a template, then read the diff as a user would:
#
#   Scripts/record-references.sh && git diff Samples/
#
# Samples/<Name>/Golden/ holds the complete output of a first run (generated files, logic stubs
# and test skeletons) and is compared byte for byte by GoldenTests. Samples/<Name>/Contexts.txt
# holds every context its templates receive (the contract of custom templates), compared by
# ContextFixtureTests. Samples/<Name>/Sources and
# Tests hold the same generated files next to hand-written logic; rerunning reactorgen there
# updates the generated files and never touches the hand-written ones.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --traits Import --product reactorgen >/dev/null
tool=.build/debug/reactorgen
for spec in Samples/*/*.reactorgen.yml; do
  sample=$(dirname "$spec")
  rm -rf "$sample/Golden"
  "$tool" "$spec" -o "$sample/Golden/Sources" --tests-output "$sample/Golden/Tests" --quiet
  # A sample with hand-written code keeps its generated files current; EdgeCases has only Golden/.
  if [ -d "$sample/Sources" ]; then
    "$tool" "$spec" -o "$sample/Sources" --tests-output "$sample/Tests" --quiet
  fi
  # The run record is one machine's (absolute paths, modification times), not reference output.
  find "$sample" -name .reactorgen-record -delete
  echo "recorded $sample"
done
# The contexts the templates receive, one fixture per sample.
REACTORGEN_RECORD_CONTEXTS=1 swift test --traits Import --filter ContextFixtureTests/testEverySamplesContextsMatchTheirFixture >/dev/null
echo "recorded Samples/*/Contexts.txt"
# What reactorgen-import makes of the import corpus (Tests/ImportCorpus/*/Imported).
REACTORGEN_RECORD_IMPORTS=1 swift test --traits Import --filter ImportCorpusTests/testEachImportIsAsRecorded >/dev/null
echo "recorded Tests/ImportCorpus/*/Imported"
# The spec's JSON schema and Spec.md's key tables, rendered from the key tables (SpecKeys.swift).
REACTORGEN_RECORD_DOCS=1 swift test --traits Import --filter SchemaTests >/dev/null
echo "recorded Docs/reactorgen.schema.json and Spec.md's key tables"
