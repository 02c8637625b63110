import Foundation
import SwiftRexPersistence

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the command line asked for.
public struct AppOptions: Equatable, Sendable {
  /// A catalog file to read instead of the bundled one.
  public var catalogPath: String?
  /// An artificial delay before each catalog read, so the loading state can be seen.
  public var latency: Duration = .zero
  /// A file of commands to run instead of reading standard input.
  public var scriptPath: String?
  /// Whether only the last frame is printed (non-interactive sessions).
  public var lastFrameOnly = false
  /// A file the action trace is appended to, with sources and state changes.
  public var logPath: String?
  /// The shelf the library opens on; `nil` opens the saved shelf, or ``defaultShelfID``.
  public var shelfID: String?
  /// The file the counters and the shelf are kept in; `nil` means the default file
  /// (`$XDG_STATE_HOME/swiftrex/state.json`).
  public var stateFilePath: String?
  /// Whether the counters and the shelf are kept between runs (`--no-persist` turns it off).
  public var persists = true
  /// Whether the catalog file is watched and reloaded when it changes, and how changes are
  /// noticed; nil when it is read once.
  public var watch: FileWatcher.Mode?
  /// Whether the help text was asked for.
  public var showsHelp = false
  /// Whether `--version` asked for the version line alone.
  public var showsVersion = false
  /// `--record FILE`: where the run is recorded, action by action, for `--replay`.
  public var recordPath: String?
  /// `--replay FILE`: the recording to replay instead of running a session.
  public var replayPath: String?
  /// `--export-test FILE`: the recording to write as a Swift Testing test, on standard output.
  public var exportTestPath: String?
  /// `--history N`: how many steps time travel keeps (`history`, `undo`, `redo`, `goto N`).
  public var historyLimit = AppTimeTravel.defaultLimit

  /// The defaults: bundled catalog, no latency, standard input, every frame, no log, the state
  /// kept in the default file.
  public init() {}

  /// The shelf the library opens on when neither `--shelf` nor a saved state says.
  public static let defaultShelfID = "sci-fi"

