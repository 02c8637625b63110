/// Tabs drawn as a bar of buttons above the picked tab's content, as its selection decides.
///
/// The bar shows one button per tab, the picked one as `‹Title›`; pressing a button only writes
/// the tab's value through the selection binding, so the binding decides what is shown. A
/// selection that matches no tab shows the bar alone.
///
/// Each tab's content has an identity made of its value: re-rendering the picked tab keeps its
/// cached views and handles, while a tab picked again after another starts afresh.
public struct TabView<Selection: Hashable>: View {
  private let selection: Binding<Selection>
  private let tabs: [AnyTab<Selection>]

  /// A tab view showing the tab whose value equals `selection`, out of the tabs `content` builds.
  public init(selection: Binding<Selection>, @TabContentBuilder<Selection> content: () -> [AnyTab<Selection>])
  {
    self.selection = selection
    tabs = content()
  }

  /// The bar, a rule, and the picked tab's content: composed from the ordinary primitives.
  public var body: some View {
    let current = selection.wrappedValue
    let selection = selection
    VStack {
      HStack {
        ForEach(tabs, identifiedBy: { $0.value }) { tab in
          Button(tab.value == current ? "‹\(tab.buttonTitle)›" : tab.buttonTitle) {
            selection.wrappedValue = tab.value
          }
        }
      }
      Divider()
      // A one-row ForEach gives the content the path component of its tab's value.
      ForEach(tabs.filter { $0.value == current }.prefix(1), identifiedBy: { $0.value }) { tab in
        tab.content()
      }
    }
  }
}
