import CounterFeature

/// A stub analytics client: keeps every event it is handed, in order.
actor AnalyticsRecorder {
  private(set) var events: [String] = []

  func record(_ event: String) { events.append(event) }

  /// An environment whose analytics land in this recorder, ticking every `interval`.
  nonisolated func environment(interval: Duration = .seconds(1)) -> Counter.Environment {
    Counter.Environment(track: { await self.record($0) }, autoIncrementInterval: interval)
  }
}
