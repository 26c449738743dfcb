// swift-tools-version: 6.0
//
// KeySlide: see what iOS keyboard-avoidance code does, frame by frame.
//
// Modules follow the pipeline in DEVELOPERS.md; every dependency points down this list:
//   Geometry → Easing → UIKit → Scene → Simulation → Looks → Jobs → KeySlideCLI → keyslide
//   Easing → Canvas → Looks, SVG, Raster; SVG, Raster → Jobs (the back ends know pictures,
//   not scenes)
//   System (system calls, atomic files, temporaries, text quoted for messages) sits under Scene,
//   Raster and Jobs; Markup (the element tree SVG and HTML are written from) under SVG and Jobs.
//   Import (storyboards, XIBs, view dumps) stands beside the pipeline: Scene → Import → Jobs.
// Only KeySlideRaster imports the C modules (libgd's CGD, libwebp's CWebP, libvpx's CVPX); only
// KeySlideCLI imports the argument parser; only KeySlidePreview (under KeySlideCLI) imports the
// web server, FlyingFox.

import PackageDescription

/// Test targets compile unoptimised even in the release build the tests run on: the code they test
/// is optimised (pixels are painted 40-130x faster), while optimising the tests' own 30,000 lines
/// cost about 110 s of a fresh clone's build for about 25 s more in the run (measured, CHANGELOG).
/// Swift 6.3.1's optimiser also crashes on KeySlideLooksTests (CopyPropagation: "Found outside of
/// lifetime use" on `DisplayList.Item`s in closures).
let unoptimisedTests: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

