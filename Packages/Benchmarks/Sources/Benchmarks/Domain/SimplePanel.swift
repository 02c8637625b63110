import SwiftRexArchitecture

/// J2's panel under `.observationSimple`: a change to the view state re-evaluates every view
/// that read any of it.
@Feature(strategy: .observationSimple)
enum SimplePanel {
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

  typealias Content = SimplePanelView
}

/// Two rows over the same view store; the panel itself reads nothing.
@BoundTo(SimplePanel.self, strategy: .observationSimple)
struct SimplePanelView: View {
  var body: some View {
    VStack {
      LeftRow(store: viewStore)
      RightRow(store: viewStore)
    }
  }
}
