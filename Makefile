# touchmpv — the whole set-up is `make run` and `make test`: each installs what a fresh
# Debian 12 machine lacks (libmpv-dev, pkg-config) with apt-get, then builds.

SWIFT      ?= swift
BIN        := .build/debug/touchmpv
APT_DEPS   := libmpv-dev pkg-config
# groff checks the generated man page in `make test` (CommandLineTests); libxml2 is what
# Foundation's XML parser reads the JUnit reports and SVG pictures with in the tests; Xvfb
# and xwd give the touch controls' pixel test a real window and read its screen
# (ControlsPixelTests); ffmpeg makes the clip with tracks, subtitles and chapters the
# menus are tested on (ChoicesMedia); tzdata gives the screen schedule's zone test its
# zone files (PlayScreenScheduleTests), which slim Debian images leave out.
TEST_APT_DEPS := groff-base libxml2 xvfb x11-apps ffmpeg tzdata
# The plain mpv player `make bench` compares touchmpv with, valgrind, whose callgrind
# counts the recognizers' instructions, and ffmpeg, which makes the file seek thumbnails
# are measured on.
BENCH_APT_DEPS := mpv valgrind ffmpeg
# Installs the named Debian packages that are missing (scripts/ensure-debian-packages.sh).
ENSURE     := bash scripts/ensure-debian-packages.sh

.PHONY: deps test-deps test check run bench bench-deps build build-tests lint format man

# Installs the Debian packages the build needs when they are missing (no prompts, no stdin).
deps:
	@$(ENSURE) $(APT_DEPS)

build: deps
	$(SWIFT) build

test-deps:
	@$(ENSURE) $(TEST_APT_DEPS)

build-tests: build
	$(SWIFT) build --build-tests

# The test bundle, as `swift test` runs it; scripts/run-tests.sh runs it in shards side by
# side (the end-to-end suites wait on real time, not on the cores).
TEST_BUNDLE = "$$($(SWIFT) build --show-bin-path)/touchmpvPackageTests.xctest"

test: build-tests lint test-deps
	bash scripts/run-tests.sh $(TEST_BUNDLE) all

# The inner loop: the tests that need neither a running player nor a window (no mpv
# playing, no X server), in under a minute after a build.
check: build-tests
	bash scripts/run-tests.sh $(TEST_BUNDLE) check

# The man page touchmpv(1), made by the built touchmpv from the same command
# descriptions as its --help (`touchmpv help --man`); view it with `man -l .build/touchmpv.1`.
MAN := .build/touchmpv.1
man: build
	$(BIN) help --man > $(MAN)

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

# The benchmark (docs/performance.md): a release build, then TouchmpvBench measures the
# recognizers alone and the pipeline on one core (CPU time, and instructions under
# callgrind), touch-to-mpv latency, idle cost, and touchmpv against Debian's plain mpv (mpv
# and valgrind installed here when missing); it prints a table and writes .build/bench.json,
# and leaves the recognizers' and the pipeline's profiles in .build/gestures.callgrind and
# .build/pipeline.callgrind (callgrind_annotate).
bench: deps bench-deps
	$(SWIFT) build -c release
	.build/release/TouchmpvBench --touchmpv .build/release/touchmpv --mpv "$$(command -v mpv)" --output .build/bench.json

# Installs Debian's mpv player, the benchmark's reference, and valgrind when missing.
bench-deps:
	@$(ENSURE) $(BENCH_APT_DEPS)

# ---- make install, make uninstall (docs/kiosk.md) --------------------------------
# What a kiosk runs: a release build with the Swift runtime linked in (no toolchain
# needed where it runs), the documented defaults, the man page, the systemd unit and the
# udev rule.
# The defaults go to $(PREFIX)/share/touchmpv, not /etc: the file sets every key to its
# built-in value, so a copy in /etc would pin today's defaults through upgrades; /etc
# holds only what an administrator writes (/etc/touchmpv.conf, /etc/default/touchmpv).
# The unit names /etc/touchmpv.conf, so one that sets only what a kiosk needs (resume)
# (dist/touchmpv.conf) is put there when there is none, and uninstall removes it only
# while it is unchanged.
PREFIX          ?= /usr/local
DESTDIR         ?=
BINDIR          ?= $(PREFIX)/bin
DATADIR         ?= $(PREFIX)/share/touchmpv
DOCDIR          ?= $(PREFIX)/share/doc/touchmpv
SYSTEMDUNITDIR  ?= $(PREFIX)/lib/systemd/system
UDEVRULESDIR    ?= $(PREFIX)/lib/udev/rules.d
INSTALL         ?= install
INSTALL_PROGRAM ?= $(INSTALL) -m 755
INSTALL_DATA    ?= $(INSTALL) -m 644
UDEV_RULE       := 70-touchmpv-touchscreen.rules
# systemd-analyze (install-test verifies the unit with it), readelf, and man with groff
# (it renders the installed page).
INSTALL_TEST_APT_DEPS := systemd binutils man-db groff-base
MANDIR          ?= $(PREFIX)/share/man
SYSCONFDIR      ?= /etc

