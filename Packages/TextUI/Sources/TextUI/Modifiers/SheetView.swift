/// A view that may present a sheet (or a full-screen cover) over the frame, as its binding decides.
struct SheetView<Content: View, Item: Identifiable, SheetContent: View>: View, PrimitiveView {
  let content: Content
  let item: Binding<Item?>
  let sheetContent: @MainActor (Item) -> SheetContent
  /// Presents a full-screen cover rather than a sheet: the frame hides what lies beneath it.
  var coversBase = false

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    let base = scope.resolve(content, at: path.appending(.role("presenter")))
    let presentation = SheetPresentationView(
      item: item, sheetContent: sheetContent, coversBase: coversBase, path: path)
    return .sheet(
      base: base,
      presenter: scope.trackedNode(resolving: presentation, at: path.appending(.role("presented"))))
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

  /// Presents `content` in place of the whole frame while `item` is non-nil; dismissing writes
  /// `nil`.
  ///
  /// Like ``sheet(item:content:)``, but nothing beneath the cover is drawn and none of its
  /// controls can be reached; sheets presented from inside the cover still stack on top of it.
  /// The covered views stay in the view tree (they neither disappear nor lose their state), so
  /// they are drawn again unchanged once the binding reads `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    SheetView(content: self, item: item, sheetContent: content, coversBase: true)
  }

  /// Presents `content` in place of the whole frame while `isPresented` is true; dismissing
  /// writes `false`.
  ///
  /// Like ``sheet(isPresented:content:)``, but nothing beneath the cover is drawn and none of
  /// its controls can be reached until the binding reads `false`.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    SheetView(
      content: self,
      item: isPresented.map(get: { $0 ? PresentedSheet() : nil }, set: { $0 = $1 != nil }),
      sheetContent: { _ in content() }, coversBase: true)
  }
}
