# KeySlide — the two commands a fresh Debian machine needs:
#   make run    install missing system packages, build, render Samples/ into Output/
#   make test   install missing system packages (with the test tools), run every test
SWIFT ?= swift

.PHONY: run test bench deps test-deps clean

run: deps
	$(SWIFT) build -c release --product keyslide
	.build/release/keyslide batch Samples -o Output

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

# Release-build benchmarks; they print figures, they do not pass or fail.
bench: deps
	$(SWIFT) run -c release keyslide-bench

deps:
	scripts/install-system-packages.sh

test-deps:
	scripts/install-system-packages.sh --test

clean:
	rm -rf .build