  /// Why a command line was refused.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, as a sentence.
    public var message: String
    /// The message and a pointer to `--help`.
    public var description: String { "\(message)\nRun with --help to see every flag." }
  }

  /// Parses `arguments` (without the program name).
  public static func parse(_ arguments: [String]) throws(UsageError) -> AppOptions {
    var options = AppOptions()
    var remaining = arguments[...]
    func value(for flag: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
        throw UsageError(message: "\(flag) needs a value.")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--catalog": options.catalogPath = try value(for: argument)
      case "--script": options.scriptPath = try value(for: argument)
      case "--log": options.logPath = try value(for: argument)
      case "--shelf": options.shelfID = try value(for: argument)
      case "--latency":
        let text = try value(for: argument)
        guard let milliseconds = Int(text), (0...60_000).contains(milliseconds) else {
          throw UsageError(message: "--latency takes milliseconds from 0 to 60000, not \"\(text)\".")
        }
        options.latency = .milliseconds(milliseconds)
      case "--state-file":
        let path = try value(for: argument)
        guard !path.isEmpty else {
          throw UsageError(message: "--state-file needs a file path, not an empty one.")
        }
        options.stateFilePath = path
      case "--no-persist": options.persists = false
      case "--last-frame": options.lastFrameOnly = true
      case "--watch": options.watch = options.watch ?? .automatic
      case "--watch-poll": options.watch = .polling
      case "--record": options.recordPath = try value(for: argument)
      case "--replay": options.replayPath = try value(for: argument)
      case "--export-test": options.exportTestPath = try value(for: argument)
      case "--history":
        let text = try value(for: argument)
        guard let limit = Int(text), (1...AppTimeTravel.maximumLimit).contains(limit) else {
          throw UsageError(
            message:
              "--history takes a number of steps from 1 to \(AppTimeTravel.maximumLimit), not \"\(text)\".")
        }
        options.historyLimit = limit
      case "--help", "-h": options.showsHelp = true
      case "--version": options.showsVersion = true
      default:
        throw UsageError(message: "Unknown argument \"\(argument)\".")
      }
    }
    if !options.persists, options.stateFilePath != nil {
      throw UsageError(message: "--state-file and --no-persist contradict each other; give one.")
    }
    if options.replayPath != nil {
      // A replay takes its actions from the recording alone: input or a watcher would add others.
      for (flag, given) in [
        ("--record", options.recordPath != nil), ("--script", options.scriptPath != nil),
        ("--watch", options.watch != nil),
      ] where given {
        throw UsageError(
          message: "--replay and \(flag) cannot be combined: a replay runs only what was recorded.")
      }
    }
    if options.exportTestPath != nil {
      // An export reads a recording and writes source: nothing of a session applies to it.
      for (flag, given) in [
        ("--replay", options.replayPath != nil), ("--record", options.recordPath != nil),
        ("--script", options.scriptPath != nil), ("--watch", options.watch != nil),
        ("--log", options.logPath != nil),
      ] where given {
        throw UsageError(message: "--export-test and \(flag) cannot be combined: an export runs no session.")
      }
    }
    if options.watch != nil, options.catalogPath == nil {
      throw UsageError(message: "--watch needs --catalog PATH: the bundled catalog never changes.")
    }
    return options
  }

  /// The flags that name files, with the paths given.
  var filePaths: [(flag: String, path: String)] {
    [
      ("--catalog", catalogPath), ("--script", scriptPath), ("--log", logPath),
      ("--state-file", stateFilePath), ("--record", recordPath), ("--replay", replayPath),
      ("--export-test", exportTestPath),
    ].compactMap { flag, path in path.map { (flag, $0) } }
  }

  /// Why these flags cannot run together: two of them name one file (by another spelling, a
  /// link, or a hard link), which one would write over what the other reads or writes —
  /// `--record X --catalog X` would empty the catalog. Nil when every file is its own.
  public func sharedFileProblem() -> UsageError? {
    let files = filePaths
    for (index, first) in files.enumerated() {
      for second in files[(index + 1)...] where Self.sameFile(first.path, second.path) {
        return UsageError(
          message: "\(first.flag) and \(second.flag) name the same file (\(second.path)): one would "
            + "overwrite what the other reads or writes. Give each its own file.")
      }
    }
    return nil
  }

  /// Whether two paths name one file: the same device and inode when both exist, else the same
  /// absolute path once links in it are resolved.
  static func sameFile(_ first: String, _ second: String) -> Bool {
    var one = stat()
    var other = stat()
    if stat(first, &one) == 0, stat(second, &other) == 0 {
      // A device (/dev/null, a terminal) is no file to destroy: it takes every writer.
      if one.st_mode & S_IFMT == S_IFCHR { return false }
      return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }
    func resolved(_ path: String) -> String {
      URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
    return resolved(first) == resolved(second)
  }

  /// The text `--help` prints: every flag and every command.
  public static let helpText = """
    swiftrex — the SwiftRex for Linux demo app: a library of books, counters and a hero, composed
    from independent feature packages and rendered as text.

    USAGE: swiftrex [flags]

    FLAGS
      --catalog PATH   read the book catalog from PATH (JSON) instead of the bundled one
      --shelf ID       open the library on shelf ID (default: sci-fi)
      --latency MS     wait MS milliseconds before each catalog read, to see the loading state
      --watch          with --catalog: reload the catalog whenever its file changes (an invalid
                       version is shown as a problem and the last good one kept)
      --watch-poll     like --watch, but notice changes by looking at the file every 250 ms
                       instead of through inotify (for network file systems)
      --script FILE    run the commands in FILE, one per line, instead of reading standard input
      --last-frame     print only the final frame (with --script or piped input)
      --log FILE       append every action, where it came from and what it changed, to FILE
      --state-file PATH
                       keep the counters and the shelf in PATH (default: state.json in
                       $XDG_STATE_HOME/swiftrex/, or in ~/.local/state/swiftrex/)
      --no-persist     start afresh and save nothing
      --record FILE    record the run in FILE: the starting state and every action, with the
                       values effects delivered, one JSON line each (works with every flag);
                       the session exits 74 if FILE could not be written whole
      --replay FILE    replay the run recorded in FILE, without network, files or timers, and
                       print its final frame; exits 0 when it ends in the recorded state,
                       1 (saying where it diverged) when not, 65 for a damaged recording
                       (another app's, over 1 GiB, or one no run could make), 66 when FILE
                       cannot be read
      --export-test FILE
                       write the run recorded in FILE as a Swift Testing test, on standard
                       output: a TestStore test that dispatches the recorded actions, receives
                       what effects sent and asserts every state change (with --catalog: the
                       catalog the run read); exits 65 and 66 as --replay does
      --history N      keep the last N steps for time travel (default: 1000, at most 100000),
                       of them the last 3 reloads of a watched catalog
      --help, -h       print this help
      --version        print the version (swiftrex X.Y.Z) and exit

    KEYS (in a terminal)
      Tab / Shift-Tab, arrows   move the focus (shown reversed, or marked ◂ with NO_COLOR)
      Enter / Space             press the focused button, flip the focused toggle
      typing                    edits the focused field in place (←/→, Home/End, Backspace,
                                Delete, Ctrl-U); Enter moves on
      Esc                       close the sheet, alert or dialog on top; go back in a stack
      PageUp / PageDown         scroll a screen taller than the terminal (the focus follows)
      mouse                     a click presses a button (or focuses a field); the wheel scrolls
      :                         type a command (below) and run it with Enter
      q / Ctrl-C                quit (q is text inside a field); Ctrl-Z suspends

    COMMANDS (after `:` in a terminal; one per line from a script or a pipe; every control on
    screen shows its handle, like [3], which stays the same while the control is on screen
    and when you come back to it)
      3 | press 3          press button 3 (or flip toggle 3)
      press Save           press the control labelled Save
      type 2 some text     replace the text of field 2 with "some text"  (also: 2 = some text)
      toggle 4             flip toggle 4
      scroll down [k]      scroll the first scroll view that can move k lines (also: up);
                           scroll 3 down 2 scrolls the one holding control 3
      dismiss | esc        close the sheet on top, or go back
      history              list the last steps of time travel, the shown one marked ▸
      undo | redo          show the state before or after the shown one; actions effects
                           deliver meanwhile wait until the latest step is shown again. The
                           latest step is what is saved, whichever step is shown
      goto N               show step N; pressing a control in the past starts a new branch
                           (the later steps are discarded). Off while --record records.
      help | ?             list these commands
      quit | q             leave (so does the end of input)

    When standard input or output is not a terminal (or with a script), commands are read one
    per line and each frame is printed after the command that produced it, so a session reads
    as a transcript. NO_COLOR turns styling off (the focus is then marked with ◂).

    The counters and the selected shelf are saved when they change and read at the next start.
    A saved file that cannot be used is moved aside (state.json.corrupt-<time>) and reported.
    """
}
