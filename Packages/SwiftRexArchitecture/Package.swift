// swift-tools-version: 6.0
// The architecture layer: TextUI (the Linux stand-in for SwiftUI) and SwiftRexArchitecture
// (features, view stores, bindings and their macros). The macros are built on the toolchain's own
// SwiftSyntax, as in the core package, so nothing is downloaded and swift-syntax is never compiled.
import CompilerPluginSupport
import Foundation
import PackageDescription

/// `<toolchain>/usr/lib/swift/host`: found from `swiftc` on PATH; `SWIFT_HOST_LIBS` overrides it.
/// (A copy of the core manifest's function: manifests cannot share code.)
func toolchainHostLibraries() -> String {
  let environment = ProcessInfo.processInfo.environment
  let marker = "SwiftSyntax.swiftmodule"
  if let explicit = environment["SWIFT_HOST_LIBS"] {
    guard FileManager.default.fileExists(atPath: explicit + "/" + marker) else {
      fatalError("SWIFT_HOST_LIBS=\(explicit) holds no \(marker); point it at <toolchain>/usr/lib/swift/host")
    }
    return explicit
  }
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
    guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
    let host = swiftc.resolvingSymlinksInPath()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host")
    if FileManager.default.fileExists(atPath: host.appendingPathComponent(marker).path) {
      return host.path
    }
  }
  fatalError(
    """
    SwiftRex's macros need the toolchain's own SwiftSyntax, and none was found from `swiftc` on PATH.
    Put a Swift 6 toolchain's bin folder on PATH, or set SWIFT_HOST_LIBS to <toolchain>/usr/lib/swift/host.
    """)
}

let host = toolchainHostLibraries()
let syntaxLibraries = [
  "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics", "SwiftParser",
  "SwiftParserDiagnostics", "SwiftOperators", "SwiftBasicFormat", "SwiftSyntaxMacroExpansion",
  "SwiftCompilerPluginMessageHandling",
]
let useHostSyntax: [SwiftSetting] = [.unsafeFlags(["-I", host])]
let linkHostSyntax: [LinkerSetting] = [
  .unsafeFlags(["-L", host] + syntaxLibraries.map { "-l\($0)" } + ["-Xlinker", "-rpath", "-Xlinker", host])
]

let package = Package(
  name: "SwiftRexArchitecture",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TextUI", targets: ["TextUI"]),
    .library(name: "SwiftRexArchitecture", targets: ["SwiftRexArchitecture"]),
  ],
  dependencies: [
    .package(path: "../SwiftRex")
  ],
  targets: [
    .target(name: "TextUI"),
    // A sample form driven by the terminal driver: a demo, and the program the pty tests run.
    .executableTarget(name: "TextUIDemo", dependencies: ["TextUI"]),
    .macro(name: "ArchitectureMacros", swiftSettings: useHostSyntax, linkerSettings: linkHostSyntax),
    .target(
      name: "SwiftRexArchitecture",
      dependencies: ["TextUI", "ArchitectureMacros", .product(name: "SwiftRex", package: "SwiftRex")]),
    // A public feature in a module of its own, so a test can check what crosses the boundary.
    .target(
      name: "PublicFeatureFixture",
      dependencies: [
        "SwiftRexArchitecture", .product(name: "SwiftRexSwiftConcurrency", package: "SwiftRex"),
      ],
      path: "Tests/Fixtures/PublicFeatureFixture"),
    .testTarget(name: "TextUITests", dependencies: ["TextUI"]),
    .testTarget(
      name: "SwiftRexArchitectureTests",
      dependencies: [
        "SwiftRexArchitecture", "PublicFeatureFixture",
        .product(name: "SwiftRexSwiftConcurrency", package: "SwiftRex"),
      ]),
    .testTarget(
      name: "ArchitectureMacrosTests", dependencies: ["ArchitectureMacros"],
      swiftSettings: useHostSyntax, linkerSettings: linkHostSyntax),
    .testTarget(
      name: "PublicFeatureBoundaryTests", dependencies: ["PublicFeatureFixture", "SwiftRexArchitecture"]),
  ]
)
