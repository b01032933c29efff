# Detents: the two commands a newcomer needs are `make run` and `make test`.
SWIFT ?= swift
BIN := .build/debug/detents
# Release builds link the Swift libraries in (a dynamically linked `detents` spends ~10 ms of
# every run loading and relocating libswiftCore, Foundation and the rest). Every release build
# here uses the same flags, so that one never rebuilds what another built. Linking Foundation
# statically prints a glibc warning about `mktemp` (inside Foundation, harmless).
RELEASE := -c release --static-swift-stdlib
# `swift run` takes no --static-swift-stdlib: a release tool is built, then run.
run_release = $(SWIFT) build $(RELEASE) --product $(1) && .build/release/$(1)

.PHONY: run test build wasm bench bench-parser fuzz fuzz-runtime format lint bootstrap clean

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

# SwiftPM's harmless "prohibited flag(s): -pthread" warning (explained in scripts/test), which
# `run` and `test` hide.
PTHREAD_WARNING := warning: prohibited flag(s): -pthread

# The newcomer's first look: the README tour's examples of preview, resolve and simulate, each
# printed as `$ detents …` before its output, as the README shows them (scripts/readme-tests
# checks that they agree). Detents' own example (examples/island-loop.swift, a sheet with a
# custom "peek" detent, 400 pt and .large) drawn at every detent into out/, then the engine's
# view of the same detents and a fling (examples/fling.txt).
DEMO_DETENTS := custom:peek=max(0.2*maxDetentValue,140),height:400,large
DEMO := "preview examples/island-loop.swift" "resolve --detents '$(DEMO_DETENTS)'" \
  "simulate --detents '$(DEMO_DETENTS)' --start height:400 --script examples/fling.txt"

run: bootstrap
	@[ -x $(BIN) ] || echo "make run: building Detents first (a few minutes; quiet unless something fails)"
	@mkdir -p .build; $(SWIFT) build -q >.build/run-build.log 2>&1; status=$$?; \
	  grep -v -F '$(PTHREAD_WARNING)' .build/run-build.log; exit $$status
	@first=1; for c in $(DEMO); do \
	  [ $$first = 1 ] || echo; first=0; \
	  echo "\$$ detents $$c"; eval "$(BIN) $$c" || exit 1; \
	done

# Every check, quietly: one line per stage, the failures, `N passed, N failed`; the whole
# output in .build/test.log (see scripts/test).
test: bootstrap
	@SWIFT=$(SWIFT) scripts/test

# The browser build (issue 16): the core modules in Embedded Swift for WebAssembly, with
# Wasm/Entry.swift and Wasm/runtime.c, into .build/wasm/detents.wasm (see scripts/wasm-build).
wasm:
	@scripts/wasm-build

# The Studio's part: a bounded wrk load test of its HTTP API on loopback (scripts/studio-bench).
bench: bootstrap
	$(SWIFT) build $(RELEASE) --product detents
	$(call run_release,detents-bench)
	@scripts/wasm-build >/dev/null && node scripts/wasm-bench.mjs
	$(call run_release,parser-bench)
	$(call run_release,canvas-bench)
	scripts/studio-bench

# Mutation fuzzing of the runtime and the preview (bounded; see the script's header).
fuzz-runtime: bootstrap
	$(SWIFT) build $(RELEASE) --product detents
	scripts/fuzz-runtime $(FUZZ_MUTANTS)

FUZZ_MUTANTS ?= 300


# Parser throughput (MB/s) on the toolchain's .swiftinterface files and the seed examples, and on
# real code (../shared/corpus, one file at a time on one thread and on all cores, and
# concatenated), against `swiftc -frontend -parse` on the same bytes.
bench-parser: bootstrap
	$(call run_release,parser-bench)

# libFuzzer on the lexer and parser (a SwiftPM executable would clash with libFuzzer's main).
# The corpus starts from the seed examples, copied into .build (not committed). libFuzzer
# runs FUZZ_JOBS job(s) in a child process, logging to fuzz-out/fuzz-<job>.log; crashes,
# hangs (-timeout) and sanitizer reports are written to fuzz-out/ and fail the target.
FUZZ_RUNS ?= 10000000
FUZZ_MAX_TIME ?= 14400
FUZZ_TIMEOUT ?= 10
FUZZ_JOBS ?= 1
FUZZ_MAX_LEN ?= 1024
FUZZ_BIN := .build/fuzz-parser
FUZZ_CORPUS := .build/fuzz-corpus
fuzz:
	mkdir -p .build fuzz-out $(FUZZ_CORPUS)
	swiftc -sanitize=fuzzer,address -parse-as-library -O Sources/SwiftSource/*.swift Fuzz/ParserFuzz.swift \
	  -o $(FUZZ_BIN)
	. scripts/shared-folder.sh && detents_require_seeds fuzz && cp "$$DETENTS_SEEDS"/examples/*.swift $(FUZZ_CORPUS)/
	cd fuzz-out && SWIFT_BACKTRACE=enable=no ../$(FUZZ_BIN) ../$(FUZZ_CORPUS) -dict=../Fuzz/swift.dict \
	  -runs=$(FUZZ_RUNS) -max_total_time=$(FUZZ_MAX_TIME) -timeout=$(FUZZ_TIMEOUT) -max_len=$(FUZZ_MAX_LEN) \
	  -jobs=$(FUZZ_JOBS) -workers=$(FUZZ_JOBS) -print_final_stats=1 -artifact_prefix=./
	@tail -n 12 fuzz-out/fuzz-0.log
	@if ls fuzz-out | grep -qE '^(crash|timeout|leak|oom|slow-unit)-'; then \
	  echo "fuzz: findings in fuzz-out/"; ls fuzz-out; exit 1; else echo "fuzz: no crash, hang or sanitizer report"; fi

# Fixtures are inputs (some deliberately broken): they are not formatted.
FORMATTED := Sources Wasm Package.swift examples $(shell find Tests -name '*.swift' -not -path 'Tests/Fixtures/*')

format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format $(FORMATTED)

# --strict: a finding is an error and fails the target (and `make test`).
lint:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format $(FORMATTED)

clean:
	rm -rf .build out
