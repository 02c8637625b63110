/// A view that edits text of several lines, as SwiftUI's `TextEditor`: drawn as a column of
/// rows after its handle, `[n] │first line`, the text wrapped at the editor's width.
///
/// ```swift
/// TextEditor(text: $note)
///   .frame(height: 5)
/// ```
///
/// It is edited in place with the keys of a ``TextField`` — typing, pastes, Backspace, Delete,
/// ←/→, Home/End (Ctrl-A/Ctrl-E, the whole text's start and end), Ctrl-U, Ctrl-K — plus Enter,
/// which starts a new line, and ↑/↓, which move the cursor to the line above or below (its own
/// lines, between line breaks). Tab moves the focus on; Esc leaves the editor. A mouse click
/// focuses it; `type n text` replaces its whole text from the command line.
///
/// Given a height (`.frame(height:)`), it shows that many rows and scrolls to keep the cursor
/// in sight — its first rows while the cursor is among them, else the rows ending at the
/// cursor's — an `↑` or `↓` in its left edge saying rows are out of sight. Without a height it
/// is as tall as its text, and the frame scrolls instead. Unfocused, it shows its first rows. A wide character takes two columns and is never split across rows; control
/// characters in the bound text are drawn as visible stand-ins and never reach the terminal.
public struct TextEditor: View {
  private let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) {
    self.text = text
  }

  /// A primitive: the renderer draws the rows and the cursor.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension TextEditor: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .custom(
      TextEditorElement(identity: path.appending(.role("editor")), text: text.wrappedValue, binding: text))
  }
}
