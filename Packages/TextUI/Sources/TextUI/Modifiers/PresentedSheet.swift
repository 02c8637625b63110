/// The single "item" a `sheet(isPresented:)` presents.
struct PresentedSheet: Identifiable {
  var id: Bool { true }
}
