/// The life of a value that is fetched: never asked for, on its way (possibly replacing an older
/// value), arrived, or failed (possibly keeping an older value on screen).
///
/// Modelled as an enum so illegal combinations ("loading and failed") cannot be represented.
public enum Loading<Value, Failure: Error> {
  /// Nothing has been requested yet.
  case idle
  /// A request is in flight; `previous` is the last value shown, if any.
  case loading(previous: Value?)
  /// The request succeeded.
  case loaded(Value)
  /// The request failed; `previous` is the last value shown, if any.
  case failed(error: Failure, previous: Value?)

  /// The freshest value available: the loaded one, or the one kept while loading or after a
  /// failure.
  @inlinable
  public var value: Value? {
    switch self {
    case .idle: nil
    case .loading(let previous): previous
    case .loaded(let value): value
    case .failed(_, let previous): previous
    }
  }

  /// Whether a request is in flight.
  @inlinable
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// Whether nothing has been requested yet.
  @inlinable
  public var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }

  /// The error of a failed request, `nil` in every other phase.
  @inlinable
  public var error: Failure? {
    if case .failed(let error, _) = self { return error }
    return nil
  }

  /// The phase that starts a new request, keeping the freshest value as `previous`.
  @inlinable
  public func reloading() -> Loading { .loading(previous: value) }

  /// The phase after a failure, keeping the freshest value as `previous`.
  @inlinable
  public func failing(with error: Failure) -> Loading { .failed(error: error, previous: value) }

  /// Transforms the value in every phase that holds one.
  @inlinable
  public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> Loading<NewValue, Failure> {
    switch self {
    case .idle: .idle
    case .loading(let previous): .loading(previous: try previous.map(transform))
    case .loaded(let value): .loaded(try transform(value))
    case .failed(let error, let previous): .failed(error: error, previous: try previous.map(transform))
    }
  }
}

extension Loading: Sendable where Value: Sendable, Failure: Sendable {}
extension Loading: Equatable where Value: Equatable, Failure: Equatable {}
extension Loading: Hashable where Value: Hashable, Failure: Hashable {}

extension Loading: Codable where Value: Codable, Failure: Codable {}
