// swift-tools-version: 6.0
//
// The smallest package that depends on KeySlide: it proves that `import KeySlide` works from
// outside the repository's own package (`make test` builds and runs it).

import PackageDescription

let package = Package(
    name: "HelloKeySlide",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "KeySlide", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "hello-keyslide",
            dependencies: [.product(name: "KeySlide", package: "KeySlide")]
        )
    ]
)
