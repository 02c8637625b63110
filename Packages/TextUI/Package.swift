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
    // Runs a program under a pseudo-terminal for tests: real keys in, the screen out.
    .library(name: "TextUITesting", targets: ["TextUITesting"]),
  ],
  targets: [
    .target(name: "TextUI"),
    // A sample form driven by the terminal driver: a demo, and the program the pty tests run.
    .executableTarget(name: "TextUIDemo", dependencies: ["TextUI"]),
    .target(name: "TextUITesting"),
    .testTarget(name: "TextUITests", dependencies: ["TextUI", "TextUITesting"]),
  ]
)
