# layoutviz: two commands do everything on a fresh machine.
#   make demo   installs what is missing, builds, renders Fixtures/examples/*.json into out/
#   make test   installs what is missing, builds, runs every test
# Also: make bench (layout/render throughput, release build).

SWIFT ?= swift
APT_PACKAGES := libcairo2-dev libpango1.0-dev fonts-inter fonts-dejavu-core pkg-config
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN = $(shell $(SWIFT) build --show-bin-path)/layoutviz

.PHONY: setup build demo test bench clean

setup:
	@if ! dpkg -s $(APT_PACKAGES) >/dev/null 2>&1; then \
		echo "installing $(APT_PACKAGES)"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $(APT_PACKAGES); \
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

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: setup
	$(SWIFT) build -c release --product layoutviz-bench
	$$($(SWIFT) build -c release --show-bin-path)/layoutviz-bench

clean:
	rm -rf .build out
