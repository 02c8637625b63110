/// A view with a tag: the value a ``Picker`` writes to its selection when this choice is
/// picked (``View/tag(_:)``). Drawn as its content.
struct TaggedView<Content: View, Tag: Hashable>: View {
  let content: Content
  let tag: Tag

  /// A primitive: the renderer draws the content.
  var body: Never { primitiveBodyRequested(Self.self) }
}

extension View {
  /// Tags this view with `tag`: inside a ``Picker``, the value picking it writes to the
  /// picker's selection, as in SwiftUI.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    TaggedView(content: self, tag: tag)
  }
}

extension TaggedView: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    scope.resolve(content, at: path)
  }
}

extension TaggedView: PickerOptionSource {
  /// The content's choice, with this tag; content that is no choice of its own (not ``Text``)
  /// is titled by the tag.
  func collectOptions(into options: inout [PickerOption]) {
    let inner = PickerOption.options(in: content)
    let title = inner.first?.title ?? TableGeometry.displayable(String(describing: tag))
    options.append(PickerOption(title: title, tag: AnyHashable(tag)))
  }
}
