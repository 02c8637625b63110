import Foundation
import SwiftRex

/// Keeps a chosen part of a store's state in a ``PersistenceStorage``, so that it outlives the
/// process: ``load()`` reads what the last run saved (to seed the store's initial state), and
/// ``attach(to:_:)`` watches the store and saves the part whenever it changes.
///
/// ```swift
/// let persister = StatePersister<Saved>(storage: FileStorage(path: path)) { problem in print(problem) }
/// var initial = AppState()
/// if let saved = persister.load() { initial.apply(saved) }
/// let store = Store(initial: initial, behavior: behavior, environment: environment)
/// persister.attach(to: store) { Saved(from: $0) }
/// // … the app runs …
/// persister.detach()   // saves what is still waiting, then stops watching
/// ```
///
/// The persister is attached from outside the store, so a store without one — a test, a replay —
/// never touches the file. Saving is coalesced: the first change starts a delay, and whatever
/// the part holds at its end is written once; a change that leaves the part as it was last saved
/// writes nothing. ``flush()`` (and ``detach()``, and the persister's release) writes what is
/// waiting at once, so quitting loses nothing.
///
/// The bytes are a versioned envelope, `{"value":…,"version":1}`. A file that cannot be used —
/// damaged, of another shape, or of another ``version`` — is moved aside by the storage and
/// reported once through `report`, and the app starts from its defaults: saved state is never
/// silently lost. Problems never throw at the app; each is reported once, and the app goes on.
@MainActor
public final class StatePersister<Value: Codable & Equatable> {
  /// Where the bytes go.
  public let storage: any PersistenceStorage
  /// The format version written into the envelope; a file of another version is set aside.
  public let version: Int
  /// How long after a change the part is written (changes meanwhile are written with it).
  public let delay: Duration
  /// How many times the part was written.
  public private(set) var saveCount = 0
  private let sleep: @Sendable (Duration) async throws -> Void
  private let report: @MainActor (PersistenceProblem) -> Void
  private var subscription: StoreSubscription?
  /// The value the storage holds, as far as this persister knows.
  private var saved: Value?
  /// A changed value waiting for the end of the delay.
  private var pending: Value?
  private var timer: Task<Void, Never>?
  /// Set when the stored bytes could not even be read: saving over them could lose them.
  private var isStopped = false
  /// Set after a failed save is reported, until a save succeeds: a full disk is said once.
  private var saveFailureReported = false

  /// The envelope around the value.
  private struct Envelope: Codable {
    var version: Int
    var value: Value
  }

  /// The envelope's version alone, read first so a newer file is told apart from a damaged one.
  private struct Header: Decodable {
    var version: Int
  }

  /// A persister saving to `storage`.
  /// - Parameters:
  ///   - storage: where the bytes go (``FileStorage``, ``InMemoryStorage``).
  ///   - version: the format version written and expected.
  ///   - delay: how long after a change to write it; `.zero` writes every change at once.
  ///   - clock: the clock the delay runs on.
  ///   - report: told each problem once (a file set aside, a failed save), to show the user.
  public init(
    storage: any PersistenceStorage, version: Int = 1, delay: Duration = .milliseconds(250),
    clock: some Clock<Duration> = ContinuousClock(),
    report: @escaping @MainActor (PersistenceProblem) -> Void
  ) {
    self.storage = storage
    self.version = version
    self.delay = delay
    self.report = report
    sleep = { try await clock.sleep(for: $0) }
  }

  /// Reads the value the storage holds: `nil` when there is none, or when it could not be used
  /// (then it has been moved aside, or left alone if it could not even be read, and reported).
  public func load() -> Value? {
    let data: Data?
    do {
      data = try storage.load()
    } catch {
      isStopped = true
      report(error)
      return nil
    }
    guard let data else { return nil }
    let decoder = JSONDecoder()
    let reason: String
    if let header = try? decoder.decode(Header.self, from: data) {
      if header.version != version {
        reason =
          header.version > version
          ? "it was saved by a newer version of the app (format \(header.version); this one reads \(version))"
          : "it is in an old format (\(header.version); this one reads \(version))"
      } else if let envelope = try? decoder.decode(Envelope.self, from: data) {
        saved = envelope.value
        return envelope.value
      } else {
        reason = "it does not hold the expected values"
      }
    } else {
      reason = "it is damaged, or not a saved state"
    }
    do {
      let movedTo = try storage.setAside()
      report(.setAside(location: storage.location, movedTo: movedTo, reason: reason))
    } catch {
      isStopped = true
      report(error)
    }
    return nil
  }

  /// Watches `store` and saves `part` of its state whenever it changes, until ``detach()``.
  /// The part as the store holds it now is saved too, unless it is what ``load()`` returned.
  public func attach<Observed: StoreType>(
    to store: Observed, _ part: @escaping @MainActor (Observed.State) -> Value
  ) {
    subscription?.cancel()
    subscription = store.subscribe { [weak self] state in self?.changed(part(state)) }
    changed(part(store.state))
  }

  /// Writes the changed part now instead of at the end of the delay; does nothing if nothing
  /// changed since the last save.
  public func flush() {
    timer?.cancel()
    timer = nil
    guard let value = pending, !isStopped else { return }
    pending = nil
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      data = try encoder.encode(Envelope(version: version, value: value))
    } catch {
      reportSaveFailure(.unwritable(location: storage.location, reason: "it cannot be encoded: \(error)"))
      return
    }
    do {
      try storage.save(data)
      didSave(value)
    } catch {
      guard case .replacedChange = error else { return reportSaveFailure(error) }
      // Saved, with another session's version kept aside: said every time it happens, since
      // each time another version was moved.
      didSave(value)
      report(error)
    }
  }

  private func didSave(_ value: Value) {
    saved = value
    saveCount += 1
    saveFailureReported = false
  }

  /// Saves what is waiting and stops watching the store.
  public func detach() {
    flush()
    subscription?.cancel()
    subscription = nil
  }

  isolated deinit {
    flush()
  }

  private func changed(_ value: Value) {
    guard !isStopped, value != (pending ?? saved) else { return }
    pending = value == saved ? nil : value
    guard pending != nil else { return }
    guard delay > .zero else { return flush() }
    guard timer == nil else { return }
    let sleep = sleep
    let delay = delay
    timer = Task { [weak self] in
      do { try await sleep(delay) } catch { return }
      self?.timer = nil
      self?.flush()
    }
  }

  private func reportSaveFailure(_ problem: PersistenceProblem) {
    guard !saveFailureReported else { return }
    saveFailureReported = true
    report(problem)
  }
}
