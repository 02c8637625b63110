/// How many colours the terminal can draw: every ``Color`` is drawn as the nearest one it has.
public enum ColorSupport: Hashable, Sendable, Comparable {
  /// The 16 ANSI colours (`TERM=xterm`, `TERM=linux`, …).
  case ansi16
  /// The 256-colour xterm palette (`TERM` ending in `256color`).
  case palette256
  /// Any 24-bit colour (`COLORTERM=truecolor` or `24bit`).
  case trueColor

  /// What `environment` says the terminal supports: `COLORTERM` first, then `TERM`.
  public static func detect(environment: [String: String]) -> ColorSupport {
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if (environment["TERM"] ?? "").lowercased().contains("256color") { return .palette256 }
    return .ansi16
  }
}
