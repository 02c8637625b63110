/// Where an action a store processed came from: what a recording writes beside each action, so
/// a test made from it knows which actions to dispatch and which to receive from effects.
public enum ActionOrigin: String, Sendable, Hashable, Codable {
  /// Dispatched from outside the store's loop: by the app, a view, a test.
  case dispatched
  /// Queued behind another action of the same dispatch: sent by a synchronous effect
  /// (`.just`), or dispatched by an observer while that action was processed.
  case cascade
  /// Sent by an effect's task, after the dispatch that started it returned.
  case effect
}
