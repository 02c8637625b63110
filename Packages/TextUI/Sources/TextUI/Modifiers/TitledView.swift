/// A view that names the sheet presenting it (``View/navigationTitle(_:)``): read off the view a
/// sheet's closure returns, before it is resolved.
protocol TitledView {
  /// The title, empty for none.
  var title: String { get }
}
