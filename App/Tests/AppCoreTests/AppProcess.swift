import Foundation

/// The built `swiftrex` executable, run as a user would: arguments, text on standard input,
/// and what it printed and returned.
struct AppProcess {
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The executable built next to the test bundle (any scratch path), or in the package's `.build`.
  static var executable: URL? {
    var candidates: [URL] = []
    if let main = Bundle.main.executableURL {
      candidates.append(main.deletingLastPathComponent().appendingPathComponent("swiftrex"))
    }
    for bundle in Bundle.allBundles {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("swiftrex"))
    }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(package.appendingPathComponent(".build/debug/swiftrex"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs the app with `arguments` and `input` on standard input; kills it after `timeout`.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    timeout: Duration = .seconds(60)
  ) throws -> Result {
    try run(arguments, bytes: Data(input.utf8), environment: environment, timeout: timeout)
  }

  /// Every launch's `XDG_STATE_HOME` is a folder of its own under this one, removed when the
  /// test process exits: a run never reads the user's saved state nor another run's, so each
  /// transcript starts from the defaults.
  static let stateRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swiftrex-app-tests-\(ProcessInfo.processInfo.processIdentifier)")
    atexit { try? FileManager.default.removeItem(at: AppProcess.stateRoot) }
    return root
  }()

  /// A new, empty folder for one launch's `XDG_STATE_HOME`.
  static func freshStateHome() -> String {
    let folder = stateRoot.appendingPathComponent(UUID().uuidString)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }

  /// Runs the app with `bytes` (any bytes, not only text) on standard input; `environment`
  /// overrides the test's own (which gets `NO_COLOR=1`, `COLUMNS=300` and a fresh
  /// `XDG_STATE_HOME`).
  static func run(
    _ arguments: [String], bytes: Data, environment overrides: [String: String] = [:],
    timeout: Duration = .seconds(60)
  ) throws -> Result {
    let (process, stdin, stdout, stderr) = try launch(arguments, environment: overrides)
    stdin.fileHandleForWriting.write(bytes)
    try stdin.fileHandleForWriting.close()
    // Read both pipes while the process runs, so a large output cannot fill a pipe and stall it.
    let outputReader = PipeReader(stdout.fileHandleForReading)
    let errorReader = PipeReader(stderr.fileHandleForReading)
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while process.isRunning {
      if ContinuousClock.now > deadline {
        process.terminate()
        break
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: outputReader.finish(), errors: errorReader.finish())
  }

  /// Starts the app with pipes for its three standard streams, standard input left open.
  static func launch(_ arguments: [String], environment overrides: [String: String] = [:]) throws
    -> (process: Process, stdin: Pipe, stdout: Pipe, stderr: Pipe)
  {
    guard let executable else { throw MissingExecutable() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["COLUMNS"] = "300"
    environment["XDG_STATE_HOME"] = freshStateHome()
    environment.merge(overrides) { _, override in override }
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    return (process, stdin, stdout, stderr)
  }

  struct MissingExecutable: Error, CustomStringConvertible {
    var description: String { "The swiftrex executable was not built; run `swift build` in App first." }
  }
}

/// Drains a pipe on its own thread.
final class PipeReader: @unchecked Sendable {
  // Sendable because `data` is written by the reading thread before `done` is signalled, and read
  // only after `finish()` has waited for that signal.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func finish() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}
