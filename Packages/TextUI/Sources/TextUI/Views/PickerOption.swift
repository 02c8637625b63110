/// One choice of a ``Picker``: the title it shows and the tag it writes to the selection.
struct PickerOption {
  /// What the choice shows, one line.
  var title: String
  /// The value picking this choice writes; nil until a `.tag(_:)` or a `ForEach` id gives one.
  var tag: AnyHashable?
}

extension PickerOption {
  /// The choices `view` stands for: none when it is no ``PickerOptionSource``.
  @MainActor static func options<V: View>(in view: V) -> [PickerOption] {
    var options: [PickerOption] = []
    (view as? any PickerOptionSource)?.collectOptions(into: &options)
    return options
  }
}
