/// Runs `body` on the wrapped value in place when there is one.
/// - Returns: whether there was a value.
@inlinable
func updateIfPresent<Value>(_ optional: inout Value?, _ body: (inout Value) -> Void) -> Bool {
  guard var value = optional else { return false }
  // Drop the optional's reference first so `value` is unique and its buffers mutate in place.
  optional = nil
  body(&value)
  optional = value
  return true
}
