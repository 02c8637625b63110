import SwiftRexArchitecture
import SwiftRexTesting

/// A parent whose destinations are declared once, with `@Destination`: the ``Editor`` (a
/// feature), an alert confirming a deletion and a dialog offering to archive. One shows at a time.
enum Drafts {
  @Destination
  enum Destination {
    case editor(Editor)
    case deletion(AlertState<DeletionAlert>)
    case archive(ConfirmationDialogState<ArchiveDialog>)
  }

  @Prisms
  enum DeletionAlert: Equatable, Sendable {
    case confirm
  }

  @Prisms
  enum ArchiveDialog: Equatable, Sendable {
    case archive
  }

  struct State: Equatable, Sendable {
    @Presents var destination: Destination.State?
    var log: [String] = []
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case edit(String)
    case deleteTapped
    case archiveTapped
    case destination(PresentationAction<Destination.Action>)
  }

  static let destinationScope = Relay.Empty.action(\Action.destination).presentation(\State.$destination)

  static let deletionAlert = AlertState<DeletionAlert> {
    TextState("Delete the draft?")
  } actions: {
    ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Keep") }
  }

  static let archiveDialog = ConfirmationDialogState<ArchiveDialog>(titleVisibility: .visible) {
    TextState("Archive?")
  } actions: {
    ButtonState(action: .archive) { TextState("Archive") }
  }

  static func behavior() -> Behavior<Action, State, Void> {
    let parent = Behavior<Action, State, Void> { action, _ in
      switch action {
      case .edit(let title):
        .reduce { $0.destination = .editor(Editor.State(title: title)) }
      case .deleteTapped:
        .reduce { $0.destination = .deletion(deletionAlert) }
      case .archiveTapped:
        .reduce { $0.destination = .archive(archiveDialog) }
      case .destination(.presented(.deletion(.confirm))):
        .reduce { $0.log.append("deleted") }
      case .destination(.presented(.archive(.archive))):
        .reduce { $0.log.append("archived") }
      case .destination(.dismiss):
        .reduce { $0.log.append("dismissed") }
      case .destination:
        .doNothing
      }
    }
    return .combine(parent, Destination.behavior().lift(destinationScope))
  }
}
