/// Tabs drawn as a bar of buttons above the picked tab's content, as its selection decides.
///
/// The bar shows one button per tab, the picked one as `‹Title›`; pressing a button only writes
/// the tab's value through the selection binding, so the binding decides what is shown. A
/// selection that matches no tab shows the bar alone.
///
/// Each tab's content has an identity made of its value: re-rendering the picked tab keeps its
/// cached views and handles, while a tab picked again after another starts afresh.
///
/// The bar and the picked tab's content each sit in a node of their own (`TabBar`,
/// `TabContent`): a tab view evaluated again because its selection's source changed — not
/// handed new tabs by its parent — keeps the bar while the same tab is picked, and keeps the
/// content until what building it read changes. Their lines are then reused as they were laid
/// out, instead of the whole tab being built and laid out again on every evaluation.
public struct TabView<Selection: Hashable>: View {
  private let selection: Binding<Selection>
  private let tabs: [AnyTab<Selection>]
  /// Made once per value the parent builds: the bar and the content compare it to know whether
  /// the tabs they were built from are still these ones.
  private let instance = TabViewInstance()

  /// A tab view showing the tab whose value equals `selection`, out of the tabs `content` builds.
  public init(selection: Binding<Selection>, @TabContentBuilder<Selection> content: () -> [AnyTab<Selection>])
  {
    self.selection = selection
    tabs = content()
  }

  /// The bar, a rule, and the picked tab's content.
  public var body: some View {
    let current = selection.wrappedValue
    VStack {
      TabBar(tabs: tabs, current: current, selection: selection, instance: instance)
      Divider()
      if let tab = tabs.first(where: { $0.value == current }) {
        TabContent(tab: tab, instance: instance)
      }
    }
  }
}
