import Foundation
import Testing

@testable import AppCore

/// The version the app reports is the one the changelog describes, and `--version` prints it.
@Suite("SwiftRexVersion")
struct SwiftRexVersionTests {
  /// The version of the newest release heading (`## [X.Y.Z] - date`) of the repository's
  /// CHANGELOG.md; `[Unreleased]` is not a release.
  private func newestChangelogRelease() throws -> String {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    for line in changelog.split(separator: "\n") where line.hasPrefix("## [") {
      let heading = line.dropFirst("## [".count)
      guard let close = heading.firstIndex(of: "]") else { continue }
      let version = String(heading[..<close])
      if version != "Unreleased" { return version }
    }
    Issue.record("CHANGELOG.md has no release heading such as ## [0.1.0] - 2026-12-02")
    return ""
  }

  @Test func theVersionIsTheNewestReleaseOfTheChangelog() throws {
    #expect(SwiftRexVersion.current == (try newestChangelogRelease()))
  }

  @Test func theVersionIsMajorMinorPatch() {
    let parts = SwiftRexVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
  }

  @Test func versionFlagIsParsed() throws {
    #expect(try AppOptions.parse(["--version"]).showsVersion)
    #expect(try !AppOptions.parse([]).showsVersion)
  }

  @Test func versionPrintsTheNameAndTheVersionAndExitsZero() throws {
    let result = try AppProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.output == "swiftrex \(try newestChangelogRelease())\n")
    #expect(result.errors.isEmpty)
  }
}
