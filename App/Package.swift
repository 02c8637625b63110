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
    .package(path: "../Packages/SwiftRex"),
    .package(path: "../Packages/SwiftRexArchitecture"),
    .package(path: "../Packages/SwiftRexTesting"),
    .package(path: "../Packages/TextUI"),
    .package(path: "../Packages/Counter"),
    .package(path: "../Packages/HeroDetails"),
    .package(path: "../Packages/Library"),
  ],
  targets: [
    // The catalog file's model, decoder and errors: no macros and no resources, so the fuzz
    // harness (Scripts/fuzz.sh) compiles these files as they are.
    .target(name: "AppCatalog", dependencies: [.product(name: "LibraryModel", package: "Library")]),
    .target(
      name: "AppCore",
      dependencies: [
        "AppCatalog",
        .product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture"),
        .product(name: "SwiftRexPersistence", package: "SwiftRex"),
        .product(name: "SwiftRexRecording", package: "SwiftRex"),
        .product(name: "CounterFeature", package: "Counter"),
        .product(name: "HeroDetailsFeature", package: "HeroDetails"),
        .product(name: "LibraryFeature", package: "Library"),
      ],
      resources: [.copy("Resources/catalog.json")]
    ),
    .executableTarget(name: "SwiftRexApp", dependencies: ["AppCore"]),
    .testTarget(
      name: "AppCoreTests",
      dependencies: [
        "AppCore", .product(name: "SwiftRexTesting", package: "SwiftRexTesting"),
        .product(name: "TextUITesting", package: "TextUI"),
      ]
    ),
  ]
)
