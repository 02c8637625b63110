import IdentifiedCollections

/// A collection addressed by id: when its ids stay as they were, an exported test assigns the
/// fields that changed in each element through `[id:]` instead of the whole collection.
protocol ExportableIdentifiedCollection {
  /// Each element with its id, in order.
  var exportedElements: [(id: Any, element: Any)] { get }
}

extension IdentifiedArray: ExportableIdentifiedCollection {
  var exportedElements: [(id: Any, element: Any)] {
    zip(ids, elements).map { (id: $0 as Any, element: $1 as Any) }
  }
}
