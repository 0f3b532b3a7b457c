#!/usr/bin/env bash
# End-to-end test of reactorgen's SwiftPM plugins, on a fixture package made in a temporary folder:
#
#  1. the build plugin generates the Todo sample from its spec alone, plus mocks for the tests,
#     with one generator run per target;
#  2. a build with no spec change runs no generator command;
#  3. editing a copy of the spec (a new action and state field) reruns only the generators of the
#     targets that read it, rewrites only the edited spec's file, and the compiler demands the new
#     hook; once written, the build succeeds;
#  4. a second spec in the same target works, and custom templates kept in the target are used;
#  5. a spec error fails the build with the file:line:column diagnostic, printed once;
#  6. with the build plugin, missing user-owned files fail the build with one error that lists
#     them and gives the command that creates them, and --stubs-only creates only the missing
#     user-owned files; without it,
#     the command plugin creates generated files, stubs and test skeletons that compile as
#     created, and a second run leaves them alone;
#  7. ProjectBoard (repositories, a use case, constructor injection, async hooks) builds from its
#     spec with the build plugin, and its tests that need no Rx pass against the plugin's mocks;
#  8. SwiftUICounter (observableState: @ObservableState and binding actions, with the test double's
#     ReactorKitObservation and its macro) builds from its spec with the build plugin, and its
#     tests, bindings included, pass;
#  9. `reactorgen init`, for generated names and folders, followed word for word in a new package:
#     the build plugin's Package.swift lines and command for one target, the command plugin's for
#     another, with the dependencies' URLs as printed; both build and their tests pass, and
#     reactorgen brings no swift-syntax into the app's resolution;
# 10. the release's plugins package (Scripts/release.sh): its reactorgen needs no libyaml, and a
#     consumer builds, generates and tests without compiling any of reactorgen.
set -euo pipefail

source_root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/reactorgen-e2e.XXXXXX")
trap '[ -n "${KEEP_E2E:-}" ] || rm -rf "$work"' EXIT
export TMPDIR="$work/tmp"
mkdir -p "$TMPDIR"
fixture="$work/Fixture"
passed=0

step() { printf '\n== %s\n' "$*"; step_started=$SECONDS; }
pass() { passed=$((passed + 1)); echo "ok ($((SECONDS - step_started)) s): $*"; }
fail() { echo "FAILED: $*" >&2; echo "$passed passed, 1 failed" >&2; exit 1; }
# The fixture builds in the folder every fixture package of the suite shares (DEVELOPERS.md): the
# test double and the swift-syntax its macro needs are compiled once per run, here or by the
# XCTest fixtures. Each swift command on the fixture names it.
scratch="$source_root/.build/fixtures"
mkdir -p "$scratch"
rm -rf "$scratch/plugins/outputs/fixture"
# SwiftPM itself crashes now and then on this toolchain (swift-build died of a segfault in its own
# JSON handling once in about seventy runs): a swift command killed by a signal is no verdict on
# reactorgen, so it runs once more, saying so. Any other failure, the tool's crashes included
# (SwiftPM reports those as a failed command), stands.
fixture_swift() {
  local output status=0
  output=$(cd "$fixture" && swift "$1" --scratch-path "$scratch" "${@:2}" 2>&1) || status=$?
  if [ "$status" -gt 128 ]; then
    echo "note: 'swift $1' was killed by signal $((status - 128)); running it once more" >&2
    status=0
    output=$(cd "$fixture" && swift "$1" --scratch-path "$scratch" "${@:2}" 2>&1) || status=$?
  fi
  printf '%s\n' "$output"
  return "$status"
}
build() { fixture_swift build --build-tests | tee "$work/build.log" >/dev/null; }
generated_dir() { find "$scratch/plugins/outputs/fixture" -type d -path "*/$1/destination/ReactorGenBuildPlugin" | head -1; }
# runs: how many generator commands the last build ran (SwiftPM prints each command's name once).
runs() { grep -c "reactorgen: generating" "$work/build.log" || true; }
mtime() { stat -c %y "$1"; }

snapshot() { # folder, repository: the folder's files as git tracks them (and new ones), committed on main
  mkdir -p "$2"
  (cd "$1" && git ls-files -z --cached --others --exclude-standard -- . | tar --null -T - -cf -) | tar xf - -C "$2"
  git -C "$2" init -q -b main && git -C "$2" add -A
  git -C "$2" -c user.name=e2e -c user.email=e2e@localhost commit -qm snapshot
}
# Everything below reads a snapshot of this working tree, so editing the tree while the test
# runs changes nothing it builds; the snapshot is also the repository init's printed URL names.
snapshot "$source_root" "$work/git/reactorgen"
root="$work/git/reactorgen"

