import SwiftRexArchitecture

/// A title being edited in a sheet or on a stack: a feature with no view of its own here.
enum Rename {
  struct State: Equatable, Sendable {
    var title: String
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case append(String)
    case done
  }

  static func behavior() -> Behavior<Action, State, Void> {
    Behavior { action, _ in
      switch action {
      case .append(let text): .reduce { $0.title += text }
      case .done: .produce { _ in .dismiss() }
      }
    }
  }
}

// snippet: destination-declared-once
enum Bookcase {
  @Destination
  enum Destination {
    case rename(Rename)
    case removal(AlertState<Removal>)
    case share(ConfirmationDialogState<Sharing>)
  }

  @Prisms
  enum Removal: Equatable, Sendable { case remove }
  @Prisms
  enum Sharing: Equatable, Sendable { case copyLink }

  struct State: Equatable, Sendable {
    @Presents var destination: Destination.State?
    var path = StackState<Destination.State>()
    var log: [String] = []
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case renameTapped, removeTapped, shareTapped, pushRename
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<Destination.State, Destination.Action>)
  }

  static let destination = Relay.Empty.action(\Action.destination).presentation(\State.$destination)
  static let path = Relay.Empty.action(\Action.path).stack(\State.path)

  static func behavior() -> Behavior<Action, State, Void> {
    let shelf = Behavior<Action, State, Void> { action, _ in
      switch action {
      case .renameTapped: .reduce { $0.destination = .rename(Rename.State(title: "Dune")) }
      case .removeTapped: .reduce { $0.destination = .removal(removalAlert) }
      case .shareTapped: .reduce { $0.destination = .share(sharingDialog) }
      case .pushRename: .reduce { $0.path.append(.rename(Rename.State(title: "Emma"))) }
      case .destination(.presented(.removal(.remove))): .reduce { $0.log.append("removed") }
      case .destination(.presented(.share(.copyLink))): .reduce { $0.log.append("copied") }
      case .destination, .path: .doNothing
      }
    }
    // One behaviour runs every case, presented or pushed on a stack.
    return .combine(Destination.behavior().lift(destination), Destination.behavior().lift(path), shelf)
  }

  static let removalAlert = AlertState<Removal> {
    TextState("Remove the book?")
  } actions: {
    ButtonState(role: .destructive, action: .remove) { TextState("Remove") }
  }

  static let sharingDialog = ConfirmationDialogState<Sharing>(titleVisibility: .visible) {
    TextState("Share")
  } actions: {
    ButtonState(action: .copyLink) { TextState("Copy link") }
  }
}
// snippet-end

// snippet: destination-views
@MainActor
struct BookcaseView: View {
  let store: Store<Bookcase.Action, Bookcase.State, Void>

  var body: some View {
    NavigationStack(store: store, scope: Bookcase.path, rootTitle: "Bookcase") {
      Button("Rename") { store.dispatch(.renameTapped) }
      Button("Remove") { store.dispatch(.removeTapped) }
      Button("Share") { store.dispatch(.shareTapped) }
      Button("Push") { store.dispatch(.pushRename) }
    } destination: { screen in
      if let rename = screen.projection(state: \.rename, action: \.rename) {
        RenameView(store: rename)
      }
    } title: { _ in
      "Rename"
    }
    .sheet(store: store, scope: Bookcase.destination, state: \.rename, action: \.rename) { rename in
      RenameView(store: rename)
    }
    .alert(store: store, scope: Bookcase.destination, state: \.removal, action: \.removal)
    .confirmationDialog(store: store, scope: Bookcase.destination, state: \.share, action: \.share)
  }
}

struct RenameView: View {
  let store: StoreProjection<Rename.State, Rename.Action>

  var body: some View {
    Text("Title: \(store.state.title)")
    Button("Add !") { store.dispatch(.append("!")) }
    Button("Done") { store.dispatch(.done) }
  }
}
// snippet-end
