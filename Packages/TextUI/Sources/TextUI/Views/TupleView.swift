/// Several views one after the other: what a multi-statement ``ViewBuilder`` block builds.
public struct TupleView<each Content: View>: View {
  /// The views, in the order they were written.
  public let value: (repeat each Content)

  /// Groups `value`, in order.
  public init(_ value: (repeat each Content)) {
    self.value = value
  }

  /// A primitive: the renderer lays out each view in turn.
  public var body: Never { primitiveBodyRequested(Self.self) }
}

extension TupleView: PrimitiveView {
  func resolve(in scope: ResolutionScope, at path: ViewPath) -> Element {
    var elements: [Element] = []
    for child in repeat each value {
      elements.append(scope.resolve(child, at: path.appending(.index(elements.count))))
    }
    return .group(elements)
  }

  /// Resolves each view of the tuple where it lies: iterating the pack, or passing its elements
  /// on, would copy the tuple and then each view again.
  static func resolve(at view: UnsafePointer<Self>, in scope: ResolutionScope, at path: ViewPath) -> Element {
    // A tuple is laid out as a struct of its elements: each at the first offset past the one
    // before that its alignment allows (the Swift ABI's type layout). The end of the last one is
    // checked against the tuple's size before any offset is used.
    // `value` is the view's only property, so it starts where the view does and the view is
    // as large as the tuple: the view's size is known without looking the tuple's type up. (A
    // key path to `value` is not used: the runtime cannot build one for a type with a parameter
    // pack, and unoptimised code builds it at run time.)
    var end = 0
    var count = 0
    for type in repeat (each Content).self {
      end = bytes(of: type, after: end).upperBound
      count += 1
    }
    guard end == MemoryLayout<Self>.size else {
      return view.pointee.resolve(in: scope, at: path)
    }
    var elements: [Element] = []
    elements.reserveCapacity(count)
    let base = UnsafeRawPointer(view)
    var next = 0
    for type in repeat (each Content).self {
      let bytes = bytes(of: type, after: next)
      let element = base.advanced(by: bytes.lowerBound).assumingMemoryBound(to: type)
      elements.append(scope.resolve(at: element, path.appending(.index(elements.count))))
      next = bytes.upperBound
    }
    return .group(elements)
  }

  /// The bytes a `V` takes when it follows an element ending at `end`: it starts at the first
  /// offset its alignment allows.
  private static func bytes<V>(of type: V.Type, after end: Int) -> Range<Int> {
    let alignment = MemoryLayout<V>.alignment
    let start = (end + alignment - 1) / alignment * alignment
    return start..<(start + MemoryLayout<V>.size)
  }
}