let package = Package(
    name: "KeySlide",
    // macOS 15: the Synchronization module (Atomic, Mutex) the signal handler and the font cache use.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "keyslide", targets: ["keyslide"]),
        // Everything: scenes, the simulation, pictures, batches, the importer (`import KeySlide`).
        .library(name: "KeySlide", targets: ["KeySlide"]),
        // Numbers only: scenes, the simulated UIKit, strategies, traces and explain reports, with
        // no picture back end, so no libgd (`import KeySlideSimulation`).
        .library(name: "KeySlideSimulation", targets: ["KeySlideSimulation"]),
        // The `keyslide` tool as a library: `KeySlideTool.main(strategies:)` (`import KeySlideCLI`).
        .library(name: "KeySlideCLI", targets: ["KeySlideCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `keyslide preview`'s web server: small, no dependencies of its own (KeySlidePreview only).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // `make docs`: `swift package generate-documentation` (a command plugin; nothing links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: - Core: time, space and a small UIKit

        .target(name: "KeySlideGeometry"),
        // A Cassowary linear constraint solver (Badros, Borning and Stuckey 2001), the engine under
        // Auto Layout; a leaf that knows nothing of UIKit.
        .target(name: "KeySlideSolver"),
        // Auto Layout and autoresizing over a view tree, solved by KeySlideSolver; knows views as
        // numbered nodes, not UIKit.
        .target(name: "KeySlideLayout", dependencies: ["KeySlideGeometry", "KeySlideSolver"]),
        // System calls, atomic files and folders, temporaries, and values quoted for messages:
        // the one module that talks to the operating system.
        .target(name: "KeySlideSystem"),
        // The element tree SVG files and the gallery's HTML are written from, escaped in one place.
        .target(name: "KeySlideMarkup", dependencies: ["KeySlideGeometry"]),
        .target(name: "KeySlideEasing", dependencies: ["KeySlideGeometry"]),
        .target(name: "KeySlideUIKit", dependencies: ["KeySlideGeometry", "KeySlideEasing", "KeySlideLayout"]),

        // MARK: - Scenes and the simulation

        .target(
            name: "KeySlideScene",
            dependencies: [
                "KeySlideUIKit", "KeySlideSystem", .product(name: "Yams", package: "Yams"),
            ]),
        .target(name: "KeySlideSimulation", dependencies: ["KeySlideScene", "KeySlideUIKit"]),

        // MARK: - Pictures: a canvas, the looks drawn on it, two back ends

        .target(name: "KeySlideCanvas", dependencies: ["KeySlideGeometry", "KeySlideEasing"]),
        .target(name: "KeySlideLooks", dependencies: ["KeySlideCanvas", "KeySlideSimulation"]),
        .target(
            name: "KeySlideSVG",
            dependencies: ["KeySlideCanvas", "KeySlideEasing", "KeySlideGeometry", "KeySlideMarkup"]),
        .systemLibrary(
            name: "CGD",
            pkgConfig: "gdlib",
            providers: [.apt(["libgd-dev", "zlib1g-dev"]), .brew(["gd", "zlib"])]
        ),
        // libwebp's animation encoder and libvpx's VP9 encoder (docs/performance.md, "Formats"),
        // imported by KeySlideRaster only, like libgd.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        .systemLibrary(name: "CVPX", pkgConfig: "vpx", providers: [.apt(["libvpx-dev"]), .brew(["libvpx"])]),
        .target(
            name: "KeySlideRaster",
            dependencies: [
                "KeySlideCanvas", "KeySlideEasing", "KeySlideGeometry", "KeySlideSystem", "CGD", "CWebP", "CVPX",
            ]),

        // MARK: - Jobs and the tool

        // Reads storyboards, XIBs and view dumps into plain layouts, and maps a screen to a scene
        // description (checked by KeySlideScene like any file); scene files' `view: {layout: …}`
        // reach it through the `LayoutResolver` the render layer passes in.
        .target(name: "KeySlideImport", dependencies: ["KeySlideGeometry", "KeySlideScene", "KeySlideSystem"]),
        // Jobs: render one scene, compare several strategies, batch a folder, the gallery page.
        // The page's style sheets and script are files of their own, embedded in the code at build
        // time (`PackageResources`), so the `keyslide` binary needs no resource bundle beside it.
        .target(
            name: "KeySlideJobs",
            dependencies: [
                "KeySlideLooks", "KeySlideSVG", "KeySlideRaster", "KeySlideImport", "KeySlideMarkup",
                "KeySlideSystem",
            ],
            resources: [
                .embedInCode("Resources/gallery.css"), .embedInCode("Resources/player.css"),
                .embedInCode("Resources/player.js"), .embedInCode("Resources/embed.css"),
            ]),
        // `keyslide preview`: a web server on the loopback address that shows a scene in the gallery's
        // player and pushes a new picture when the file is saved; the only importer of FlyingFox.
        .target(
            name: "KeySlidePreview",
            dependencies: [
                "KeySlideJobs", "KeySlideMarkup", "KeySlideSystem", .product(name: "FlyingFox", package: "FlyingFox"),
            ],
            resources: [.embedInCode("Resources/preview.css"), .embedInCode("Resources/preview.js")]),
        .target(
            name: "KeySlideCLI",
            dependencies: [
                "KeySlideJobs", "KeySlideImport", "KeySlidePreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "keyslide", dependencies: ["KeySlideCLI"]),
        // The seeded generator (SplitMix64) is the tests' own, so benchmarks and random tests draw alike.
        .executableTarget(name: "keyslide-bench", dependencies: ["KeySlideJobs", "KeySlideTestSupport"]),
        // KeySlideSolver's timings on a layout-like system, kiwisolver's beside them, and
        // KeySlideLayout's on a 200-node screen (`make bench`).
        .executableTarget(name: "keyslide-solver-bench", dependencies: ["KeySlideSolver", "KeySlideLayout"]),
        // `make fuzz`'s libFuzzer target (built with -sanitize=fuzzer -D FUZZING); otherwise a replay tool.
        .executableTarget(name: "keyslide-fuzz", dependencies: ["KeySlideJobs"]),
        // The umbrella: only re-exports the public modules, so `import KeySlide` is enough.
        .target(
            name: "KeySlide",
            dependencies: [
                "KeySlideCanvas", "KeySlideImport", "KeySlideJobs", "KeySlideLayout", "KeySlideLooks", "KeySlideMarkup",
                "KeySlideRaster", "KeySlideSVG", "KeySlideSimulation", "KeySlideSystem",
            ]),

        // MARK: - Tests (one target per module, plus shared helpers)

        .target(name: "KeySlideTestSupport", dependencies: ["KeySlideJobs"], path: "Tests/KeySlideTestSupport"),
        .testTarget(name: "KeySlideGeometryTests", dependencies: ["KeySlideGeometry"], swiftSettings: unoptimisedTests),
        // Held to Debian's kiwisolver (a C++ Cassowary) through a Python script: not a source file.
        .testTarget(
            name: "KeySlideSolverTests", dependencies: ["KeySlideSolver", "KeySlideTestSupport"], exclude: ["Oracle"],
            swiftSettings: unoptimisedTests),
        .testTarget(
            name: "KeySlideLayoutTests", dependencies: ["KeySlideLayout", "KeySlideTestSupport"], exclude: ["Oracle"],
            swiftSettings: unoptimisedTests),
        .testTarget(name: "KeySlideEasingTests", dependencies: ["KeySlideEasing"], swiftSettings: unoptimisedTests),
        .testTarget(name: "KeySlideCanvasTests", dependencies: ["KeySlideCanvas"], swiftSettings: unoptimisedTests),
        .testTarget(name: "KeySlideUIKitTests", dependencies: ["KeySlideUIKit"], swiftSettings: unoptimisedTests),
        .testTarget(
            name: "KeySlideSceneTests", dependencies: ["KeySlideScene", "KeySlideImport", "KeySlideTestSupport"],
            swiftSettings: unoptimisedTests),
        .testTarget(
            name: "KeySlideSimulationTests",
            dependencies: ["KeySlideSimulation", "KeySlideImport", "KeySlideTestSupport"],
            swiftSettings: unoptimisedTests),
        .testTarget(
            name: "KeySlideLooksTests", dependencies: ["KeySlideLooks", "KeySlideTestSupport"],
            swiftSettings: unoptimisedTests),
        .testTarget(
            name: "KeySlideSVGTests", dependencies: ["KeySlideSVG", "KeySlideCanvas", "KeySlideTestSupport"],
            swiftSettings: unoptimisedTests),
        .testTarget(
            name: "KeySlideRasterTests", dependencies: ["KeySlideRaster", "KeySlideCanvas", "KeySlideTestSupport"],
            swiftSettings: unoptimisedTests),
        .testTarget(
            name: "KeySlideImportTests", dependencies: ["KeySlideImport", "KeySlideTestSupport"],
            exclude: ["Fixtures"], swiftSettings: unoptimisedTests),
        .testTarget(
            name: "KeySlideJobsTests", dependencies: ["KeySlideJobs", "KeySlideTestSupport"],
            swiftSettings: unoptimisedTests),
        .testTarget(
            name: "KeySlidePreviewTests", dependencies: ["KeySlidePreview", "KeySlideTestSupport"],
            swiftSettings: unoptimisedTests),
        // Runs the built `keyslide` binary, so it depends on the tool to get it built first.
        .testTarget(
            name: "KeySlideCLITests", dependencies: ["keyslide", "KeySlideCLI", "KeySlideTestSupport"],
            swiftSettings: unoptimisedTests),
    ]
)
