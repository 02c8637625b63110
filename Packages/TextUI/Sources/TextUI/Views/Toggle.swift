/// An on/off switch: drawn as `[n] [x] Label`, flipped by typing `toggle n` (or just `n`).
public struct Toggle<Label: View>: View {
  private let label: Label
  private let isOn: Binding<Bool>

  /// A toggle showing `label` that flips `isOn`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
  }

  /// A primitive: the renderer draws the state and the label.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Toggle where Label == Text {
  /// A toggle titled `title` that flips `isOn`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .toggle(
      path.appending(.role("toggle")), label: scope.resolve(label, at: path.appending(.role("label"))),
      isOn: isOn.wrappedValue, binding: isOn)
  }
}
