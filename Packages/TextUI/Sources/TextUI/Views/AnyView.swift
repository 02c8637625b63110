/// A view whose concrete type is hidden, for places that must return different view types.
///
/// The wrapped view's type is part of its identity: wrapping a different type replaces the
/// content, as in SwiftUI.
public struct AnyView: View {
  private let wrapped: any View

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    wrapped = view
  }

  /// Erases the type of `view` (SwiftUI's spelling).
  public init<V: View>(erasing view: V) {
    wrapped = view
  }

  /// A primitive: the renderer draws the wrapped view.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension AnyView: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    scope.resolve(wrapped, at: path.appending(.type(ObjectIdentifier(type(of: wrapped)))))
  }
}
