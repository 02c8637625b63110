/// A view's reference to an ``ObservableObject``: whenever the object announces a change, the
/// view that read it through this wrapper is evaluated again, whatever part of it the body used.
///
/// ```swift
/// struct WidgetView: View {
///   @ObservedObject var viewStore: ObservableObjectStore<Widget.State, Widget.Action>
///   var body: some View { Text(viewStore.state.label) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  private let object: ObjectType

  /// Wraps `wrappedValue`.
  public init(wrappedValue: ObjectType) { object = wrappedValue }

  /// The object; reading it in a body makes the view depend on the object's next change.
  @MainActor public var wrappedValue: ObjectType {
    object.objectWillChange.recordAccess()
    return object
  }
}