# Its own scratch path, so that it never rebuilds `make bench`'s .build/release. The
# binary is rebuilt only when a source is newer, so `sudo make install` after
# `make release` needs no toolchain in root's PATH.
RELEASE_SCRATCH := .build/install
RELEASE_BIN     := $(RELEASE_SCRATCH)/release/touchmpv
RELEASE_SOURCES := Package.swift $(shell find Sources -type f)
# touchmpv(1), written by the release binary from the same command descriptions as its
# --help (`touchmpv help --man`, as `make man` does with the debug build).
RELEASE_MAN     := $(RELEASE_SCRATCH)/touchmpv.1

.PHONY: release install install-strip uninstall install-test
release: $(RELEASE_BIN)

$(RELEASE_BIN): $(RELEASE_SOURCES)
	@$(ENSURE) $(APT_DEPS)
	$(SWIFT) build -c release --static-swift-stdlib --product touchmpv --scratch-path $(RELEASE_SCRATCH)
	@touch $@

$(RELEASE_MAN): $(RELEASE_BIN)
	$(RELEASE_BIN) help --man > $@.partial
	mv $@.partial $@

install: $(RELEASE_BIN) $(RELEASE_MAN)
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR) $(DESTDIR)$(DOCDIR) \
	  $(DESTDIR)$(SYSTEMDUNITDIR) $(DESTDIR)$(UDEVRULESDIR) $(DESTDIR)$(MANDIR)/man1
	$(INSTALL_PROGRAM) $(RELEASE_BIN) $(DESTDIR)$(BINDIR)/touchmpv
	$(INSTALL_DATA) $(RELEASE_MAN) $(DESTDIR)$(MANDIR)/man1/touchmpv.1
	$(INSTALL_DATA) Config/touchmpv.conf Config/touch-input.conf $(DESTDIR)$(DATADIR)/
	$(INSTALL_DATA) README.md $(DESTDIR)$(DOCDIR)/README.md
	sed -e 's|@BINDIR@|$(BINDIR)|g' -e 's|@DOCDIR@|$(DOCDIR)|g' dist/touchmpv.service.in > $(DESTDIR)$(SYSTEMDUNITDIR)/touchmpv.service
	chmod 644 $(DESTDIR)$(SYSTEMDUNITDIR)/touchmpv.service
	$(INSTALL_DATA) dist/$(UDEV_RULE) $(DESTDIR)$(UDEVRULESDIR)/$(UDEV_RULE)
	$(INSTALL) -d $(DESTDIR)$(SYSCONFDIR)
	[ -e $(DESTDIR)$(SYSCONFDIR)/touchmpv.conf ] || $(INSTALL_DATA) dist/touchmpv.conf $(DESTDIR)$(SYSCONFDIR)/touchmpv.conf

# The same with the executable's symbols stripped (25 MB → 15 MB).
install-strip:
	$(MAKE) install INSTALL_PROGRAM='$(INSTALL) -m 755 -s'

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/touchmpv $(DESTDIR)$(DATADIR)/touchmpv.conf $(DESTDIR)$(DATADIR)/touch-input.conf \
	  $(DESTDIR)$(DOCDIR)/README.md $(DESTDIR)$(SYSTEMDUNITDIR)/touchmpv.service $(DESTDIR)$(UDEVRULESDIR)/$(UDEV_RULE) \
	  $(DESTDIR)$(MANDIR)/man1/touchmpv.1
	! cmp -s dist/touchmpv.conf $(DESTDIR)$(SYSCONFDIR)/touchmpv.conf || rm -f $(DESTDIR)$(SYSCONFDIR)/touchmpv.conf
	-rmdir $(DESTDIR)$(DATADIR) $(DESTDIR)$(DOCDIR) 2>/dev/null

# Installs into a temporary DESTDIR and checks the tree: its files, that the executable
# needs nothing of the Swift toolchain (ldd) and runs with /opt/swift hidden, the unit
# (systemd-analyze verify), then that uninstall removes it all (scripts/install-test.sh).
install-test: $(RELEASE_BIN)
	@$(ENSURE) $(INSTALL_TEST_APT_DEPS)
	bash scripts/install-test.sh

