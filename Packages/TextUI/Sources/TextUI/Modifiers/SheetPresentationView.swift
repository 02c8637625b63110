/// What a ``SheetView`` presents, resolved in a node of its own: reading the binding there makes
/// a change of it resolve only this, not the view the sheet is presented from.
struct SheetPresentationView<Item: Identifiable, SheetContent: View>: View, PrimitiveView {
  let item: Binding<Item?>
  let sheetContent: @MainActor (Item) -> SheetContent
  let coversBase: Bool
  /// The sheet view's path: the presented content's identity is made from it.
  let path: ViewPath

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at _: ViewPath) -> Element {
    guard let presented = item.wrappedValue else { return .presentation(nil) }
    // A sheet and a cover are different presentations: switching modifiers gives fresh content.
    let role = coversBase ? "cover" : "sheet"
    let identity = path.appending(.role(role)).appending(.identity(AnyHashable(presented.id)))
    let item = item
    let content = sheetContent(presented)
    // A title is one line: breaks in it would make the box's top edge several rows.
    let title = (content as? any TitledView)?.title.split(whereSeparator: \.isNewline).joined(separator: " ")
    return .presentation(
      SheetPresentation(
        identity: identity, content: scope.resolve(content, at: identity),
        dismiss: { item.wrappedValue = nil }, coversBase: coversBase,
        title: title?.isEmpty == false ? title : nil))
  }
}
