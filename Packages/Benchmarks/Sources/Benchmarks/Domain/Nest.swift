import SwiftRex

/// One level of nesting: a parent whose only feature is `Child`. Stacking it builds the deep
/// hierarchies of workloads D and I, each level lifted with the core's `lift` exactly as an app
/// lifts a child feature.
struct Nest<Child> {
  var child: Child
}

extension Nest: Counting where Child: Counting {
  var count: Int {
    get { child.count }
    set { child.count = newValue }
  }
}

extension Nest: Sendable where Child: Sendable {}

/// The action of a ``Nest``: the child's actions, embedded.
enum NestAction<Child> {
  case child(Child)

  /// What `@Prisms` would generate for the case (written out: `@Prisms` does not apply to a
  /// generic enum whose parameter has no constraint to repeat).
  static var childPrism: Prism<NestAction, Child> {
    Prism(
      preview: { whole in
        switch whole {
        case .child(let child): child
        }
      },
      review: { .child($0) })
  }
}

extension NestAction: Sendable where Child: Sendable {}

/// `behavior` lifted one level up, into a ``Nest`` of its state and a ``NestAction`` of its actions.
func liftedOneLevel<Action, State>(
  _ behavior: Behavior<Action, State, Void>
) -> Behavior<NestAction<Action>, Nest<State>, Void> {
  behavior.lift(.action(NestAction<Action>.childPrism).state(\Nest<State>.child))
}

extension StoreType {
  /// The projection of a store of a ``Nest`` onto its child, as a child view would get it.
  func childProjection<Child, ChildAction>() -> StoreProjection<Child, ChildAction>
  where State == Nest<Child>, Action == NestAction<ChildAction> {
    projection(action: { NestAction.child($0) }, state: { $0.child })
  }
}
