/// One of two views, chosen by an `if`/`else` or `switch` in a ``ViewBuilder``.
///
/// Each branch has its own identity: switching branches replaces the content (its controls get
/// new handles, `onAppear`/`onDisappear` fire).
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }

  let storage: Storage

  /// The first branch was taken.
  public init(first content: TrueContent) {
    storage = .first(content)
  }

  /// The second branch was taken.
  public init(second content: FalseContent) {
    storage = .second(content)
  }

  /// A primitive: the renderer draws the branch that was taken.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ConditionalContent: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    switch storage {
    case .first(let content): scope.resolve(content, at: path.appending(.branch(0)))
    case .second(let content): scope.resolve(content, at: path.appending(.branch(1)))
    }
  }
}
