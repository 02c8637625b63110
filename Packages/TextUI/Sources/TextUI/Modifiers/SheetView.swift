/// A view that may present a sheet over the frame, as its binding decides.
struct SheetView<Content: View, Item: Identifiable, SheetContent: View>: View, PrimitiveView {
  let content: Content
  let item: Binding<Item?>
  let sheetContent: @MainActor (Item) -> SheetContent

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    let base = scope.resolve(content, at: path.appending(.role("presenter")))
    guard let presented = item.wrappedValue else { return .sheet(base: base, presentation: nil) }
    let identity = path.appending(.role("sheet")).appending(.identity(AnyHashable(presented.id)))
    let item = item
    return .sheet(
      base: base,
      presentation: SheetPresentation(
        identity: identity, content: scope.resolve(sheetContent(presented), at: identity),
        dismiss: { item.wrappedValue = nil }))
  }
}

extension View {
  /// Presents `content` over the frame while `item` is non-nil; dismissing writes `nil`.
  ///
  /// Presentation is a function of the binding: dismissing only writes through it, and the sheet
  /// stays until the binding reads `nil`. A different item is a different sheet.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    SheetView(content: self, item: item, sheetContent: content)
  }

  /// Presents `content` over the frame while `isPresented` is true; dismissing writes `false`.
  ///
  /// Presentation is a function of the binding: dismissing only writes through it, and the sheet
  /// stays until the binding reads `false`.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    SheetView(
      content: self,
      item: isPresented.map(get: { $0 ? PresentedSheet() : nil }, set: { $0 = $1 != nil }),
      sheetContent: { _ in content() })
  }
}
