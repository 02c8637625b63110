/// The id the auto-increment effect runs under, so stopping it cancels exactly that effect.
enum AutoIncrementTimer: Hashable, Sendable {
  case id
}
