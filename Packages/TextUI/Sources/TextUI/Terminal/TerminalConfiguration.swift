import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the terminal driver writes: redrawn in place with styles on an interactive terminal,
/// frame after frame in plain text otherwise.
public struct TerminalConfiguration: Hashable, Sendable {
  /// Draw on the alternate screen, replacing the previous frame (a terminal without `NO_COLOR`).
  public var redrawsInPlace: Bool
  /// Emit escape sequences for bold, dim and accent text.
  public var allowsStyling: Bool
  /// The columns lines wrap at, from 1 to ``maximumWidth``: a width set outside that range is
  /// brought back into it.
  public var width: Int {
    get { clampedWidth }
    set { clampedWidth = Self.clamp(width: newValue) }
  }
  private var clampedWidth: Int

  /// The widest frame drawn, in columns. Widths come from outside (`COLUMNS`, the terminal): a
  /// huge one (`COLUMNS=1000000000`) would make every rule and every row that wide, gigabytes of
  /// frame, or overflow arithmetic; no real terminal is wider than this.
  public static let maximumWidth = 4_096

  /// `width`, brought into `1...maximumWidth`.
  static func clamp(width: Int) -> Int { min(max(1, width), maximumWidth) }

  /// A configuration with explicit settings (tests, scripted runs).
  public init(redrawsInPlace: Bool, allowsStyling: Bool, width: Int) {
    self.redrawsInPlace = redrawsInPlace
    self.allowsStyling = allowsStyling
    self.clampedWidth = Self.clamp(width: width)
  }

  /// The configuration the process is running under.
  ///
  /// Escape sequences are used only when `outputDescriptor` is a terminal, `NO_COLOR` is unset
  /// or empty, and `TERM` is not `dumb`. The width is `COLUMNS`, else the terminal's own size,
  /// else 80, and never more than ``maximumWidth``.
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    outputDescriptor: Int32 = STDOUT_FILENO
  ) -> TerminalConfiguration {
    detect(environment: environment, isTerminal: isatty(outputDescriptor) == 1) {
      terminalColumns(of: outputDescriptor)
    }
  }

  /// The decision of ``detect(environment:outputDescriptor:)``, with the terminal facts given.
  static func detect(
    environment: [String: String], isTerminal: Bool, measuredColumns: () -> Int?
  ) -> TerminalConfiguration {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let dumb = environment["TERM"] == "dumb"
    let escapes = isTerminal && !noColor && !dumb
    var width = 80
    if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
      columns > 0
    {
      width = columns
    } else if isTerminal, let measured = measuredColumns(), measured > 0 {
      width = measured
    }
    return TerminalConfiguration(redrawsInPlace: escapes, allowsStyling: escapes, width: width)
  }

  /// The terminal's width from `TIOCGWINSZ`, or nil when it cannot tell.
  static func terminalColumns(of descriptor: Int32) -> Int? {
    var size = winsize()
    let result = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
    guard result == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
