extension Shared: CustomReflectable, CustomStringConvertible {
  /// Shows the value, so state dumps and diffs print what is shared, not the storage behind it.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }

  /// The value, printed.
  public var description: String { String(describing: wrappedValue) }
}
