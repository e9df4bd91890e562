# ListEdit: `make test` runs every test; `make bench` prints release-build timings.
SWIFT ?= swift
# A crashing test should print its backtrace at once, not wait for a debugger on the tty.
export SWIFT_BACKTRACE := interactive=no

.PHONY: all build run test test-slow test-portable cross-check-c consumer-check docs bench bench-peers bench-pick bench-first-frame release install uninstall check-install fuzz fuzz-build clean

# What `make test` needs besides Swift: tmux drives the end-to-end tests, git the rebase
# tests. A machine without one stops here, at once, with one line naming what is missing,
# rather than failing every test that needs it.
TEST_TOOLS := tmux git
ifneq ($(filter test test-portable,$(MAKECMDGOALS)),)
MISSING_TOOLS := $(strip $(foreach tool,$(TEST_TOOLS),$(if $(shell command -v $(tool) 2>/dev/null),,$(tool))))
ifneq ($(MISSING_TOOLS),)
$(error make test needs $(MISSING_TOOLS), not found on PATH: install $(if $(word 2,$(MISSING_TOOLS)),them,it) (README, Set up))
endif
endif

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

# The whole suite again with the portable paths forced on Linux (LISTEDIT_PORTABLE: the
# scalar line scanner, the memory budget without /proc; docs/PORTABILITY.md), as `make test`
# runs it. Its own build folder, so that the two builds do not undo each other.
PORTABLE_BUILD := .build/portable
test-portable:
	LISTEDIT_PORTABLE=1 $(SWIFT) build -c release --build-tests --scratch-path $(PORTABLE_BUILD)
	LISTEDIT_PORTABLE=1 $(SWIFT) test -c release --skip-build --disable-xctest --scratch-path $(PORTABLE_BUILD)

# The slow tier: the saves checked against a reference (DifferentialSaveTests) also at 16 and
# 64 MiB, besides every size `make test` runs.
test-slow:
	$(SWIFT) build -c release --build-tests
	LISTEDIT_SLOW_TESTS=1 $(SWIFT) test -c release --skip-build --disable-xctest --filter DifferentialSaveTests

# The C targets without Swift (Tests/CCrossCheck/check.c): every scanning path of CByteScan
# against a byte-by-byte reference on random inputs, natively (SSE2, AVX2, scalar) and built
# for aarch64 and run under qemu (NEON, scalar); each twice, the second time as a
# LISTEDIT_PORTABLE build, whose scanner must default to the scalar path. The cross tools
# are Debian's gcc-aarch64-linux-gnu and qemu-user-static (.ci/run installs them).
CROSS_CC ?= aarch64-linux-gnu-gcc
QEMU_AARCH64 ?= $(firstword $(shell command -v qemu-aarch64-static qemu-aarch64 2>/dev/null) qemu-aarch64-static)
C_CHECK_BUILD := .build-c-check
C_CHECK_FLAGS := -std=c11 -O2 -Wall -Wextra -Werror -ISources/CByteScan/include -ISources/CWideChar/include
C_CHECK_SOURCES := Sources/CByteScan/CByteScan.c Tests/CCrossCheck/check.c

cross-check-c:
	mkdir -p $(C_CHECK_BUILD)
	$(CC) $(C_CHECK_FLAGS) $(C_CHECK_SOURCES) -o $(C_CHECK_BUILD)/check-native
	$(CC) $(C_CHECK_FLAGS) -DLISTEDIT_PORTABLE -DEXPECT_DEFAULT=scalar $(C_CHECK_SOURCES) -o $(C_CHECK_BUILD)/check-native-portable
	$(CROSS_CC) $(C_CHECK_FLAGS) -static -DEXPECT_DEFAULT=neon $(C_CHECK_SOURCES) -o $(C_CHECK_BUILD)/check-aarch64
	$(CROSS_CC) $(C_CHECK_FLAGS) -static -DLISTEDIT_PORTABLE -DEXPECT_DEFAULT=scalar $(C_CHECK_SOURCES) -o $(C_CHECK_BUILD)/check-aarch64-portable
	$(C_CHECK_BUILD)/check-native
	$(C_CHECK_BUILD)/check-native-portable
	$(QEMU_AARCH64) $(C_CHECK_BUILD)/check-aarch64
	$(QEMU_AARCH64) $(C_CHECK_BUILD)/check-aarch64-portable

