/// The actions of a navigation stack, as its parent receives them: an element's own action, by
/// id; a push; a pop.
///
/// A parent declares one case for it — `case path(StackAction<Path.State, Path.Action>)` — and
/// lifts the screens' behaviour through a stack scope, which routes element actions by id and
/// applies pushes and pops to the ``StackState``.
public enum StackAction<Element, Action> {
  /// An action of the element with the given id.
  case element(id: StackElementID, action: Action)
  /// Pushes `state` with the given id, which must be new to the stack.
  case push(id: StackElementID, state: Element)
  /// Pops the element with the given id and every element above it.
  case popFrom(id: StackElementID)

  /// The element's id and action, when this is an element action: the case key path
  /// `\.element` (`\AppAction.path?.element?.action`).
  public var element: (id: StackElementID, action: Action)? {
    guard case .element(let id, let action) = self else { return nil }
    return (id, action)
  }

  /// The id and state pushed, when this is a push: the case key path `\.push`.
  public var push: (id: StackElementID, state: Element)? {
    guard case .push(let id, let state) = self else { return nil }
    return (id, state)
  }

  /// The id popped from, when this is a pop: the case key path `\.popFrom`.
  public var popFrom: StackElementID? {
    guard case .popFrom(let id) = self else { return nil }
    return id
  }
}

extension StackAction {
  /// The prisms of the three cases.
  public enum Prisms {
    /// `.element(id:action:)` ↔ `(id, action)`.
    public static var element: Prism<StackAction, (id: StackElementID, action: Action)> {
      Prism(preview: { $0.element }, review: { .element(id: $0.id, action: $0.action) })
    }

    /// `.push(id:state:)` ↔ `(id, state)`.
    public static var push: Prism<StackAction, (id: StackElementID, state: Element)> {
      Prism(preview: { $0.push }, review: { .push(id: $0.id, state: $0.state) })
    }

    /// `.popFrom(id:)` ↔ `id`.
    public static var popFrom: Prism<StackAction, StackElementID> {
      Prism(preview: { $0.popFrom }, review: { .popFrom(id: $0) })
    }
  }

  /// The prisms of the three cases, as `@Prisms` spells them: `StackAction<E, A>.prism.element`.
  public static var prism: Prisms.Type { Prisms.self }
}

extension StackAction: HasCasePrisms {
  /// `\.element`, `\.push` and `\.popFrom`, so `Prism(\.popFrom)` embeds as well as extracts.
  public static var casePrisms: CasePrismTable<StackAction> {
    var table = CasePrismTable<StackAction>()
    table.add(\.element, Prisms.element)
    table.add(\.push, Prisms.push)
    table.add(\.popFrom, Prisms.popFrom)
    return table
  }
}

extension StackAction: Sendable where Element: Sendable, Action: Sendable {}
extension StackAction: Equatable where Element: Equatable, Action: Equatable {}
extension StackAction: Hashable where Element: Hashable, Action: Hashable {}

extension StackAction: Codable where Element: Codable, Action: Codable {}
