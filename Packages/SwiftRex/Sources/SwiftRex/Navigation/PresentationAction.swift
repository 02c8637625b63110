/// The actions of a presented child, as its parent receives them: the child's own actions while
/// it is presented, or the request to dismiss it.
///
/// A parent declares one case for it — `case destination(PresentationAction<Destination.Action>)`
/// — and lifts the child through a presentation scope, which routes `.presented` actions to the
/// child and ends the presentation on `.dismiss`.
public enum PresentationAction<Action> {
  /// An action of the presented child.
  case presented(Action)
  /// Ends the presentation: the child's state becomes `nil` and its effects are cancelled.
  case dismiss

  /// The child's action, when this is one: the case key path `\.presented`, so tests can reach
  /// through it (`\AppAction.destination?.presented?.confirm`).
  public var presented: Action? {
    guard case .presented(let action) = self else { return nil }
    return action
  }

  /// `()` when this is `.dismiss`: the case key path `\.dismiss`.
  public var dismiss: Void? {
    guard case .dismiss = self else { return nil }
    return ()
  }
}

extension PresentationAction {
  /// The prisms of the two cases.
  public enum Prisms {
    /// `.presented(action)` ↔ `action`.
    public static var presented: Prism<PresentationAction, Action> {
      Prism(preview: { $0.presented }, review: { .presented($0) })
    }

    /// `.dismiss` ↔ `()`.
    public static var dismiss: Prism<PresentationAction, Void> {
      Prism(preview: { $0.dismiss }, review: { _ in .dismiss })
    }
  }

  /// The prisms of the two cases, as `@Prisms` spells them: `PresentationAction<A>.prism.presented`.
  public static var prism: Prisms.Type { Prisms.self }
}

extension PresentationAction: HasCasePrisms {
  /// `\.presented` and `\.dismiss`, so `Prism(\.presented)` embeds as well as extracts.
  public static var casePrisms: CasePrismTable<PresentationAction> {
    var table = CasePrismTable<PresentationAction>()
    table.add(\.presented, Prisms.presented)
    table.add(\.dismiss, Prisms.dismiss)
    return table
  }
}

extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}

extension PresentationAction: Codable where Action: Codable {}
