/// A first-class getter and setter for a `Part` that every `Whole` has.
///
/// `@Lenses` generates one per stored property, reachable as `State.lens.<field>`; use a lens
/// to focus a slice that a `WritableKeyPath` cannot reach (a `let`, a computed view).
///
/// Laws (checked by the test suite over generated values):
/// - get-set: `set(whole, get(whole)) == whole`;
/// - set-get: `get(set(whole, part)) == part`;
/// - set-set: `set(set(whole, a), b) == set(whole, b)`.
///
/// A lens stores `@Sendable` closures, so it is `Sendable` whatever `Whole` and `Part` are.
public struct Lens<Whole, Part>: Sendable {
  @usableFromInline let _get: @Sendable (Whole) -> Part
  @usableFromInline let _set: @Sendable (inout Whole, Part) -> Void

  /// Creates a lens from a getter and an in-place setter.
  @inlinable
  public init(
    get: @escaping @Sendable (Whole) -> Part,
    set: @escaping @Sendable (inout Whole, Part) -> Void
  ) {
    _get = get
    _set = set
  }

  /// A lens over a writable key path.
  @inlinable
  public init(_ keyPath: WritableKeyPath<Whole, Part> & Sendable) {
    self.init(get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
  }

  /// The focused part of `whole`.
  @inlinable
  public func get(_ whole: Whole) -> Part { _get(whole) }

  /// A copy of `whole` with its focused part replaced by `part`.
  @inlinable
  public func set(_ whole: Whole, _ part: Part) -> Whole {
    var copy = whole
    _set(&copy, part)
    return copy
  }

  /// Replaces the focused part of `whole` in place.
  @inlinable
  public func set(_ part: Part, in whole: inout Whole) { _set(&whole, part) }

  /// Applies `transform` to the focused part of `whole` in place.
  ///
  /// The part is read, transformed and written back; for a key-path lens prefer the key path
  /// itself when the part is a large copy-on-write value.
  @inlinable
  public func modify(_ whole: inout Whole, _ transform: (inout Part) throws -> Void) rethrows {
    var part = _get(whole)
    try transform(&part)
    _set(&whole, part)
  }

  /// A lens that focuses through `self`, then through `inner`.
  @inlinable
  public func appending<Inner>(_ inner: Lens<Part, Inner>) -> Lens<Whole, Inner> {
    let outer = self
    return Lens<Whole, Inner>(
      get: { inner._get(outer._get($0)) },
      set: { whole, value in
        var part = outer._get(whole)
        inner._set(&part, value)
        outer._set(&whole, part)
      }
    )
  }

  /// Composition: `outer >>> inner` focuses through `outer`, then through `inner`.
  @inlinable
  public static func >>> <Inner>(outer: Lens, inner: Lens<Part, Inner>) -> Lens<Whole, Inner> {
    outer.appending(inner)
  }
}

extension Lens where Whole == Part {
  /// The lens that focuses the whole value: the identity of composition.
  @inlinable
  public static var identity: Lens { Lens(get: { $0 }, set: { $0 = $1 }) }
}
