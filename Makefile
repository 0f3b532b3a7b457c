# reactorgen's two everyday commands (see README.md); each does its own set-up first.
#
#   make sample   generate the Todo sample from its spec into .build/todo-sample
#   make test     the whole test suite: unit, golden, CLI, sample compilation, plugin end-to-end
#
# Also: make record (re-record reference output), make benchmark (the generator, then the build
# plugin at app scale), make fuzz (libFuzzer, 10 min).

SHELL := /bin/bash
export TMPDIR ?= $(CURDIR)/.build/tmp

.PHONY: bootstrap sample test record benchmark fuzz

bootstrap:
	@mkdir -p "$(TMPDIR)"
	@Scripts/bootstrap.sh

sample: bootstrap
	swift build --product reactorgen
	.build/debug/reactorgen Samples/Todo/Todo.reactorgen.yml \
	  -o .build/todo-sample/Sources --tests-output .build/todo-sample/Tests
	@echo "Generated into .build/todo-sample (run again: nothing changes)."

test: bootstrap
	Tests/PluginEndToEnd/run.sh
	swift build --build-tests
	swift test --skip-build --disable-swift-testing

record: bootstrap
	Scripts/record-references.sh

benchmark: bootstrap
	Scripts/benchmark.sh
	Scripts/benchmark-plugin.sh

fuzz: bootstrap
	Scripts/fuzz.sh
