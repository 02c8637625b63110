import Testing

/// Yields until `condition` holds, recording an issue (instead of hanging) after many tries.
@MainActor
func eventually(
  _ description: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
  for attempt in 0..<20_000 {
    if condition() { return }
    if attempt < 1_000 { await Task.yield() } else { try? await Task.sleep(for: .microseconds(50)) }
  }
  Issue.record("Never became true: \(description)", sourceLocation: sourceLocation)
}
