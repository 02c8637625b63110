/// Collects values from effects running off the main actor.
actor Recorder<Value: Sendable> {
  private(set) var values: [Value] = []

  func append(_ value: Value) { values.append(value) }
}
