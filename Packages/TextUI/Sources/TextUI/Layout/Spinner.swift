/// The glyphs an indeterminate ``ProgressView`` steps through, one per animation tick.
enum Spinner {
  /// What a spinner shows before the first tick: still, so a transcript or a test that never
  /// ticks reads the same every time.
  static let still = "…"

  /// The frames of the animation, each one column wide.
  static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The glyph at animation tick `tick` (0 before the first).
  static func glyph(at tick: Int) -> String {
    guard tick > 0 else { return still }
    return frames[(tick - 1) % frames.count]
  }
}
