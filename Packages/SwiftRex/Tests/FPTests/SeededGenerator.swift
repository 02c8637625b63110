/// SplitMix64: a tiny deterministic generator, so law tests draw the same 1,000 values on every
/// run and a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  mutating func int() -> Int { Int.random(in: -1_000...1_000, using: &self) }

  mutating func bool() -> Bool { Bool.random(using: &self) }

  mutating func string() -> String {
    String((0..<Int.random(in: 0...6, using: &self)).map { _ in "abcxyz".randomElement(using: &self) ?? "a" })
  }
}
