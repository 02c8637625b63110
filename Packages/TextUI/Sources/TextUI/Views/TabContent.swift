/// The content of the picked tab of a ``TabView``, resolved in a node of its own at a place
/// named after the tab's value: what building the content reads is that node's dependency, and
/// the same tab view's same tab keeps what it built until then.
struct TabContent<Selection: Hashable>: View, PrimitiveView {
  let tab: AnyTab<Selection>
  let instance: TabViewInstance

  var body: Never { primitiveBodyRequested(Self.self) }

  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    let place = path.appending(.identity(AnyHashable(tab.value)))
    return .node(scope.trackedNode(resolving: Built(tab: tab, instance: instance), at: place))
  }

  /// The tab's content, built when the content's node is evaluated.
  struct Built: View, PrimitiveView, Equatable {
    let tab: AnyTab<Selection>
    let instance: TabViewInstance

    var body: Never { primitiveBodyRequested(Self.self) }

    func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
      scope.resolve(tab.content(), at: path)
    }

    /// The same tab of the same tab view: the content closure is the same one.
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.instance === rhs.instance && lhs.tab.value == rhs.tab.value
    }
  }
}
