/// Several views a builder listed, each to be resolved on its own: the candidates of a
/// ``ViewThatFits``, resolved only as the layout reaches them.
protocol ViewList {
  /// The views, in the order they were written.
  var views: [any View] { get }
}

extension TupleView: ViewList {
  var views: [any View] {
    var views: [any View] = []
    for view in repeat each value { views.append(view) }
    return views
  }
}
