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
  /// The columns lines wrap at.
  public var width: Int

  /// A configuration with explicit settings (tests, scripted runs).
  public init(redrawsInPlace: Bool, allowsStyling: Bool, width: Int) {
    self.redrawsInPlace = redrawsInPlace
    self.allowsStyling = allowsStyling
    self.width = max(1, width)
  }

  /// The configuration the process is running under.
  ///
  /// Escape sequences are used only when `outputDescriptor` is a terminal, `NO_COLOR` is unset
  /// or empty, and `TERM` is not `dumb`. The width is `COLUMNS`, else the terminal's own size,
  /// else 80.
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
