// swift-tools-version: 6.0
// The architecture layer: TextUI (the Linux stand-in for SwiftUI) today; the SwiftRexArchitecture
// module and its macros join this manifest later. TextUI needs nothing but the toolchain.
import PackageDescription

let package = Package(
  name: "SwiftRexArchitecture",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TextUI", targets: ["TextUI"])
  ],
  targets: [
    .target(name: "TextUI"),
    // A sample form driven by the terminal driver: a demo, and the program the pty tests run.
    .executableTarget(name: "TextUIDemo", dependencies: ["TextUI"]),
    .testTarget(name: "TextUITests", dependencies: ["TextUI"]),
  ]
)
