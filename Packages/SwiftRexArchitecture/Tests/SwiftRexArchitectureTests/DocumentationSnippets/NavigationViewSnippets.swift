// The views of the "Navigation" article (SwiftRex.docc), compiled here and exercised by
// Navigation/NavigationViewsTests.swift.
import SwiftRexArchitecture

/// A parent with a presented note, an alert, a dialog and a stack of pages, for the views.
enum Board {
  struct State: Equatable, Sendable {
    @Presents var note: String?
    @Presents var alert: AlertState<AlertAction>?
    @Presents var dialog: ConfirmationDialogState<DialogAction>?
    var pages = StackState<Int>()
    var log: [String] = []
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case note(PresentationAction<NoteAction>)
    case alert(PresentationAction<AlertAction>)
    case dialog(PresentationAction<DialogAction>)
    case pages(StackAction<Int, PageAction>)
  }

  @Prisms
  enum NoteAction: Equatable, Sendable { case edit }
  @Prisms
  enum AlertAction: Equatable, Sendable { case erase, keep }
  @Prisms
  enum DialogAction: Equatable, Sendable { case share }
  @Prisms
  enum PageAction: Equatable, Sendable { case next }

  static let note = Relay.Empty.action(\Action.note).presentation(\State.$note)
  static let alert = Relay.Empty.action(\Action.alert).presentation(\State.$alert)
  static let dialog = Relay.Empty.action(\Action.dialog).presentation(\State.$dialog)
  static let pages = Relay.Empty.action(\Action.pages).stack(\State.pages)

  static let behavior = Behavior<Action, State, Void>.combine(
    Behavior<NoteAction, String, Void>.reduce { _, note in note += "!" }.lift(note),
    .presentation(alert),
    .presentation(dialog),
    Behavior<PageAction, Int, Void>.identity.lift(pages),
    Behavior { action, _ in
      switch action {
      case .alert(.presented(let choice)): .reduce { $0.log.append("alert \(choice)") }
      case .dialog(.presented(let choice)): .reduce { $0.log.append("dialog \(choice)") }
      case .pages(.element(let id, .next)):
        .reduce { $0.pages.append(($0.pages[id: id] ?? 0) + 1) }
      default: .doNothing
      }
    })
}

// snippet: navigation-views
@MainActor
struct BoardView: View {
  let store: Store<Board.Action, Board.State, Void>

  var body: some View {
    NavigationStack(store: store, scope: Board.pages, rootTitle: "Board") {
      NavigationLink("Open page 1", state: 1, store: store, scope: Board.pages)
    } destination: { page in
      Text("Page \(page.state)")
      Button("Next") { page.dispatch(.next) }
    } title: { number in
      "#\(number)"
    }
    .sheet(store: store, scope: Board.note) { note in
      Text(note.state)
      Button("Edit") { note.dispatch(.edit) }
    }
    .alert(store: store, scope: Board.alert)
    .confirmationDialog(store: store, scope: Board.dialog)
  }
}
// snippet-end
