import Testing

/// Polls `condition` until it holds, recording an issue (instead of hanging) if it still does not
/// after `limit` of real time.
///
/// The wait ends as soon as the condition holds, so the limit costs nothing when things work; it
/// is generous because effects run on other threads, which a loaded machine can keep waiting for
/// seconds — a limit counted in tries or milliseconds would fail a correct test there.
@MainActor
func eventually(
  _ description: String, within limit: Duration = .seconds(60),
  sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
  let deadline = ContinuousClock.now.advanced(by: limit)
  var attempt = 0
  while !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("Never became true within \(limit): \(description)", sourceLocation: sourceLocation)
      return
    }
    // Most conditions hold after a few turns of the main actor; after that, sleep between looks
    // so that the threads being waited for get the processor.
    if attempt < 1_000 { await Task.yield() } else { try? await Task.sleep(for: .microseconds(100)) }
    attempt += 1
  }
}
