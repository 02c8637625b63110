/// A feature with a view: its domain types, its behaviour, how its state is seeded, and how it
/// renders from any store of its domain.
///
/// `@Feature` generates the conformance for an enum with a `Content` view (or a hand-written
/// `view(store:environment:)`). Only the domain crosses a module boundary — `State`, `Action`,
/// `Environment`, `Input` — and the view, which is opaque: the feature's view state, view
/// actions and content view are never requirements, so they stay internal to its module even
/// when the enum is public.
///
/// ```swift
/// let store = Store(initial: Library.initialState(with: .init(shelfID: "sci-fi")),
///                   behavior: Library.behavior(), environment: .live)
/// let renderer = ViewRenderer(Library.view(store: store, environment: .live))
/// ```
public protocol Feature: HasBehavior {
  /// What the composing app hands in to seed the feature's state (`Void` when nothing).
  associatedtype Input
  /// The opaque view the feature renders.
  associatedtype Body: View

  /// The state the feature starts in, seeded from `input`. Nonisolated, so stores can be made
  /// anywhere.
  nonisolated static func initialState(with input: Input) -> State

  /// The feature's view, reading and dispatching through `store`: a `Store`, a
  /// `StoreProjection` of an app's store, or any other `StoreType` of the feature's domain.
  @MainActor static func view(store: some StoreType<State, Action>, environment: Environment) -> Body
}
