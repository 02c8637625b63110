// swift-tools-version: 6.0
// The Counter feature on its own: a count with increment, decrement and reset, analytics for
// every press and a clock-driven auto-increment. It knows nothing of the app that hosts it.
import PackageDescription

let package = Package(
  name: "Counter",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "CounterFeature", targets: ["CounterFeature"]),
    .executable(name: "CounterPreview", targets: ["CounterPreview"]),
  ],
  dependencies: [
    .package(path: "../SwiftRexArchitecture"),
    .package(path: "../SwiftRexTesting"),
    .package(path: "../TextUI"),
  ],
  targets: [
    .target(
      name: "CounterFeature",
      dependencies: [
        .product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture")
      ]),
    .executableTarget(
      name: "CounterPreview",
      dependencies: [
        "CounterFeature", .product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture"),
      ]),
    .testTarget(
      name: "CounterFeatureTests",
      dependencies: [
        "CounterFeature",
        .product(name: "SwiftRexTesting", package: "SwiftRexTesting"),
        .product(name: "TextUITesting", package: "TextUI"),
      ]),
  ]
)
