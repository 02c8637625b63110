/// A value that several features hold in their state and read and write as one: a change made
/// through one holder is seen by every other, in the same reduction.
///
/// ```swift
/// struct State: Equatable {
///   @Shared(.inMemory("counters")) var counters: [Int] = []
/// }
/// ```
///
/// Two features whose states hold `@Shared(.inMemory("counters"))` hold one array: an element
/// appended by one is in the other's state at once, with no action copying it across. The value
/// lives in a ``SharedStorage`` — memory under a key, a file that outlives the process
/// (``FileSharedStorage``), or a storage of your own — found in the current
/// ``SharedContainer``.
///
/// To the rest of the library it is a value: `Equatable` (two holders of one storage are equal;
/// otherwise their values are compared), `Hashable` and `Codable` where the value is, and usable
/// in lifts, projections, stacks and presentations. `$counters` is the ``Shared`` itself: hand it
/// to a child's state so the child shares it, or derive a part that writes through
/// (`$book.title`, `$books[id: id]`).
///
/// Change it only while an action is reduced (in a reducer, or in an effect by sending an
/// action): actions then explain every change, and a write made anywhere else is reported. A
/// view that reads it is evaluated again when it changes, whoever changed it; a view that does
/// not read it is not. A test store gives each test fresh storages and checks shared changes as
/// it checks the state.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Equatable & Sendable>: Sendable {
  let box: any SharedBox<Value>

  init(box: any SharedBox<Value>) { self.box = box }

  /// The value `storage` names in the current container; `wrappedValue` is its starting value
  /// when neither the container nor the storage has one yet.
  public init(wrappedValue: @autoclosure () -> Value, _ storage: some SharedStorage<Value>) {
    box = SharedContainer.current.reference(for: storage, initial: wrappedValue)
  }

  /// A shared value that no storage names: it is shared by handing it (`$value`) to the states
  /// that should hold it.
  public init(value: Value) {
    box = SharedContainer.current.unkeyedReference(value)
  }

  /// The shared value `projectedValue` (a `$value` handed down): lets a `@Shared var` property
  /// be initialized with another holder's value.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The value now. Setting it writes the one value every holder reads (copying it first, as a
  /// computed property does: for a large collection changed in place, use ``withLock(_:)``).
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.withLock { $0 = newValue } }
  }

  /// The shared value itself, to hand to another state or to derive a part of.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Changes the value in place, under its storage's lock: O(1) for an element appended to a
  /// large array, where setting ``wrappedValue`` copies it. `body` gets the value as its argument
  /// and must not read this shared value otherwise.
  @discardableResult
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try box.withLock(body)
  }

  /// Which value this is: the storage's id (`memory:counters`), and the path to the part for a
  /// derived value. Failures and warnings name a shared value by it.
  public var id: String { box.id }

  /// The part of the value at `keyPath`, shared: reading it reads this value, writing it writes
  /// this value.
  public subscript<Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    Shared<Member>(box: KeyPathSharedBox(parent: box, keyPath: keyPath))
  }
}
