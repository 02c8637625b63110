/// How a ``Case`` step reaches the fields below its value, when its value is a field of a state
/// that can be set deeper than the step names: a binding action's field. `\.binding.audio`
/// reaches `audio`; through this, `\.binding.audio.volume` sets `volume` alone (not the whole
/// `audio`, whose other fields the path does not know).
///
/// SwiftRex's binding actions provide it; below a step without one, a field of its value can
/// match actions but not build one.
public protocol CaseFields<Root, Value> {
  /// The action type the steps start from.
  associatedtype Root
  /// The value of the step whose fields these are.
  associatedtype Value

  /// The step to the field at `keyPath` below the step's value, extracting and embedding the
  /// whole action as the step does.
  func field<Member: Equatable & Sendable>(_ keyPath: WritableKeyPath<Value, Member> & Sendable) -> Case<
    Root, Member
  >
}
