import AppCatalog
import Foundation
import SwiftRex
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

  /// When the recorder writes the state: with every action while it is small, now and then once
  /// it is large (a catalog of 100,000 books), so a recording grows with what the user did.
  public static let checkpoints = RecordingCheckpoints.sizedToState(ratio: 16)

  /// A recorder of the app's store writing to `writer`; problems go to `report`, once each —
  /// among them a recording about to grow past what `--replay` reads.
  @MainActor
  public static func recorder(writing writer: RecordingWriter, report: @escaping @MainActor (String) -> Void)
    -> Recorder<AppAction, AppState>
  {
    Recorder(
      writer: writer, app: appName, appVersion: appVersion, checkpoints: checkpoints, sizeLimit: maximumSize,
      report: report)
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
        return "URL(fileURLWithPath: \(TestExport.stringLiteral(absolute)))"
      } ?? "CatalogLoader.bundledURL"
    return TestExport(
      behavior: "appBehavior", environment: "AppEnvironment.live(catalog: CatalogSource(url: \(url)))",
      imports: ["import AppCore"], openModules: openModules, testName: "recordedRun", origin: origin)
  }

  /// The recording at `path` as the source of a test (see ``testExport(catalogPath:origin:)``),
  /// or why it cannot become one.
  ///
  /// A large state is recorded only now and then (``checkpoints``): the states between are those
  /// of a replay, checked against the recorded ones on the way, so a recording that does not
  /// replay is refused as `--replay` would refuse it.
  @MainActor
  public static func exportTest(path: String, catalogPath: String?) -> Result<String, ReadFailure> {
    var recording: Recording<AppAction, AppState>
    switch read(path: path, verb: "export") {
    case .success(let read): recording = read
    case .failure(let failure): return .failure(failure)
    }
    if recording.actions.contains(where: { $0.state == nil }) {
      var options = AppOptions()
      options.catalogPath = catalogPath
      let store = Store(
        initial: recording.initialState, behavior: appBehavior,
        environment: AppMain.liveEnvironment(options, watcher: nil), runsSubscriptions: false)
      switch Replayer.fillingInStates(of: recording, on: store) {
      case .success(let filled): recording = filled
      case .failure(let divergence):
        return .failure(
          ReadFailure(
            message: "Cannot export \(path) as a test: it does not replay.\n\(divergence)",
            isMissingFile: false))
      }
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
      // A file too large was found and refused, as a damaged one is (65); the others were not read.
      let tooLarge = if case .tooLarge = error { true } else { false }
      return .failure(ReadFailure(message: "Cannot \(verb) \(path): \(reason).", isMissingFile: !tooLarge))
    }
    let recording: Recording<AppAction, AppState>
    do {
      recording = try Recording<AppAction, AppState>.parse(data)
      try check(recording)
    } catch {
      return .failure(ReadFailure(message: "Cannot \(verb) \(path): \(error).", isMissingFile: false))
    }
    return .success(recording)
  }

  /// Refuses a recording this app did not make, or whose states hold numbers it cannot have
  /// reached: another app's actions would be misread, a version that is not one may be text
  /// aimed at the test `--export-test` writes, and a count at `Int.max` traps the replay on its
  /// next press.
  static func check(_ recording: Recording<AppAction, AppState>) throws(RecordingError) {
    let limit = AppSavedState.limit
    let header = recording.header
    guard header.app == appName else {
      throw RecordingError(
        line: 1, problem: "it was recorded by \(shown(header.app)), not by \(appName)")
    }
    guard isVersion(header.appVersion) else {
      throw RecordingError(
        line: 1,
        problem: "its app version, \(shown(header.appVersion)), is not a version (digits, letters, . - +)")
    }
    let states =
      [(1, recording.initialState)]
      + recording.actions.compactMap { action in action.state.map { (action.line, $0) } }
      + [(recording.finalLine, recording.finalState)]
    for (line, state) in states {
      if let problem = outOfRange(state) { throw RecordingError(line: line, problem: problem) }
    }
    // A page pushed with its own id sets the next id after it: one at Int.max overflows.
    for recorded in recording.actions {
      if case .libraryPath(.push(let id, _)) = recorded.action, !(-limit...limit).contains(id.rawValue) {
        throw RecordingError(
          line: recorded.line, problem: "it pushes a page with the id \(id.rawValue), beyond \(limit)")
      }
    }
  }

  /// Whether `text` reads as an app version: `1.0`, `2.1.0-beta+7`, at most 32 characters.
  static func isVersion(_ text: String) -> Bool {
    let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-+".unicodeScalars)
    return !text.isEmpty && text.unicodeScalars.count <= 32
      && text.unicodeScalars.allSatisfy(allowed.contains)
  }

  /// Recorded text in a message: quoted, and cut short.
  private static func shown(_ text: String) -> String {
    String(reflecting: text.count > 40 ? text.prefix(40) + "…" : text)
  }

  /// What in `state` is beyond the numbers the app can reach (``AppSavedState/limit``), or nil.
  static func outOfRange(_ state: AppState) -> String? {
    let limit = AppSavedState.limit
    var numbers = [
      ("counter.count", state.counter.count), ("counter.id", state.counter.id),
      ("nextCounterID", state.nextCounterID),
      ("libraryPath.nextID", state.libraryPath.nextElementID.rawValue),
    ]
    for (offset, counter) in state.counters.enumerated() {
      numbers += [("counters[\(offset)].id", counter.id), ("counters[\(offset)].count", counter.count)]
    }
    guard let (name, value) = numbers.first(where: { !(-limit...limit).contains($0.1) }) else { return nil }
    return "\"\(name)\" is \(value), beyond the \(limit) a count or id of this app may reach"
  }
}
