import SwiftRexTesting
import Testing

/// A navigation lift gives the same result whichever side of `.combine` its parent stands on: the
/// child reduces before the parent, and the lift's own navigation — dismissing an alert after its
/// button, `.dismiss`, pushing, popping — applies after the parent, and only to the presentation
/// or screen the action came from.
@MainActor
@Suite("Navigation lifts and the order of combine")
struct CombineOrderTests {
  enum Order: CaseIterable, Sendable { case parentFirst, liftFirst }

  // MARK: - A parent answering a button by presenting again

  enum Prompt {
    struct State: Equatable, Sendable {
      @Presents var alert: AlertState<AlertAction>?
      @Presents var dialog: ConfirmationDialogState<AlertAction>?
      @Presents var destination: Destination?
      var log: [String] = []
    }

    @Prisms
    enum Action: Equatable, Sendable {
      case alert(PresentationAction<AlertAction>)
      case dialog(PresentationAction<AlertAction>)
      case destination(PresentationAction<DestinationAction>)
    }

    @Prisms
    enum AlertAction: Equatable, Sendable {
      case next
      case done
    }

    @Prisms
    enum Destination: Equatable, Sendable {
      case alert(AlertState<AlertAction>)
      case editor(Editor.State)
    }

    @Prisms
    enum DestinationAction: Equatable, Sendable {
      case alert(AlertAction)
      case editor(Editor.Action)
    }

    static let second = AlertState<AlertAction> { TextState("Second") }
    static let secondDialog = ConfirmationDialogState<AlertAction>(titleVisibility: .visible) {
      TextState("Second")
    } actions: {
      ButtonState(action: .done) { TextState("Done") }
    }

    static func behavior(_ order: Order) -> Behavior<Action, State, Void> {
      let parent = Behavior<Action, State, Void> { action, context in
        switch action {
        case .alert(.presented(.next)):
          .reduce { $0.alert = second }
        case .dialog(.presented(.next)):
          .reduce { $0.dialog = secondDialog }
        case .destination(.presented(.alert(.next))):
          .reduce { $0.destination = .alert(second) }
        case .destination(.presented(.alert(.done))):
          .reduce { $0.destination = .editor(Editor.State(title: "Opened from the alert")) }
        case .alert(.dismiss):
          // What the parent sees while it answers a dismissal: the alert is still there.
          .reduce { [shown = context.state.alert != nil] in $0.log.append("dismissing, shown: \(shown)") }
        case .alert(.presented(.done)):
          .reduce { [shown = context.state.alert != nil] in $0.log.append("done, shown: \(shown)") }
        default:
          .doNothing
        }
      }
      let lifts = Behavior<Action, State, Void>.combine(
        .presentation(.action(\.alert).presentation(\.$alert)),
        .presentation(.action(\.dialog).presentation(\.$dialog)),
        Editor.behavior().lift(.action(\.editor).state(Destination.prism.editor))
          .lift(.action(\.destination).presentation(\.$destination)))
      return order == .parentFirst ? .combine(parent, lifts) : .combine(lifts, parent)
    }
  }

  private let warnings = Warnings()

