# KeySlide — the two commands a fresh Debian machine needs:
#   make run    install missing system packages, build, render Samples/ into Output/
#   make test   install missing system packages (with the test tools), lint, run the tests' fast tier,
#               build the documentation (no warnings) and the man page
# and the long tier, which CI runs too:
#   make test-long   every case of the property tests and every browser session, and the example
#                    packages built and run from outside (after make test)
SWIFT ?= swift

.PHONY: run test test-long test-times lint format examples docs man bench fuzz deps test-deps clean

# The README's pictures besides the batch: its headline comparison as a GIF (a batch writes
# comparison GIFs only with --compare-gif), the curves, and the seed strategies' frames at the
# moment the keyboard settles (0.9 s: the tap at 0.4 s plus the keyboard's 0.5 s spring).
SEEDS = sliding-sections shift-by-overlap scroll-content-offset scroll-rect-to-visible content-inset

run: deps
	$(SWIFT) build -c release --product keyslide
	.build/release/keyslide batch Samples -o Output
	.build/release/keyslide compare Samples/readme-form.yaml -o Output/readme-form-compare.gif
	.build/release/keyslide curve easeInOut default keyboard 'cubic-bezier(0.38,0.7,0.125,1)' \
		--duration 0.5 --plot -o Output/curves.svg
	for strategy in $(SEEDS); do \
		.build/release/keyslide render Samples/readme-form.yaml --strategy $$strategy \
			--format png --at 0.9 --no-caption --no-timeline --no-verdicts -o Output/readme-form-$$strategy-settled.png || exit 1; \
	done

# Tests are built and run optimised: a debug build paints pixels 40-130x slower. Testable imports
# need -enable-testing, which every build sharing .build/release with the tests passes too (the man
# page's), so each module is compiled once. The tier (Tests/KeySlideTestSupport/TestTier.swift)
# says how many cases the big tests draw: fixed seeds and fewer cases in the fast tier, every case
# in the long one.
RELEASE_TESTING = -c release -Xswiftc -enable-testing

test: test-deps lint
	$(SWIFT) build $(RELEASE_TESTING) --build-tests
	$(SWIFT) test $(RELEASE_TESTING) --skip-build
	$(MAKE) docs man

# The example packages compile KeySlide a second time (as a dependency, in their own build folder):
# about 70 s, so they are in the long tier with the other slow checks, and CI runs both tiers.
test-long: test-deps
	scripts/install-system-packages.sh --test --long
	$(SWIFT) build $(RELEASE_TESTING) --build-tests
	KEYSLIDE_TEST_TIER=long $(SWIFT) test $(RELEASE_TESTING) --skip-build
	$(MAKE) examples

# Each test's own time, slowest first: the suite one test at a time (a time is then not a wait
# for a core), through scripts/test-times.sh. TEST_TIMES=N rows.
TEST_TIMES ?= 40

test-times: test-deps
	$(SWIFT) build $(RELEASE_TESTING) --build-tests
	$(SWIFT) test $(RELEASE_TESTING) --skip-build --no-parallel 2>&1 | scripts/test-times.sh $(TEST_TIMES)

# The formatter's rules are in .swift-format (4 spaces, 120 columns); lint fails on any difference,
# on a function over 80 lines that is not a named hot loop (scripts/long-functions.py), and on a
# Swift file over 400 lines.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift Examples/*/Package.swift Examples/*/Sources
	scripts/long-functions.py
	@long=$$(find Sources Tests -name '*.swift' -exec wc -l {} + | awk '$$2 != "total" && $$1 > 400'); \
		if [ -n "$$long" ]; then echo "Swift files over 400 lines:"; echo "$$long"; exit 1; fi

format:
	$(SWIFT) format --in-place --recursive --parallel Sources Tests Package.swift Examples/*/Package.swift Examples/*/Sources

# Packages that depend on KeySlide from outside, built and run as a user would: they prove the
# products and `import KeySlide` work.
# Both share one build folder, so KeySlide is compiled once for the two.
EXAMPLES_BUILD = .build/examples

examples:
	$(SWIFT) build --package-path Examples/HelloKeySlide --scratch-path $(EXAMPLES_BUILD)
	$(EXAMPLES_BUILD)/debug/hello-keyslide Samples/readme-form.yaml content-inset
	SWIFT=$(SWIFT) EXAMPLES_BUILD=$(EXAMPLES_BUILD) scripts/check-example-strategies.sh

# The DocC archive of KeySlideSimulation, the module a strategy author imports (the catalogue is
# Sources/KeySlideSimulation/KeySlideSimulation.docc). Any warning — a broken ``symbol`` link, a
# missing article — fails the target: docc's --warnings-as-errors, and a grep of the log in case a
# warning comes from the plugin rather than docc (SwiftPM's harmless -DAVIF_DLL note, DEVELOPERS.md,
# excepted). The log and the archive stay under .build. Built from make test's release build (the
# same flags), so only the symbol graph is extracted.
DOCS_OUT = .build/docs

