/// A value a view keeps for itself across renders, as SwiftUI's `@State`: a disclosure's
/// expansion, a counter local to a view.
///
/// ```swift
/// struct Disclosure: View {
///   @State private var isExpanded = false
///
///   var body: some View {
///     Button(isExpanded ? "▾ Details" : "▸ Details") { isExpanded.toggle() }
///     if isExpanded { Text("Shown while expanded.") }
///   }
/// }
/// ```
///
/// The value belongs to the view's place in the tree: it survives the renders that build the
/// view again, and is dropped when the view leaves the tree, so a view that comes back starts
/// from its initial value. Writing it re-renders the views that read it; `$isExpanded` is a
/// ``Binding`` to it for a child control.
///
/// The renderer finds the `@State` properties stored in a view when it evaluates the view's
/// `body`; state read before that (in `init`) reads the initial value, and state kept in a
/// `ForEach` row forgotten once laid out (a session printing whole frames) starts again at
/// every render.
@propertyWrapper
public struct State<Value> {
  private let location: StateLocation<Value>

  /// State starting at `wrappedValue`: what `@State private var count = 0` calls.
  public init(wrappedValue: Value) {
    location = StateLocation(wrappedValue)
  }

  /// State starting at `value`.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value; setting it re-renders the views that read it.
  public var wrappedValue: Value {
    get { location.storage.value }
    nonmutating set { location.storage.value = newValue }
  }

  /// A binding to the value, for a child view's control: `Toggle("On", isOn: $isOn)`.
  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(get: { location.storage.value }, set: { location.storage.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State starting at `nil`: what `@State private var selection: Int?` calls.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: StateProperty {
  func link(to slots: StateSlots, as key: String) {
    if let stored = slots.storage(for: key) as? StateStorage<Value> {
      location.storage = stored
    } else {
      slots.keep(location.storage, for: key)
    }
  }
}
