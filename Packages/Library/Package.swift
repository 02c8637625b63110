// swift-tools-version: 6.0
// The Library feature: a shelf of books loaded through an effect, with failure and retry, and a
// detail sheet for the selected book. It knows nothing of the app or of other features.
import PackageDescription

let package = Package(
  name: "Library",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "LibraryFeature", targets: ["LibraryFeature"]),
    // Book alone, without macros: for code that decodes catalogs but does not show the feature.
    .library(name: "LibraryModel", targets: ["LibraryModel"]),
    .executable(name: "LibraryPreview", targets: ["LibraryPreview"]),
  ],
  dependencies: [
    .package(path: "../SwiftRexArchitecture"),
    .package(path: "../SwiftRexTesting"),
    .package(path: "../TextUI"),
  ],
  targets: [
    .target(name: "LibraryModel"),
    .target(
      name: "LibraryFeature",
      dependencies: [
        "LibraryModel",
        .product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture"),
      ]),
    // Renders the feature alone in the terminal, against a stub shelf.
    .executableTarget(
      name: "LibraryPreview",
      dependencies: [
        "LibraryFeature", .product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture"),
      ]),
    .testTarget(
      name: "LibraryFeatureTests",
      dependencies: [
        "LibraryFeature",
        .product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture"),
        .product(name: "SwiftRexTesting", package: "SwiftRexTesting"),
        .product(name: "TextUITesting", package: "TextUI"),
      ]),
  ]
)
