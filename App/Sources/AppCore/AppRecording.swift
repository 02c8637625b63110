import AppCatalog
import Foundation
import SwiftRexRecording

/// How the app records its runs (`--record`) and reads them back (`--replay`).
///
/// ``AppAction`` and ``AppState``, and the feature types inside them, are `Codable` by explicit
/// conformances each package declares next to its types; nothing else in the app needs them.
/// No screen of the app holds secure text, so nothing is redacted: a feature that adds a
/// `SecureField` passes `redactAction`/`redactState` to the recorder here.
public enum AppRecording {
  /// The app's name in a recording's header.
  public static let appName = "swiftrex"
  /// The app's version in a recording's header.
  public static let appVersion = "1.0"
  /// The largest recording read, in bytes.
  static let maximumSize = 1 << 30

  /// Why a recording could not be read, as the sentence to print.
  public struct ReadFailure: Error {
    /// What went wrong, as the sentence to print.
    public var message: String
    /// Whether the file could not be opened at all, rather than read and refused.
    public var isMissingFile: Bool
  }

  /// A recorder of the app's store writing to `writer`; problems go to `report`, once.
  @MainActor
  public static func recorder(writing writer: RecordingWriter, report: @escaping @MainActor (String) -> Void)
    -> Recorder<AppAction, AppState>
  {
    Recorder(writer: writer, app: appName, appVersion: appVersion, report: report)
  }

  /// The modules whose structs a test exported from a recording assigns field by field: the
  /// app's and the features', whose states' stored properties are public `var`s.
  static let openModules: Set<String> = ["AppCore", "CounterFeature", "HeroDetailsFeature", "LibraryFeature"]

  /// How `--export-test` writes a recording as a test: the app's behaviour, with the live
  /// environment reading the catalog at `catalogPath` (the bundled one when nil), as the recorded
  /// run did.
  public static func testExport(catalogPath: String?, origin: String) -> TestExport {
    let url =
      catalogPath.map { path in
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return "URL(fileURLWithPath: \(String(reflecting: absolute)))"
      } ?? "CatalogLoader.bundledURL"
    return TestExport(
      behavior: "appBehavior", environment: "AppEnvironment.live(catalog: CatalogSource(url: \(url)))",
      imports: ["import AppCore"], openModules: openModules, testName: "recordedRun", origin: origin)
  }

  /// The recording at `path` as the source of a test (see ``testExport(catalogPath:origin:)``),
  /// or why it cannot become one.
  public static func exportTest(path: String, catalogPath: String?) -> Result<String, ReadFailure> {
    let recording: Recording<AppAction, AppState>
    switch read(path: path, verb: "export") {
    case .success(let read): recording = read
    case .failure(let failure): return .failure(failure)
    }
    let file = URL(fileURLWithPath: path)
    var export = testExport(catalogPath: catalogPath, origin: file.lastPathComponent)
    export.testName = testName(for: file.deletingPathExtension().lastPathComponent)
    do {
      return .success(try export.source(for: recording))
    } catch {
      return .failure(
        ReadFailure(message: "Cannot export \(path) as a test: \(error).", isMissingFile: false))
    }
  }

  /// The test's name for a recording file named `base`: `recorded` and the name's words, so two
  /// recordings exported into one test target do not clash (`timer` gives `recordedTimer`).
  static func testName(for base: String) -> String {
    let words = base.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    return "recorded" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The recording at `path`, or why it cannot be replayed (naming the line at fault).
  static func read(path: String, verb: String = "replay") -> Result<
    Recording<AppAction, AppState>, ReadFailure
  > {
    let data: Data
    do {
      data = try InputFile.read(path: path, limit: maximumSize)
    } catch {
      let reason = error.reason(limit: maximumSize)
      return .failure(ReadFailure(message: "Cannot \(verb) \(path): \(reason).", isMissingFile: true))
    }
    do {
      return .success(try Recording<AppAction, AppState>.parse(data))
    } catch {
      return .failure(ReadFailure(message: "Cannot \(verb) \(path): \(error).", isMissingFile: false))
    }
  }
}
