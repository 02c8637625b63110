/// A control that runs an action when pressed: drawn as `[n] Title`, pressed by typing `n`.
///
/// The action may be a main-actor closure, or a plain `() -> Void` a view keeps in a property,
/// as SwiftUI code writes it:
///
/// ```swift
/// struct Editor: View {
///   var onSave: () -> Void
///   var body: some View { Button("Save", action: onSave) }
/// }
/// ```
///
/// A plain closure is called on the main actor, where the renderer presses buttons.
public struct Button<Label: View>: View {
  private let label: Label
  private let action: Action

  /// A button's action as it was handed over: main-actor isolated, or a plain closure that the
  /// renderer calls on the main actor.
  enum Action {
    case isolated(@MainActor () -> Void)
    case plain(() -> Void)
  }

  /// A button showing `label` that runs `action` when pressed.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = .isolated(action)
  }

  /// A button showing `label` that runs `action`, a closure without isolation (a view's
  /// `var onSave: () -> Void`), when pressed.
  @_disfavoredOverload
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = .plain(action)
  }

  /// A primitive: the renderer draws the label behind the button's handle.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Button where Label == Text {
  /// A button titled `title` that runs `action` when pressed.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button titled `title` that runs `action`, a closure without isolation, when pressed:
  /// `Button("Save", action: onSave)` for a view's `var onSave: () -> Void`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    let pressed: @MainActor () -> Void
    switch action {
    case .isolated(let action):
      pressed = action
    case .plain(let action):
      // Sound without `Sendable`: a view is not `Sendable`, so a plain closure in one reaches
      // the main actor only inside the view, which the region checker lets cross only whole;
      // this method, isolated to the main actor, holds the view, so it may call the closure.
      pressed = { action() }
    }
    return .button(
      path.appending(.role("button")), label: scope.resolve(label, at: path.appending(.role("label"))),
      action: pressed)
  }
}
