/// A small seeded generator, so workload E and its raw baselines visit ids in the same fixed
/// pseudo-random order on every run and every machine.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `count` ids in `0..<elements`, the same sequence every time: the order E visits its elements.
  static func visitOrder(count: Int, among elements: Int) -> [Int] {
    var generator = SplitMix64(seed: 0x5EED_0F_E1E7)
    return (0..<count).map { _ in Int(generator.next() % UInt64(elements)) }
  }

  /// How many times each id appears in `order`: what the counters must read after E.
  static func visits(_ order: [Int], among elements: Int) -> [Int] {
    var visits = [Int](repeating: 0, count: elements)
    for id in order { visits[id] += 1 }
    return visits
  }
}
