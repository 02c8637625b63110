/// Views one above the other.
///
/// Unlike SwiftUI, the views are aligned to the leading edge by default, as forms and lists
/// read in a terminal; pass `alignment: .center` for SwiftUI's default.
public struct VStack<Content: View>: View {
  private let alignment: HorizontalAlignment?
  private let spacing: Int
  private let content: Content

  /// Stacks `content` vertically, with `spacing` blank lines between the views (nil: none),
  /// aligned across the stack by `alignment` (nil: leading).
  public init(
    alignment: HorizontalAlignment? = nil, spacing: Int? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = min(max(0, spacing ?? 0), TerminalConfiguration.maximumHeight)
    self.content = content()
  }

  /// A primitive: the renderer lays out the views top to bottom.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension VStack: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    .verticalStack(
      [scope.resolve(content, at: path.appending(.role("vstack")))], spacing: spacing, alignment: alignment)
  }

  /// Resolves the content where it lies, rather than in a copy of the stack.
  static func resolve(at view: UnsafePointer<Self>, in scope: ResolutionScope, at path: ViewPath) -> Element {
    guard let content = view.pointer(to: \.content) else { return view.pointee.resolve(in: scope, at: path) }
    return .verticalStack(
      [scope.resolve(at: content, path.appending(.role("vstack")))], spacing: view.pointee.spacing,
      alignment: view.pointee.alignment)
  }
}
