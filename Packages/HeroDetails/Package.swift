// swift-tools-version: 6.0
// The HeroDetails feature on its own: a hero's name, powers and retirement, edited through a
// view shape of its own (a powers text field, a retirement toggle) with field-level redraws.
// It knows nothing of the app that hosts it.
import PackageDescription

let package = Package(
  name: "HeroDetails",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "HeroDetailsFeature", targets: ["HeroDetailsFeature"]),
    .executable(name: "HeroDetailsPreview", targets: ["HeroDetailsPreview"]),
  ],
  dependencies: [
    .package(path: "../SwiftRexArchitecture"),
    .package(path: "../SwiftRexTesting"),
    .package(path: "../TextUI"),
  ],
  targets: [
    .target(
      name: "HeroDetailsFeature",
      dependencies: [.product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture")]),
    .executableTarget(
      name: "HeroDetailsPreview",
      dependencies: [
        "HeroDetailsFeature", .product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture"),
      ]),
    .testTarget(
      name: "HeroDetailsFeatureTests",
      dependencies: [
        "HeroDetailsFeature",
        .product(name: "SwiftRexTesting", package: "SwiftRexTesting"),
        .product(name: "TextUITesting", package: "TextUI"),
      ]),
  ]
)
