/// Stops the program when `condition` is false, printing `message` in every build: an
/// identified array's preconditions, broken by the caller, stop it rather than let it corrupt
/// its index.
///
/// `precondition` would drop the message from optimized builds, so a release build stopped with
/// no word of which rule was broken; `fatalError` keeps it. The check itself costs what a
/// `precondition` costs: the message is built only on failure.
@inlinable
@inline(__always)
func requirePrecondition(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #file, line: UInt = #line
) {
  if _slowPath(!condition()) { stopOnProgrammerError(message(), file: file, line: line) }
}

/// Stops the program with `message`, in every build; see `requirePrecondition`.
@usableFromInline
@inline(never)
func stopOnProgrammerError(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
  // A documented precondition of the array that the calling code broke (a programmer error, never
  // user input): going on would break the array's invariant that every id has one element.
  fatalError(message, file: file, line: line)
}
