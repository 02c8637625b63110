import Foundation
import Testing

@testable import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the `TextUIDemo` executable under a pseudo-terminal and checks what reaches the screen.
@Suite(.serialized) struct TerminalDriverPseudoTerminalTests {
  /// The demo built next to the test bundle (any scratch path), or in the package's `.build`.
  static func demoExecutable() -> URL? {
    var candidates: [URL] = []
    if let bundle = Bundle.main.executableURL {
      candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("TextUIDemo"))
    }
    for bundle in Bundle.allBundles {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("TextUIDemo"))
    }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(package.appendingPathComponent(".build/debug/TextUIDemo"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// A running demo attached to the slave side of a fresh pseudo-terminal.
  final class Session {
    let process = Process()
    let master: Int32
    private(set) var output = ""

    init(executable: URL) throws {
      master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      guard master >= 0, let name = Self.unlockSlave(of: master) else {
        throw CocoaError(.fileNoSuchFile)
      }
      var size = winsize(ws_row: 24, ws_col: 60, ws_xpixel: 0, ws_ypixel: 0)
      _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
      let slave = open(name, O_RDWR | O_NOCTTY)
      guard slave >= 0 else { throw CocoaError(.fileNoSuchFile) }
      let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
      process.executableURL = executable
      var environment = ProcessInfo.processInfo.environment
      environment["NO_COLOR"] = nil
      environment["COLUMNS"] = nil
      environment["TERM"] = "xterm-256color"
      process.environment = environment
      process.standardInput = handle
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
      try handle.close()
    }

    /// Unlocks the slave side and returns its path. Glibc's `posix_openpt` family is not
    /// imported into Swift, so this uses the Linux ioctls behind it.
    private static func unlockSlave(of master: Int32) -> String? {
      let setLock: UInt = 0x4004_5431  // TIOCSPTLCK = _IOW('T', 0x31, int)
      let getNumber: UInt = 0x8004_5430  // TIOCGPTN = _IOR('T', 0x30, unsigned int)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard withUnsafeMutablePointer(to: &unlock, { ioctl(master, setLock, $0) }) == 0,
        withUnsafeMutablePointer(to: &number, { ioctl(master, getNumber, $0) }) == 0
      else { return nil }
      return "/dev/pts/\(number)"
    }

    deinit {
      close(master)
    }

    /// Reads until `done` holds for the output or the child closes the terminal. The deadline
    /// only keeps a broken build from hanging the suite (generous, because a loaded machine can
    /// take seconds to start the child); no assertion depends on timing.
    func read(until done: (String) -> Bool) {
      let deadline = Date().addingTimeInterval(60)
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !done(output) && Date() < deadline {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, 200)
        if ready < 0 && errno == EINTR { continue }
        if ready <= 0 { continue }
        let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        if count <= 0 { return }  // EIO: every slave descriptor is closed, the child is gone
        output += String(decoding: buffer[..<count], as: UTF8.self)
      }
    }

    func type(_ text: String) {
      TerminalScreen.write(text, to: master)
    }

    /// Reads to the end of the child's output and waits for it to exit.
    func finish() {
      read { _ in false }
      if process.isRunning {
        // Only reached when the child ignored what should have ended it: stop it so the
        // suite reports a failure instead of hanging.
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
    }
  }

  static let prompt = "> \u{1B}[?25h"

  @Test func quittingLeavesTheAlternateScreenAndShowsTheCursor() throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(executable: executable)
    session.read { $0.contains(Self.prompt) }
    #expect(session.output.hasPrefix(TerminalScreen.enterSequence))
    #expect(session.output.contains("Name: [Ada]"))
    session.type("q\n")
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationReason == .exit)
    #expect(session.process.terminationStatus == 0)
  }

  @Test func interruptingRestoresTheScreenToo() throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(executable: executable)
    session.read { $0.contains(Self.prompt) }
    session.process.interrupt()
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationReason == .uncaughtSignal)
    #expect(session.process.terminationStatus == SIGINT)
  }

  @Test func terminatingRestoresTheScreen() throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(executable: executable)
    session.read { $0.contains(Self.prompt) }
    session.process.terminate()
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationStatus == SIGTERM)
  }

  @Test(arguments: [SIGQUIT, SIGHUP])
  func everyEndingSignalRestoresTheScreenAndEndsTheApp(signalNumber: Int32) throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    Self.noCoreDumps()
    let session = try Session(executable: executable)
    session.read { $0.contains(Self.prompt) }
    kill(session.process.processIdentifier, signalNumber)
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    // Ended by the signal itself (not by the suite's SIGKILL after a hang).
    #expect(session.process.terminationReason == .uncaughtSignal)
    #expect(session.process.terminationStatus == signalNumber)
  }

  @Test func suspendingRestoresTheScreenAndResumingRedrawsIt() throws {
    let executable = try #require(Self.demoExecutable(), "Build the TextUIDemo product first")
    let session = try Session(executable: executable)
    session.read { $0.contains(Self.prompt) }
    let pid = session.process.processIdentifier
    kill(pid, SIGTSTP)
    session.read { $0.hasSuffix(TerminalScreen.restoreSequence) }
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    // SIGCONT is what `fg` sends to a stopped process: wait for the stop, as a shell would.
    Self.waitUntilStopped(pid)
    let suspendedAt = session.output.utf8.count
    func sinceSuspended(_ output: String) -> String {
      String(decoding: output.utf8.dropFirst(suspendedAt), as: UTF8.self)
    }
    kill(pid, SIGCONT)
    // Back on the alternate screen with the whole frame drawn again.
    session.read { output in
      let resumed = sinceSuspended(output)
      return resumed.contains(TerminalScreen.enterSequence) && resumed.hasSuffix(Self.prompt)
    }
    let resumed = sinceSuspended(session.output)
    #expect(resumed.hasPrefix(TerminalScreen.enterSequence))
    #expect(resumed.contains("Name: [Ada]"))
    #expect(resumed.hasSuffix(Self.prompt))
    // Still running and responsive: it quits normally and restores the screen once more.
    session.type("q\n")
    session.finish()
    #expect(session.output.hasSuffix(TerminalScreen.restoreSequence))
    #expect(session.process.terminationReason == .exit)
    #expect(session.process.terminationStatus == 0)
  }

  /// Polls `/proc/<pid>/stat` until the process is stopped (state `T`), for at most 30 seconds:
  /// the bound only keeps a broken build from hanging the suite. A process whose process group
  /// is orphaned is never stopped by SIGTSTP; the test goes on after the bound then.
  static func waitUntilStopped(_ pid: Int32) {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      // The state follows the command name, which is in parentheses.
      if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "T" { return }
      usleep(1_000)
    }
  }

  /// SIGQUIT's default action dumps core: keep the tests from leaving core files behind.
  static func noCoreDumps() {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
    limit.rlim_cur = 0
    setrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
  }
}
