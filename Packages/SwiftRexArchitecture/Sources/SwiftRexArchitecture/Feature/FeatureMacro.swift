/// Folds a whole feature — state, actions, behaviour and its view — into one enum, and
/// generates what the enum leaves out.
///
/// ```swift
/// @Feature(strategy: .observationSimple)
/// enum Counter {
///   struct State: Sendable, Equatable { var count = 0 }
///   enum Action: Sendable { case tick }
///   static func behavior() -> Behavior<Action, State, Environment> {
///     .reduce { action, state in state.count += 1 }
///   }
///   typealias Content = CounterView          // a view carrying @BoundTo(Counter.self, strategy: …)
/// }
/// ```
///
/// Required: `State` (a struct), `Action` (an enum) and `static func behavior()`. Optional, with
/// what an omission means:
/// - `Environment` — `typealias Environment = Void`;
/// - `ViewState` / `ViewAction` — aliases of `State` / `Action`; a distinct one needs its map,
///   `static let mapState = Reader<Environment, @MainActor @Sendable (State) -> ViewState>` /
///   `static let mapAction = Reader<Environment, @Sendable (ViewAction) -> Action>`;
/// - `Input` — `typealias Input = Void`, and `initialState(with:)` returns `State()`; with an
///   `Input`, write `initialState(with:)` yourself;
/// - `Content` — a logic-only feature: no `view(store:environment:)` and no ``Feature``
///   conformance.
///
/// With a `Content`, the macro generates `view(store:environment:)`, which builds the view store
/// `strategy` picks (``ViewStore``, ``TrackedViewStore`` or ``ObservableObjectStore``) over the
/// given store and hands it to `Content(viewStore:)`, and conforms the enum to ``Feature``; a
/// hand-written `view(store:environment:)` gets the conformance too. It stamps optics on the
/// nested domain types (`@Lenses` on structs, `@Prisms` on enums, and the walk further down),
/// except on `Content` and on types that carry their own optics attribute or `@NoOptics`, and
/// with `.observationGranular` it stamps `@Tracked` on the view state (on `State` when there is
/// no distinct one).
///
/// Generated members take the enum's access: a public enum is a module's entry, so its
/// `view(store:environment:)`, `initialState(with:)` and defaulted `Environment`/`Input` are
/// public; the view state, view actions and content stay internal. Types declared in an
/// extension of the enum are invisible to the macro: give them `@ApplyOptics` yourself.
/// Misuse (not an enum, a missing required member, a map without its type or a type without
/// its map) is a compile-time error that says what to write.
@attached(
  member, names: named(Environment), named(ViewState), named(ViewAction), named(ViewStore), named(Input),
  named(initialState), named(view), named(Body))
@attached(memberAttribute)
@attached(extension, conformances: Feature)
public macro Feature(strategy: ViewStrategy) =
  #externalMacro(module: "ArchitectureMacros", type: "FeatureMacro")
