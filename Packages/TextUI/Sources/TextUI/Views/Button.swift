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
    .button(
      path.appending(.role("button")), label: scope.resolve(label, at: path.appending(.role("label"))),
      action: action.pressed())
  }

  /// Resolves the label where it lies, rather than in a copy of the button.
  static func resolve(at view: UnsafePointer<Self>, in scope: ResolutionScope, at path: ViewPath) -> Element {
    guard let label = view.pointer(to: \.label) else { return view.pointee.resolve(in: scope, at: path) }
    return .button(
      path.appending(.role("button")), label: scope.resolve(at: label, path.appending(.role("label"))),
      action: view.pointee.action.pressed())
  }
}

extension Button.Action {
  /// What pressing the button runs, on the main actor.
  @MainActor func pressed() -> @MainActor () -> Void {
    switch self {
    case .isolated(let action):
      return action
    case .plain(let action):
      // Sound without `Sendable`: a view is not `Sendable`, so a plain closure in one reaches
      // the main actor only inside the view, which the region checker lets cross only whole;
      // this method, isolated to the main actor, holds the view's action, so it may call it.
      return { action() }
    }
  }
}
