/// The box-drawing characters a border is drawn with (`.border(.rounded, title: "Books")`).
///
/// SwiftUI has no such type: its borders are lines of a colour. A terminal draws boxes from
/// characters, as Ratatui's blocks do, so TextUI names the four usual sets.
public struct BorderStyle: Hashable, Sendable {
  let topLeft: Character
  let topRight: Character
  let bottomLeft: Character
  let bottomRight: Character
  let horizontal: Character
  let vertical: Character

  /// Thin lines with square corners: `┌─┐`.
  public static let single = BorderStyle(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
  /// Thin lines with rounded corners: `╭─╮`.
  public static let rounded = BorderStyle(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
  /// Double lines: `╔═╗`.
  public static let double = BorderStyle(
    topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
  /// Thick lines: `┏━┓`.
  public static let heavy = BorderStyle(
    topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
}
