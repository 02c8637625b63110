import Testing

@_spi(SwiftRexInternals) @testable import SwiftRex

private struct Profile: Equatable {
  var name: String
  var age: Int
  var tags: [String]
  var address: Address
  var nickname: String?
}

private struct Address: Equatable {
  var city: String
  var zip: String
}

private enum Phase: Equatable {
  case idle
  case loaded(Int)
}

@Suite("StateDiff")
struct StateDiffTests {
  private let base = Profile(
    name: "Ada", age: 36, tags: ["math", "poetry"], address: Address(city: "London", zip: "W1"), nickname: nil
  )

  @Test func equalValuesHaveNoDiff() {
    #expect(StateDiff.diff(base, base) == nil)
  }

  @Test func aChangedNestedFieldShowsOnlyItsPath() {
    var changed = base
    changed.address.city = "Paris"
    #expect(
      StateDiff.diff(base, changed) == """
          Profile(
            … (3 unchanged)
            address: Address(
        −     city: "London"
        +     city: "Paris"
              … (1 unchanged)
            )
            … (1 unchanged)
          )
        """)
  }

  @Test func anInsertedElementShowsAsOnePlus() {
    var changed = base
    changed.tags.insert("chess", at: 1)
    #expect(
      StateDiff.diff(base.tags, changed.tags) == """
          [
            … (1 unchanged)
        +   "chess"
            … (1 unchanged)
          ]
        """)
  }

  @Test func aChangedFieldOfAListElementShowsInsideTheElement() {
    let before = [Address(city: "London", zip: "W1"), Address(city: "Oslo", zip: "0150")]
    var after = before
    after[0].zip = "W2"
    #expect(
      StateDiff.diff(before, after) == """
          [
            Address(
              … (1 unchanged)
        −     zip: "W1"
        +     zip: "W2"
            )
            … (1 unchanged)
          ]
        """)
    after = before
    after[1].city = "Bergen"
    #expect(
      StateDiff.diff(before, after) == """
          [
            … (1 unchanged)
            Address(
        −     city: "Oslo"
        +     city: "Bergen"
              … (1 unchanged)
            )
          ]
        """)
  }

  @Test func optionalsAndEnumsRead() {
    var changed = base
    changed.nickname = "Countess"
    #expect(StateDiff.diff(base, changed)?.contains("−   nickname: nil\n+   nickname: \"Countess\"") == true)
    #expect(
      StateDiff.diff(Phase.idle, Phase.loaded(3)) == """
        − .idle
        + .loaded(3)
        """)
  }

  @Test func typeNamesDropModulesAndPrivateContexts() {
    #expect(StateDiff.typeName(type(of: Address(city: "", zip: ""))) == "Address")
    #expect(StateDiff.typeName(type(of: [Optional(1)])) == "Array<Optional<Int>>")
    #expect(
      StateDiff.typeName(type(of: ElementAction(id: 1, action: CounterAction.reset)))
        == "ElementAction<Int, CounterAction>")
  }

  @Test func renderPrintsEveryField() {
    #expect(
      StateDiff.render(Address(city: "Oslo", zip: "0150")) == """
        Address(
          city: "Oslo"
          zip: "0150"
        )
        """)
  }
}

@Suite("Logging")
struct LoggingTests {
  @MainActor
  @Test func everyActionIsLoggedWithItsSourceAndWhatChanged() {
    let log = WarningLog()
    let store = Store(initial: CounterState(), behavior: counterBehavior.logging(to: log.record))
    let line = #line + 1
    store.dispatch(.increment)
    store.dispatch(.init(.reset, source: ActionSource(file: "App/Main.swift", function: "run()", line: 7)))
    store.dispatch(.reset)
    #expect(store.state.count == 0)
    #expect(
      log.all == [
        """
        ▶ increment  from SwiftRexTests/StateDiffTests.swift:\(line) in everyActionIsLoggedWithItsSourceAndWhatChanged()
          CounterState(
        −   count: 0
        +   count: 1
          )
        """,
        """
        ▶ reset  from App/Main.swift:7 in run()
          CounterState(
        −   count: 1
        +   count: 0
          )
        """,
        """
        ▶ reset  from SwiftRexTests/StateDiffTests.swift:\(line + 2) in everyActionIsLoggedWithItsSourceAndWhatChanged()
          (state unchanged)
        """,
      ])
  }
}
