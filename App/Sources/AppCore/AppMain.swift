import Foundation
import LibraryFeature
import SwiftRexArchitecture

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
    if options.showsHelp {
      print(AppOptions.helpText)
      return 0
    }
    var input = TerminalDriver.Input.standardInput
    if let path = options.scriptPath {
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        writeError("Cannot read the script \(path): check that it exists and is UTF-8 text.")
        return fileStatus
      }
      input = .lines(
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(
          text.hasSuffix("\n") ? 1 : 0))
    }
    var behavior = appBehavior
    var logFile: ActionLogFile?
    if let path = options.logPath {
      do {
        let file = try ActionLogFile(path: path)
        logFile = file
        behavior = behavior.logging(to: file.write)
      } catch {
        writeError(error.description)
        return fileStatus
      }
    }
    let catalogURL = options.catalogPath.map { URL(fileURLWithPath: $0) } ?? CatalogLoader.bundledURL
    let environment = AppEnvironment.live(catalog: CatalogSource(url: catalogURL, latency: options.latency))
    let store = Store(
      initial: AppState(shelfID: options.shelfID), behavior: behavior, environment: environment)
    store.dispatch(.started)
    let driver = TerminalDriver(rootView: RootView(store: store, environment: environment))
    if options.lastFrameOnly { driver.frames = .last }
    // A scripted session waits for each command's effects (a catalog read) before the next one,
    // but never forever: a running timer is allowed to keep running.
    driver.settle = { _ = await store.effectsFinished(within: options.latency + .seconds(2)) }
    _ = await driver.run(input: input)
    withExtendedLifetime(logFile) {}
    return 0
  }

  private static func writeError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
