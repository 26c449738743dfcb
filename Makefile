# KeySlide — the two commands a fresh Debian machine needs:
#   make run    install missing system packages, build, render Samples/ into Output/
#   make test   install missing system packages (with the test tools), lint, run every test
SWIFT ?= swift

.PHONY: run test lint format examples bench deps test-deps clean

# The seed strategies, for the README's frames at the moment the keyboard settles (0.9 s:
# the tap at 0.4 s plus the keyboard's 0.5 s spring).
SEEDS = sliding-sections shift-by-overlap scroll-content-offset scroll-rect-to-visible content-inset

run: deps
	$(SWIFT) build -c release --product keyslide
	.build/release/keyslide batch Samples -o Output
	.build/release/keyslide curve easeInOut default keyboard 'cubic-bezier(0.38,0.7,0.125,1)' \
		--duration 0.5 --plot -o Output/curves.svg
	for strategy in $(SEEDS); do \
		.build/release/keyslide render Samples/readme-form.yaml --strategy $$strategy \
			--format png --at 0.9 --no-caption --no-timeline -o Output/readme-form-$$strategy-settled.png || exit 1; \
	done

test: test-deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test
	$(MAKE) examples

# The formatter's rules are in .swift-format (4 spaces, 120 columns); lint fails on any difference.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift Examples

format:
	$(SWIFT) format --in-place --recursive --parallel Sources Tests Package.swift Examples

# Packages that depend on KeySlide from outside, built and run as a user would: they prove the
# products and `import KeySlide` work.
examples:
	$(SWIFT) build --package-path Examples/HelloKeySlide
	Examples/HelloKeySlide/.build/debug/hello-keyslide Samples/readme-form.yaml content-inset

# Release-build benchmarks; they print figures, they do not pass or fail.
bench: deps
	$(SWIFT) run -c release keyslide-bench

deps:
	scripts/install-system-packages.sh

test-deps:
	scripts/install-system-packages.sh --test

clean:
	rm -rf .build
