import SwiftRexTesting
import Testing

/// Dispatching and receiving by case key path, through presentations (without `.presented`),
/// stacks and collections by id, as TCA's `send(\.alert.confirmTapped)` and
/// `receive(\.rows[id: x].child.response.success)` do.
@MainActor
@Suite("TestStore case key paths")
struct TestStoreCaseKeyPathTests {
  @Test func dispatchesAPayloadlessCaseOfAPresentedAlert() async {
    let store = TestStore(initial: Desk.State(), behavior: Desk.behavior())
    store.dispatch(.deleteTapped) { $0.alert = Desk.deletionAlert }
    store.dispatch(\.alert.confirmDeletion) {
      $0.alert = nil
      $0.log = ["deleted"]
    }
    await store.finish()
  }

  @Test func dispatchesAPayloadToAPresentedChild() async {
    let store = TestStore(initial: Desk.State(), behavior: Desk.behavior())
    store.dispatch(.open("Draft")) { $0.editor = Editor.State(title: "Draft") }
    store.dispatch(\.editor.rename, "Final") { $0.editor?.title = "Final" }
    await store.finish()
  }

  @Test func receivesThroughAPresentationWithoutNamingPresented() async {
    let store = TestStore(initial: Desk.State(), behavior: Desk.behavior())
    store.dispatch(.open("Draft")) { $0.editor = Editor.State(title: "Draft") }
    store.dispatch(\.editor.save)
    await store.advance(by: .seconds(1))
    store.receive(\.editor.saved) { $0.editor?.isSaved = true }
    store.receive(\.editor.dismiss) {
      $0.editor = nil
      $0.log = ["dismissed"]
    }
    await store.finish()
  }

  @Test func reachesAStackElementByID() async {
    let store = TestStore(initial: Navigator.State(), behavior: Navigator.behavior())
    store.dispatch(.start) { $0.path.append(Screen.State(depth: 1)) }
    store.dispatch(\.path[id: 0].goDeeper) { $0.path.append(Screen.State(depth: 2)) }
    store.dispatch(\.path[id: 1].startTicking)
    await store.advance(by: .seconds(1))
    store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.ticks = 1 }
    await store.finish()
  }

  @Test func reachesACollectionElementByID() async {
    var initial = Rows.State()
    initial.rows = [Rows.Row(id: 1), Rows.Row(id: 2)]
    let store = TestStore(initial: initial, behavior: Rows.behavior())
    let id = 2
    store.dispatch(\.row[id: id].start)
    await store.advance(by: .seconds(10))
    store.receive(\.row[id: id].tick) { $0.rows[id: 2]?.timer.ticks = 1 }
    await store.finish()
  }

  @Test func receivesAPayloadEqualToTheOneGiven() async {
    let store = TestStore(initial: Settings.State(title: "Draft"), behavior: Settings.behavior())
    store.dispatch(.save)
    await store.advance(by: .seconds(1))
    store.receive(\.saved, "Draft") { $0.saved = ["Draft"] }
    await store.finish()
  }

  @Test func aPayloadThatDiffersIsAMismatchNamingThePathAndValue() async {
    let log = FailureLog()
    let store = TestStore(initial: Settings.State(title: "Draft"), behavior: Settings.behavior())
    store.failureReporter = log.reporter
    store.dispatch(.save)
    await store.advance(by: .seconds(1))
    store.receive(\.saved, "Final") { $0.saved = ["Draft"] }
    #expect(log.kinds == [.receivedActionMismatch])
    #expect(log.messages.first?.contains(#"an action at \.saved carrying "Final""#) == true)
    store.exhaustive = false
  }

  @Test func aMismatchNamesThePathAsWritten() async {
    let log = FailureLog()
    var initial = Rows.State()
    initial.rows = [Rows.Row(id: 1), Rows.Row(id: 2)]
    let store = TestStore(initial: initial, behavior: Rows.behavior())
    store.failureReporter = log.reporter
    let other = 2
    store.dispatch(\.row[id: 1].start)
    await store.advance(by: .seconds(10))
    store.receive(\.row[id: other].tick)
    #expect(log.kinds == [.receivedActionMismatch])
    #expect(log.messages.first?.contains(#"an action at \.row[id: other].tick"#) == true)
    #expect(log.lines == [#line - 3])
    store.exhaustive = false
  }

  @Test func aPathThatNamesNoCaseCannotBeDispatched() async {
    let log = FailureLog()
    let store = TestStore(initial: Settings.State(), behavior: Settings.behavior())
    store.failureReporter = log.reporter
    store.dispatch(\.savedTitle, "x")
    #expect(log.kinds == [.caseKeyPathCannotEmbed])
    #expect(log.messages.first?.contains(#"Cannot dispatch an action at \.savedTitle"#) == true)
    #expect(store.state == Settings.State())
    await store.finish()
  }
}

extension Settings.Action {
  /// An optional property that is no case: it can match `.saved` actions but not build one.
  var savedTitle: String? { saved }
}
