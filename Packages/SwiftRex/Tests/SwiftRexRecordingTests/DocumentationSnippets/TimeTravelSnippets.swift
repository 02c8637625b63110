// The code of the "Time travel" section of the "Record and replay" article
// (SwiftRexRecording.docc), compiled and run here; Scripts/check-doc-snippets.py keeps the article
// identical to these regions.
import SwiftRex
import SwiftRexRecording
import Testing

/// A list of notes whose screen loads them when it appears.
enum Notes {
  struct State: Equatable {
    var notes: [String] = []
    var isLoading = false
  }

  enum Action: Equatable {
    case appeared
    case add(String)
  }

  static let behavior = Behavior<Action, State, Void>.reduce { action, state in
    switch action {
    case .appeared: state.isLoading = true
    case .add(let note): state.notes.append(note)
    }
  }
}

@MainActor
@Suite struct TimeTravelSnippets {
  @Test func undoRedoAndGotoMoveTheStore() throws {
    // snippet: time-travel-attach
    let store = Store(initial: Notes.State(), behavior: Notes.behavior)
    let travel = TimeTravel<Notes.Action, Notes.State>(limit: 500)
    travel.attach(to: store)  // step 0: the state now
    store.dispatch(.add("milk"))  // step 1
    store.dispatch(.add("eggs"))  // step 2
    try travel.undo()  // the store shows step 1: ["milk"]
    try travel.goto(0)  // step 0: []
    try travel.redo()  // step 1 again
    for entry in travel.entries {
      print(entry.step, entry.action.map { "\($0)" } ?? "start", entry.state.notes)
    }
    // snippet-end
    #expect(store.state.notes == ["milk"])
    #expect(travel.isTravelling)

    // snippet: time-travel-branch
    store.dispatch(.add("bread"))  // from step 1: step 2 ("eggs") is discarded
    // travel.steps == 0...2, store.state.notes == ["milk", "bread"]
    // snippet-end
    #expect(travel.steps == 0...2)
    #expect(store.state.notes == ["milk", "bread"])
  }

  @Test func lifecycleActionsAfterAJumpAreNotSteps() throws {
    let store = Store(initial: Notes.State(), behavior: Notes.behavior)
    // snippet: time-travel-starts-branch
    let travel = TimeTravel<Notes.Action, Notes.State>(startsBranch: { $0 != .appeared })
    // snippet-end
    travel.attach(to: store)
    store.dispatch(.add("milk"))
    try travel.undo()
    store.dispatch(.appeared)  // a view the jump showed: not a branch, not a step
    #expect(travel.heldCount == 0)
    try travel.redo()
    #expect(store.state == Notes.State(notes: ["milk"]))
    #expect(travel.steps == 0...1)
  }
}
