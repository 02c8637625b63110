// swift-tools-version: 6.0
// The core package: optics (FP), the identified collection, the runtime (SwiftRex), its
// Swift Concurrency effects, persisted state (SwiftRexPersistence) and recorded runs
// (SwiftRexRecording). Macros are built on the
// toolchain's own SwiftSyntax, so nothing is downloaded and swift-syntax is never compiled.
import CompilerPluginSupport
import Foundation
import PackageDescription

/// `<toolchain>/usr/lib/swift/host`: found from `swiftc` on PATH; `SWIFT_HOST_LIBS` overrides it.
/// Manifests cannot share code: this function is an identical copy of the one in
/// Packages/SwiftRexArchitecture/Package.swift; change both together.
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
  name: "SwiftRex",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "FP", targets: ["FP"]),
    .library(name: "IdentifiedCollections", targets: ["IdentifiedCollections"]),
    .library(name: "SwiftRex", targets: ["SwiftRex"]),
    .library(name: "SwiftRexSwiftConcurrency", targets: ["SwiftRexSwiftConcurrency"]),
    .library(name: "SwiftRexPersistence", targets: ["SwiftRexPersistence"]),
    .library(name: "SwiftRexRecording", targets: ["SwiftRexRecording"]),
    .library(name: "SwiftRexSharing", targets: ["SwiftRexSharing"]),
    // What every SwiftRex macro plugin shares (access levels, attribute names, the plugin loop,
    // diagnostics, expansion for tests); a product so the architecture package's macros use it too.
    .library(name: "SwiftRexMacroSupport", targets: ["SwiftRexMacroSupport"]),
  ],
  targets: [
    .target(name: "SwiftRexMacroSupport", swiftSettings: useHostSyntax),
    // The optics macros' expansions, apart from the plugin that serves them: the tests depend on
    // this library, not on the macro target, because a test target that depends on a macro makes
    // SwiftPM build the package's whole test product, and every module it tests, a second time
    // for the host.
    .target(name: "FPMacroExpansions", dependencies: ["SwiftRexMacroSupport"], swiftSettings: useHostSyntax),
    .macro(
      name: "FPMacros", dependencies: ["FPMacroExpansions", "SwiftRexMacroSupport"],
      swiftSettings: useHostSyntax,
      linkerSettings: linkHostSyntax),
    .target(name: "FP", dependencies: ["FPMacros"]),
    .target(name: "IdentifiedCollections"),
    .target(name: "SwiftRex", dependencies: ["FP", "IdentifiedCollections"]),
    .target(name: "SwiftRexSwiftConcurrency", dependencies: ["SwiftRex"]),
    .target(name: "SwiftRexPersistence", dependencies: ["SwiftRex"]),
    .target(
      name: "SwiftRexRecording", dependencies: ["SwiftRex", "IdentifiedCollections", "SwiftRexSharing"]),
    .target(
      name: "SwiftRexSharing", dependencies: ["SwiftRex", "SwiftRexPersistence", "IdentifiedCollections"]),
    // A process that saves through FileStorage in a loop, for the persistence tests: two of them
    // race on one file, and one is killed mid-write. Not a product; `swift test` builds it.
    .executableTarget(name: "PersistenceStressWriter", dependencies: ["SwiftRex", "SwiftRexPersistence"]),
    // Writes a number to a shared value kept in a file, from a process of its own.
    .executableTarget(name: "SharedFileWriter", dependencies: ["SwiftRex", "SwiftRexSharing"]),
    .testTarget(name: "FPTests", dependencies: ["FP"]),
    .testTarget(
      name: "SwiftRexMacroSupportTests", dependencies: ["SwiftRexMacroSupport"],
      swiftSettings: useHostSyntax, linkerSettings: linkHostSyntax),
    .testTarget(
      name: "FPMacrosTests", dependencies: ["FPMacroExpansions", "SwiftRexMacroSupport"],
      swiftSettings: useHostSyntax, linkerSettings: linkHostSyntax),
    .testTarget(name: "IdentifiedCollectionsTests", dependencies: ["IdentifiedCollections"]),
    .testTarget(name: "SwiftRexTests", dependencies: ["SwiftRex"]),
    .testTarget(name: "SwiftRexSwiftConcurrencyTests", dependencies: ["SwiftRexSwiftConcurrency"]),
    .testTarget(name: "SwiftRexPersistenceTests", dependencies: ["SwiftRexPersistence"]),
    .testTarget(name: "SwiftRexRecordingTests", dependencies: ["SwiftRexRecording", "SwiftRexSharing"]),
    .testTarget(
      name: "SwiftRexSharingTests",
      dependencies: ["SwiftRexSharing", "SwiftRex", "SwiftRexPersistence", "IdentifiedCollections"]),
  ]
)
