/// What the renderer drew: lines of text and the controls their handles stand for.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
  /// The logical lines, unwrapped.
  public let lines: [FrameLine]
  /// Every control shown, ordered by handle.
  public let controls: [ControlDescription]
  /// True while a sheet is presented (and has the focus).
  public let hasSheet: Bool
  /// The frame line `lines` starts at: non-zero when a viewport (``ViewRenderer/viewportHeight``)
  /// scrolled the frame. With a sheet drawn as a box over the screen
  /// (``ViewRenderer/overlaysModals``), the line of the box's content its top row shows.
  public let firstLine: Int
  /// The lines of the whole frame, of which `lines` is the part in the viewport. Rows of a
  /// `ForEach` out of the viewport are counted at the height of the rows laid out last. With a
  /// sheet drawn as a box over the screen, the lines of the box's content: what scrolls.
  public let lineCount: Int

  /// A frame of `lines` showing `controls`: the whole frame unless `firstLine` and `lineCount`
  /// say it is a part.
  public init(
    lines: [FrameLine], controls: [ControlDescription], hasSheet: Bool, firstLine: Int = 0,
    lineCount: Int? = nil
  ) {
    self.lines = lines
    self.controls = controls
    self.hasSheet = hasSheet
    self.firstLine = firstLine
    self.lineCount = lineCount ?? lines.count
  }

  /// The control whose handle is `handle`, if the frame shows one.
  public func control(_ handle: Int) -> ControlDescription? {
    controls.first { $0.handle == handle }
  }

  /// The frame as text `width` columns wide: long lines wrap (continuations keep their indent),
  /// rules span the width, and escape sequences appear only when `styled` is true, with the
  /// colours `colors` allows.
  public func text(width: Int = 80, styled: Bool = false, colors: ColorSupport = .trueColor) -> String {
    rows(width: width, styled: styled, colors: colors).map(\.text).joined(separator: "\n")
  }

  /// The frame as ``text(width:styled:colors:)`` gives it, then `terminator`, handed to `write` in
  /// pieces of about `pieceBytes` bytes (whole rows): a long frame is printed without ever being
  /// one string, or one array of rows.
  func writeText(
    width: Int, styled: Bool, colors: ColorSupport = .trueColor, terminator: String,
    pieceBytes: Int = 1 << 16,
    to write: (String) -> Void
  ) {
    let wrapper = LineWrapper(width: width, styled: styled, colors: colors)
    var piece = ""
    var isFirstRow = true
    for line in lines {
      for row in wrapper.wrappedRows(for: line) {
        if !isFirstRow { piece += "\n" }
        isFirstRow = false
        piece += row.text
        if piece.utf8.count >= pieceBytes {
          write(piece)
          piece = ""
        }
      }
    }
    write(piece + terminator)
  }

  /// The frame's terminal rows at `width` columns, with the columns of their controls.
  func rows(width: Int, styled: Bool, colors: ColorSupport = .trueColor) -> [WrappedRow] {
    let wrapper = LineWrapper(width: width, styled: styled, colors: colors)
    return lines.flatMap(wrapper.wrappedRows(for:))
  }

  /// The frame as plain text, 80 columns wide.
  public var description: String { text() }
}
