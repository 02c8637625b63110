extension Behavior {
  /// This behaviour, writing one entry per action to `log`: the action, where it was dispatched
  /// from, and a structural diff of what it changed in the state (``StateDiff``).
  ///
  /// Effects' actions carry the source of the code that built the effect, so the log is a
  /// faithful trace of the app. Logging keeps a copy of the state from before each action to
  /// compare with, so buffers the action mutates are copied: a debugging aid, not for hot paths.
  public func logging(to log: @escaping @Sendable (String) -> Void) -> Behavior {
    let run = self.run
    return Behavior(run: { action, source, state, mutated, context in
      let before = state
      var changed = false
      let effect = run(action, source, &state, &changed, context)
      mutated = mutated || changed
      var entry = "▶ \(action)  from \(source)"
      if changed, let diff = StateDiff.diff(before, state) {
        entry += "\n" + diff
      } else {
        entry += "\n  (state unchanged)"
      }
      log(entry)
      return effect
    }).declaring(declare)
  }
}
