# reactorgen's two everyday commands (see README.md); each does its own set-up first.
#
#   make sample   generate the Todo sample from its spec into .build/todo-sample
#   make test     the whole test suite: unit, golden, CLI, sample compilation, plugin end-to-end
#
# Also: make test-quick (the tests that compile no package: the loop while you work), make format
# (lay the code out with swift format; make test checks it with make lint), make record
# (re-record reference output), make benchmark (the generator, then the build plugin at app
# scale), make fuzz (libFuzzer, 10 min), make release (the artifact bundle and the plugins
# package that runs it: Docs/Release.md).

SHELL := /bin/bash
export TMPDIR ?= $(CURDIR)/.build/tmp

.PHONY: bootstrap sample test test-quick record benchmark fuzz release format lint

# The Swift reactorgen's own code is written in, laid out by `swift format` (the toolchain's,
# configured in .swift-format); the samples' and the import corpus' files are reference output.
FORMATTED := Sources Tests/ReactorGenCoreTests Tests/ReactorGenCompileTests Tests/ReactorGenTestSupport Tests/ReactorGenImportTests Tests/ReactorGenCLITests Plugins Package.swift

# reactorgen-import is built with the `Import` trait (off by default so that apps using the
# plugins do not resolve swift-syntax); every build here enables it, so no two builds differ.
TRAITS := --traits Import

# The tests that build packages or compile generated code with swiftc (minutes each): the target
# ReactorGenCompileTests, and the CLI's and import's classes that build the samples and the import
# corpus. `make test` runs them, `make test-quick` leaves them out.
COMPILING_TESTS := ReactorGenCompileTests\.|\.SampleCompilationTests[./]|\.ImportCorpusTests[./]|\.AdoptionPathTests[./]|\.ProjectFileTests[./]

bootstrap:
	@mkdir -p "$(TMPDIR)"
	@Scripts/bootstrap.sh

sample: bootstrap
	swift build $(TRAITS) --product reactorgen
	.build/debug/reactorgen Samples/Todo/Todo.reactorgen.yml \
	  -o .build/todo-sample/Sources --tests-output .build/todo-sample/Tests
	@echo "Generated into .build/todo-sample (run again: nothing changes)."

test: bootstrap lint
	Tests/PluginEndToEnd/run.sh
	swift build $(TRAITS) --build-tests
	swift test $(TRAITS) --skip-build --disable-swift-testing

test-quick: bootstrap
	swift build $(TRAITS) --build-tests
	swift test $(TRAITS) --skip-build --disable-swift-testing --skip '$(COMPILING_TESTS)'

release: bootstrap
	Scripts/release.sh

record: bootstrap
	Scripts/record-references.sh

format:
	swift format format --in-place --recursive $(FORMATTED)

# Fails on code `make format` would change, or that breaks a rule .swift-format keeps.
lint:
	swift format lint --strict --recursive $(FORMATTED)

benchmark: bootstrap
	Scripts/benchmark.sh
	Scripts/benchmark-plugin.sh

fuzz: bootstrap
	Scripts/fuzz.sh
