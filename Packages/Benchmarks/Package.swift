// swift-tools-version: 6.0
// The benchmark suite: one release-mode executable that measures the core runtime's cost per
// dispatched action against plain Swift baselines run in the same process. It lives in its own
// package so nothing it needs (or its build time) leaks into the library.
import PackageDescription

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "../SwiftRex"),
    // J renders through TextUI: the composed app, and two features built with the macros.
    .package(path: "../SwiftRexArchitecture"),
    .package(path: "../../App"),
    // The app's features, whose environments J stubs and whose actions it dispatches.
    .package(path: "../Library"),
    .package(path: "../Counter"),
    .package(path: "../HeroDetails"),
    // K measures the test store.
    .package(path: "../SwiftRexTesting"),
  ],
  targets: [
    // The allocator's count of bytes in use (glibc's mallinfo2), which T reports per step.
    .target(name: "HeapStats"),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "HeapStats",
        .product(name: "SwiftRex", package: "SwiftRex"),
        .product(name: "SwiftRexSwiftConcurrency", package: "SwiftRex"),
        // R records and replays the counter.
        .product(name: "SwiftRexRecording", package: "SwiftRex"),
        .product(name: "SwiftRexSharing", package: "SwiftRex"),
        .product(name: "SwiftRexArchitecture", package: "SwiftRexArchitecture"),
        .product(name: "AppCore", package: "App"),
        .product(name: "LibraryFeature", package: "Library"),
        .product(name: "CounterFeature", package: "Counter"),
        .product(name: "HeroDetailsFeature", package: "HeroDetails"),
        .product(name: "SwiftRexTesting", package: "SwiftRexTesting"),
      ]
    ),
  ]
)
