import Foundation
import LibraryFeature
import SwiftRexTesting
import Testing

@MainActor
@Suite struct BookDetailTests {
  @Test func theInputIsTheBookWithoutANote() {
    #expect(BookDetail.initialState(with: Books.emma) == BookDetail.State(book: Books.emma, note: ""))
  }

  @Test func aBindingActionEditsTheNoteAndNothingElse() async {
    let store = TestStore(
      initial: BookDetail.initialState(with: Books.dune), behavior: BookDetail.behavior(), environment: ())

    store.dispatch(\.binding.note, "Fear is the mind-killer.") { $0.note = "Fear is the mind-killer." }
    store.dispatch(\.binding.note, "Fear is the mind-killer.")  // the same text changes nothing
    store.dispatch(\.binding.note, "") { $0.note = "" }
    #expect(store.effectsInFlight == 0)
    await store.finish()
  }

  @Test func anEditOfTheNoteIsAnActionThatPrintsAndCodesByTheFieldsName() throws {
    let action = BookDetail.Action.binding(.set(\.note, "Spice"))
    #expect("\(action)".contains(#".set(\State.note, "Spice")"#))
    let json = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(BookDetail.Action.self, from: json) == action)
  }
}
