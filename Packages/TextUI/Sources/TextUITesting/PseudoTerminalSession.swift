import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running on the slave side of a fresh pseudo-terminal, as a user's terminal runs
/// it: tests type real bytes into it and read what it draws.
///
/// ```swift
/// let session = try PseudoTerminalSession(executable: url)
/// session.read { PseudoTerminalSession.screen(of: $0).contains("q quit") }
/// session.type("\t\r")          // Tab, then Enter
/// session.type("q")
/// session.finish()
/// ```
///
/// Every wait is bounded (a minute) only so that a broken build cannot hang a suite; tests wait
/// for what they expect to appear, never for a length of time.
public final class PseudoTerminalSession {
  /// The running program.
  public let process = Process()
  /// The master side: what is typed is written here, what is drawn is read here. Its terminal
  /// settings are the slave's (a pseudo-terminal pair shares them).
  public let master: Int32
  /// Everything the program has written so far, escape sequences included.
  public private(set) var output = ""
  /// The start of a character whose other bytes a later read brings: decoded once it is whole.
  private var partialCharacter: [UInt8] = []
  /// The terminal's width in columns.
  public private(set) var columns: Int
  /// The terminal's height in rows.
  public private(set) var rows: Int

  /// Starts `executable` with `arguments` on a new pseudo-terminal `columns` × `rows` large,
  /// with `TERM=xterm-256color`, no `NO_COLOR` and no `COLUMNS` unless `environment` sets them.
  public init(
    executable: URL, arguments: [String] = [], environment overrides: [String: String] = [:],
    columns: Int = 60, rows: Int = 24
  ) throws {
    self.columns = columns
    self.rows = rows
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0, let name = Self.unlockSlave(of: master) else {
      throw CocoaError(.fileNoSuchFile)
    }
    var size = winsize(
      ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
    let slave = open(name, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw CocoaError(.fileNoSuchFile) }
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    environment["COLUMNS"] = nil
    environment["TERM"] = "xterm-256color"
    environment.merge(overrides) { _, override in override }
    process.environment = environment
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    try handle.close()
  }

  deinit {
    close(master)
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

  /// Reads until `done` holds for the output or the program closes the terminal.
  public func read(until done: (String) -> Bool) {
    let deadline = Date().addingTimeInterval(60)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !done(output) && Date() < deadline {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 200)
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 { continue }
      let count = buffer.withUnsafeMutableBytes { Foundation.read(master, $0.baseAddress, $0.count) }
      if count <= 0 { return }  // EIO: every slave descriptor is closed, the program is gone
      // A read can end inside a character: its first bytes wait for the rest, rather than each
      // part being decoded as a replacement character.
      let bytes = partialCharacter + buffer[..<count]
      let whole = Self.wholeCharactersLength(of: bytes)
      output += String(decoding: bytes[..<whole], as: UTF8.self)
      partialCharacter = Array(bytes[whole...])
    }
  }

  /// Reads until the screen shows `text`; true when it does.
  @discardableResult
  public func waitForScreen(containing text: String) -> Bool {
    read { _ in screen.contains(text) }
    return screen.contains(text)
  }

  /// How many of `bytes` come before a UTF-8 character cut off at their end: all of them unless
  /// the last one to three bytes start a character they do not finish.
  static func wholeCharactersLength(of bytes: [UInt8]) -> Int {
    for back in 1..<min(4, bytes.count + 1) {
      let byte = bytes[bytes.count - back]
      // A continuation byte (10xxxxxx): look further back for the byte that starts it.
      if byte & 0xC0 == 0x80 { continue }
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      return length > back ? bytes.count - back : bytes.count
    }
    return bytes.count
  }

  /// Resizes the terminal to `columns` × `rows` and sends the program SIGWINCH, as the kernel
  /// does for a terminal's foreground programs. (The program was not given the pseudo-terminal
  /// as its controlling terminal — `Process` cannot — so the kernel would not send it.)
  public func resize(columns: Int, rows: Int) {
    // Everything drawn so far was drawn at the old size: replay it there, then go on at the new.
    _ = emulatedScreen()
    var size = winsize(
      ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
    self.columns = columns
    self.rows = rows
    emulator = TerminalEmulator(columns: columns, rows: rows)
    kill(process.processIdentifier, SIGWINCH)
  }

  /// A click of the left button at `column` and `row` (both from 1), as a terminal in SGR mouse
  /// mode reports it: a press, then a release.
  public func click(column: Int, row: Int) {
    type("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
  }

  /// One notch of the mouse wheel at `column` and `row`: towards the user (`down`) or away.
  public func wheel(down: Bool, column: Int = 1, row: Int = 1) {
    type("\u{1B}[<\(down ? 65 : 64);\(column);\(row)M")
  }

  /// The screen emulated up to `emulatedLength` bytes of `output`, kept across resizes.
  private var emulator: TerminalEmulator?
  private var emulatedLength = 0

  /// Plays what was written since the last call onto the emulated screen: O(new output).
  private func emulatedScreen() -> TerminalEmulator {
    var terminal = emulator ?? TerminalEmulator(columns: columns, rows: rows)
    let utf8 = output.utf8
    if emulatedLength < utf8.count {
      let start = utf8.index(utf8.startIndex, offsetBy: emulatedLength)
      terminal.feed(String(decoding: utf8[start...], as: UTF8.self))
      emulatedLength = utf8.count
    }
    emulator = terminal
    return terminal
  }

  /// Types `text`: its bytes, as a terminal sends them (`"\t"` is Tab, `"\r"` Enter, `"\u{1B}[A"` ↑).
  public func type(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(master, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Reads to the end of the program's output and waits for it to exit; a program still
  /// running after a minute is killed, so a suite reports a failure instead of hanging.
  public func finish() {
    read { _ in false }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// What the screen shows now: everything written so far played on a ``TerminalEmulator`` of
  /// the terminal's size (resizes included).
  public var screen: String { emulatedScreen().text }

  /// The row `index` of the screen (0 for the top), trailing blanks removed.
  public func screenLine(_ index: Int) -> String { emulatedScreen().line(index) }

  /// What `output` shows on a screen `columns` × `rows` large (see ``TerminalEmulator``).
  public static func screen(of output: String, columns: Int = 60, rows: Int = 24) -> String {
    var terminal = TerminalEmulator(columns: columns, rows: rows)
    terminal.feed(output)
    return terminal.text
  }

  /// True when the terminal is in canonical mode (line by line, echoed), as a shell expects it;
  /// false while the program has it raw.
  public var isCanonical: Bool {
    var mode = termios()
    _ = tcgetattr(master, &mode)
    return mode.c_lflag & tcflag_t(ICANON) != 0
  }

  /// Polls `/proc/<pid>/stat` until the process is stopped (state `T`), for at most 30 seconds.
  /// A process whose process group is orphaned is never stopped by SIGTSTP; callers go on after
  /// the bound then.
  public static func waitUntilStopped(_ pid: Int32) {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      // The state follows the command name, which is in parentheses.
      if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "T" { return }
      usleep(1_000)
    }
  }

  /// Keeps programs this process starts from dumping core (SIGQUIT's and a crash's default).
  public static func disableCoreDumps() {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
    limit.rlim_cur = 0
    setrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
  }

  /// The executable `name` built next to the running test bundle (any scratch path), or in
  /// `package`'s `.build/debug`.
  public static func builtExecutable(named name: String, package: URL) -> URL? {
    var candidates: [URL] = []
    if let main = Bundle.main.executableURL {
      candidates.append(main.deletingLastPathComponent().appendingPathComponent(name))
    }
    for bundle in Bundle.allBundles {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
    }
    candidates.append(package.appendingPathComponent(".build/debug/\(name)"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
