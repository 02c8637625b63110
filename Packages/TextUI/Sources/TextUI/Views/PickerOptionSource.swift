/// A view that can stand for choices of a ``Picker``: ``Text`` (a choice), a view tagged with
/// `.tag(_:)`, and the builders' containers (`ForEach`, tuples, `if`, `if`/`else`) of them.
///
/// The choices are read from the views' types and values, without resolving them, so a picker
/// knows its choices when its body is built.
@MainActor
protocol PickerOptionSource {
  /// Appends this view's choices to `options`, in order.
  func collectOptions(into options: inout [PickerOption])
}

extension Text: PickerOptionSource {
  func collectOptions(into options: inout [PickerOption]) {
    options.append(PickerOption(title: TableGeometry.displayable(content), tag: nil))
  }
}

extension TupleView: PickerOptionSource {
  func collectOptions(into options: inout [PickerOption]) {
    for child in repeat each value {
      options += PickerOption.options(in: child)
    }
  }
}

extension ConditionalContent: PickerOptionSource {
  func collectOptions(into options: inout [PickerOption]) {
    switch storage {
    case .first(let view): options += PickerOption.options(in: view)
    case .second(let view): options += PickerOption.options(in: view)
    }
  }
}

extension Optional: PickerOptionSource where Wrapped: View {
  func collectOptions(into options: inout [PickerOption]) {
    if case .some(let view) = self { options += PickerOption.options(in: view) }
  }
}

extension ForEach: PickerOptionSource {
  /// Each element's choices; one without a tag takes the element's id, as in SwiftUI.
  func collectOptions(into options: inout [PickerOption]) {
    for element in data {
      for var option in PickerOption.options(in: content(element)) {
        if option.tag == nil { option.tag = AnyHashable(id(element)) }
        options.append(option)
      }
    }
  }
}