docs:
	mkdir -p $(DOCS_OUT)
	$(SWIFT) package $(RELEASE_TESTING) --allow-writing-to-directory $(DOCS_OUT) generate-documentation \
		--target KeySlideSimulation --output-path $(DOCS_OUT)/KeySlideSimulation.doccarchive \
		--warnings-as-errors > $(DOCS_OUT)/docs.log 2>&1; status=$$?; cat $(DOCS_OUT)/docs.log; test $$status -eq 0
	! grep -i "warning:" $(DOCS_OUT)/docs.log | grep -v "prohibited flag(s): -DAVIF_DLL"

# keyslide(1) from the commands' own help, by argument-parser's generate-manual plugin, on the
# release build make test has already made (the same flags, so nothing is compiled again); checked by
# rendering it with man, with groff's warnings on.
MAN_OUT = .build/man

man:
	$(SWIFT) package $(RELEASE_TESTING) plugin generate-manual --configuration release
	mkdir -p $(MAN_OUT)
	cp .build/plugins/GenerateManual/outputs/keyslide/keyslide.1 $(MAN_OUT)/keyslide.1
	MANWIDTH=80 man -l $(MAN_OUT)/keyslide.1 | grep -q "keyboard-avoidance"
	test -z "$$(MANWIDTH=80 man --warnings -l $(MAN_OUT)/keyslide.1 2>&1 > /dev/null)"

# Release-build benchmarks; they print figures, they do not pass or fail. scripts/bench.sh prints
# docs/performance.md's table (KeySlide against gifsicle, ImageMagick and ffmpeg; RUNS=5 for
# steadier medians); it installs the peer tools with apt-get when it can. scripts/bench-gallery.py
# loads the Samples' gallery in headless Chromium (load, DOM size, frames a second).
bench: deps
	$(SWIFT) build -c release --product keyslide
	$(SWIFT) run -c release keyslide-bench
	$(SWIFT) run -c release keyslide-solver-bench
	scripts/bench.sh .build/release/keyslide
	rm -rf .build/bench-gallery && .build/release/keyslide batch Samples -o .build/bench-gallery --quiet
	scripts/bench-gallery.py .build/bench-gallery/index.html
	scripts/bench-preview.py .build/release/keyslide Samples/readme-form.yaml

# libFuzzer (Sources/keyslide-fuzz), built apart (-sanitize=fuzzer,address) in .build-fuzz, over one
# of three inputs, FUZZ_TARGET:
#   pipeline  a scene file through read → check → simulate → trace → draw → encode, seeded with
#             Samples/ and the hostile scenes in Fuzz/seeds (the default);
#   import    a storyboard, XIB or view dump through keyslide import, and the scene it writes loaded
#             again, seeded with Fuzz/import-seeds;
#   gallery   an explain report or a comparison SVG as keyslide gallery reads them, and the page it
#             builds, seeded with Fuzz/gallery-seeds.
# Each target keeps its growing corpus in .build-fuzz/corpus-TARGET and any finding (crash-*,
# timeout-*, oom-*) in .build-fuzz/findings-TARGET. A finding replays without the fuzzer:
# KEYSLIDE_FUZZ_TARGET=TARGET swift run keyslide-fuzz FILE. The bar: FUZZ_SECONDS clean, no input
# slower than FUZZ_TIMEOUT seconds or above 2 GB.
FUZZ_SECONDS ?= 600
FUZZ_TIMEOUT ?= 20
FUZZ_TARGET ?= pipeline
FUZZ_BUILD = .build-fuzz
FUZZ_SEEDS_pipeline = Samples/*.yaml Fuzz/seeds/*
FUZZ_SEEDS_import = Fuzz/import-seeds/*
FUZZ_SEEDS_gallery = Fuzz/gallery-seeds/*
FUZZ_DICT_pipeline = Fuzz/scene.dict
FUZZ_DICT_import = Fuzz/import.dict
FUZZ_DICT_gallery = Fuzz/gallery.dict
FUZZ_MAX_LEN_pipeline = 8192
FUZZ_MAX_LEN_import = 16384
FUZZ_MAX_LEN_gallery = 16384

fuzz: deps
	@test -n "$(FUZZ_DICT_$(FUZZ_TARGET))" || { echo "FUZZ_TARGET: expected pipeline, import or gallery"; exit 2; }
	$(SWIFT) build -c release --scratch-path $(FUZZ_BUILD) --product keyslide-fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -D -Xswiftc FUZZING
	mkdir -p $(FUZZ_BUILD)/corpus-$(FUZZ_TARGET) $(FUZZ_BUILD)/findings-$(FUZZ_TARGET)
	cp $(FUZZ_SEEDS_$(FUZZ_TARGET)) $(FUZZ_BUILD)/corpus-$(FUZZ_TARGET)/
	KEYSLIDE_FUZZ_TARGET=$(FUZZ_TARGET) SWIFT_BACKTRACE=enable=no $(FUZZ_BUILD)/release/keyslide-fuzz \
		$(FUZZ_BUILD)/corpus-$(FUZZ_TARGET) -dict=$(FUZZ_DICT_$(FUZZ_TARGET)) \
		-max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=2048 \
		-max_len=$(FUZZ_MAX_LEN_$(FUZZ_TARGET)) -artifact_prefix=$(FUZZ_BUILD)/findings-$(FUZZ_TARGET)/ \
		-print_final_stats=1

deps:
	scripts/install-system-packages.sh

test-deps:
	scripts/install-system-packages.sh --test

clean:
	rm -rf .build
