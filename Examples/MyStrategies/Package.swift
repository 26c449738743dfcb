// swift-tools-version: 6.0
//
// A package with its own keyboard-avoidance strategy and its own `keyslide`: the strategy is a
// library that needs only the simulation (no libgd), and the tool is KeySlide's command line with
// the strategy beside the built-in ones (`make examples` builds it and batch-renders Scenes/).

import PackageDescription

let package = Package(
    name: "MyStrategies",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "KeySlide", path: "../..")
    ],
    targets: [
        .target(
            name: "LiftField",
            dependencies: [.product(name: "KeySlideSimulation", package: "KeySlide")]
        ),
        .executableTarget(
            name: "my-keyslide",
            dependencies: ["LiftField", .product(name: "KeySlideCLI", package: "KeySlide")]
        ),
    ]
)
