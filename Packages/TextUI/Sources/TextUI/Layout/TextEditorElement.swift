/// A resolved ``TextEditor``: its text and the binding the keys edit.
@MainActor
struct TextEditorElement: CustomElement {
  let identity: ViewPath
  let text: String
  let binding: Binding<String>

  /// In the line layout nothing gives the editor a height: every row of its text is drawn.
  func lines(in layout: FrameLayout, style: TextStyle, origin: Int?) -> [FrameLine] {
    let editor = registered(in: layout, style: style)
    let room = max(0, layout.width - layout.indent - layout.margin)
    return editor.rows(width: room, height: nil).map(layout.line)
  }

  func layoutItem(in layout: FrameLayout, style: TextStyle, stack: Axis?) -> LayoutItem {
    LayoutItem(.custom(registered(in: layout, style: style)))
  }

  /// Its rows depend on the width it is given only: beside other views it takes its share.
  func needsLayout(in layout: FrameLayout) -> Bool { true }

  /// Numbers the editor as a control and returns how it draws itself.
  private func registered(in layout: FrameLayout, style: TextStyle) -> TextEditorLayout {
    let (handle, isFocused) = layout.register(
      identity, kind: .textEditor, label: "", behavior: .edit(binding), isDisabled: style.isDisabled)
    let focus = isFocused ? layout.focus : nil
    var handleSpan = layout.handleSpan(handle, style: style)
    if isFocused { handleSpan.attributes.insert(.focused) }
    return TextEditorLayout(
      handle: handle, handleSpan: handleSpan, text: focus?.draft ?? text, cursor: focus?.cursor,
      marksCursorInText: focus?.marksInText ?? false, attributes: style.attributes)
  }
}
