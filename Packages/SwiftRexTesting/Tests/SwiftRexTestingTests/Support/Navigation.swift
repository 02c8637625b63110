import SwiftRexSwiftConcurrency
import SwiftRexTesting

/// A presented child: an editor that saves on the store's clock and dismisses itself when saved.
enum Editor {
  struct State: Equatable, Sendable {
    var title = ""
    var isSaved = false
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case rename(String)
    case save
    case saved
    case close
  }

  static func behavior() -> Behavior<Action, State, Void> {
    Behavior { action, _ in
      switch action {
      case .rename(let title):
        .reduce { $0.title = title }
      case .save:
        .produce { _ in
          Effect.run { send in
            try await send.clock.sleep(for: .seconds(1))
            await send(.saved)
          }
        }
      case .saved:
        .reduce { $0.isSaved = true }.produce { _ in .dismiss() }
      case .close:
        .produce { _ in .dismiss() }
      }
    }
  }
}

/// A parent presenting an ``Editor`` — and replacing or clearing it itself — an alert, and a
/// destination enum that shows either an editor or a confirmation dialog.
enum Desk {
  struct State: Equatable, Sendable {
    @Presents var editor: Editor.State?
    @Presents var alert: AlertState<AlertAction>?
    @Presents var destination: Destination?
    var log: [String] = []
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case open(String)
    case reopen(String)
    case replace(String)
    case clear
    case deleteTapped
    case editor(PresentationAction<Editor.Action>)
    case alert(PresentationAction<AlertAction>)
    case showDestination(Destination)
    case destination(PresentationAction<DestinationAction>)
  }

  @Prisms
  enum AlertAction: Equatable, Sendable {
    case confirmDeletion
  }

  /// At most one of these shows at a time: the presentation holds one case.
  @Prisms
  enum Destination: Equatable, Sendable {
    case editor(Editor.State)
    case archiveDialog(ConfirmationDialogState<DialogAction>)
  }

  @Prisms
  enum DestinationAction: Equatable, Sendable {
    case editor(Editor.Action)
    case archiveDialog(DialogAction)
  }

  @Prisms
  enum DialogAction: Equatable, Sendable {
    case archive
  }

  static let editorScope = Relay.Empty.action(\Action.editor).presentation(\State.$editor)
  static let alertScope = Relay.Empty.action(\Action.alert).presentation(\State.$alert)
  static let destinationScope = Relay.Empty.action(\Action.destination).presentation(\State.$destination)

  static let deletionAlert = AlertState<AlertAction> {
    TextState("Delete the draft?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Keep") }
  }

  static let archiveDialog = ConfirmationDialogState<DialogAction>(titleVisibility: .visible) {
    TextState("Archive?")
  } actions: {
    ButtonState(action: .archive) { TextState("Archive") }
  }

  /// The destination's own behaviour: the editor case runs the editor; the dialog needs none.
  static func destinationBehavior() -> Behavior<DestinationAction, Destination, Void> {
    Editor.behavior().lift(.action(\.editor).state(Destination.prism.editor))
  }

  static func behavior() -> Behavior<Action, State, Void> {
    let parent = Behavior<Action, State, Void> { action, _ in
      switch action {
      case .open(let title):
        .reduce { $0.editor = Editor.State(title: title) }
      case .reopen(let title):
        // Dismissed and presented again within one reduction: a new presentation.
        .reduce {
          $0.editor = nil
          $0.editor = Editor.State(title: title)
        }
      case .replace(let title):
        // Replaced outright, without passing through nil: also a new presentation.
        .reduce { $0.editor = Editor.State(title: title) }
      case .clear:
        .reduce { $0.editor = nil }
      case .editor(.dismiss):
        .reduce { $0.log.append("dismissed") }
      case .editor(.presented):
        .doNothing
      case .deleteTapped:
        .reduce { $0.alert = deletionAlert }
      case .alert(.presented(.confirmDeletion)):
        .reduce { $0.log.append("deleted") }
      case .alert(.dismiss):
        .doNothing
      case .showDestination(let destination):
        .reduce { $0.destination = destination }
      case .destination(.presented(.archiveDialog(.archive))):
        .reduce { $0.log.append("archived") }
      case .destination:
        .doNothing
      }
    }
    return .combine(
      parent,
      Editor.behavior().lift(editorScope),
      .presentation(alertScope),
      destinationBehavior().lift(destinationScope))
  }
}

/// Screens of a navigation stack; a screen can push another of its own kind (recursion) through
/// its parent, and counts on the store's clock.
enum Screen {
  struct State: Equatable, Sendable {
    var depth: Int
    var ticks = 0
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case goDeeper
    case startTicking
    case tick
    case done
  }

  static func behavior() -> Behavior<Action, State, Void> {
    Behavior { action, _ in
      switch action {
      case .goDeeper:
        .doNothing  // the parent pushes
      case .startTicking:
        .produce { _ in
          Effect.run { send in
            try await send.clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        .reduce { $0.ticks += 1 }
      case .done:
        .produce { _ in .dismiss() }
      }
    }
  }
}

/// A parent holding a stack of ``Screen``s.
enum Navigator {
  struct State: Equatable, Sendable {
    var path = StackState<Screen.State>()
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case start
    case path(StackAction<Screen.State, Screen.Action>)
  }

  static let pathScope = Relay.Empty.action(\Action.path).stack(\State.path)

  static func behavior() -> Behavior<Action, State, Void> {
    let parent = Behavior<Action, State, Void> { action, _ in
      switch action {
      case .start:
        .reduce { $0.path.append(Screen.State(depth: 1)) }
      case .path(.element(let id, .goDeeper)):
        .reduce { state in
          let depth = state.path[id: id]?.depth ?? 0
          state.path.append(Screen.State(depth: depth + 1))
        }
      case .path:
        .doNothing
      }
    }
    return .combine(Screen.behavior().lift(pathScope), parent)
  }
}
