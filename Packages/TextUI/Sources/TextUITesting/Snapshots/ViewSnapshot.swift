import Foundation
import TextUI

/// Renders a view the way a snapshot assertion records it.
public enum ViewSnapshot {
  /// The snapshot of `view` rendered `width` columns wide in `format`.
  ///
  /// With a `height`, the renderer gets a viewport of that many rows (as a terminal of that size
  /// gives it: a long list lays out only what shows) and the snapshot holds at most `height`
  /// rows. Rows are the terminal rows: a long line wraps at `width` as it would on screen.
  @MainActor
  public static func text<V: View>(
    of view: V, width: Int, height: Int? = nil, format: SnapshotFormat = .text
  ) -> String {
    let renderer = ViewRenderer(view)
    renderer.width = width
    renderer.viewportHeight = height
    return text(of: renderer, format: format)
  }

  /// The snapshot of what `renderer` draws now, at its `width` and, when it has
  /// one, no more rows than its `viewportHeight`: for a test that drives a screen
  /// (presses, dispatches) and pins it down between steps.
  @MainActor
  public static func text(of renderer: ViewRenderer, format: SnapshotFormat = .text) -> String {
    let frame = renderer.render()
    let text: String
    switch format {
    case .text: text = frame.text(width: renderer.width)
    case .styledText:
      text = frame.text(width: renderer.width, styled: true, colors: .trueColor)
        .replacingOccurrences(of: "\u{1B}", with: "␛")
    }
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let height = renderer.viewportHeight, rows.count > height {
      rows.removeLast(rows.count - height)
    }
    if format == .text { rows = rows.map(Self.droppingTrailingSpaces) }
    return rows.joined(separator: "\n")
  }

  /// `row` without the spaces it ends with.
  static func droppingTrailingSpaces(_ row: String) -> String {
    var row = Substring(row)
    while row.last == " " { row.removeLast() }
    return String(row)
  }
}
