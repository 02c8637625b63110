import Testing

/// Polls `condition` until it holds, recording an issue (instead of hanging) if it still does not
/// after `limit` of watched time. Returns whether it held: a test that goes on after a failed
/// wait may await something that never comes, so it should cancel what it started and return.
///
/// The wait ends as soon as the condition holds, so the limit costs nothing when things work; it
/// is generous because effects run on other threads, which a loaded machine can keep waiting for
/// seconds — a limit counted in tries or milliseconds would fail a correct test there. Only time
/// this task was running counts (each gap between two looks adds at most 10 ms), as in
/// `TestStore.runEffects()`: a test holding the main actor for a minute in parallel with this
/// one does not use the limit up.
@MainActor
func eventually(
  _ description: String, within limit: Duration = .seconds(60),
  sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async -> Bool {
  var watched = Duration.zero
  var lastLook = ContinuousClock.now
  var attempt = 0
  while !condition() {
    let now = ContinuousClock.now
    watched += min(lastLook.duration(to: now), .milliseconds(10))
    lastLook = now
    guard watched < limit else {
      Issue.record("Never became true within \(limit): \(description)", sourceLocation: sourceLocation)
      return false
    }
    // Most conditions hold after a few turns of the main actor; after that, sleep between looks
    // so that the threads being waited for get the processor.
    if attempt < 1_000 { await Task.yield() } else { try? await Task.sleep(for: .microseconds(100)) }
    attempt += 1
  }
  return true
}
