import Foundation
import LibraryFeature
import SwiftRexArchitecture
import SwiftRexPersistence
import SwiftRexRecording
@_spi(SwiftRexInternals) import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AppMain {
  /// A session: the app in a terminal, or driven by a script or piped commands, with the state
  /// file, `--record`, `--log`, `--watch` and time travel attached as the options ask.
  @MainActor
  static func runSession(_ options: AppOptions) async -> Int32 {
    var input = TerminalDriver.Input.standardInput
    if let path = options.scriptPath {
      switch readScript(at: path) {
      case .success(let lines): input = .lines(lines)
      case .failure(let message):
        writeError(message.text)
        return fileStatus
      }
    }
    guard let (behavior, logFile) = loggedBehavior(options) else { return fileStatus }
    var writer: RecordingWriter?
    if let path = options.recordPath {
      do {
        // Said once, on standard error: the recording has stopped, the session has not.
        writer = try RecordingWriter(path: path) { writeError($0) }
      } catch {
        writeError(error.problem)
        return fileStatus
      }
    }
    // Parsing refused --watch without --catalog: a watcher always has a path.
    let watcher = options.watch.flatMap { mode in
      options.catalogPath.map { FileWatcher(path: $0, mode: mode) }
    }
    let environment = liveEnvironment(options, watcher: watcher)
    var initial = AppState(shelfID: options.shelfID ?? AppOptions.defaultShelfID)
    var persister: StatePersister<AppSavedState>?
    switch stateFile(for: options, environment: ProcessInfo.processInfo.environment) {
    case .none: break
    case .unavailable(let message): writeError(message)
    case .path(let path):
      // Before the counters are restored, so every restored counter holds the kept step.
      let step = Shared(
        wrappedValue: 1,
        FileSharedStorage(path: counterStepFile(besides: path)) { writeError($0.description) })
      initial = AppState(shelfID: options.shelfID ?? AppOptions.defaultShelfID, counterStep: step)
      // Each problem is said once, on standard error; the session goes on either way.
      let kept = StatePersister<AppSavedState>(storage: FileStorage(path: path), version: stateFormatVersion)
      {
        writeError($0.description)
      }
      kept.load()?.restore(into: &initial, shelf: options.shelfID)
      persister = kept
    }
    // A state that says the file is followed has its watch running from the store's creation.
    initial.isWatchingCatalog = watcher != nil
    let store = Store(initial: initial, behavior: behavior, environment: environment)
    let recorder = writer.map { AppRecording.recorder(writing: $0) { writeError($0) } }
    recorder?.attach(to: store)
    // A recording cannot replay a jump to another step, so a recorded session has no time travel.
    let travel = recorder == nil ? AppTimeTravel.timeTravel(limit: options.historyLimit) : nil
    travel?.attach(to: store)
    // Attached from outside the store, so nothing else that runs the app's behaviour (tests,
    // previews) ever touches the state file. While `undo` shows a past step, the latest step is
    // what the session has reached, and what is saved: looking back loses nothing.
    persister?.attach(to: store) { state in
      let latest = travel.flatMap { $0.isTravelling ? $0.entry($0.latestStep)?.state : nil }
      return AppSavedState(latest ?? state)
    }
    store.dispatch(.started)
    let driver = TerminalDriver(rootView: RootView(store: store, environment: environment))
    driver.renderer.customCommands = AppTimeTravel.commands(travel)
    // A branch from a past step discards what the views did when they appeared (the Library's
    // load): they appear again on the new branch. Weak: the renderer's commands hold the time
    // travel already, and a cycle would keep the whole view tree alive (LeakSanitizer found it).
    travel?.onBranch = { [weak renderer = driver.renderer] in renderer?.appearAgain() }
    if options.lastFrameOnly { driver.frames = .last }
    driver.settle = { _ = await settle(store, latency: options.latency) }
    // A signal (a closed terminal, `kill`) ends the process from inside `run`: what a quit
    // writes is written then too, or the recording's buffer and the last changes are lost.
    driver.onEndingSignal = { _ in
      recorder?.finish()
      persister?.detach()
      SharedContainer.default.flush()
    }
    _ = await driver.run(input: input)
    // Ends the watching thread now rather than with the store, whoever else still holds it.
    if watcher != nil { store.dispatch(.stopWatchingCatalog) }
    recorder?.finish()
    // Whatever changed within the last save's delay is written now, before the process ends.
    persister?.detach()
    SharedContainer.default.flush()
    withExtendedLifetime(logFile) {}
    // The failure was said when it happened; the status tells a script the recording is not whole.
    if writer?.hasFailed == true { return recordingFailedStatus }
    return 0
  }

  /// The format version of the state file: the shape of ``AppSavedState``. Change it with that
  /// shape; a file of another version is moved aside and reported, not misread.
  public static let stateFormatVersion = 1

  /// Where the counters and the shelf are kept, if anywhere.
  enum StateFile: Equatable {
    /// Nowhere: `--no-persist`.
    case none
    /// In this file.
    case path(String)
    /// Nowhere, because no place could be found; the sentence says why.
    case unavailable(String)
  }

  /// The state file for `options`: `--state-file`, else `state.json` in `$XDG_STATE_HOME/swiftrex/`
  /// (an absolute path, as the XDG Base Directory specification requires; a relative one is
  /// ignored), else in `$HOME/.local/state/swiftrex/`.
  static func stateFile(for options: AppOptions, environment: [String: String]) -> StateFile {
    guard options.persists else { return .none }
    if let path = options.stateFilePath { return .path(path) }
    let base: String
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = state
    } else if let home = environment["HOME"], !home.isEmpty {
      base = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.local/state"
    } else {
      return .unavailable(
        "Nowhere to keep the counters and the shelf: neither XDG_STATE_HOME nor HOME is set. "
          + "The app goes on without saving them; --state-file PATH chooses a file.")
    }
    return .path((base.hasSuffix("/") ? String(base.dropLast()) : base) + "/swiftrex/state.json")
  }

  /// The file the counters' step is kept in: `counter-step.json` in the state file's folder, a
  /// shared value of its own (the sharing module's file storage) rather than a field of the
  /// state file, so another process running the app sees a step set here at once.
  static func counterStepFile(besides stateFile: String) -> String {
    URL(fileURLWithPath: stateFile).deletingLastPathComponent().appendingPathComponent("counter-step.json")
      .path
  }

  /// Lets the work a command started finish before the next frame of a scripted session: waits
  /// for one-shot effects (a catalog read, however slow `--latency` makes it, plus a margin), never
  /// for long-lived ones — a running timer would otherwise hold every command for the whole limit.
  /// The margin is generous (30 s) because it is only ever spent on a one-shot effect that hangs;
  /// a short one would let a busy machine print a frame before the catalog it read arrived.
  /// - Returns: whether every one-shot effect finished within the limit.
  @MainActor
  static func settle<State, Environment>(
    _ store: Store<AppAction, State, Environment>, latency: Duration
  ) async -> Bool {
    await store.effectsFinished(within: latency + .seconds(30))
  }

  /// The largest script accepted, in bytes: a script is typed commands, not a disk image.
  static let maximumScriptSize = 16 << 20

  /// Why a script could not be used, as the sentence to print.
  struct ScriptError: Error {
    var text: String
  }

  /// The commands of the script at `path`, one per line.
  static func readScript(at path: String) -> Result<[String], ScriptError> {
    let data: Data
    do {
      data = try InputFile.read(path: path, limit: maximumScriptSize)
    } catch {
      let reason = error.reason(limit: maximumScriptSize)
      return .failure(ScriptError(text: "Cannot read the script \(path): \(reason)."))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(ScriptError(text: "Cannot read the script \(path): it is not UTF-8 text."))
    }
    return .success(scriptLines(text))
  }

  /// The lines of `text` as standard input gives them: split at `\n` only, a `\r` before it
  /// dropped (Windows editors' `\r\n`); a final line ending does not start an empty last command.
  /// Other characters Unicode counts as line breaks (U+2028, NEL, form feed) stay in the line, so
  /// a script and the same file piped run the same commands.
  static func scriptLines(_ text: String) -> [String] {
    if text.isEmpty { return [] }
    // Bytes, not Characters: `\r\n` is one Character in Swift.
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if text.utf8.last == UInt8(ascii: "\n") { lines.removeLast() }
    return lines.map { line in
      String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
    }
  }
}