step "set up the fixture package"
mkdir -p "$fixture/Sources/ProjectBoard" "$fixture/Tests/ProjectBoardTests"
mkdir -p "$fixture/Dependencies" "$fixture/Sources/Todo" "$fixture/Tests/TodoTests" "$fixture/Sources/Counter" "$fixture/Tests/CounterTests"
cp "$root/Tests/PluginEndToEnd/Package.swift.template" "$fixture/Package.swift"
# Named links give the path dependencies the package identities the manifest uses.
ln -s "$root" "$fixture/Dependencies/reactorgen"
ln -s "$root/Tests/ReactorKitTestDouble" "$fixture/Dependencies/ReactorKitTestDouble"
cp "$root/Samples/Todo/Todo.reactorgen.yml" "$fixture/Sources/Todo/"
cp "$root"/Samples/Todo/Models/*.swift "$root"/Samples/Todo/Sources/*.swift "$fixture/Sources/Todo/"
cp "$root"/Samples/Todo/Tests/*.swift "$fixture/Tests/TodoTests/"
cp "$root/Samples/Counter/Counter.reactorgen.yml" "$fixture/Sources/Counter/"
# ProjectBoard: its spec, models and the files its user owns; the build plugin makes the rest.
cp "$root/Samples/ProjectBoard/ProjectBoard.reactorgen.yml" "$root"/Samples/ProjectBoard/Models/*.swift "$root"/Samples/ProjectBoard/Sources/*.swift "$fixture/Sources/ProjectBoard/"
cp "$root"/Samples/ProjectBoard/Tests/*.swift "$fixture/Tests/ProjectBoardTests/"
mkdir -p "$fixture/Sources/SwiftUICounter" "$fixture/Tests/SwiftUICounterTests"
cp "$root/Samples/SwiftUICounter/SwiftUICounter.reactorgen.yml" "$root"/Samples/SwiftUICounter/Sources/*.swift "$fixture/Sources/SwiftUICounter/"
cp "$root"/Samples/SwiftUICounter/Tests/*.swift "$fixture/Tests/SwiftUICounterTests/"
# SwiftPM models only targets that hold a Swift file, so Counter starts with one of each.
echo "// The Counter feature: its reactors come from Counter.reactorgen.yml via the command plugin." > "$fixture/Sources/Counter/CounterFeature.swift"
echo "// Tests of the Counter feature." > "$fixture/Tests/CounterTests/CounterFeatureTests.swift"

step "1. the build plugin builds the Todo sample from its spec alone"
build || { cat "$work/build.log"; fail "first build"; }
out=$(generated_dir Todo)
[ -f "$out/Todo.reactorgen.swift" ] && [ -f "$out/ReactorGenServiceProvider.swift" ] || fail "plugin outputs missing in $out"
grep -q "final class TaskListViewReactor: Reactor, TaskListViewReactorLogic" "$out/Todo.reactorgen.swift" || fail "reactor not generated"
grep -q "final class MockTaskService: TaskServiceType" "$(generated_dir TodoTests)/ReactorGenMocks.swift" || fail "mocks not generated for the test target"
[ ! -d "$fixture/Sources/Todo/Generated" ] || fail "the build plugin wrote into the source folder"
[ ! -f "$fixture/Sources/Todo/TaskCellReactor+Logic.swift" ] || fail "the build plugin wrote a user-owned file"
# Todo, TodoTests, ProjectBoard, ProjectBoardTests, SwiftUICounter and SwiftUICounterTests: one run each.
[ "$(runs)" = 6 ] || { grep "reactorgen: generating" "$work/build.log"; fail "expected 6 generator runs, one per target, not $(runs)"; }
# The tool the plugin runs links no swift-syntax (reactorgen-import does, a product of its own;
# the fixture's build compiles swift-syntax anyway, for the test double's macro): no symbol of
# its modules is in the tool's binary.
# SwiftPM names a plugin's tool built for the host after its target: `ReactorGenCLI-tool`.
tool=$(find "$scratch" -type f -perm -u+x \( -name ReactorGenCLI-tool -o -name reactorgen-tool \) | head -1)
[ -n "$tool" ] || { find "$scratch" -name 'reactorgen*' -type f; fail "the plugin's tool binary is not in $scratch"; }
[ "$(grep -ac "11SwiftSyntax\|11SwiftParser" "$tool")" = 0 ] || fail "the build plugin's tool links swift-syntax"
[ -z "$(find "$scratch" -path '*ReactorGenImport*' -name '*.o' | head -1)" ] || fail "a user's build compiled reactorgen-import"
pass "built from the spec; mocks generated for the test target; one generator run per target; no file written to the sources; the tool links no swift-syntax and reactorgen-import is not compiled"

step "2. a build with no spec change runs no generator command, and the first does no work"
# SwiftPM relinks a plugin's host tool once on the build after a package's first build, which
# reruns the plugin's commands that one time; from then on only a spec change reruns them. The
# run record knows the tool by its build ID, which the relink keeps: that rerun reads the record
# and stops, rewriting nothing (not even the record).
record="$out/.reactorgen-parts/Generated/.reactorgen/record"
[ -f "$record" ] || fail "no run record in $out"
record_before=$(mtime "$record")
bundle_before=$(mtime "$out/Todo.reactorgen.swift")
build || { cat "$work/build.log"; fail "second build"; }
reruns=$(runs)
[ "$(mtime "$record")" = "$record_before" ] || fail "the rerun after SwiftPM relinked the tool did the work again (its record was rewritten)"
[ "$(mtime "$out/Todo.reactorgen.swift")" = "$bundle_before" ] || fail "the rerun after SwiftPM relinked the tool rewrote a bundle"
build || { cat "$work/build.log"; fail "third build"; }
if grep -q "reactorgen: generating" "$work/build.log"; then cat "$work/build.log"; fail "a generator command ran without a spec change"; fi
pass "no generator command ran; the rerun SwiftPM made after relinking the tool ($reruns commands) did no work"

step "3. editing the spec regenerates; the compiler demands the new hook"
python3 - "$fixture/Sources/Todo/Todo.reactorgen.yml" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
text = text.replace("      - refresh\n", "      - refresh\n      - clearDone\n", 1)
text = text.replace("      isEditing: Bool = false\n", "      isEditing: Bool = false\n      filter: String = \"\"\n", 1)
open(path, "w").write(text)
PY
provider_before=$(mtime "$out/ReactorGenServiceProvider.swift")
if build; then cat "$work/build.log"; fail "the build passed although the new hook is missing"; fi
grep -q "reactorgen: generating Todo's code from Todo.reactorgen.yml" "$work/build.log" || fail "the edited spec was not regenerated"
[ "$(runs)" = 2 ] || { grep "reactorgen: generating" "$work/build.log"; fail "expected the runs of Todo and TodoTests only, not $(runs)"; }
[ "$(mtime "$out/ReactorGenServiceProvider.swift")" = "$provider_before" ] || fail "the module-wide file was rewritten although its content is the same"
grep -q "does not conform to protocol 'TaskListViewReactorLogic'" "$work/build.log" || { cat "$work/build.log"; fail "the compiler did not ask for the new hook"; }
grep -q "case clearDone" "$out/Todo.reactorgen.swift" && grep -q 'var filter: String = ""' "$out/Todo.reactorgen.swift" || fail "new action or field missing"
cat >> "$fixture/Sources/Todo/TaskListViewReactor+Logic.swift" <<'SWIFT'

extension TaskListViewReactor {
  func mutateClearDone() -> Observable<Mutation> {
    .empty()
  }
}
SWIFT
build || { cat "$work/build.log"; fail "build after writing the hook"; }
pass "regenerated after the edit; the missing hook failed the build; writing it fixed the build"

step "4. several specs in one target"
# Todo's module-wide settings (`module: Todo`), as every spec of the target writes them.
cat > "$fixture/Sources/Todo/Stats.reactorgen.yml" <<'YAML'
version: 1
module: Todo
reactors:
  StatsViewReactor:
    state:
      doneCount: Int = 0
    actions:
      - taskDone: increaseDone
    mutations:
      - increaseDone: increment doneCount
YAML
build || { cat "$work/build.log"; fail "build with a second spec"; }
grep -q "final class StatsViewReactor: Reactor" "$out/Stats.reactorgen.swift" || fail "second spec not generated"
pass "two specs in one target"

step "4b. custom templates in the target replace the built-in ones, and editing one regenerates"
mkdir -p "$fixture/Sources/Todo/Templates"
# The reactorgen the fixture's build made for the plugin exports the built-in templates.
tool=$(find "$scratch" -type f -name ReactorGenCLI-tool | head -1)
"$tool" export-templates "$work/exported" >/dev/null
sed 's|^{{{baseServiceClass}}}|// Custom template in use.\n{{{baseServiceClass}}}|' \
  "$work/exported/ServiceProvider.swift.mustache" > "$fixture/Sources/Todo/Templates/ServiceProvider.swift.mustache"
build || { cat "$work/build.log"; fail "build with a custom template"; }
grep -q "// Custom template in use." "$out/ReactorGenServiceProvider.swift" || fail "the custom template was not used"
grep -q "final class TaskListViewReactor: Reactor" "$out/Todo.reactorgen.swift" || fail "templates the folder lacks must fall back to the built-in ones"
pass "custom template used; the others fall back to the built-in ones"

step "5. a spec error fails the build with a located diagnostic"
sed -i 's/      - toggleEditing: toggleEditing/      - toggleEditing: toggleEditng/' "$fixture/Sources/Todo/Todo.reactorgen.yml"
if build; then fail "the build passed with a spec error"; fi
line=$(grep -n "toggleEditing: toggleEditng" "$fixture/Sources/Todo/Todo.reactorgen.yml" | cut -d: -f1)
expected="Todo.reactorgen.yml:$line:24: error: unknown mutation 'toggleEditng'; did you mean 'toggleEditing'?"
grep -qF "$expected" "$work/build.log" || { cat "$work/build.log"; fail "expected diagnostic: $expected"; }
[ "$(grep -cF "$expected" "$work/build.log")" = 1 ] || { cat "$work/build.log"; fail "the diagnostic was printed more than once"; }
sed -i 's/      - toggleEditing: toggleEditng/      - toggleEditing: toggleEditing/' "$fixture/Sources/Todo/Todo.reactorgen.yml"
pass "spec error reported as $expected"

step "5b. what only the compiler can check is reported at the spec's line"
# A default that names nothing: reactorgen cannot know; its line directives make the compiler
# name the spec's line, not a file under .build/plugins.
spec="$fixture/Sources/Todo/Todo.reactorgen.yml"
cp "$spec" "$work/Todo.reactorgen.yml.saved"
sed -i 's/      isEditing: Bool = false/      isEditing: Bool = flase/' "$spec"
grep -q "isEditing: Bool = flase" "$spec" || fail "the spec has no 'isEditing: Bool = false' to misspell"
if build; then fail "the build passed with a default that names nothing"; fi
line=$(grep -n "isEditing: Bool = flase" "$spec" | cut -d: -f1)
grep -E "$(realpath "$spec"):$line:[0-9]+: error: cannot find 'flase' in scope" "$work/build.log" >/dev/null \
  || { grep "error:" "$work/build.log"; fail "expected the compiler's error at Todo.reactorgen.yml:$line"; }
if grep "error:" "$work/build.log" | grep -q "plugins/outputs"; then grep "error:" "$work/build.log"; fail "an error named a generated file"; fi
cp "$work/Todo.reactorgen.yml.saved" "$spec"
pass "the compiler's error names Todo.reactorgen.yml:$line"

step "6a. missing user-owned files fail the build with one error that lists them and the command"
python3 - "$fixture/Sources/Todo/Todo.reactorgen.yml" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
text = text.replace("services:\n", "services:\n  ClockService:\n    methods:\n      - func now() -> Int\n", 1)
open(path, "w").write(text)
PY
mv "$fixture/Sources/Todo/TaskEditViewReactor+Logic.swift" "$work/"
if build; then cat "$work/build.log"; fail "the build passed without ClockService.swift"; fi
expected="target 'Todo' lacks 2 files you own; the build plugin generates the rest. Create them once with 'swift package --allow-writing-to-package-directory generate-reactors --target Todo --stubs-only' (in an Xcode project: the project's context menu, ReactorGenCommandPlugin, arguments '--target Todo --stubs-only'), or declare each yourself:"
grep -qF "$expected" "$work/build.log" || { cat "$work/build.log"; fail "expected: $expected"; }
[ "$(grep -c "files you own" "$work/build.log")" = 1 ] || { cat "$work/build.log"; fail "expected one error for all missing files"; }
grep -qF "  ClockService.swift (class ClockService)" "$work/build.log" && grep -qF "  TaskEditViewReactor+Logic.swift (extension TaskEditViewReactor)" "$work/build.log" \
  || { cat "$work/build.log"; fail "the error does not list both files"; }
mv "$work/TaskEditViewReactor+Logic.swift" "$fixture/Sources/Todo/"
pass "one error lists the missing user-owned files, with the command that creates them"

step "6b. with the build plugin, the command plugin's --stubs-only creates only missing user files"
(fixture_swift package --allow-writing-to-package-directory generate-reactors --target Todo --stubs-only 2>&1) | tee "$work/command.log" >/dev/null \
  || { cat "$work/command.log"; fail "command plugin --stubs-only"; }
[ -f "$fixture/Tests/TodoTests/StatsViewReactorTests.swift" ] && [ -f "$fixture/Sources/Todo/ClockService.swift" ] || fail "the missing test skeleton or service stub was not created"
[ ! -d "$fixture/Sources/Todo/Generated" ] && [ ! -d "$fixture/Tests/TodoTests/Generated" ] || fail "--stubs-only wrote generated files next to the build plugin's"
grep -q "2 created, 0 updated, 0 removed, 0 unchanged" "$work/command.log" || { cat "$work/command.log"; fail "expected exactly two new files"; }
build || { cat "$work/build.log"; fail "build after --stubs-only"; }
pass "--stubs-only created the missing service stub and skeleton, nothing generated; the package builds"

step "6. the command plugin writes generated files and once-only stubs"
(fixture_swift package --allow-writing-to-package-directory generate-reactors --target Counter 2>&1) | tee "$work/command.log" >/dev/null \
  || { cat "$work/command.log"; fail "command plugin"; }
for file in Generated/CounterViewReactor.swift Generated/ServiceProvider.swift CounterViewReactor+Logic.swift UserService.swift; do
  [ -f "$fixture/Sources/Counter/$file" ] || fail "command plugin did not create Sources/Counter/$file"
done
[ -f "$fixture/Tests/CounterTests/Generated/MockUserService.swift" ] && [ -f "$fixture/Tests/CounterTests/CounterViewReactorTests.swift" ] || fail "command plugin did not create the test files"
echo "// my logic" >> "$fixture/Sources/Counter/CounterViewReactor+Logic.swift"
(fixture_swift package --allow-writing-to-package-directory generate-reactors --target Counter 2>&1) | tee "$work/command.log" >/dev/null
grep -q "0 created, 0 updated, 0 removed" "$work/command.log" || { cat "$work/command.log"; fail "second command plugin run changed files"; }
grep -q "// my logic" "$fixture/Sources/Counter/CounterViewReactor+Logic.swift" || fail "the command plugin overwrote a user-owned file"
cat > "$fixture/Sources/Counter/CounterFeature.swift" <<'SWIFT'
/// Creates the counter screen's reactor.
func makeCounterReactor() -> CounterViewReactor {
  CounterViewReactor(provider: ServiceProvider())
}
SWIFT
cat > "$fixture/Tests/CounterTests/CounterFeatureTests.swift" <<'SWIFT'
import XCTest
@testable import Counter

final class CounterFeatureTests: XCTestCase {
  func testInitialCount() {
    XCTAssertEqual(makeCounterReactor().initialState.value, 0)
  }
}
SWIFT
build || { cat "$work/build.log"; fail "the command plugin's stubs do not compile as created"; }
# The feature's test passes; the skeletons' tests of the hooks are skipped TODOs, one per
# action with a hook (increase and decrease, setting's toggle), not tests of generated code.
(fixture_swift test --skip-build --filter "^CounterTests\." 2>&1) | tee "$work/test.log" >/dev/null \
  || { cat "$work/test.log"; fail "the Counter tests"; }
grep -qE "Executed [0-9]+ tests, with [0-9]+ tests? skipped and 0 failures" "$work/test.log" && grep -q "CounterFeatureTests.testInitialCount' passed" "$work/test.log" \
  || { cat "$work/test.log"; fail "expected the feature's test to pass and the skeletons' TODOs to be skipped"; }
pass "command plugin output compiles as created; a second run keeps the user's files"

step "7. repositories, use cases and async hooks through the build plugin"
board=$(generated_dir ProjectBoard)
grep -q "final class TemporaryProjectRepository: ProjectRepositoryProtocol, @unchecked Swift.Sendable" "$board/ProjectBoard.reactorgen.swift" || fail "in-memory repository not generated"
grep -q "enum AsyncBridge" "$board/ReactorGenServiceProvider.swift" || fail "AsyncBridge not generated with the module's shared code"
grep -q "final class MockProjectUseCase: ProjectUseCaseProtocol" "$(generated_dir ProjectBoardTests)/ReactorGenMocks.swift" || fail "use case mock not generated for the test target"
(fixture_swift test --skip-build --filter "TemporaryProjectRepositoryTests|ProjectUseCaseTests|AsyncBridgeTests|ProjectBoardHookTests" 2>&1) | tee "$work/test.log" >/dev/null \
  || { cat "$work/test.log"; fail "ProjectBoard's tests that need no Rx"; }
grep -q "with 0 failures" "$work/test.log" && ! grep -q "Executed 0 tests" "$work/test.log" || { cat "$work/test.log"; fail "expected ProjectBoard's tests to run and pass"; }
pass "ProjectBoard built by the build plugin; its repository, use case, hook and bridge tests pass"

step "8. observableState through the build plugin"
counter=$(generated_dir SwiftUICounter)
grep -q "@ObservableState" "$counter/SwiftUICounter.reactorgen.swift" && grep -q "enum Action: BindableAction" "$counter/SwiftUICounter.reactorgen.swift" \
  || fail "observable state not generated"
(fixture_swift test --skip-build --filter "^SwiftUICounterTests\." 2>&1) | tee "$work/test.log" >/dev/null \
  || { cat "$work/test.log"; fail "SwiftUICounter's tests"; }
grep -q "with 0 failures" "$work/test.log" && grep -q "testABindingWritesTheStateItNames" "$work/test.log" || { cat "$work/test.log"; fail "expected SwiftUICounter's tests to run and pass"; }
pass "SwiftUICounter built by the build plugin; its binding and action tests pass"

step "9. reactorgen init, followed word for word in a new package, for generated names and folders on each path"
# A new user's package: one target takes init's build-plugin lines, another its command-plugin
# lines; both build and their tests run. Nothing init prints is rewritten: the package URLs it
# prints resolve, through a git configuration of this test's own, to a snapshot of this
# working tree (branch main) and of the test double (standing in for ReactorKit).
# Names and folders come from a seed (E2E_SEED replays one).
seed=${E2E_SEED:-$(date +%s)}
RANDOM=$seed
echo "names from seed $seed (E2E_SEED=$seed replays them)"
letters=abcdefghijklmnopqrstuvwxyz
random_word() { # an upper-case letter, then 1 to 6 letters or digits
  local word=${letters:RANDOM%26:1} length=$((RANDOM % 6 + 1)) i
  word=${word^^}
  for ((i = 0; i < length; i++)); do word+=$(printf '%s' "${letters}0123456789" | cut -c$((RANDOM % 36 + 1))); done
  printf '%s' "$word"
}
snapshot "$root/Tests/ReactorKitTestDouble" "$work/git/ReactorKit"
# A version 'from: "3.2.0"' takes, new on every run: SwiftPM records a version's commit once per
# machine (~/.swiftpm/security/fingerprints) and refuses another commit for it later, and each
# snapshot is another commit. No real ReactorKit version is named so.
git -C "$work/git/ReactorKit" tag "3.$(date +%s).0"
reactorgen_url=$(sed -n 's/.*static let packageURL = "\(.*\)".*/\1/p' "$root/Sources/_ReactorGenCore/Support/Version.swift")
export GIT_CONFIG_GLOBAL="$work/gitconfig"
git config --global url."file://$work/git/reactorgen".insteadOf "$reactorgen_url"
git config --global url."file://$work/git/ReactorKit".insteadOf "https://github.com/ReactorKit/ReactorKit"
suffixes=("" "" "ViewReactor" "Reactor")
# Folders a user gives: SwiftPM's default, a nested one, one with a dash (target 'x-y', module 'x_y').
folders=("Sources/%s" "Sources/Features/%s" "Sources/%s-kit")
app="$work/InitApp"
mkdir -p "$app"
# Runs init until it accepts a generated name (a refusal must say to choose another); prints its steps.
init_feature() { # folder
  local attempt name
  for attempt in 1 2 3 4 5; do
    name="$(random_word)${suffixes[RANDOM % 4]}"
    if (cd "$app" && "$tool" init "$name" -o "$1") >"$work/init.log" 2>&1; then
      echo "init $name -o $1" >&2
      cat "$work/init.log"
      return
    fi
    grep -q "choose another name" "$work/init.log" || { cat "$work/init.log" >&2; fail "init $name -o $1 failed without saying why"; }
  done
  fail "init refused five generated names"
}
plugin_folder=$(printf "${folders[RANDOM % 3]}" "$(random_word)")
cli_folder=$(printf "${folders[RANDOM % 3]}" "$(random_word)")
while [ "$(basename "$cli_folder")" = "$(basename "$plugin_folder")" ]; do cli_folder=$(printf "${folders[RANDOM % 3]}" "$(random_word)"); done
plugin_steps=$(init_feature "$plugin_folder")
cli_steps=$(init_feature "$cli_folder")
# One step's Package.swift block: the lines between its "dependencies: [" and the "]" closing its
# targets, as printed. `which` is 1 for the build plugin's, 2 for the command plugin's.
block() { # steps, which, dependencies|targets
  printf '%s\n' "$1" | awk -v which="$2" -v part="$3" '
    /^  dependencies: \[/ { n++ }
    n == which && part == "dependencies" && /^  dependencies: \[/ { on = 1 }
    n == which && part == "targets" && /^  targets: \[/ { on = 2; next }
    on == 1 { print; if (/^  \],/) on = 0; next }
    on == 2 { if (/^  \]/) { on = 0; next } print }'
}
{
  echo "// swift-tools-version: 5.9"
  echo "import PackageDescription"
  echo "let package = Package("
  echo "  name: \"InitApp\","
  block "$plugin_steps" 1 dependencies
  echo "  targets: ["
  block "$plugin_steps" 1 targets
  block "$cli_steps" 2 targets
  echo "  ]"
  echo ")"
} > "$app/Package.swift"
grep -q "ReactorGenBuildPlugin" "$app/Package.swift" && grep -q "exclude: \[" "$app/Package.swift" || { cat "$app/Package.swift"; fail "init's Package.swift lines were not found"; }
# Each printed command, exactly as printed.
stubs=$(printf '%s\n' "$plugin_steps" | grep -E '^  swift package .*--stubs-only$' | sed 's/^  //')
generate=$(printf '%s\n' "$cli_steps" | grep -E '^  swift package ' | grep -v -- '--stubs-only' | sed 's/^  //')
[ -n "$stubs" ] && [ -n "$generate" ] || fail "init printed no command to run"
(cd "$app" && eval "$stubs" && eval "$generate") >"$work/init-run.log" 2>&1 || { cat "$app/Package.swift" "$work/init-run.log"; fail "init's printed commands"; }
(cd "$app" && swift build --build-tests -Xswiftc -warnings-as-errors 2>&1) >"$work/init-build.log" || { cat "$app/Package.swift" "$work/init-build.log"; fail "the package init's steps made does not build"; }
if grep -q "warning:" "$work/init-build.log"; then grep "warning:" "$work/init-build.log"; fail "the package init's steps made builds with warnings"; fi
(cd "$app" && swift test --skip-build 2>&1) >"$work/init-test.log" || { cat "$work/init-test.log"; fail "the tests of init's package"; }
grep -qE "Executed [1-9][0-9]* tests?, with ([0-9]+ tests? skipped and )?0 failures" "$work/init-test.log" || { cat "$work/init-test.log"; fail "expected init's tests to run"; }
# reactorgen brings nothing of reactorgen-import into the app's resolution: swift-syntax is
# reactorgen's dependency only under the Import trait, which apps do not enable. (The app may
# still resolve it for ReactorKit's macro; what is checked is what hangs under reactorgen.)
(cd "$app" && swift package show-dependencies --format json 2>/dev/null) >"$work/init-deps.json" || fail "show-dependencies of init's package"
python3 - "$work/init-deps.json" <<'PY' || fail "reactorgen put swift-syntax into an app's resolution"
import json, sys
root = json.load(open(sys.argv[1]))
def nodes(node):
    yield node
    for child in node.get("dependencies", []):
        yield from nodes(child)
ours = [n for n in nodes(root) if n.get("name") == "reactorgen"]
assert ours, "reactorgen is not among the app's dependencies"
under = sorted({n["identity"] for node in ours for n in nodes(node) if n is not node})
print("reactorgen brings:", ", ".join(under))
sys.exit(1 if "swift-syntax" in under else 0)
PY
unset GIT_CONFIG_GLOBAL
pass "init's lines work as printed, word for word: '$plugin_folder' with the build plugin, '$cli_folder' with the command plugin; both build without warnings and their tests pass"

step "10. the plugins package of a release: a consumer runs the prebuilt reactorgen, compiling none of it"
# What `make release` makes: the artifact bundle (libyaml and the Swift runtime linked in) and the
# plugins package whose tool it is.
release="$work/release"
# A debug build: what is checked is the bundle, its linking and the consumer; `make release`
# optimizes, which takes a minute longer.
"$root/Scripts/release.sh" --output "$release" --scratch-path "$work/release-build" --configuration debug >"$work/release.log" 2>&1 \
  || { cat "$work/release.log"; fail "Scripts/release.sh"; }
binary=$(find "$release/reactorgen.artifactbundle" -type f -path '*/bin/reactorgen' | head -1)
[ -x "$binary" ] || { ls -R "$release"; fail "no reactorgen in the artifact bundle"; }
ldd "$binary" >"$work/ldd.log" 2>&1 || true
if grep -Eq "libyaml|libswiftCore|libFoundation" "$work/ldd.log"; then cat "$work/ldd.log"; fail "the bundled reactorgen needs libyaml or the Swift runtime at run time"; fi
[ "$("$binary" --version)" = "$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/_ReactorGenCore/Support/Version.swift")" ] || fail "the bundled reactorgen's version"
[ -s "$release/checksum.txt" ] && [ -f "$release/reactorgen.artifactbundle.zip" ] || fail "no zip or checksum for the release"
consumer="$work/Consumer"
mkdir -p "$consumer/Sources/Counter" "$consumer/Tests/CounterTests" "$consumer/Dependencies"
ln -s "$release/reactorgen-plugins" "$consumer/Dependencies/reactorgen-plugins"
ln -s "$root/Tests/ReactorKitTestDouble" "$consumer/Dependencies/ReactorKit"
cp "$root/Samples/Counter/Counter.reactorgen.yml" "$root"/Samples/Counter/Sources/*.swift "$consumer/Sources/Counter/"
cp "$root"/Samples/Counter/Tests/*.swift "$consumer/Tests/CounterTests/"
rm "$consumer/Sources/Counter/UserService.swift"
cat >"$consumer/Package.swift" <<'SWIFT'
// swift-tools-version: 5.9
import PackageDescription
let package = Package(
  name: "Consumer",
  dependencies: [
    .package(path: "Dependencies/reactorgen-plugins"),
    .package(path: "Dependencies/ReactorKit"),
  ],
  targets: [
    .target(name: "Counter", dependencies: ["ReactorKit"], plugins: [.plugin(name: "ReactorGenBuildPlugin", package: "reactorgen-plugins")]),
    .testTarget(name: "CounterTests", dependencies: ["Counter"], plugins: [.plugin(name: "ReactorGenBuildPlugin", package: "reactorgen-plugins")]),
  ]
)
SWIFT
# The command plugin, through the bundle, creates the file the user owns that is missing.
(cd "$consumer" && swift package --allow-writing-to-package-directory generate-reactors --target Counter --stubs-only 2>&1) >"$work/consumer.log" \
  || { cat "$work/consumer.log"; fail "the prebuilt command plugin"; }
[ -f "$consumer/Sources/Counter/UserService.swift" ] || { cat "$work/consumer.log"; fail "the prebuilt command plugin did not create UserService.swift"; }
(cd "$consumer" && swift build --build-tests -Xswiftc -warnings-as-errors 2>&1) >>"$work/consumer.log" || { cat "$work/consumer.log"; fail "the consumer's first build"; }
grep -q "reactorgen: generating Counter's code" "$work/consumer.log" || { cat "$work/consumer.log"; fail "the build plugin did not run"; }
if grep -E "Compiling (ReactorGenCLI|_ReactorGenCore|ReactorGenTemplates|ArgumentParser|Mustache) " "$work/consumer.log"; then fail "the consumer compiled part of reactorgen"; fi
[ -z "$(find "$consumer/.build" -name 'ReactorGenCLI-tool*' -o -name '_ReactorGenCore*.swiftmodule' | head -1)" ] || fail "the consumer built reactorgen's tool"
(cd "$consumer" && swift test --skip-build 2>&1) >"$work/consumer-test.log" || { cat "$work/consumer-test.log"; fail "the consumer's tests"; }
grep -qE "Executed [1-9][0-9]* tests?, with ([0-9]+ tests? skipped and )?0 failures" "$work/consumer-test.log" || { cat "$work/consumer-test.log"; fail "expected the consumer's tests to run"; }
pass "the bundled reactorgen needs no libyaml; a consumer of the plugins package builds, generates and tests without compiling reactorgen"

echo
echo "plugin end-to-end: $passed passed, 0 failed"
