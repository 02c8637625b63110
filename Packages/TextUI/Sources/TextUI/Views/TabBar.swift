/// The bar of a ``TabView``: one button per tab, the picked one as `‹Title›`, resolved in a node
/// of its own, kept while the same tab view shows the same tab.
struct TabBar<Selection: Hashable>: View, PrimitiveView {
  let tabs: [AnyTab<Selection>]
  let current: Selection
  let selection: Binding<Selection>
  let instance: TabViewInstance

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .node(scope.trackedNode(resolving: Buttons(bar: self), at: path))
  }

  /// The buttons, built when the bar's node is evaluated.
  struct Buttons: View, PrimitiveView, Equatable {
    let bar: TabBar

    var body: Never { primitiveBodyRequested(Self.self) }

    func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
      let current = bar.current
      let selection = bar.selection
      return scope.resolve(
        HStack {
          ForEach(bar.tabs, identifiedBy: { $0.value }) { tab in
            Button(tab.value == current ? "‹\(tab.buttonTitle)›" : tab.buttonTitle) {
              selection.wrappedValue = tab.value
            }
          }
        }, at: path)
    }

    /// The same tab view's tabs, the same one picked: the buttons would come out the same.
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.bar.instance === rhs.bar.instance && lhs.bar.current == rhs.bar.current
    }
  }
}
