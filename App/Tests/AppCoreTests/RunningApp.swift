import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `swiftrex` executable left running on pipes, for tests that act while it runs (edit
/// its catalog file, type a command) and wait for the frame that shows the effect. Standard
/// output is collected on a thread of its own as it arrives.
final class RunningApp: @unchecked Sendable {
  // Sendable because `output` and `errors` are only touched under `lock`, and `process` and the
  // pipes are only used from the test's own task.
  private let process: Process
  private let input: FileHandle
  private let lock = NSLock()
  private var output = Data()
  private var errors = Data()
  private var readersDone = 0

  /// The frame header: every frame the app prints starts with it.
  static let frameStart = "SwiftRex for Linux\n"

  /// Launches the app with `arguments`; standard input stays open until ``finish(limit:)``.
  /// Frames are kept 99 columns wide: each is then well under the 4 KiB a pipe takes in one
  /// piece, so a frame is never read in halves (with NO_COLOR, from ``AppProcess``); and the
  /// Library tab is stacked (side by side from 100 columns, its two columns would share rows),
  /// so a frame's lines read in order.
  init(_ arguments: [String]) throws {
    let (process, stdin, stdout, stderr) = try AppProcess.launch(arguments, environment: ["COLUMNS": "99"])
    self.process = process
    input = stdin.fileHandleForWriting
    collect(stdout.fileHandleForReading) { $0.output.append($1) }
    collect(stderr.fileHandleForReading) { $0.errors.append($1) }
  }

  private func collect(_ handle: FileHandle, into append: @escaping @Sendable (RunningApp, Data) -> Void) {
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData
        lock.withLock {
          if chunk.isEmpty { readersDone += 1 } else { append(self, chunk) }
        }
        if chunk.isEmpty { return }
      }
    }
  }

  /// Everything printed on standard output so far.
  var printed: String { lock.withLock { String(decoding: output, as: UTF8.self) } }

  /// Everything printed on standard error so far.
  var printedErrors: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }

  /// The frames printed so far, each without its header and without the command echoed after
  /// it (`> press Dune`); the last may still be arriving.
  var frames: [String] {
    printed.components(separatedBy: Self.frameStart).dropFirst().map { part in
      guard let echo = part.range(of: "\n\n> ") else { return part }
      return String(part[..<echo.lowerBound]) + "\n\n"
    }
  }

  /// Types `command` as a line on standard input.
  func type(_ command: String) {
    input.write(Data((command + "\n").utf8))
  }

  /// Waits for a frame, after the first `skipping` frames, that satisfies `condition`; returns
  /// it, or nil after `limit`. Frames arrive whole (see ``init(_:)``): one write each, well
  /// under a pipe's atomic size, ending with a blank line.
  func waitForFrame(
    after skipping: Int = 0, limit: Duration = .seconds(60), where condition: (String) -> Bool
  ) -> String? {
    let deadline = ContinuousClock.now.advanced(by: limit)
    while true {
      let frames = self.frames
      if frames.count > skipping {
        for frame in frames[skipping...] where frame.hasSuffix("\n\n") && condition(frame) { return frame }
      }
      if ContinuousClock.now > deadline { return nil }
      Thread.sleep(forTimeInterval: 0.01)
    }
  }

  /// Closes standard input (the end of the session), waits for the app to exit and returns its
  /// status; kills it and returns nil when it has not exited within `limit`.
  func finish(limit: Duration = .seconds(60)) -> Int32? {
    try? input.close()
    let deadline = ContinuousClock.now.advanced(by: limit)
    while process.isRunning {
      if ContinuousClock.now > deadline {
        process.terminate()
        process.waitUntilExit()
        return nil
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Sends the app `signalNumber`, as `kill` or a closing terminal would.
  func send(_ signalNumber: Int32) {
    kill(process.processIdentifier, signalNumber)
  }

  /// Waits for the app to end without closing its input; how it ended, or nil (after killing
  /// it) when it has not ended within `limit`.
  func waitForEnd(limit: Duration = .seconds(60)) -> (reason: Process.TerminationReason, status: Int32)? {
    let deadline = ContinuousClock.now.advanced(by: limit)
    while process.isRunning {
      if ContinuousClock.now > deadline {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return nil
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    return (process.terminationReason, process.terminationStatus)
  }

  deinit {
    if process.isRunning { process.terminate() }
  }
}