# ---- make deb, make deb-test (docs/kiosk.md, "Debian package") ----------------------------
# touchmpv_VERSION_ARCH.deb in .build/deb, from the release build (scripts/make-deb.sh:
# dpkg-deb, Depends from dpkg-shlibdeps, the maintainer scripts of dist/debian/), then
# lintian on it: any error or warning fails.
# `make deb ARCH=arm64` makes touchmpv_VERSION_arm64.deb for Debian 13 instead, in
# .build/deb-arm64: cross-compiled with Debian 13's Swift in its cached root, packaged
# and checked by Debian 13's lintian there (scripts/deb-arm64.sh); the man page and the
# version come from the amd64 release build (the same text).
DEB_DIR := .build/deb
DEB_APT_DEPS := dpkg-dev lintian binutils
ARCH ?= $(shell dpkg --print-architecture)
.PHONY: deb deb-test
ifeq ($(ARCH),arm64)
DEB_ARM64_DIR := .build/deb-arm64
deb: $(RELEASE_BIN) $(RELEASE_MAN)
	@$(ENSURE) debootstrap
	bash scripts/deb-arm64.sh "$$($(RELEASE_BIN) --version | awk 'NR == 1 { print $$2 }')" $(RELEASE_MAN) $(DEB_ARM64_DIR) > $(DEB_ARM64_DIR).path
else
deb: $(RELEASE_BIN) $(RELEASE_MAN)
	@$(ENSURE) $(DEB_APT_DEPS)
	bash scripts/make-deb.sh $(RELEASE_BIN) $(RELEASE_MAN) $(DEB_DIR) > $(DEB_DIR).path
	lintian --fail-on error,warning --info "$$(cat $(DEB_DIR).path)"
endif

# Installs the package into a clean Debian 12 root (debootstrap, cached under .build/),
# checks what apt-get pulls, that `touchmpv --version` runs and Config/demo.touch plays
# headless with every expectation met there, then that a purge leaves nothing; then the
# same in a clean Debian 13 root (cached under /var/cache/touchmpv), where the package
# made on Debian 12 is meant to install too (scripts/deb-test.sh).
deb-test: deb
	@$(ENSURE) debootstrap
	bash scripts/deb-test.sh "$$(cat $(DEB_DIR).path)" bookworm
	bash scripts/deb-test.sh "$$(cat $(DEB_DIR).path)" trixie

# Builds the sources and the tests with Debian 13's Swift 6.0.3 as well, in a cached
# Debian 13 root under /var/cache/touchmpv (debootstrap and Debian's archive only; made
# on first use), into .build/swift60: the code is written so that both compilers take
# it, and any warning from our code fails (scripts/build-swift60.sh).
.PHONY: build-swift60
build-swift60:
	@$(ENSURE) debootstrap
	bash scripts/build-swift60.sh

# The benchmark's recognizers alone (`--only gestures`) built with Debian 13's Swift 6.0.3
# in the cached Debian 13 root, valgrind in a layer over it: its
# gestures_instructions_per_update, to compare with `make bench`'s (the machine's 6.3);
# figures in .build/swift60/bench.json (scripts/bench-swift60.sh, docs/performance.md).
.PHONY: bench-swift60
bench-swift60:
	@$(ENSURE) debootstrap
	bash scripts/bench-swift60.sh

# Boots a real Linux kernel (QEMU, TCG) with the installed tree (make install into
# .build/kernel-test/destdir) and a uinput replay helper inside, and checks the device
# path, the udev rule and the kiosk on a real DRM display there (KernelTest/README.md).
# Installs its packages when missing.
# Relative, as every path make passes on: make splits a path with a space.
KERNEL_TEST_DESTDIR := .build/kernel-test/destdir
.PHONY: kernel-test
kernel-test: $(RELEASE_BIN)
	rm -rf $(KERNEL_TEST_DESTDIR)
	$(MAKE) install DESTDIR=$(KERNEL_TEST_DESTDIR)
	bash KernelTest/kernel-test.sh $(KERNEL_TEST_DESTDIR) $(PREFIX)

# Boots deb-test's cached Debian 12 root with the package installed, systemd as PID 1
# and udev, a uinput touchscreen and the bochs display (QEMU, TCG), and checks the
# service there: the start on READY=1, its status, the devices' access, reload, the
# watchdog, the security rating (KernelTest/README.md, "The service test"). Installs
# its packages when missing: a kernel, QEMU, busybox, ffmpeg, gcc and the static C
# library (the replay helper), debootstrap, mke2fs.
SERVICE_TEST_APT_DEPS := linux-image-amd64 qemu-system-x86 busybox-static ffmpeg gcc libc6-dev debootstrap e2fsprogs
.PHONY: service-test
service-test: deb
	@$(ENSURE) $(SERVICE_TEST_APT_DEPS)
	bash KernelTest/service-test.sh "$$(cat $(DEB_DIR).path)" $(RELEASE_BIN)

