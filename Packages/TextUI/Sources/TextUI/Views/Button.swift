/// A control that runs an action when pressed: drawn as `[n] Title`, pressed by typing `n`.
public struct Button<Label: View>: View {
  private let label: Label
  private let action: @MainActor () -> Void

  /// A button showing `label` that runs `action` when pressed.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = action
  }

  /// A primitive: the renderer draws the label behind the button's handle.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Button where Label == Text {
  /// A button titled `title` that runs `action` when pressed.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .button(
      path.appending(.role("button")), label: scope.resolve(label, at: path.appending(.role("label"))),
      action: action)
  }
}
