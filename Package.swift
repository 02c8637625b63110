// swift-tools-version: 6.0
// The workspace root: it depends on every local package by path and holds the cross-package
// integration tests in Tests/. Each package under Packages/ (and App/) also builds and tests on
// its own; the app runs with `swift run --package-path App swiftrex`.
import PackageDescription

let package = Package(
  name: "SwiftRexWorkspace",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "Packages/SwiftRex"),
    .package(path: "Packages/SwiftRexArchitecture"),
    .package(path: "Packages/SwiftRexTesting"),
    .package(path: "Packages/Counter"),
    .package(path: "Packages/HeroDetails"),
    .package(path: "Packages/Library"),
    .package(path: "App"),
  ],
  targets: [
    // The seeds' code, compiled as the reference documents write it (its own module, because the
    // seeds name their types AppAction and AppState too).
    .testTarget(
      name: "SeedTests",
      dependencies: [
        .product(name: "SwiftRex", package: "SwiftRex"),
        .product(name: "SwiftRexSwiftConcurrency", package: "SwiftRex"),
      ]
    ),
    .testTarget(
      name: "IntegrationTests",
      dependencies: [
        .product(name: "SwiftRex", package: "SwiftRex"),
        .product(name: "SwiftRexSwiftConcurrency", package: "SwiftRex"),
        .product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture"),
        .product(name: "SwiftRexTesting", package: "SwiftRexTesting"),
        .product(name: "CounterFeature", package: "Counter"),
        .product(name: "HeroDetailsFeature", package: "HeroDetails"),
        .product(name: "LibraryFeature", package: "Library"),
        .product(name: "AppCore", package: "App"),
      ]
    ),
    // A recorded session of the app (Fixtures/session.jsonl, made by Fixtures/session.txt) and
    // the test `swiftrex --export-test` made of it, compiled and run like any other; a second
    // test makes it again from the recording and fails on any difference.
    .testTarget(
      name: "RecordedSessionTests",
      dependencies: [
        .product(name: "SwiftRex", package: "SwiftRex"),
        .product(name: "IdentifiedCollections", package: "SwiftRex"),
        .product(name: "SwiftRexRecording", package: "SwiftRex"),
        .product(name: "SwiftRexTesting", package: "SwiftRexTesting"),
        .product(name: "CounterFeature", package: "Counter"),
        .product(name: "HeroDetailsFeature", package: "HeroDetails"),
        .product(name: "LibraryFeature", package: "Library"),
        .product(name: "LibraryModel", package: "Library"),
        .product(name: "AppCore", package: "App"),
      ],
      exclude: ["Fixtures"]
    ),
  ]
)
