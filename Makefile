# ListEdit: `make test` runs every test; `make bench` prints release-build timings.
SWIFT ?= swift
# A crashing test should print its backtrace at once, not wait for a debugger on the tty.
export SWIFT_BACKTRACE := interactive=no

.PHONY: all build run test bench bench-peers fuzz fuzz-build clean

all: build

build:
	$(SWIFT) build

# Builds listedit and opens the built-in sample list.
run:
	$(SWIFT) build -c release --product listedit
	.build/release/listedit

# Tests run as a release build: the exhaustive batch-update suite checks over a million
# cases three ways each, which takes 4 minutes unoptimised and 35 seconds optimised. The
# tests use only public API, so no @testable import is needed (docs/DECISIONS.md).
test:
	$(SWIFT) build -c release --build-tests
	$(SWIFT) test -c release --skip-build --disable-xctest

bench:
	$(SWIFT) run -c release ListEditBench $(BENCH_GROUPS)

# The peer benchmark (../shared/bench): listedit against a C + ncursesw floor, vim, fzf and
# Python list widgets, through a real pty. Its setup (venv, C build, data) and results go to
# $(BENCH_WORK); extra arguments go in BENCH_ARGS, e.g. BENCH_ARGS="--sizes 1m --peers c-ncurses,listedit".
BENCH_DIR ?= ../shared/bench
BENCH_WORK ?= $(HOME)/.cache/listedit-bench
bench-peers:
	$(SWIFT) build -c release --product listedit
	BENCH_WORK=$(BENCH_WORK) LISTEDIT_BIN=$(CURDIR)/.build/release/listedit $(BENCH_DIR)/run_all.sh $(BENCH_ARGS)

# Coverage-guided fuzzing (libFuzzer with AddressSanitizer): each target of
# Sources/FuzzTargets for FUZZ_SECONDS, one after another, at low priority. Seeds come from
# Fuzz/Corpus/NAME; what a run learns stays in .build-fuzz/corpus/NAME; an input that breaks
# a property is written to Fuzz/Regressions/NAME, which `make test` replays. FUZZ_TARGETS
# picks targets; FUZZ_ARGS adds libFuzzer options. Fails if any target found something.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= lines markdown json git-todo json-scanner tablekit
FUZZ_ARGS ?=
FUZZ_BUILD = .build-fuzz
fuzz-build:
	$(SWIFT) build --package-path Fuzz --scratch-path $(FUZZ_BUILD) -c release \
		--sanitize fuzzer -Xswiftc -sanitize=fuzzer,address

fuzz: fuzz-build
	@failed=""; for target in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_BUILD)/corpus/$$target Fuzz/Regressions/$$target; \
		echo "== fuzz-$$target for $(FUZZ_SECONDS) s"; \
		SWIFT_BACKTRACE=enable=no nice -n 10 $(FUZZ_BUILD)/release/fuzz-$$target \
			-max_total_time=$(FUZZ_SECONDS) -timeout=10 -print_final_stats=1 \
			-artifact_prefix=Fuzz/Regressions/$$target/ $(FUZZ_ARGS) \
			$(FUZZ_BUILD)/corpus/$$target Fuzz/Corpus/$$target \
			|| failed="$$failed $$target"; \
	done; \
	if [ -n "$$failed" ]; then echo "fuzz: found problems in:$$failed (see Fuzz/Regressions)"; exit 1; fi

clean:
	rm -rf .build
