import CounterFeature
import Foundation

/// How the Counters tab's table orders the counters: by one column, up or down. Kept in
/// ``AppState`` rather than in the view, so a sort is an action like any other: recorded,
/// replayed and undone.
public struct CounterSortOrder: Codable, Equatable, Sendable {
  /// The columns the table sorts by.
  public enum Column: String, Codable, Sendable {
    /// The counter's id, the order they were added in.
    case id
    /// The counter's count.
    case count
  }

  /// The column sorted by.
  public var column: Column
  /// Whether the smallest comes first.
  public var isAscending: Bool

  /// An order by `column`, smallest first unless `isAscending` is false.
  public init(column: Column, isAscending: Bool = true) {
    self.column = column
    self.isAscending = isAscending
  }

  /// By id, smallest first: the order counters were added in.
  public static let byID = CounterSortOrder(column: .id)

  /// The order as the table's sort order binding holds it.
  var comparators: [KeyPathComparator<Counter.State>] {
    let order: SortOrder = isAscending ? .forward : .reverse
    return switch column {
    case .id: [KeyPathComparator(\Counter.State.id, order: order)]
    case .count: [KeyPathComparator(\Counter.State.count, order: order)]
    }
  }

  /// The order the table wrote after a click on a column's title: its first comparator, or
  /// `nil` when that sorts by no column of ours.
  init?(_ comparators: [KeyPathComparator<Counter.State>]) {
    guard let first = comparators.first else { return nil }
    switch first.keyPath {
    case \Counter.State.id: column = .id
    case \Counter.State.count: column = .count
    default: return nil
    }
    isAscending = first.order == .forward
  }
}
