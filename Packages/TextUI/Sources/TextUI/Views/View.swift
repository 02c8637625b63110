/// A piece of a text user interface, described as a value.
///
/// Write a view exactly as in SwiftUI: a struct whose `body` builds other views. TextUI's
/// renderer evaluates `body` on the main actor, tracks which observable data it read, and
/// evaluates it again only when that data changes or its parent hands it new inputs.
public protocol View {
  /// The view this view is made of; primitives such as ``Text`` use `Never`.
  associatedtype Body: View

  /// The content of this view, evaluated by the renderer on the main actor.
  @MainActor @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// `Never` has no body: it only marks views the renderer draws itself.
  public var body: Never { self }
}

/// Stops a program that asked a primitive for its body: the renderer draws primitives directly.
func primitiveBodyRequested<V>(_ type: V.Type) -> Never {
  preconditionFailure(
    "\(V.self) is a primitive TextUI view: it has no body. Render it with ViewRenderer instead of reading `body`."
  )
}
