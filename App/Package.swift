// swift-tools-version: 6.0
// The CLI app: a thin package that composes the feature packages (AppCore) and runs them in a
// terminal (the `swiftrex` executable).
import PackageDescription

let package = Package(
  name: "App",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "AppCore", targets: ["AppCore"]),
    .executable(name: "swiftrex", targets: ["SwiftRexApp"]),
  ],
  dependencies: [
    .package(path: "../Packages/SwiftRexArchitecture"),
    .package(path: "../Packages/SwiftRexTesting"),
    .package(path: "../Packages/Counter"),
    .package(path: "../Packages/HeroDetails"),
    .package(path: "../Packages/Library"),
  ],
  targets: [
    .target(
      name: "AppCore",
      dependencies: [
        .product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture"),
        .product(name: "CounterFeature", package: "Counter"),
        .product(name: "HeroDetailsFeature", package: "HeroDetails"),
        .product(name: "LibraryFeature", package: "Library"),
      ],
      resources: [.copy("Resources/catalog.json")]
    ),
    .executableTarget(name: "SwiftRexApp", dependencies: ["AppCore"]),
    .testTarget(
      name: "AppCoreTests",
      dependencies: ["AppCore", .product(name: "SwiftRexTesting", package: "SwiftRexTesting")]
    ),
  ]
)
