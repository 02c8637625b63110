// The code of the "Navigation" article (SwiftRex.docc), compiled and run here; see
// GettingStartedSnippets.swift for how the article is kept identical to it.
import SwiftRexSwiftConcurrency
import SwiftRexTesting
import Testing

// snippet: navigation-presentation
enum Notes {
  struct State: Equatable, Sendable {
    var titles: [String] = []
    @Presents var draft: Draft.State?
    @Presents var alert: AlertState<AlertAction>?
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case newNoteTapped
    case clearTapped
    case draft(PresentationAction<Draft.Action>)
    case alert(PresentationAction<AlertAction>)
  }

  @Prisms
  enum AlertAction: Equatable, Sendable {
    case confirmClear
  }

  static let clearAlert = AlertState<AlertAction> {
    TextState("Delete every note?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmClear) { TextState("Delete all") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }

  static let draftScope = Relay.Empty.action(\Action.draft).presentation(\State.$draft)
  static let alertScope = Relay.Empty.action(\Action.alert).presentation(\State.$alert)

  static func behavior() -> Behavior<Action, State, Void> {
    let notes = Behavior<Action, State, Void> { action, _ in
      switch action {
      case .newNoteTapped:
        .reduce { $0.draft = Draft.State() }
      case .draft(.presented(.saved(let title))):
        .reduce { $0.titles.append(title) }
      case .clearTapped:
        .reduce { $0.alert = clearAlert }
      case .alert(.presented(.confirmClear)):
        .reduce { $0.titles = [] }
      case .draft, .alert:
        .doNothing
      }
    }
    return .combine(notes, Draft.behavior().lift(draftScope), .presentation(alertScope))
  }
}
// snippet-end

// snippet: navigation-child
enum Draft {
  struct State: Equatable, Sendable {
    var text = ""
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case typed(String)
    case saveTapped
    case saved(String)
  }

  static func behavior() -> Behavior<Action, State, Void> {
    Behavior { action, context in
      switch action {
      case .typed(let text):
        .reduce { $0.text = text }
      case .saveTapped:
        .produce { _ in
          let text = context.state.text
          return Effect.run { send in
            try await send.clock.sleep(for: .milliseconds(300))  // the save itself
            await send(.saved(text))
          }
        }
      case .saved:
        .produce { _ in .dismiss() }  // saved: the draft closes itself
      }
    }
  }
}
// snippet-end

// snippet: navigation-stack
enum Browser {
  struct State: Equatable, Sendable {
    var path = StackState<Page.State>()
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case open(String)
    case path(StackAction<Page.State, Page.Action>)
  }

  static func behavior() -> Behavior<Action, State, Void> {
    let browser = Behavior<Action, State, Void> { action, _ in
      switch action {
      case .open(let address):
        .reduce { $0.path.append(Page.State(address: address)) }
      case .path(.element(_, .followLink(let address))):
        // A page opens another page: the stack holds screens of its own kind.
        .reduce { $0.path.append(Page.State(address: address)) }
      case .path:
        .doNothing
      }
    }
    return .combine(Page.behavior().lift(.action(\.path).stack(\.path)), browser)
  }
}

enum Page {
  struct State: Equatable, Sendable {
    var address: String
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case followLink(String)
    case closeTapped
  }

  static func behavior() -> Behavior<Action, State, Void> {
    Behavior { action, _ in
      switch action {
      case .followLink: .doNothing
      case .closeTapped: .produce { _ in .dismiss() }  // on a stack, dismissing pops this page
      }
    }
  }
}
// snippet-end

@MainActor
@Suite("Navigation article")
struct NavigationSnippets {
  @Test func aDraftIsPresentedSavedAndClosesItself() async {
    // snippet: navigation-test
    let store = TestStore(initial: Notes.State(), behavior: Notes.behavior())
    store.dispatch(.newNoteTapped) { $0.draft = Draft.State() }
    store.dispatch(.draft(.presented(.typed("Milk")))) { $0.draft?.text = "Milk" }
    store.dispatch(.draft(.presented(.saveTapped)))
    await store.advance(by: .milliseconds(300))
    store.receive(\.draft?.presented?.saved) { title, state in state.titles = [title] }
    store.receive(\.draft?.dismiss) { _, state in state.draft = nil }

    store.dispatch(.clearTapped) { $0.alert = Notes.clearAlert }
    store.dispatch(.alert(.presented(.confirmClear))) {
      $0.alert = nil  // a button's action ends the alert
      $0.titles = []
    }
    await store.finish()
    // snippet-end
  }

  @Test func aDraftDismissedWhileSavingSavesNothing() async {
    // snippet: navigation-test-dismiss
    let store = TestStore(initial: Notes.State(), behavior: Notes.behavior())
    store.dispatch(.newNoteTapped) { $0.draft = Draft.State() }
    store.dispatch(.draft(.presented(.saveTapped)))
    store.dispatch(.draft(.dismiss)) { $0.draft = nil }  // the save is cancelled with the draft
    await store.advance(by: .seconds(1))
    await store.finish()  // nothing arrived
    // snippet-end
  }

  @Test func destinationsDeclaredOnceShowOneCaseAtATime() async {
    // snippet: destination-test
    let store = TestStore(initial: Drafts.State(), behavior: Drafts.behavior())
    store.dispatch(\.edit, "Draft") { $0.destination = .editor(Editor.State(title: "Draft")) }
    store.dispatch(\.destination.editor.rename, "Final") {
      $0.destination?.editor?.title = "Final"  // the case's state, changed in place
    }
    // The alert replaces the editor: one destination at a time.
    store.dispatch(\.deleteTapped) { $0.destination = .deletion(Drafts.deletionAlert) }
    store.dispatch(\.destination.deletion.confirm) {
      $0.destination = nil  // the alert's button ends it
      $0.log = ["deleted"]
    }
    await store.finish()
    // snippet-end
  }

  @Test func pagesPushAndPop() async {
    // snippet: navigation-test-stack
    let store = TestStore(initial: Browser.State(), behavior: Browser.behavior())
    store.dispatch(\.open, "home") { $0.path.append(Page.State(address: "home")) }
    store.dispatch(\.path[id: 0].followLink, "about") { $0.path.append(Page.State(address: "about")) }
    store.dispatch(\.path[id: 1].closeTapped)
    store.receive(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    #expect(store.state.path.map(\.address) == ["home"])
    await store.finish()
    // snippet-end
  }
}
