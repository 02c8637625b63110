import Foundation
import SwiftRex
import Testing

@testable import SwiftRexSharing

@MainActor
@Suite struct SharedContainerTests {
  @Test func aSeededValueIsWhatTheFirstHolderSees() {
    let container = SharedContainer()
    container.seed(.inMemory("counters"), with: [4, 2])
    let counters = SharedContainer.withContainer(container) { Counters() }
    #expect(counters.counts == [4, 2])
  }

  @Test func theSameKeyWithAnotherTypeIsReportedAndGetsAValueOfItsOwn() {
    SharedContainer.withContainer(SharedContainer()) {
      let numbers = Counters()
      var text: Shared<String>?
      let reported = warnings { text = Shared(wrappedValue: "x", .inMemory("counters")) }
      #expect(reported.first?.contains("memory:counters is held as String here") == true)
      #expect(text?.wrappedValue == "x")
      #expect(numbers.counts == [])
    }
  }

  @Test func aSnapshotHoldsEveryValueAndRestoresThem() {
    let container = SharedContainer()
    SharedContainer.withContainer(container) {
      let counters = Counters()
      let loose = Shared(value: "a")
      let before = container.snapshot()
      _ = warnings {
        counters.counts = [1]
        loose.wrappedValue = "b"
      }
      let after = container.snapshot()
      #expect(after.differences(from: before) == ["memory:counters", loose.id].sorted())
      container.restore(before)
      #expect(counters.counts == [])
      #expect(loose.wrappedValue == "a")
    }
  }

  @Test func anExpectationWritesACopyAndLeavesTheSharedValueAlone() {
    let container = SharedContainer()
    SharedContainer.withContainer(container) {
      let counters = Counters()
      let before = container.snapshot()
      let (_, values, written) = container.evaluatingExpectation(from: before) {
        counters.counts.append(9)  // no warning: a test's expectation, not a write
        #expect(counters.counts == [9])
      }
      #expect(counters.counts == [])
      #expect(written == ["memory:counters"])
      #expect(values.entries["memory:counters"]?.equals([9]) == true)
    }
  }
}
