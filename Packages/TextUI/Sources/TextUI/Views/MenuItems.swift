/// The content of an open ``Menu``: drawn as written, each button in it also closing the menu
/// once its action has run.
struct MenuItems<Content: View>: View {
  let content: Content
  let close: @MainActor () -> Void

  /// A primitive: the renderer draws the content, its buttons rewired.
  var body: Never { primitiveBodyRequested(Self.self) }

  /// `element` with every button reached without crossing a composite view (whose content is
  /// resolved later, in its own node) or a lazy `ForEach` closing the menu after its action.
  static func closing(_ element: Element, with close: @escaping @MainActor () -> Void) -> Element {
    switch element {
    case .button(let path, let label, let action):
      .button(
        path, label: label,
        action: {
          action()
          close()
        })
    case .group(let children): .group(children.map { closing($0, with: close) })
    case .horizontalStack(let children, let spacing, let alignment):
      .horizontalStack(children.map { closing($0, with: close) }, spacing: spacing, alignment: alignment)
    case .verticalStack(let children, let spacing, let alignment):
      .verticalStack(children.map { closing($0, with: close) }, spacing: spacing, alignment: alignment)
    case .section(let header, let children):
      .section(header: header, children.map { closing($0, with: close) })
    case .styled(let style, let child): .styled(style, closing(child, with: close))
    case .layout(let modifier, let child): .layout(modifier, closing(child, with: close))
    case .lifecycle(let entry, let child): .lifecycle(entry, closing(child, with: close))
    default: element
    }
  }
}

extension MenuItems: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    Self.closing(scope.resolve(content, at: path), with: close)
  }
}
