# touchmpv — the whole set-up is `make run` and `make test`: each installs what a fresh
# Debian 12 machine lacks (libmpv-dev, pkg-config) with apt-get, then builds.

SWIFT      ?= swift
BIN        := .build/debug/touchmpv
APT_DEPS   := libmpv-dev pkg-config
# The plain mpv player `make bench` compares touchmpv with.
BENCH_APT_DEPS := mpv
# Installs the named Debian packages that are missing (scripts/ensure-debian-packages.sh).
ENSURE     := bash scripts/ensure-debian-packages.sh

.PHONY: deps test run bench bench-deps build lint format

# Installs the Debian packages the build needs when they are missing (no prompts, no stdin).
deps:
	@$(ENSURE) $(APT_DEPS)

build: deps
	$(SWIFT) build

test: build lint
	$(SWIFT) test

# The one style of the tree (.swift-format: 4-space indent, 140 columns), checked by the
# toolchain's own swift-format; any finding fails the build. `make format` applies it.
SWIFT_SOURCES := Package.swift Sources Tests Fuzz
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SWIFT_SOURCES)

format:
	$(SWIFT) format format --in-place --recursive --parallel $(SWIFT_SOURCES)

# Plays the built-in test source headless (no display, no sound card, no touchscreen)
# under Config/demo.touch in real time: a line per gesture, a summary, exit 0.
run: build
	$(BIN) play --headless --script Config/demo.touch

# The benchmark (SPEC §6): a release build, then TouchmpvBench measures the pipeline on
# one core, touch-to-mpv latency, idle cost, and touchmpv against Debian's plain mpv
# (installed here when missing); it prints a table and writes .build/bench.json.
bench: deps bench-deps
	$(SWIFT) build -c release
	.build/release/TouchmpvBench --touchmpv .build/release/touchmpv --mpv "$$(command -v mpv)" --output .build/bench.json

# Installs Debian's mpv player, the benchmark's reference, when it is missing.
bench-deps:
	@$(ENSURE) $(BENCH_APT_DEPS)

# Boots a real Linux kernel (QEMU, TCG) with touchmpv and a uinput replay helper inside
# and checks the device path there (KernelTest/README.md). Installs its packages when missing.
.PHONY: kernel-test
kernel-test: build
	bash KernelTest/kernel-test.sh $(BIN)

.PHONY: fuzz sanitize soak

# libFuzzer targets of Fuzz/ (evdev bytes, .touch, evemu, config), FUZZ_SECONDS each.
FUZZ_SECONDS ?= 20
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) sh Fuzz/fuzz.sh

# The whole test suite under AddressSanitizer (with LeakSanitizer; the suppressions
# name leaks outside touchmpv), then ThreadSanitizer, each in its own scratch path (the
# end-to-end tests run the normal debug executable, built first).
sanitize: build
	LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan-suppressions.txt:print_suppressions=0 \
	  $(SWIFT) test --scratch-path .build/asan --sanitize=address
	$(SWIFT) test --scratch-path .build/tsan --sanitize=thread

# An hour of synthetic touch traffic in virtual time, then SOAK_SECONDS (default 300) in
# real time against `touchmpv play --headless`; RSS after warm-up and at the end of each.
SOAK_SECONDS ?= 300
soak: build
	$(SWIFT) build --product touchmpv-soak
	SOAK_SECONDS=$(SOAK_SECONDS) .build/debug/touchmpv-soak