# The same checks on an emulated aarch64 board (QEMU's `virt`, two Cortex-A72s, TCG):
# Debian 13's arm64 kernel and a Debian 13 arm64 root (debootstrap, its second stage
# under qemu-user; cached with the kernels under /var/cache/touchmpv), where the guest
# installs `make deb ARCH=arm64`'s package itself, plus its pictures, a double tap,
# touchmpv record, simulate's bytes against this machine's, and the tests `make check`
# runs, cross-built with Debian 13's Swift 6.0.3 (scripts/build-tests-arm64.sh) and run
# there (KernelTest/README.md, "The arm64 board test"). BOARD_KERNEL=linux-image-arm64-16k boots the 16K-page
# kernel a Raspberry Pi 5 runs instead (on a Cortex-A76).
ARM64_TEST_APT_DEPS := qemu-system-arm qemu-user-static binfmt-support gcc-aarch64-linux-gnu libc6-dev-arm64-cross \
  ffmpeg gcc libc6-dev debootstrap e2fsprogs dpkg-dev kmod
.PHONY: arm64-test
arm64-test: $(RELEASE_BIN)
	$(MAKE) deb ARCH=arm64
	@$(ENSURE) $(ARM64_TEST_APT_DEPS)
	ARCH=arm64 SERVICE_TEST_TIMEOUT=2700 bash KernelTest/service-test.sh "$$(cat .build/deb-arm64.path)" $(RELEASE_BIN)

# Cuts the power (QEMU's monitor `quit`) at POWERCUT_TRIALS random moments of playback
# with `resume = yes` and the state folder on an ext4 disk image, and checks after each
# reboot that play resumes within 11 s of the position at the cut, and that a file cut
# mid-write is ignored with a line (KernelTest/README.md, "The power-cut test"). Installs
# its packages when missing. POWERCUT_SEED=N repeats a run's cut moments.
POWERCUT_TRIALS ?= 20
POWERCUT_TEST_DESTDIR := .build/powercut-destdir
.PHONY: powercut-test
powercut-test: $(RELEASE_BIN)
	rm -rf $(POWERCUT_TEST_DESTDIR)
	$(MAKE) install DESTDIR=$(POWERCUT_TEST_DESTDIR)
	bash KernelTest/powercut-test.sh $(POWERCUT_TEST_DESTDIR) $(PREFIX) $(POWERCUT_TRIALS)

.PHONY: fuzz sanitize soak

# libFuzzer targets of Fuzz/ (evdev bytes, .touch, the control socket's lines, evemu, config,
# bindings), FUZZ_SECONDS each.
FUZZ_SECONDS ?= 20
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) sh Fuzz/fuzz.sh

# The test suite under AddressSanitizer (with LeakSanitizer; the suppressions name leaks
# outside touchmpv), then ThreadSanitizer, each in its own scratch path. The EndToEndTests
# module is left out: each of its tests runs the normal debug executable in a child
# process, which no sanitizer watches, so under a sanitizer it would check only the test's
# own harness, at the cost of most of the suite's time (`make test` runs it).
# The exit test of GesturesTests (an illegal state stops a debug build) runs this test
# binary again as a child; under ASan, Foundation's Process once missed that child's exit
# (left a zombie it never reaped) and the whole run hung, so it runs in `make test` only.
SANITIZE_SKIP := --skip '^EndToEndTests\.' --skip 'withoutAHandlerAnIllegalStateStopsADebugBuild'
sanitize: build
	LSAN_OPTIONS=suppressions=Fuzz/lsan-suppressions.txt:print_suppressions=0 \
	  $(SWIFT) test --scratch-path .build/asan --sanitize=address $(SANITIZE_SKIP)
	$(SWIFT) test --scratch-path .build/tsan --sanitize=thread $(SANITIZE_SKIP)

# An hour of synthetic touch traffic and a kiosk's day in virtual time, a kiosk's visitors
# (attract loop, chooser, library changes) against `touchmpv play --headless` for about two
# minutes, then SOAK_SECONDS (default 300; 3600 for the real hour) in real time against it;
# RSS and open descriptors after warm-up and at the end. Not run by CI.
SOAK_SECONDS ?= 300
soak: build
	$(SWIFT) build --product TouchmpvSoak
	SOAK_SECONDS=$(SOAK_SECONDS) .build/debug/TouchmpvSoak
