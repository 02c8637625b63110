// swift-tools-version: 6.0
// The workspace root: it depends on every local package by path and holds the cross-package
// integration tests in Tests/. Each package under Packages/ also builds and tests on its own.
import PackageDescription

let package = Package(
  name: "SwiftRexWorkspace",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "Packages/SwiftRex")
  ],
  targets: [
    .testTarget(
      name: "IntegrationTests",
      dependencies: [
        .product(name: "SwiftRex", package: "SwiftRex"),
        .product(name: "SwiftRexSwiftConcurrency", package: "SwiftRex"),
      ]
    )
  ]
)
