/// A ``Picker`` in the menu style: its label and current choice behind one button, which lists
/// the choices below it while open. Picking a choice, pressing the button again or Esc closes
/// the list.
struct PickerMenu<Label: View>: View {
  let label: Label
  let options: [PickerOption]
  let current: AnyHashable
  let pick: @MainActor (PickerOption) -> Void
  @State private var isExpanded = false

  var body: some View {
    let title = options.first { $0.tag == current }?.title ?? "–"
    let isExpanded = $isExpanded
    HStack {
      label
      Button("\(title) \(isExpanded.wrappedValue ? "▴" : "▾")") { isExpanded.wrappedValue.toggle() }
    }
    if isExpanded.wrappedValue {
      VStack {
        ForEach(options.indices, id: \.self) { index in
          let option = options[index]
          Button((option.tag == current ? "● " : "○ ") + option.title) {
            pick(option)
            isExpanded.wrappedValue = false
          }
        }
      }
      .padding(.leading, 2)
      .onExitCommand { isExpanded.wrappedValue = false }
    }
  }
}
