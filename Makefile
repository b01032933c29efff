# Detents: the two commands a newcomer needs are `make run` and `make test`.
SWIFT ?= swift
BIN := .build/debug/detents

.PHONY: run test build bench format lint bootstrap clean fuzz-runtime

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

# The newcomer's first look: Detents' own example (examples/island-loop.swift, a sheet with a
# custom "peek" detent, 400 pt and .large) run and drawn at every detent into out/, then the
# engine's view of the same detents and a fling.
run: build
	@$(BIN) preview examples/island-loop.swift --out out
	@echo
	@$(BIN) resolve --detents "$(DEMO_DETENTS)"
	@echo
	@$(BIN) simulate --detents "$(DEMO_DETENTS)" --start height:400 --script examples/fling.txt

DEMO_DETENTS := custom:peek=max(0.2*maxDetentValue,140),height:400,large

test: bootstrap
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	scripts/cli-tests

bench: bootstrap
	$(SWIFT) run -c release detents-bench
	$(SWIFT) run -c release canvas-bench

# Mutation fuzzing of the runtime and the preview (bounded; see the script's header).
fuzz-runtime: bootstrap
	$(SWIFT) build -c release --product detents
	scripts/fuzz-runtime $(FUZZ_MUTANTS)

FUZZ_MUTANTS ?= 300

format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format Sources Tests Package.swift

lint:
	$(SWIFT) format lint --recursive --configuration .swift-format Sources Tests

clean:
	rm -rf .build out