# A package that depends on TableKit by version (ConsumerCheck/: Homepwner, ported the UIKit
# way), built and run against a tagged clone of the committed HEAD. SwiftPM refuses a
# versioned dependency whose library targets use unsafeFlags; this is where that shows.
consumer-check:
	ConsumerCheck/check

# The libraries' documentation (DocC): TableKit's (Sources/TableKit/TableKit.docc) and
# TableTerminal's (Sources/TableTerminal/TableTerminal.docc), each with every public symbol's
# comments, as archives in .build-docs; DocC's warnings (an unresolved link, a parameter
# without its documentation) are errors.
docs:
	rm -rf .build-docs && mkdir -p .build-docs/symbols
	$(SWIFT) build --scratch-path .build-docs/build --target TableTerminal -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/.build-docs/symbols
	for module in TableKit TableTerminal; do \
		rm -rf .build-docs/graph && mkdir -p .build-docs/graph && cp .build-docs/symbols/$$module.symbols.json .build-docs/symbols/$$module@*.symbols.json .build-docs/graph/ 2>/dev/null; \
		docc convert Sources/$$module/$$module.docc --additional-symbol-graph-dir .build-docs/graph \
			--fallback-display-name $$module --fallback-bundle-identifier listedit.$$module \
			--output-path .build-docs/$$module.doccarchive --analyze --warnings-as-errors || exit 1; \
	done

# `make bench BENCH_GROUPS="saves"` runs one group; `BENCH_SAVE_SIZES=10m,100m` adds a save at 1e8 lines,
# `BENCH_FILTER_SIZES=10m,100m` the filters group's keys at 1e8.
bench:
	$(SWIFT) run -c release ListEditBench $(BENCH_GROUPS)

# `make install PREFIX=…` (default /usr/local; DESTDIR for staging) installs the release
# binary with the Swift runtime linked in (it needs only libc, libstdc++ and ncursesw, and
# starts faster), the manual and bash, zsh and fish completions; `make uninstall` removes
# exactly those (scripts/install.sh). The build has its own folder: its flags differ from
# the tests' release build, which would otherwise be rebuilt from scratch after it. It is a
# file target, so that `make release && sudo make install` builds as you, not as root.
PREFIX ?= /usr/local
STATIC_BUILD := .build-static
STATIC_BIN := $(STATIC_BUILD)/release/listedit

release: $(STATIC_BIN)

$(STATIC_BIN): Package.swift $(shell find Sources -type f)
	$(SWIFT) build -c release --product listedit --static-swift-stdlib --scratch-path $(STATIC_BUILD)
	touch $@

install: $(STATIC_BIN)
	sh scripts/install.sh install "$(DESTDIR)$(PREFIX)" $(STATIC_BIN) docs/listedit.1

uninstall:
	sh scripts/install.sh uninstall "$(DESTDIR)$(PREFIX)"

# CI's check of the two (.ci/run, after make test): into an empty prefix and out again.
check-install:
	sh .ci/check-install

# The peer benchmark (../shared/bench): listedit against a C + ncursesw floor, vim, fzf and
# Python list widgets, through a real pty. Its setup (venv, C build, data) and results go to
# $(BENCH_WORK); extra arguments go in BENCH_ARGS, e.g. BENCH_ARGS="--sizes 1m --peers c-ncurses,listedit".
BENCH_DIR ?= ../shared/bench
BENCH_WORK ?= $(HOME)/.cache/listedit-bench
# The binary measured is the one `make install` installs: the Swift runtime linked in saves
# the dynamic loader about 6 ms of every start-up.
# After the shared suite, the pick and first-frame scenarios (bench-pick, bench-first-frame) run too.
bench-peers: $(STATIC_BIN)
	BENCH_WORK=$(BENCH_WORK) LISTEDIT_BIN=$(CURDIR)/$(STATIC_BIN) $(BENCH_DIR)/run_all.sh $(BENCH_ARGS)
	$(MAKE) bench-pick
	$(MAKE) bench-first-frame

