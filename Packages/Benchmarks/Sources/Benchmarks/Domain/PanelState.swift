import SwiftRexArchitecture

/// The domain both panels share: the field J2 changes, and one it never touches.
struct PanelState: Sendable, Equatable {
  var left = 0
  var right = 0
}

/// The one change J2 makes per render.
enum PanelAction: Sendable {
  case bumpLeft
}

/// What the panels' buttons would send; J2 dispatches to the store, not through the views.
enum PanelViewAction: Sendable {
  case tappedLeft
}

/// Both panels' behaviour: one field changes per action.
let panelBehavior = Behavior<PanelAction, PanelState, Void>.reduce { action, state in
  switch action {
  case .bumpLeft: state.left += 1
  }
}
