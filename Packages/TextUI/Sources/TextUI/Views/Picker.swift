/// A control for picking one of several values, as SwiftUI's `Picker`.
///
/// ```swift
/// Picker("Shelf", selection: $shelf) {
///   ForEach(shelves) { shelf in
///     Text(shelf.name).tag(shelf.id)
///   }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Each ``Text`` in `content` is a choice; its `.tag(_:)` is the value picking it writes to
/// `selection` (inside a `ForEach`, a choice without a tag takes the element's id, as in
/// SwiftUI). The choices are read from the content as written — `Text`, tagged views,
/// `ForEach`, `if` and `if`/`else` — not from views of your own that wrap them. A selection
/// matching no choice shows none as current.
///
/// How it looks is its ``PickerStyle``: a menu by default (`Shelf: Fiction ▾`, pressed to list
/// the choices), or every choice on one line (`.segmented`) or one a line (`.inline`). Choices
/// are buttons: Tab and the arrows move between them, Enter, Space or a click picks one.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  private let label: Label
  private let selection: Binding<SelectionValue>
  private let content: Content
  private var style = PickerStyle.automatic

  /// A picker labelled `label` writing the tag of the choice picked among `content` to
  /// `selection`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
    self.content = content()
  }

  /// This picker drawn in `style`.
  ///
  /// Unlike SwiftUI's, which any view passes down to the pickers inside it, this modifier
  /// applies to the picker it is called on.
  public func pickerStyle(_ style: PickerStyle) -> Picker {
    var picker = self
    picker.style = style
    return picker
  }

  /// The choices, drawn as the style says.
  public var body: some View {
    let options = PickerOption.options(in: content)
    let current = AnyHashable(selection.wrappedValue)
    let selection = selection
    let pick: @MainActor (PickerOption) -> Void = { option in
      if let value = option.tag?.base as? SelectionValue { selection.wrappedValue = value }
    }
    switch style.kind {
    case .segmented:
      HStack {
        label
        ForEach(options.indices, id: \.self) { index in
          let option = options[index]
          Button(option.tag == current ? "‹\(option.title)›" : option.title) { pick(option) }
        }
      }
    case .inline:
      VStack {
        label
        ForEach(options.indices, id: \.self) { index in
          let option = options[index]
          Button((option.tag == current ? "● " : "○ ") + option.title) { pick(option) }
        }
      }
    case .menu:
      PickerMenu(label: label, options: options, current: current, pick: pick)
    }
  }
}

extension Picker where Label == Text {
  /// A picker titled `title` writing the tag of the choice picked among `content` to
  /// `selection`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}
