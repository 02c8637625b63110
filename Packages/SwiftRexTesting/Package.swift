// swift-tools-version: 6.0
// The testing package: a deterministic, exhaustive TestStore and a controllable TestClock, for
// testing behaviours with Swift Testing. Depends only on the core package and the toolchain; its
// tests also use the architecture package, to test destinations declared with `@Destination`.
import PackageDescription

let package = Package(
  name: "SwiftRexTesting",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "SwiftRexTesting", targets: ["SwiftRexTesting"])
  ],
  dependencies: [
    .package(path: "../SwiftRex"),
    .package(path: "../SwiftRexArchitecture"),
  ],
  targets: [
    .target(
      name: "SwiftRexTesting",
      dependencies: [
        .product(name: "SwiftRex", package: "SwiftRex"),
        .product(name: "SwiftRexSharing", package: "SwiftRex"),
      ]
    ),
    .testTarget(
      name: "SwiftRexTestingTests",
      dependencies: [
        "SwiftRexTesting",
        .product(name: "SwiftRexSwiftConcurrency", package: "SwiftRex"),
        .product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture"),
      ]
    ),
  ]
)
