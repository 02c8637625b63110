// swift-tools-version: 6.0
// TextUI: declarative text views, the renderer that turns them into frames with typed handles,
// and the terminal driver. It knows nothing of SwiftRex and uses no macros, so it builds with a
// plain `swift build` on any Swift 6 toolchain.
import PackageDescription

let package = Package(
  name: "TextUI",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TextUI", targets: ["TextUI"]),
    .executable(name: "TextUIDemo", targets: ["TextUIDemo"]),
    // Tests of terminal programs and views: runs a program under a pseudo-terminal (real keys
    // in, the screen out) and compares rendered views with recorded snapshots.
    .library(name: "TextUITesting", targets: ["TextUITesting"]),
  ],
  targets: [
    .target(name: "TextUI"),
    // A sample form driven by the terminal driver: a demo, and the program the pty tests run.
    .executableTarget(name: "TextUIDemo", dependencies: ["TextUI"]),
    .target(name: "TextUITesting", dependencies: ["TextUI"]),
    .testTarget(name: "TextUITests", dependencies: ["TextUI", "TextUITesting"]),
    .testTarget(name: "TextUITestingTests", dependencies: ["TextUI", "TextUITesting"]),
  ]
)
