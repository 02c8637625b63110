// swift-tools-version: 6.0
// The architecture layer: SwiftRexArchitecture (features, view stores, bindings and their
// macros), rendered through TextUI (the Linux stand-in for SwiftUI, its own package). The macros are built on the toolchain's own
// SwiftSyntax, as in the core package, so nothing is downloaded and swift-syntax is never compiled.
import CompilerPluginSupport
import Foundation
import PackageDescription

/// `<toolchain>/usr/lib/swift/host`: found from `swiftc` on PATH; `SWIFT_HOST_LIBS` overrides it.
/// Manifests cannot share code: this function is an identical copy of the one in
/// Packages/SwiftRex/Package.swift; change both together.
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
    .library(name: "SwiftRexArchitecture", targets: ["SwiftRexArchitecture"])
  ],
  dependencies: [
    .package(path: "../SwiftRex"),
    .package(path: "../TextUI"),
  ],
  targets: [
    // The macros' expansions, apart from the plugin that serves them: the tests depend on this
    // library, not on the macro target, because a test target that depends on a macro makes
    // SwiftPM build the package's whole test product, and every module it tests, a second time
    // for the host.
    .target(
      name: "ArchitectureMacroExpansions",
      dependencies: [.product(name: "SwiftRexMacroSupport", package: "SwiftRex")],
      swiftSettings: useHostSyntax),
    .macro(
      name: "ArchitectureMacros",
      dependencies: [
        "ArchitectureMacroExpansions", .product(name: "SwiftRexMacroSupport", package: "SwiftRex"),
      ],
      swiftSettings: useHostSyntax, linkerSettings: linkHostSyntax),
    .target(
      name: "SwiftRexArchitecture",
      dependencies: [
        "ArchitectureMacros",
        .product(name: "SwiftRex", package: "SwiftRex"),
        .product(name: "SwiftRexSwiftConcurrency", package: "SwiftRex"),
        .product(name: "SwiftRexSharing", package: "SwiftRex"),
        .product(name: "TextUI", package: "TextUI"),
      ]),
    // A public feature in a module of its own, so a test can check what crosses the boundary.
    .target(
      name: "PublicFeatureFixture",
      dependencies: [
        "SwiftRexArchitecture", .product(name: "SwiftRexSwiftConcurrency", package: "SwiftRex"),
      ],
      path: "Tests/Fixtures/PublicFeatureFixture"),
    .testTarget(
      name: "SwiftRexArchitectureTests",
      dependencies: [
        "SwiftRexArchitecture", "PublicFeatureFixture",
        .product(name: "SwiftRexSwiftConcurrency", package: "SwiftRex"),
      ]),
    .testTarget(
      name: "ArchitectureMacrosTests",
      dependencies: [
        "ArchitectureMacroExpansions", .product(name: "SwiftRexMacroSupport", package: "SwiftRex"),
      ],
      swiftSettings: useHostSyntax, linkerSettings: linkHostSyntax),
    .testTarget(
      name: "PublicFeatureBoundaryTests", dependencies: ["PublicFeatureFixture", "SwiftRexArchitecture"]),
  ]
)
