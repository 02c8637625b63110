/// What the renderer drew: lines of text and the controls their handles stand for.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
  /// The logical lines, unwrapped.
  public let lines: [FrameLine]
  /// Every control shown, ordered by handle.
  public let controls: [ControlDescription]
  /// True while a sheet is presented (and has the focus).
  public let hasSheet: Bool

  /// A frame of `lines` showing `controls`.
  public init(lines: [FrameLine], controls: [ControlDescription], hasSheet: Bool) {
    self.lines = lines
    self.controls = controls
    self.hasSheet = hasSheet
  }

  /// The control whose handle is `handle`, if the frame shows one.
  public func control(_ handle: Int) -> ControlDescription? {
    controls.first { $0.handle == handle }
  }

  /// The frame as text `width` columns wide: long lines wrap (continuations keep their indent),
  /// rules span the width, and escape sequences appear only when `styled` is true.
  public func text(width: Int = 80, styled: Bool = false) -> String {
    let wrapper = LineWrapper(width: width, styled: styled)
    return lines.flatMap(wrapper.rows(for:)).joined(separator: "\n")
  }

  /// The frame as plain text, 80 columns wide.
  public var description: String { text() }
}
