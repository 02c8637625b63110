/// A view that makes an object once, when it first appears at its place in the tree, keeps it for
/// as long as it stays there, and builds its content from it — TextUI's counterpart of a
/// SwiftUI `@StateObject`.
///
/// ```swift
/// Retained { ClockModel(ticking: true) } content: { clock in
///   Text("\(clock.seconds) s")
/// }
/// ```
///
/// Its parent may build it again at every render: the object is not made again, and this view is
/// not evaluated again — every value handed to it later is the same view. Its content is
/// evaluated again only when observable data it read changes, typically the object's own. So the
/// content must be built from the object alone: put anything else it shows into the object.
/// Leaving the tree (or a change of identity, such as another `ForEach` id) releases the object.
///
/// `make` runs outside of any view's observation, so the data it reads to set the object up
/// (a store's state, say) never makes a view depend on it.
public struct Retained<Object: AnyObject, Content: View>: View {
  private let make: @MainActor () -> Object
  private let content: @MainActor (Object) -> Content

  /// A view keeping the object `make` returns, showing `content` of it.
  public init(
    _ make: @escaping @MainActor () -> Object,
    @ViewBuilder content: @escaping @MainActor (Object) -> Content
  ) {
    self.make = make
    self.content = content
  }

  /// Drawn by the renderer, from the object its place keeps.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Retained: Equatable {
  /// Every value is the same view: its place keeps the object made for its first appearance.
  public static func == (lhs: Retained, rhs: Retained) -> Bool { true }
}

extension Retained: ObjectRetainingView {
  func prepare(_ slot: RetainedObjectSlot) {
    guard !(slot.object is Object) else { return }
    slot.object = make()
  }

  func resolve(in scope: ResolutionScope, at path: ViewPath, keeping slot: RetainedObjectSlot) -> Element {
    guard let object = slot.object as? Object else { return .empty }
    return scope.resolve(content(object), at: path)
  }
}
