/// The version of SwiftRex for Linux this build is, as `swiftrex --version` prints it.
///
/// The one place the version is written in code. A release changes it together with the newest
/// heading of CHANGELOG.md (CONTRIBUTING.md, "Versions and releases"), and a test fails while the
/// two differ, so the app never reports a version the changelog does not describe.
public enum SwiftRexVersion {
  /// The version, as `MAJOR.MINOR.PATCH` (Semantic Versioning).
  public static let current = "0.1.0"

  /// The line `swiftrex --version` prints: the program's name and its version.
  public static var versionLine: String { "swiftrex \(current)" }
}
