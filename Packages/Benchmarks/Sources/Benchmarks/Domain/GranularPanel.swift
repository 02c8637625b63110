import SwiftRexArchitecture

/// J2's panel under `.observationGranular`: the view state is `@Tracked` (added by the
/// strategy), so a change re-evaluates only the views that read the changed field.
@Feature(strategy: .observationGranular)
enum GranularPanel {
  typealias State = PanelState
  typealias Action = PanelAction

  struct ViewState: PanelFields {
    var left: Int
    var right: Int
  }

  typealias ViewAction = PanelViewAction

  static let mapState = Reader<Void, @MainActor @Sendable (State) -> ViewState> { _ in
    { ViewState(left: $0.left, right: $0.right) }
  }
  static let mapAction = Reader<Void, @Sendable (ViewAction) -> Action> { _ in { _ in .bumpLeft } }

  static func behavior() -> Behavior<Action, State, Environment> { panelBehavior }

  typealias Content = GranularPanelView
}

/// Two rows over the same view store; the panel itself reads nothing.
@BoundTo(GranularPanel.self, strategy: .observationGranular)
struct GranularPanelView: View {
  var body: some View {
    VStack {
      LeftRow(store: viewStore)
      RightRow(store: viewStore)
    }
  }
}
