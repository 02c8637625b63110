import TextUI

/// Renders `view` once and returns the plain frame text, `width` columns wide.
@MainActor
func renderedText<V: View>(_ view: V, width: Int = 40) -> String {
  ViewRenderer(view).render().text(width: width)
}

/// A main-actor box for state that test views read and write through bindings.
@MainActor
final class Box<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }

  var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

/// A row of identified data for lists.
struct Row: Identifiable, Hashable, Sendable {
  var id: Int
  var title: String
}

/// Renders `view` once with the layout offered `width` columns, and prints it at that width.
@MainActor
func laidOutText<V: View>(_ view: V, width: Int) -> String {
  let renderer = ViewRenderer(view)
  renderer.width = width
  return renderer.render().text(width: width)
}
