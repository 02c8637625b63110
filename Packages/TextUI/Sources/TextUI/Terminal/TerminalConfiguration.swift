import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the terminal driver reads and writes: keys and a frame redrawn in place on an
/// interactive terminal (styled unless `NO_COLOR` says otherwise), typed commands and frame
/// after frame in plain text otherwise.
public struct TerminalConfiguration: Hashable, Sendable {
  /// Draw on the alternate screen, replacing the previous frame (output is a terminal).
  public var redrawsInPlace: Bool
  /// Emit escape sequences for bold, dim, reversed and accent text, and colours.
  public var allowsStyling: Bool
  /// The colours the terminal draws, when styling is allowed: every ``Color`` is drawn as the
  /// nearest of them.
  public var colors: ColorSupport
  /// Read raw keys from standard input (a terminal too): Tab moves the focus, Enter presses,
  /// typing edits a field, `:` opens the command line. Otherwise input is typed commands, a
  /// line each.
  public var readsKeys: Bool
  /// The columns lines wrap at, from 1 to ``maximumWidth``: a width set outside that range is
  /// brought back into it.
  public var width: Int {
    get { clampedWidth }
    set { clampedWidth = Self.clamp(width: newValue) }
  }
  private var clampedWidth: Int
  /// The rows of the screen, when frames are redrawn in place: the frame is shown through a
  /// viewport this tall (less the footer) that scrolls. Nil draws every line.
  public var height: Int? {
    get { clampedHeight }
    set { clampedHeight = newValue.map { min(max(1, $0), Self.maximumHeight) } }
  }
  private var clampedHeight: Int?

  /// The tallest screen drawn, in rows; like ``maximumWidth``, a bound on what the environment
  /// can ask for.
  public static let maximumHeight = 4_096

  /// The widest frame drawn, in columns. Widths come from outside (`COLUMNS`, the terminal): a
  /// huge one (`COLUMNS=1000000000`) would make every rule and every row that wide, gigabytes of
  /// frame, or overflow arithmetic; no real terminal is wider than this.
  public static let maximumWidth = 4_096

  /// `width`, brought into `1...maximumWidth`.
  static func clamp(width: Int) -> Int { min(max(1, width), maximumWidth) }

  /// A configuration with explicit settings (tests, scripted runs). Colours default to the 16
  /// ANSI ones, which every colour terminal draws, as ``detect(environment:outputDescriptor:inputDescriptor:)``
  /// assumes when the environment says nothing.
  public init(
    redrawsInPlace: Bool, allowsStyling: Bool, width: Int, readsKeys: Bool = false, height: Int? = nil,
    colors: ColorSupport = .ansi16
  ) {
    self.redrawsInPlace = redrawsInPlace
    self.allowsStyling = allowsStyling
    self.colors = colors
    self.readsKeys = readsKeys
    self.clampedWidth = Self.clamp(width: width)
    self.height = height
  }

  /// The configuration the process is running under.
  ///
  /// The frame is redrawn in place when `outputDescriptor` is a terminal and `TERM` is not
  /// `dumb`; styles are used then too unless `NO_COLOR` is set and not empty (the focus is
  /// marked in the text instead); keys are read when `inputDescriptor` is a terminal as well.
  /// Colours are degraded to what `COLORTERM` and `TERM` say the terminal draws
  /// (``ColorSupport/detect(environment:)``).
  /// The width is `COLUMNS`, else the terminal's own size, else 80, and never more than
  /// ``maximumWidth``. When redrawing in place, the height is `LINES`, else the terminal's own,
  /// else 24.
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    outputDescriptor: Int32 = STDOUT_FILENO,
    inputDescriptor: Int32 = STDIN_FILENO
  ) -> TerminalConfiguration {
    detect(
      environment: environment, isTerminal: isatty(outputDescriptor) == 1,
      inputIsTerminal: isatty(inputDescriptor) == 1
    ) {
      terminalColumns(of: outputDescriptor)
    } measuredRows: {
      terminalSize(of: outputDescriptor)?.rows
    }
  }

  /// The decision of ``detect(environment:outputDescriptor:inputDescriptor:)``, with the
  /// terminal facts given.
  static func detect(
    environment: [String: String], isTerminal: Bool, inputIsTerminal: Bool = false,
    measuredColumns: () -> Int?, measuredRows: () -> Int? = { nil }
  ) -> TerminalConfiguration {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let dumb = environment["TERM"] == "dumb"
    let inPlace = isTerminal && !dumb
    var width = 80
    if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
      columns > 0
    {
      width = columns
    } else if isTerminal, let measured = measuredColumns(), measured > 0 {
      width = measured
    }
    var height: Int?
    if inPlace {
      if let lines = environment["LINES"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), lines > 0
      {
        height = lines
      } else {
        height = measuredRows().flatMap { $0 > 0 ? $0 : nil } ?? 24
      }
    }
    return TerminalConfiguration(
      redrawsInPlace: inPlace, allowsStyling: inPlace && !noColor, width: width,
      readsKeys: inPlace && inputIsTerminal, height: height,
      colors: ColorSupport.detect(environment: environment))
  }

  /// The terminal's size from `TIOCGWINSZ`, or nil when it cannot tell.
  static func terminalSize(of descriptor: Int32) -> (columns: Int, rows: Int)? {
    var size = winsize()
    let result = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
    guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// The terminal's width from `TIOCGWINSZ`, or nil when it cannot tell.
  static func terminalColumns(of descriptor: Int32) -> Int? {
    var size = winsize()
    let result = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
    guard result == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
