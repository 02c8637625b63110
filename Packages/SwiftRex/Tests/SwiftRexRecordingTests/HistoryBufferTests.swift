import SwiftRexRecording
import Testing

@Suite struct HistoryBufferTests {
  @Test func keepsElementsOldestFirstUntilFull() {
    var buffer = HistoryBuffer<Int>(capacity: 3)
    #expect(buffer.append(1) == nil)
    #expect(buffer.append(2) == nil)
    #expect(Array(buffer) == [1, 2])
    #expect(buffer.first == 1)
    #expect(buffer.last == 2)
  }

  @Test func appendingToAFullBufferDropsTheOldestAndReturnsIt() {
    var buffer = HistoryBuffer<Int>(capacity: 3)
    for value in 1...3 { buffer.append(value) }
    #expect(buffer.append(4) == 1)
    #expect(buffer.append(5) == 2)
    #expect(Array(buffer) == [3, 4, 5])
    #expect(buffer[0] == 3)
    #expect(buffer[2] == 5)
    #expect(buffer.count == 3)
  }

  @Test func removingTheNewestOfAWrappedBufferKeepsTheOrderForLaterAppends() {
    var buffer = HistoryBuffer<Int>(capacity: 4)
    for value in 1...6 { buffer.append(value) }  // wrapped: 3, 4, 5, 6
    buffer.removeLast(2)
    #expect(Array(buffer) == [3, 4])
    buffer.append(7)
    buffer.append(8)
    #expect(buffer.append(9) == 3)
    #expect(Array(buffer) == [4, 7, 8, 9])
  }

  @Test func removingTheOldestOfAWrappedBufferKeepsTheOrderForLaterAppends() {
    var buffer = HistoryBuffer<Int>(capacity: 4)
    for value in 1...6 { buffer.append(value) }  // wrapped: 3, 4, 5, 6
    buffer.removeFirst(3)
    #expect(Array(buffer) == [6])
    buffer.append(7)
    buffer.append(8)
    buffer.append(9)
    #expect(buffer.append(10) == 6)
    #expect(Array(buffer) == [7, 8, 9, 10])
    buffer.removeFirst(-1)
    #expect(buffer.count == 4)
    buffer.removeFirst(9)
    #expect(buffer.isEmpty)
  }

  @Test func removeLastClampsItsCount() {
    var buffer = HistoryBuffer<Int>(capacity: 3)
    for value in 1...3 { buffer.append(value) }
    buffer.removeLast(0)
    buffer.removeLast(-2)
    #expect(Array(buffer) == [1, 2, 3])
    buffer.removeLast(10)
    #expect(buffer.isEmpty)
  }

  @Test func aCapacityBelowOneKeepsOneElement() {
    var buffer = HistoryBuffer<String>(capacity: 0)
    #expect(buffer.capacity == 1)
    buffer.append("a")
    #expect(buffer.append("b") == "a")
    #expect(Array(buffer) == ["b"])
  }

  @Test func removeAllEmptiesAndTheBufferFillsAgainInOrder() {
    var buffer = HistoryBuffer<Int>(capacity: 2)
    for value in 1...5 { buffer.append(value) }
    buffer.removeAll()
    #expect(buffer.isEmpty)
    buffer.append(6)
    buffer.append(7)
    #expect(Array(buffer) == [6, 7])
  }

  /// The buffer against an array that drops from its front: the same elements after any mix of
  /// appends and removals.
  @Test func behavesLikeAnArrayTrimmedToItsCapacity() {
    // A fixed pseudo-random sequence (a linear congruential generator), so a failure repeats.
    var seed: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for capacity in 1...5 {
      var buffer = HistoryBuffer<Int>(capacity: capacity)
      var model: [Int] = []
      for value in 0..<200 {
        if next(5) == 0 {
          let k = next(4)
          buffer.removeLast(k)
          model.removeLast(min(k, model.count))
        } else {
          buffer.append(value)
          model.append(value)
          if model.count > capacity { model.removeFirst() }
        }
        #expect(Array(buffer) == model)
      }
    }
  }
}
