# layoutviz: two commands do everything on a fresh machine.
#   make demo   installs what is missing, builds, renders Fixtures/examples/*.json into out/
#   make test   installs what is missing, builds, runs every test
#   (make test also runs the browser tests: Debian's chromium + chromium-driver, installed by make browser-setup,
#   driven by Selenium from a venv under .build/browser-venv; Tests/browser/, docs/architecture.md; screenshots
#   stay in .build/browser-artifacts/, failing snapshot tests' images in .build/snapshot-artifacts/)
# Also: make bench (layout/render throughput, release build, then the Yoga/Taffy comparison of
# ../shared/bench/compare), make gallery (re-renders docs/images/gallery/
# from the JSON blocks of docs/gallery.md with the CLI; a test checks they match).

SWIFT ?= swift
APT_PACKAGES := libcairo2-dev libpango1.0-dev libharfbuzz-dev fonts-inter fonts-dejavu-core pkg-config \
	fonts-noto-core fonts-wqy-microhei fonts-noto-color-emoji
BROWSER_PACKAGES := chromium chromium-driver python3-venv
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN = $(shell $(SWIFT) build --show-bin-path)/layoutviz

.PHONY: setup browser-setup build demo test browser-test fuzz fuzz-build bench gallery clean

setup:
	@if ! dpkg -s $(APT_PACKAGES) >/dev/null 2>&1; then \
		echo "installing $(APT_PACKAGES)"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $(APT_PACKAGES); \
	fi

browser-setup:
	@if ! dpkg -s $(BROWSER_PACKAGES) >/dev/null 2>&1; then \
		echo "installing $(BROWSER_PACKAGES)"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $(BROWSER_PACKAGES); \
	fi

build: setup
	$(SWIFT) build --product layoutviz

