import Foundation
import IdentifiedCollections
import Observation
import SwiftRex
import Testing

@testable import SwiftRexSharing

@MainActor
@Suite struct SharedTests {
  @Test func twoFeaturesHoldingOneKeySeeOneChangeInTheSameReduction() {
    SharedContainer.withContainer(SharedContainer()) {
      let store = Store(initial: App(), behavior: appBehavior, environment: ())
      store.dispatch(.add(3))
      #expect(store.state.counters.counts == [3])
      #expect(store.state.totals.counts == [3])
      #expect(store.state.totals.total == 3)
    }
  }

  @Test func holdersInDifferentContainersDoNotShare() {
    let first = SharedContainer.withContainer(SharedContainer()) { Counters() }
    let second = SharedContainer.withContainer(SharedContainer()) { Counters() }
    _ = warnings { first.counts = [1] }
    #expect(second.counts == [])
  }

  @Test func aFieldOfASharedValueWritesThroughToIt() {
    struct Book: Equatable, Sendable {
      var title: String
      var pages: Int
    }
    let book = Shared(value: Book(title: "Dune", pages: 412))
    let title = book.title
    _ = warnings { title.wrappedValue = "Dune Messiah" }
    #expect(book.wrappedValue == Book(title: "Dune Messiah", pages: 412))
    #expect(title.id == "\(book.id).title")
  }

  @Test func anElementByIdWritesThroughAndAWriteAfterItsRemovalIsDropped() throws {
    struct Item: Identifiable, Equatable, Sendable {
      var id: Int
      var name: String
    }
    let list = Shared(
      value: IdentifiedArrayOf<Item>(uniqueElements: [Item(id: 1, name: "a"), Item(id: 2, name: "b")]))
    let second = try #require(list[id: 2])
    #expect(list[id: 3] == nil)
    _ = warnings { second.wrappedValue.name = "B" }
    #expect(list.wrappedValue[id: 2]?.name == "B")

    _ = warnings { list.withLock { _ = $0.remove(id: 2) } }
    #expect(second.wrappedValue.name == "B")  // its last value, still shown
    let reported = warnings { second.wrappedValue.name = "lost" }
    #expect(list.wrappedValue.count == 1)
    #expect(reported.contains { $0.contains("[id: 2] was written after its element was removed") })
  }

  @Test func aWriteOutsideAReductionIsReportedAndOneInsideIsNot() {
    SharedContainer.withContainer(SharedContainer()) {
      let outside = warnings { Counters().counts = [1] }
      #expect(outside.count == 1)
      #expect(outside.first?.contains("memory:counters was written outside a reduction") == true)

      let store = Store(initial: App(), behavior: appBehavior, environment: ())
      let inside = warnings { store.dispatch(.add(1)) }
      #expect(inside.isEmpty)
    }
  }

  @Test func aViewThatReadsASharedValueIsToldOfAnotherHoldersChange() {
    SharedContainer.withContainer(SharedContainer()) {
      let reader = Totals()
      let writer = Counters()
      let unrelated = Shared(value: 0)
      let changed = Collected()
      withObservationTracking {
        _ = reader.total
      } onChange: {
        changed.append("counters")
      }
      withObservationTracking {
        _ = unrelated.wrappedValue
      } onChange: {
        changed.append("unrelated")
      }
      _ = warnings { writer.counts.append(5) }
      #expect(changed.values == ["counters"])
    }
  }

  @Test func isEqualToItsOwnHolderAndComparedByValueOtherwise() {
    SharedContainer.withContainer(SharedContainer()) {
      #expect(Counters() == Counters())
      #expect(Shared(value: 1) == Shared(value: 1))
      #expect(Shared(value: 1) != Shared(value: 2))
      var app = App()
      app.totals.label = "sum"
      #expect(app != App())
    }
  }

  @Test func encodesItsValueWithItsIdAndDecodesLinkedToTheHoldersOfThatId() throws {
    struct Pair: Codable, Equatable {
      var first: Shared<[Int]>
      var second: Shared<[Int]>
    }
    let data = try SharedContainer.withContainer(SharedContainer()) {
      let counts = Shared(wrappedValue: [1, 2], .inMemory("counts"))
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      return try encoder.encode(Pair(first: counts, second: counts))
    }
    let json = String(decoding: data, as: UTF8.self)
    #expect(json.contains(#"{"shared":"memory:counts","value":[1,2]}"#))

    let decoded = try SharedContainer.withContainer(SharedContainer()) {
      try JSONDecoder().decode(Pair.self, from: data)
    }
    #expect(decoded.first.wrappedValue == [1, 2])
    _ = warnings { decoded.first.wrappedValue.append(3) }
    #expect(decoded.second.wrappedValue == [1, 2, 3], "one id decodes to one value")
    #expect(String(describing: decoded.second) == "[1, 2, 3]")
  }

  @Test func decodingSetsAValueTheContainerAlreadyHoldsAndAPlainValueStandsAlone() throws {
    let container = SharedContainer()
    try SharedContainer.withContainer(container) {
      let live = Shared(wrappedValue: 0, .inMemory("n"))
      let decoded = try JSONDecoder().decode(
        Shared<Int>.self, from: Data(#"{"shared":"memory:n","value":5}"#.utf8))
      #expect(live.wrappedValue == 5)
      #expect(decoded == live)
      let plain = try JSONDecoder().decode(Shared<Int>.self, from: Data("7".utf8))
      #expect(plain.wrappedValue == 7)
      #expect(plain.id.hasPrefix("value #"))
    }
  }

  @Test func aProjectedValueHandedToAChildIsTheSameValue() {
    struct Child: Equatable {
      @Shared var count: Int
    }
    let parent = Shared(value: 1)
    let child = Child(count: parent)
    _ = warnings { child.count = 7 }
    #expect(parent.wrappedValue == 7)
    #expect(child.$count == parent)
  }
}
