import Foundation
import IdentifiedCollections
import SwiftRex

/// The element with one id of a shared identified array, reading and writing through it:
/// `$books[id: id]`. Finding the element is O(1) (`IdentifiedArray.subscript(id:)`).
///
/// Once the element has been removed from the array, reads return its last value and writes
/// are reported and dropped: a screen showing an element that another screen deleted keeps
/// showing what it had, and cannot bring the element back by accident.
final class ElementSharedBox<ID: Hashable & Sendable, Element: Equatable & Sendable>: SharedBox,
  @unchecked Sendable
{
  // @unchecked Sendable: `lastValue` is read and written only while `lock` is held; `parent`
  // and `elementID` are immutable.
  let parent: any SharedBox<IdentifiedArray<ID, Element>>
  let elementID: ID
  private let lock = NSLock()
  private var lastValue: Element

  init(parent: any SharedBox<IdentifiedArray<ID, Element>>, id: ID, value: Element) {
    self.parent = parent
    elementID = id
    lastValue = value
  }

  var id: String { "\(parent.id)[id: \(elementID)]" }

  var value: Element {
    guard let element = parent.value[id: elementID] else { return lock.withLock { lastValue } }
    lock.withLock { lastValue = element }
    return element
  }

  func withLock<R>(_ body: (inout Element) throws -> R) rethrows -> R {
    guard parent.value[id: elementID] != nil else { return try dropWrite(body) }
    return try parent.withLock { array in
      guard var element = array[id: elementID] else { return try dropWrite(body) }
      defer {
        array[id: elementID] = element
        lock.withLock { lastValue = element }
      }
      return try body(&element)
    }
  }

  /// Runs `body` on a copy of the last value, and reports that the write went nowhere.
  private func dropWrite<R>(_ body: (inout Element) throws -> R) rethrows -> R {
    RuntimeWarnings.report("\(id) was written after its element was removed; the write was dropped.")
    var copy = lock.withLock { lastValue }
    return try body(&copy)
  }
}
