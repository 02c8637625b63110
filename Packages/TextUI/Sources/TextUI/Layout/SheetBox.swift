/// A sheet laid out to be drawn as a box over the screen (``ModalCompositor``): the lines of its
/// content in sight, and what its edges show.
struct SheetBox {
  /// The presentation layer of the sheet.
  var layer: Int
  /// The content's navigation title, drawn in the top edge.
  var title: String?
  /// The sheet's Dismiss control, drawn at the right of the top edge.
  var dismiss: [Span]
  /// The content's lines in sight, laid out for the widest content a box may have.
  var lines: [FrameLine]
  /// The content line `lines` starts at: how far the box is scrolled.
  var firstLine: Int
  /// The lines of the whole content.
  var lineCount: Int
  /// The content line each of its controls stands on.
  var controlLines: [Int: Int]
}
