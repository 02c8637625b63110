/// A computation that needs an `Environment` to produce a `Value`: dependency injection as a
/// value.
///
/// Features use readers to derive what a view shows (`mapState`) and to parse what it sends
/// (`mapAction`) with live dependencies such as formatters. A reader stores a `@Sendable`
/// closure, so it is `Sendable` whatever its generic arguments and fits a `static let`.
public struct Reader<Environment, Value>: Sendable {
  @usableFromInline let _run: @Sendable (Environment) -> Value

  /// Creates a reader from the function it runs.
  @inlinable
  public init(_ run: @escaping @Sendable (Environment) -> Value) { _run = run }

  /// A reader that ignores its environment and returns `value`.
  @inlinable
  public static func pure(_ value: Value) -> Reader where Value: Sendable {
    Reader { _ in value }
  }

  /// Runs the computation in `environment`.
  @inlinable
  public func run(_ environment: Environment) -> Value { _run(environment) }

  /// Runs the computation in `environment`; `reader(env)` reads as `reader.run(env)`.
  @inlinable
  public func callAsFunction(_ environment: Environment) -> Value { _run(environment) }

  /// A reader whose value is `transform` applied to this one's.
  @inlinable
  public func map<NewValue>(
    _ transform: @escaping @Sendable (Value) -> NewValue
  ) -> Reader<Environment, NewValue> {
    let run = _run
    return Reader<Environment, NewValue> { transform(run($0)) }
  }

  /// A reader that feeds this one's value to `transform` and runs the reader it returns in the
  /// same environment.
  @inlinable
  public func flatMap<NewValue>(
    _ transform: @escaping @Sendable (Value) -> Reader<Environment, NewValue>
  ) -> Reader<Environment, NewValue> {
    let run = _run
    return Reader<Environment, NewValue> { environment in transform(run(environment)).run(environment) }
  }

  /// A reader over a larger environment, which it narrows with `narrow` before running:
  /// how a feature's reader is used from an app whose environment contains the feature's.
  @inlinable
  public func local<Larger>(
    _ narrow: @escaping @Sendable (Larger) -> Environment
  ) -> Reader<Larger, Value> {
    let run = _run
    return Reader<Larger, Value> { run(narrow($0)) }
  }
}