# The first frame at every size (Benchmarks/peers/first_frame.py): the shared suite's open
# waits for the program to be idle, which is when a big file has been read in the background;
# this times the first frame, keys sent at once after it, and the whole read, against
# `listedit --version` and less. E.g. `make bench-first-frame FIRST_FRAME_SIZES=1k,1m,10m,100m`.
FIRST_FRAME_SIZES ?= 1k,1m,10m
FIRST_FRAME_REPS ?= 5
bench-first-frame: $(STATIC_BIN)
	BENCH_WORK=$(BENCH_WORK) BENCH_DIR=$(abspath $(BENCH_DIR)) LISTEDIT_BIN=$(CURDIR)/$(STATIC_BIN) \
		python3 Benchmarks/peers/first_frame.py --sizes $(FIRST_FRAME_SIZES) --reps $(FIRST_FRAME_REPS)

# The pick scenario (Benchmarks/peers/pick.py, on the shared harness, which is read-only and
# so cannot hold it): open, filter, check the first match, Enter, listedit --pick against
# fzf --multi; results in $(BENCH_WORK)/results/pick-DATE.{md,json}. Needs fzf on PATH
# (bench-peers' setup installs it). E.g. `make bench-pick PICK_SIZES=1m PICK_REPS=1`.
PICK_PEERS ?= listedit,fzf
PICK_SIZES ?= 1m,10m
PICK_REPS ?= 3
bench-pick: $(STATIC_BIN)
	BENCH_WORK=$(BENCH_WORK) BENCH_DIR=$(abspath $(BENCH_DIR)) LISTEDIT_BIN=$(CURDIR)/$(STATIC_BIN) \
		python3 Benchmarks/peers/pick.py --peers $(PICK_PEERS) --sizes $(PICK_SIZES) --reps $(PICK_REPS)

# Coverage-guided fuzzing (libFuzzer with AddressSanitizer; an input may take 30 s, since a
# document of a megabyte, which the size in an input can ask for, takes seconds under
# AddressSanitizer): each target of
# Sources/FuzzTargets for FUZZ_SECONDS, one after another, at low priority. Seeds come from
# Fuzz/Corpus/NAME; what a run learns stays in .build-fuzz/corpus/NAME; an input that breaks
# a property is written to Fuzz/Regressions/NAME, which `make test` replays. FUZZ_TARGETS
# picks targets; FUZZ_ARGS adds libFuzzer options. Fails if any target found something.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= lines markdown json git-todo save json-scanner tablekit controller
FUZZ_ARGS ?=
FUZZ_BUILD = .build-fuzz
# SwiftPM does not notice a file added to a target of a package depended on by path (this
# one, from Fuzz/): removing its build plan makes it plan again; what is built stays built.
fuzz-build:
	rm -f $(FUZZ_BUILD)/release.yaml
	$(SWIFT) build --package-path Fuzz --scratch-path $(FUZZ_BUILD) -c release \
		--sanitize fuzzer -Xswiftc -sanitize=fuzzer,address

fuzz: fuzz-build
	@failed=""; for target in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_BUILD)/corpus/$$target Fuzz/Regressions/$$target; \
		echo "== fuzz-$$target for $(FUZZ_SECONDS) s"; \
		SWIFT_BACKTRACE=enable=no nice -n 10 $(FUZZ_BUILD)/release/fuzz-$$target \
			-max_total_time=$(FUZZ_SECONDS) -timeout=30 -print_final_stats=1 \
			-artifact_prefix=Fuzz/Regressions/$$target/ $(FUZZ_ARGS) \
			$(FUZZ_BUILD)/corpus/$$target Fuzz/Corpus/$$target \
			|| failed="$$failed $$target"; \
	done; \
	if [ -n "$$failed" ]; then echo "fuzz: found problems in:$$failed (see Fuzz/Regressions)"; exit 1; fi

clean:
	rm -rf .build $(STATIC_BUILD) $(C_CHECK_BUILD)
