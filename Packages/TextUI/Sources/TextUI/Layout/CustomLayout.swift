/// The two-dimensional layout of a ``CustomElement``: how large it is for a proposal and how it
/// draws itself, in SwiftUI's model (its parent proposes, it chooses, its parent places it).
@MainActor
protocol CustomLayout {
  /// The size it chooses when offered `proposal`. Called as often as its parent needs; cache
  /// what is costly.
  func size(for proposal: ProposedSize) -> Size

  /// Draws it as offered `proposal`, at `size` (what ``size(for:)`` chose), its top left corner
  /// at (`x`, `y`) of `canvas`.
  func draw(_ proposal: ProposedSize, size: Size, at x: Int, _ y: Int, into canvas: inout Canvas)
}
