/// The id an effect is cancelled, debounced or throttled by, with its type erased so ids of
/// different types can share one table.
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable {
  // Sendable because the only initializer takes `some Hashable & Sendable`: the erased value is
  // itself Sendable, and AnyHashable adds no shared mutable state of its own.
  let base: AnyHashable

  init(_ id: some Hashable & Sendable) { base = AnyHashable(id) }
}
