extension IdentifiedArray: RandomAccessCollection {
  /// Positions are offsets from zero, as in `Array`.
  public typealias Index = Int

  /// The valid positions, a plain range of offsets.
  public typealias Indices = Range<Int>

  /// The position of the first element; always `0`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var startIndex: Int { 0 }

  /// The position one past the last element; equal to `count`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var endIndex: Int { _elements.count }

  /// The number of elements.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int { _elements.count }

  /// Whether the array holds no element.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool { _elements.isEmpty }

  /// The element at `position`, which must be a valid position.
  ///
  /// Read-only: writing by position could store an element under another element's id. Write
  /// through ``subscript(id:)`` instead.
  ///
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> Element {
    _read { yield _elements[position] }
  }

  /// Calls `body` with the elements' contiguous storage, which always exists.
  ///
  /// - Complexity: O(1) plus the cost of `body`.
  @inlinable
  public func withContiguousStorageIfAvailable<Result>(
    _ body: (UnsafeBufferPointer<Element>) throws -> Result
  ) rethrows -> Result? {
    try _elements.withUnsafeBufferPointer(body)
  }
}
