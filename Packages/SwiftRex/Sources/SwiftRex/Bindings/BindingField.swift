/// A field of a state addressed through the binding case of an action, as deep as the path goes:
/// what `\.binding.audio` and `\.binding.audio.volume` build. Its ``step`` extracts the field's
/// value from a binding action that sets exactly that field, embeds a value as that action, and
/// reaches the fields below (``field(_:)``) with the same binding case.
struct BindingField<Root, State, Field: Equatable & Sendable>: CaseFields {
  /// The step to the binding case (`\.binding`).
  let binding: Case<Root, BindingAction<State>>
  /// The field below the state, however deep (`\State.audio.volume`).
  let keyPath: WritableKeyPath<State, Field> & Sendable

  /// The case key path step to the field.
  var step: Case<Root, Field> {
    let keyPath = keyPath
    let extract = binding.extract
    return Case(
      extract: { extract($0)?.value(at: keyPath) },
      embed: binding.embed.map { embed in { embed(.set(keyPath, $0)) } },
      fields: self)
  }

  /// The field at `keyPath` below this one, through the same binding case.
  func field<Member: Equatable & Sendable>(_ keyPath: WritableKeyPath<Field, Member> & Sendable) -> Case<
    Root, Member
  > {
    BindingField<Root, State, Member>(binding: binding, keyPath: Self.appending(self.keyPath, keyPath)).step
  }

  /// `outer` then `inner` as one key path, `\State.audio` then `\Audio.volume` as
  /// `\State.audio.volume`, still `Sendable`.
  ///
  /// Why the cast is safe: a key path is an immutable value, and one appended from two
  /// `Sendable` key paths holds their components and nothing else, so it may cross concurrency
  /// domains as they may. The standard library's `appending(path:)` returns a plain key path
  /// only because it cannot carry the `Sendable` of its operands; the cast adds back that marker,
  /// which has no representation of its own (the two types have the same layout).
  static func appending<Middle, Member>(
    _ outer: WritableKeyPath<State, Middle> & Sendable, _ inner: WritableKeyPath<Middle, Member> & Sendable
  ) -> WritableKeyPath<State, Member> & Sendable {
    let composed = (outer as WritableKeyPath<State, Middle>).appending(
      path: inner as WritableKeyPath<Middle, Member>)
    return unsafeBitCast(composed, to: (WritableKeyPath<State, Member> & Sendable).self)
  }
}
