// swift-tools-version: 6.0
// The benchmark suite: one release-mode executable that measures the core runtime's cost per
// dispatched action against plain Swift baselines run in the same process. It lives in its own
// package so nothing it needs (or its build time) leaks into the library.
import PackageDescription

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "../SwiftRex")
  ],
  targets: [
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        .product(name: "SwiftRex", package: "SwiftRex"),
        .product(name: "SwiftRexSwiftConcurrency", package: "SwiftRex"),
      ]
    )
  ]
)