  @Test(arguments: Order.allCases)
  func anAlertButtonAnsweredWithASecondAlertShowsTheSecond(_ order: Order) async {
    let store = TestStore(
      initial: Prompt.State(alert: AlertState { TextState("First") }), behavior: Prompt.behavior(order))
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.alert(.presented(.next))) { $0.alert = Prompt.second }
      // The second alert's own button dismisses it, as any alert's does.
      store.dispatch(.alert(.presented(.done))) {
        $0.alert = nil
        $0.log = ["done, shown: true"]
      }
    }
    #expect(warnings.all.isEmpty)
    await store.finish()
  }

  @Test(arguments: Order.allCases)
  func aDialogButtonAnsweredWithASecondDialogShowsTheSecond(_ order: Order) async {
    let first = ConfirmationDialogState<Prompt.AlertAction>(titleVisibility: .visible) {
      TextState("First")
    } actions: {
      ButtonState(action: .next) { TextState("Next") }
    }
    let store = TestStore(initial: Prompt.State(dialog: first), behavior: Prompt.behavior(order))
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.dialog(.presented(.next))) { $0.dialog = Prompt.secondDialog }
    }
    #expect(warnings.all.isEmpty)
    await store.finish()
  }

  @Test(arguments: Order.allCases)
  func aDestinationsAlertAnsweredWithAnotherAlertOrDestinationShowsIt(_ order: Order) async {
    let store = TestStore(
      initial: Prompt.State(destination: .alert(AlertState { TextState("First") })),
      behavior: Prompt.behavior(order))
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.destination(.presented(.alert(.next)))) { $0.destination = .alert(Prompt.second) }
      store.dispatch(.destination(.presented(.alert(.done)))) {
        $0.destination = .editor(Editor.State(title: "Opened from the alert"))
      }
    }
    #expect(warnings.all.isEmpty)
    await store.finish()
  }

  @Test(arguments: Order.allCases)
  func aParentAnsweringDismissStillSeesThePresentation(_ order: Order) async {
    let store = TestStore(
      initial: Prompt.State(alert: AlertState { TextState("First") }), behavior: Prompt.behavior(order))
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.alert(.dismiss)) {
        $0.alert = nil
        $0.log = ["dismissing, shown: true"]
      }
    }
    #expect(warnings.all.isEmpty)
    await store.finish()
  }

  // MARK: - A parent ending a child on the child's own action

  enum Shelf {
    struct State: Equatable, Sendable {
      @Presents var editor: Editor.State?
      var path = StackState<Screen.State>()
      var log: [String] = []
    }

    @Prisms
    enum Action: Equatable, Sendable {
      case editor(PresentationAction<Editor.Action>)
      case path(StackAction<Screen.State, Screen.Action>)
    }

    static func behavior(_ order: Order) -> Behavior<Action, State, Void> {
      let parent = Behavior<Action, State, Void> { action, _ in
        switch action {
        case .editor(.presented(.rename)):
          // Takes the child's rename as the answer and closes it.
          .reduce { state in
            state.log.append("renamed to \(state.editor?.title ?? "nothing")")
            state.editor = nil
          }
        case .path(.element(let id, .tick)):
          .reduce { state in
            state.log.append("ticks: \(state.path[id: id]?.ticks ?? -1)")
            state.path.pop(from: id)
          }
        case .path(.element(_, .goDeeper)):
          .reduce { $0.path.append(Screen.State(depth: 2)) }
        default:
          .doNothing
        }
      }
      let lifts = Behavior<Action, State, Void>.combine(
        Editor.behavior().lift(.action(\.editor).presentation(\.$editor)),
        Screen.behavior().lift(.action(\.path).stack(\.path)))
      return order == .parentFirst ? .combine(parent, lifts) : .combine(lifts, parent)
    }
  }

  @Test(arguments: Order.allCases)
  func aPresentedChildReducesBeforeItsParentDismissesIt(_ order: Order) async {
    let store = TestStore(initial: Shelf.State(editor: Editor.State()), behavior: Shelf.behavior(order))
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.editor(.presented(.rename("Final")))) {
        $0.editor = nil
        $0.log = ["renamed to Final"]
      }
    }
    #expect(warnings.all.isEmpty)
    await store.finish()
  }

  @Test(arguments: Order.allCases)
  func aScreenReducesBeforeItsParentPopsIt(_ order: Order) async {
    var path = StackState<Screen.State>()
    path.append(Screen.State(depth: 1))
    let id = path.ids[0]
    let store = TestStore(initial: Shelf.State(path: path), behavior: Shelf.behavior(order))
    RuntimeWarnings.withHandler(warnings.record) {
      store.dispatch(.path(.element(id: id, action: .tick))) {
        $0.path = StackState()
        $0.log = ["ticks: 1"]
      }
    }
    #expect(warnings.all.isEmpty)
    await store.finish()
  }
}
