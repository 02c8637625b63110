/// Declares a parent's destinations once — each case a feature, an alert or a confirmation
/// dialog — and generates what presenting them takes: the `State` and `Action` enums, with a
/// case per destination and `@Prisms` on both (so `\.edit` names a case of each), the
/// `Environment` (`Void`) when the enum declares none, and `behavior()`, which runs each feature
/// case's behaviour while that case is the one presented. The enum conforms to ``HasBehavior``.
///
/// ```swift
/// @Destination
/// enum Destination {
///   case edit(EditForm)                        // a feature: EditForm.State, .Action, .behavior()
///   case alert(AlertState<DeleteAlert>)        // state: the alert; actions: its buttons'
/// }
///
/// struct State { @Presents var destination: Destination.State? }
/// enum Action { case destination(PresentationAction<Destination.Action>) }
///
/// Destination.behavior().lift(.action(\.destination).presentation(\.$destination))
/// ```
///
/// Presented through `@Presents` like any child: the presentation lift routes each case's
/// actions to it while it is presented, dismisses an alert or a dialog after any of its buttons,
/// and cancels a feature's effects when another case replaces it. A view shows one case with
/// `.sheet(store:scope:state:action:)` and its siblings (`store.presentation(scope, state: \.edit,
/// action: \.edit)` for a binding).
///
/// The generated `State` and `Action` are `Equatable` and `Sendable`, as every feature's state
/// and actions must then be. Each feature runs with the destination's `Environment` when its own
/// is the same type, or with none when its own is `Void`; when destinations need different
/// environments, declare `static func behavior()` yourself — the macro keeps a hand-written one —
/// and lift each case with the `.environment(…)` it needs.
///
/// Misuse is a compile-time error that says what to write: attaching it to anything but an enum,
/// an enum without cases, a case without a payload or with several, a payload that names a
/// feature's `State` or `Action` instead of the feature, one that is not a named type, and an enum
/// that declares its own `State` or `Action`.
@attached(member, names: named(State), named(Action), named(Environment), named(behavior))
@attached(extension, conformances: HasBehavior)
public macro Destination() = #externalMacro(module: "ArchitectureMacros", type: "DestinationMacro")
