/// The async half of an effect: a body that runs off the main actor and sends actions back.
@usableFromInline
struct EffectJob<Action>: Sendable {
  let source: ActionSource
  let body: @Sendable (EffectSender<Action>) async -> Void

  /// This job, sending its actions through `transform`.
  @usableFromInline
  func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> EffectJob<NewAction> {
    let body = self.body
    return EffectJob<NewAction>(source: source) { sender in
      await body(sender.contramap(transform))
    }
  }
}
