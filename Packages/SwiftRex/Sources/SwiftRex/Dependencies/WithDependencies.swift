/// Runs `operation` with the dependencies `update` changes, on top of those in force (TCA's
/// `withDependencies`). A `TestStore` created inside keeps them for every action it processes; a
/// `Store` keeps nothing: its reductions read what is in force where they run, so only actions
/// dispatched inside `operation` see the change.
///
/// ```swift
/// let store = withDependencies { $0.uuid = .incrementing } operation: {
///   TestStore(initial: Todos.State(), behavior: Todos.behavior(), environment: ())
/// }
/// ```
@discardableResult
public func withDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Void, operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs the async `operation`, on the caller's actor, with the dependencies `update` changes.
@discardableResult
public func withDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = DependencyValues.current
  try update(&values)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}
