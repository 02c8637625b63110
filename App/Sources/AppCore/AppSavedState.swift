import CounterFeature
import LibraryFeature
import SwiftRexArchitecture

/// What the app keeps between runs: the counters (the Counter screen's and the list's) and the
/// shelf the library shows. The counters' step is kept apart, in a shared value of its own
/// (``AppMain/counterStepFile(besides:)``). Everything else — the screen, sheets, a running timer — starts
/// afresh, because reopening a dialog or restarting a timer the user no longer sees would
/// surprise more than it helps.
///
/// Saved as JSON in a versioned envelope by `StatePersister`; its shape is the file's format, so
/// a change to it needs a new format version (`AppMain.stateFormatVersion`).
public struct AppSavedState: Codable, Equatable, Sendable {
  /// The Counter screen's count.
  public var counter: Int
  /// The list of counters, in order.
  public var counters: [SavedCounter]
  /// The id the next added counter gets.
  public var nextCounterID: Int
  /// The shelf the library shows.
  public var shelfID: String

  /// One counter of the list.
  public struct SavedCounter: Codable, Equatable, Sendable {
    /// The counter's id.
    public var id: Int
    /// Its count.
    public var count: Int

    /// A saved counter.
    public init(id: Int, count: Int) {
      self.id = id
      self.count = count
    }
  }

  /// The largest count or id a saved state may hold: far beyond any count a person makes, and
  /// far enough below `Int.max` that adding one — a press, a new counter's id — cannot overflow.
  public static let limit = 1 << 53

  /// The keys of the saved form.
  private enum CodingKeys: String, CodingKey {
    case counter, counters, nextCounterID, shelfID
  }

  /// Reads a saved state, refusing numbers beyond ``limit`` (a hand-edited file): the app would
  /// trap on the next press, so such a file is treated as damaged and set aside instead.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    counter = try container.decode(Int.self, forKey: .counter)
    counters = try container.decode([SavedCounter].self, forKey: .counters)
    nextCounterID = try container.decode(Int.self, forKey: .nextCounterID)
    shelfID = try container.decode(String.self, forKey: .shelfID)
    let numbers = [counter, nextCounterID] + counters.flatMap { [$0.id, $0.count] }
    guard numbers.allSatisfy((-Self.limit...Self.limit).contains) else {
      throw DecodingError.dataCorruptedError(
        forKey: .counters, in: container, debugDescription: "a number is beyond \(Self.limit)")
    }
  }

  /// The part of `state` that is kept.
  public init(_ state: AppState) {
    counter = state.counter.count
    counters = state.counters.map { SavedCounter(id: $0.id, count: $0.count) }
    nextCounterID = state.nextCounterID
    shelfID = state.library.shelfID
  }

  /// Puts the kept part into `state`, as the app starts; `shelf` (one given on the command line)
  /// wins over the saved shelf.
  public func restore(into state: inout AppState, shelf: String? = nil) {
    state.counter.count = counter
    var restored = IdentifiedArrayOf<Counter.State>()
    // A hand-edited file may repeat an id: the first one wins rather than the app trapping.
    for saved in counters where restored[id: saved.id] == nil {
      restored.append(Counter.State(id: saved.id, count: saved.count, step: state.counter.$step))
    }
    state.counters = restored
    // Never hand out an id a restored counter has, whatever the file says (``limit`` keeps the
    // addition from overflowing).
    state.nextCounterID = max(nextCounterID, (restored.map(\.id).max() ?? 0) + 1)
    state.library = Library.initialState(with: Library.Input(shelfID: shelf ?? shelfID))
  }
}