demo: build
	@mkdir -p out
	@for f in Fixtures/examples/*.json; do \
		name=$$(basename $$f .json); \
		$(BIN) render $$f -o out/$$name.png && \
		$(BIN) render $$f -o out/$$name-debug.png --debug && \
		$(BIN) render $$f -o out/$$name.svg && \
		$(BIN) render $$f -o out/$$name-dark.png --theme dark && \
		echo "out/$$name.png out/$$name-debug.png out/$$name.svg out/$$name-dark.png" || exit 1; \
	done
	@mkdir -p out/docc
	@$(BIN) render Fixtures/examples/compare-modifier-order.json -o out/docc/compare-modifier-order.png --docc
	@echo "out/docc/compare-modifier-order{,@2x,~dark,~dark@2x}.png (DocC asset set)"

test: setup browser-setup
	$(SWIFT) build --build-tests
	SNAPSHOT_ARTIFACTS=$(CURDIR)/.build/snapshot-artifacts $(SWIFT) test --skip-build
	/usr/bin/python3 Tests/browser/svg_examples_test.py $(BIN)
	/usr/bin/python3 Tests/browser/inspector_test.py $(BIN)
	/usr/bin/python3 Tests/browser/preview_test.py $(BIN)
	/usr/bin/python3 Tests/browser/report_test.py $(BIN)
	$(MAKE) fuzz FUZZ_SECONDS=50 FUZZ_TARGETS="json:70 expression:30"

# libFuzzer over the fuzz targets (docs/limits.md, "Fuzzing"): an instrumented build of layoutviz-fuzz in its
# own build directory, seed corpora from Fixtures/ (written by the ordinary build's layoutviz-fuzz), then
# FUZZ_SECONDS in all, shared by FUZZ_TARGETS (target:percent), each input with a time and memory limit.
# Findings are saved as .build/libfuzzer/findings/<target>/crash-* (replay one: layoutviz-fuzz run TARGET FILE)
# and fail the run. make test runs json and expression for 50 seconds (the swift target needs swift-syntax in
# the instrumented build); a release runs all three: make fuzz FUZZ_SECONDS=3600.
FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= json:50 swift:30 expression:20
FUZZ_SWIFT = $(if $(findstring swift:,$(FUZZ_TARGETS)),1,0)
FUZZ_DIR = .build/libfuzzer
FUZZ_BIN = $$($(SWIFT) build --build-path $(FUZZ_DIR) --show-bin-path)/layoutviz-fuzz
FUZZ_FLAGS = -timeout=20 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
fuzz-build: setup
	LAYOUTVIZ_LIBFUZZER=1 LAYOUTVIZ_FUZZ_SWIFT=$(FUZZ_SWIFT) $(SWIFT) build --build-path $(FUZZ_DIR) --product layoutviz-fuzz
	$(SWIFT) build --product layoutviz-fuzz

fuzz: fuzz-build
	@rm -rf $(FUZZ_DIR)/seeds && $$($(SWIFT) build --show-bin-path)/layoutviz-fuzz seed Fixtures $(FUZZ_DIR)/seeds
	@for spec in $(FUZZ_TARGETS); do \
		target=$${spec%%:*}; seconds=$$(( $(FUZZ_SECONDS) * $${spec##*:} / 100 )); \
		mkdir -p $(FUZZ_DIR)/corpus/$$target $(FUZZ_DIR)/findings/$$target; \
		echo "fuzz $$target for $$seconds s"; \
		LAYOUTVIZ_FUZZ_TARGET=$$target $(FUZZ_BIN) $(FUZZ_DIR)/corpus/$$target $(FUZZ_DIR)/seeds/$$target \
			$(FUZZ_FLAGS) -max_total_time=$$seconds -artifact_prefix=$(FUZZ_DIR)/findings/$$target/ \
			2> $(FUZZ_DIR)/$$target.log || { tail -40 $(FUZZ_DIR)/$$target.log; exit 1; }; \
		grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" $(FUZZ_DIR)/$$target.log; \
	done

# The browser tests alone (the binary must be built).
browser-test: browser-setup
	/usr/bin/python3 Tests/browser/svg_examples_test.py $(BIN)
	/usr/bin/python3 Tests/browser/inspector_test.py $(BIN)
	/usr/bin/python3 Tests/browser/preview_test.py $(BIN)
	/usr/bin/python3 Tests/browser/report_test.py $(BIN)

# The peer comparison (Yoga, Taffy; ../shared/bench/README.md): compare installs them from PyPI into a cache.
PEER_BENCH ?= ../shared/bench
RELEASE_BIN = $$($(SWIFT) build -c release --show-bin-path)

bench: setup
	$(SWIFT) build -c release --product layoutviz-bench
	$(SWIFT) build -c release --product layoutviz
	$(RELEASE_BIN)/layoutviz-bench
	@if [ -x $(PEER_BENCH)/compare ]; then \
		$(PEER_BENCH)/compare --bench $(RELEASE_BIN)/layoutviz-bench --layoutviz $(RELEASE_BIN)/layoutviz; \
	else echo "bench: no peer benchmark at $(PEER_BENCH) (set PEER_BENCH=DIR); compare not run"; exit 1; fi

# Each ```json block of docs/gallery.md is followed by its image, images/gallery/NAME.png: the block goes to
# .build/gallery/NAME.json and the CLI renders it at @2x with debug borders into docs/images/gallery/NAME.png.
gallery: build
	@rm -rf .build/gallery && mkdir -p .build/gallery docs/images/gallery
	@awk '/^```json$$/ { inblock = 1; block = ""; next } \
	     inblock && /^```$$/ { inblock = 0; pending = 1; next } \
	     inblock { block = block $$0 "\n"; next } \
	     pending && match($$0, /images\/gallery\/[A-Za-z0-9_-]+\.png/) { \
	         name = substr($$0, RSTART + 15, RLENGTH - 19); printf "%s", block > (".build/gallery/" name ".json"); pending = 0 }' \
	     docs/gallery.md
	$(BIN) render .build/gallery/*.json -o docs/images/gallery/ --scale 2 --debug --force --cache-dir .build/gallery-cache
	@ls docs/images/gallery/*.png | wc -l

clean:
	rm -rf .build out
