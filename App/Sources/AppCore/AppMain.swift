import Foundation
import SwiftRexArchitecture
import SwiftRexPersistence
@_spi(SwiftRexInternals) import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app's entry point, kept out of `main.swift` so tests can run it in process.
public enum AppMain {
  /// Exit status for a command line that could not be understood (`EX_USAGE`).
  public static let usageStatus: Int32 = 64
  /// Exit status for a script or log file that could not be opened (`EX_NOINPUT`).
  public static let fileStatus: Int32 = 66
  /// Exit status for a recording that cannot be replayed: damaged, truncated or newer (`EX_DATAERR`).
  public static let dataStatus: Int32 = 65
  /// Exit status for a replay that did not end in the recorded state.
  public static let divergedStatus: Int32 = 1
  /// Exit status for a session whose `--record` file could not be written whole (`EX_IOERR`):
  /// the session ran, but the recording it promised is not there.
  public static let recordingFailedStatus: Int32 = 74

  /// Runs the app with `arguments` (without the program name) and returns the exit status.
  @MainActor
  public static func run(arguments: [String]) async -> Int32 {
    let options: AppOptions
    do {
      options = try AppOptions.parse(arguments)
    } catch {
      writeError(error.description)
      return usageStatus
    }
    if let problem = options.sharedFileProblem() {
      writeError(problem.description)
      return usageStatus
    }
    if options.showsHelp {
      print(AppOptions.helpText)
      return 0
    }
    if options.showsVersion {
      print(SwiftRexVersion.versionLine)
      return 0
    }
    if let path = options.replayPath { return replay(path: path, options: options) }
    if let path = options.exportTestPath { return exportTest(path: path, options: options) }
    return await runSession(options)
  }

  /// The app's behaviour, tracing every action to `--log FILE` when asked; nil, after saying
  /// why, when the log cannot be opened.
  @MainActor
  static func loggedBehavior(
    _ options: AppOptions
  ) -> (Behavior<AppAction, AppState, AppEnvironment>, ActionLogFile?)? {
    guard let path = options.logPath else { return (appBehavior, nil) }
    do {
      // Said once, on standard error: the log has stopped, the session has not.
      let file = try ActionLogFile(path: path) { failure in writeError(failure.description) }
      return (appBehavior.logging(to: file.write), file)
    } catch {
      writeError(error.description)
      return nil
    }
  }

  /// The app's environment for `options`: the catalog it reads, and the watcher if any.
  static func liveEnvironment(_ options: AppOptions, watcher: FileWatcher?) -> AppEnvironment {
    let catalogURL = options.catalogPath.map { URL(fileURLWithPath: $0) } ?? CatalogLoader.bundledURL
    return AppEnvironment.live(
      catalog: CatalogSource(url: catalogURL, latency: options.latency), watcher: watcher)
  }

  /// Writes `message` to standard error with its control characters made visible: it may quote
  /// a path or an argument, and those must not reach the terminal as escape sequences.
  static func writeError(_ message: String) {
    var bytes = Array((TerminalSafeText.displayable(message) + "\n").utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
