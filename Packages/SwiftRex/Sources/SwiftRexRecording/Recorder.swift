import Foundation
@_spi(SwiftRexInternals) import SwiftRex

/// Records a store's run into a ``RecordingWriter``: a header with the initial state, one line
/// per action the store processes — its source, its time on the store's clock, and at
/// checkpoints the state after it — and, on ``finish()``, the final state.
///
/// ```swift
/// let recorder = Recorder<AppAction, AppState>(writer: writer, app: "myapp", appVersion: "1.0")
/// recorder.attach(to: store)
/// // … the app runs …
/// recorder.finish()   // writes the final state and closes the file
/// ```
///
/// Every action is recorded, those effects sent included (their source is the effect's factory),
/// in the order the store processed them; so a replay needs no effect to run again: no network,
/// file or timer. The recorder is attached from outside, so the store's types need to be
/// `Codable` only in an app that records; any other store compiles and runs unchanged.
///
/// Text that must not be written down (a `SecureField`'s) is removed by `redactAction` and
/// `redactState` before anything is encoded. A replay compares states after `redactState`, so it
/// must replace the secret the same way whatever it held.
@MainActor
public final class Recorder<Action: Codable, State: Codable> {
  /// What the recording's first line says about it.
  public let header: RecordingHeader
  /// When the state is written with an action, so a replay can say where it first diverged.
  public let checkpoints: RecordingCheckpoints
  /// The size a replay reads, if it is bounded: told once through `report` when the recording
  /// would pass it (see ``init(writer:app:appVersion:checkpoints:sizeLimit:redactAction:redactState:report:)``).
  public let sizeLimit: Int?
  /// How many actions were recorded.
  public private(set) var count = 0
  /// The bytes written so far, line breaks included.
  public private(set) var byteCount = 0
  /// The size of the last state written (the initial state's at first).
  private var stateByteCount = 0
  /// The bytes of the action lines written since the last state.
  private var actionBytesSinceState = 0
  private var hasWarnedOfSize = false
  private let writer: RecordingWriter
  private let encoder = JSONEncoder()
  private let payloadEncoder = JSONEncoder()
  private let compactEncoder = CompactJSONEncoder()
  /// How many payloads the compact encoder refused: after a few, it is not tried any more.
  private var compactRefusals = 0
  private var sourceCache: [SourceKey: [UInt8]] = [:]
  private let redactAction: @MainActor (Action) -> Action
  private let redactState: @MainActor (State) -> State
  private let report: @MainActor (String) -> Void
  private var currentState: (@MainActor () -> State?)?
  private var effectsInFlight: (@MainActor () -> Int)?
  /// This recorder on the store's observer chain; kept here, since the store holds it weakly.
  private let observer = RecorderObserver<Action, State>()
  /// The recorded index of each recent action from outside, by the store's serial number of it:
  /// what an effect's answer names as its cause. Bounded, so a long run costs no more memory
  /// than a short one: an answer to a dispatch more than ``causeHorizon`` dispatches back is
  /// written without its cause (an exported test then receives it where it was recorded).
  private var indexOfDispatch: [Int: Int] = [:]
  /// How many recent dispatches' indices are kept for their effects' answers.
  static var causeHorizon: Int { 4096 }
  private var clock: EffectClock?
  private var isStopped = false

  /// A recorder writing to `writer`.
  /// - Parameters:
  ///   - writer: the file the lines go to.
  ///   - app: the app's name, for the header.
  ///   - appVersion: the app's version, for the header.
  ///   - checkpoints: when the state is written with an action (every time by default).
  ///   - sizeLimit: the largest recording the app can replay, if any: once the bytes written,
  ///     plus a final state as large as the last one written, pass it, `report` is told, once,
  ///     while recording goes on — so the user learns it before the session ends, not at replay.
  ///   - redactAction: removes secrets from an action before it is written.
  ///   - redactState: removes secrets from a state before it is written.
  ///   - report: told when the recording grows past `sizeLimit`, and when an action or state
  ///     cannot be encoded (recording then stops); each at most once.
  public init(
    writer: RecordingWriter, app: String, appVersion: String,
    checkpoints: RecordingCheckpoints = .everyAction,
    sizeLimit: Int? = nil,
    redactAction: @escaping @MainActor (Action) -> Action = { $0 },
    redactState: @escaping @MainActor (State) -> State = { $0 },
    report: @escaping @MainActor (String) -> Void = { _ in }
  ) {
    self.writer = writer
    header = RecordingHeader(app: app, appVersion: appVersion)
    self.checkpoints = checkpoints
    self.sizeLimit = sizeLimit
    self.redactAction = redactAction
    self.redactState = redactState
    self.report = report
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    payloadEncoder.outputFormatting = [.withoutEscapingSlashes]
  }

  /// Writes the header with `store`'s state as the initial one, and records every action the
  /// store processes from now on. Attach before the first dispatch.
  ///
  /// The recorder joins the store's observer chain and writes an action down once it has been
  /// processed: an action a ``TimeTravel`` holds, attached before or after, is recorded only when
  /// it is finally processed. A store driven by a `TestStore` cannot be recorded.
  public func attach<Environment>(to store: Store<Action, State, Environment>) {
    clock = store.effectClock
    // Weak: a store released before `finish()` leaves the recording without its final record.
    currentState = { [weak store] in store?.state }
    effectsInFlight = { [weak store] in store?.effectsInFlight ?? 0 }
    // The header is the initial state's first copy: its size is what the next copy is weighed
    // against (the few bytes of the header's other fields aside).
    let before = byteCount
    if write(Recording<Action, State>.HeaderLine(header: header, initialState: redactState(store.state))) {
      stateByteCount = byteCount - before
    }
    observer.recorder = self
    store.addObserver(observer)
  }

  /// Writes the final state and closes the file. Nothing is recorded afterwards.
  public func finish() {
    guard !isStopped else { return }
    if let state = currentState?() ?? nil {
      write(
        Recording<Action, State>.EndLine(
          count: count, effectsInFlight: effectsInFlight?() ?? 0, finalState: redactState(state)))
    }
    isStopped = true
    writer.close()
  }

  /// Writes down `dispatched`, which the store just processed, and the state it left when a
  /// checkpoint falls on it.
  func record(
    _ dispatched: DispatchedAction<Action>, origin: ActionOrigin, cause: Int, state: @autoclosure () -> State
  ) {
    guard !isStopped else { return }
    let causeIndex: Int?
    if origin == .dispatched {
      if indexOfDispatch.count >= 2 * Self.causeHorizon {
        // Amortised: every `causeHorizon` dispatches, drop all but the latest `causeHorizon`.
        indexOfDispatch = indexOfDispatch.filter { $0.key > cause - Self.causeHorizon }
      }
      indexOfDispatch[cause] = count
      causeIndex = nil
    } else {
      causeIndex = indexOfDispatch[cause]
    }
    let time = clock?.elapsed.components
    let nanoseconds = (time?.seconds ?? 0) * 1_000_000_000 + (time?.attoseconds ?? 0) / 1_000_000_000
    // The line is assembled around one encoding of the action and state, with the source's JSON
    // made once per call site: a JSONEncoder call per part was most of an action's cost. It is
    // the object RecordedAction encodes, keys in another order.
    let action = redactAction(dispatched.action)
    do {
      var line: [UInt8]
      let checkpoint: Bool
      if case .sizedToState = checkpoints {
        // Whether the state goes too depends on the action's size: the action is encoded first,
        // and the state, when it goes, joins it (`{"action":…` and `{"state":…}` as
        // `{"action":…,"state":…`). This line's other fields are estimated.
        line = try encodeObject(Payload(action: action, state: nil))
        line.removeLast()
        checkpoint = checkpoints.writesState(
          afterAction: count, actionBytes: actionBytesSinceState + line.count + Self.lineOverhead,
          stateBytes: stateByteCount)
        if checkpoint {
          let stateJSON = try encodeObject(StatePayload(state: redactState(state())))
          line.append(UInt8(ascii: ","))
          line.append(contentsOf: stateJSON.dropFirst().dropLast())
          stateByteCount = stateJSON.count
        }
      } else {
        checkpoint = checkpoints.writesState(afterAction: count, actionBytes: 0, stateBytes: 0)
        line = try encodeObject(Payload(action: action, state: checkpoint ? redactState(state()) : nil))
        // The object stays open for the line's other fields.
        line.removeLast()
      }
      line.append(contentsOf: #","index":"#.utf8)
      line.append(contentsOf: String(count).utf8)
      line.append(contentsOf: #","kind":"action","source":"#.utf8)
      line.append(contentsOf: try sourceJSON(dispatched.source))
      line.append(contentsOf: #","t":"#.utf8)
      line.append(contentsOf: String(nanoseconds).utf8)
      switch origin {
      case .dispatched: break
      case .cascade: line.append(contentsOf: #","from":"cascade""#.utf8)
      case .effect: line.append(contentsOf: #","from":"effect""#.utf8)
      }
      if let causeIndex {
        line.append(contentsOf: #","cause":"#.utf8)
        line.append(contentsOf: String(causeIndex).utf8)
      }
      line.append(UInt8(ascii: "}"))
      writer.write(line)
      if checkpoint {
        // Without a measure of the state alone, the line bounds it (for the size warning).
        if case .sizedToState = checkpoints {} else { stateByteCount = line.count }
        actionBytesSinceState = 0
      } else {
        actionBytesSinceState += line.count + 1
      }
      noteWritten(line.count)
    } catch {
      stop(because: error)
      return
    }
    count += 1
  }

  /// Counts a line of `bytes` (its break aside) as written, and warns once when the recording,
  /// with a final state as large as the last one, would pass ``sizeLimit``.
  private func noteWritten(_ bytes: Int) {
    byteCount += bytes + 1
    guard let sizeLimit, !hasWarnedOfSize, byteCount + stateByteCount > sizeLimit else { return }
    hasWarnedOfSize = true
    report(
      "The recording \(writer.path) is \(Self.megabytes(byteCount)) so far: with its final state "
        + "(about \(Self.megabytes(stateByteCount))) it passes the \(Self.megabytes(sizeLimit)) a replay reads, "
        + "so it will not replay. Recording goes on; end the session to keep it replayable.")
  }

  /// `bytes` in megabytes, one decimal: `12.5 MB`.
  static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes + 52_429) / 104_858
    return "\(tenths / 10).\(tenths % 10) MB"
  }

  /// `payload` as a JSON object: by the compact encoder, which writes what `JSONEncoder` would
  /// several times faster, or by `JSONEncoder` for what the compact one refuses (`Data`, `Date`,
  /// `URL`, `Decimal`, a `superEncoder`…). After a few refusals it is not tried again.
  private func encodeObject(_ payload: some Encodable) throws -> [UInt8] {
    var bytes: [UInt8]? = nil
    if compactRefusals < Self.compactRefusalLimit {
      do {
        bytes = try compactEncoder.encode(payload)
      } catch {
        // `JSONEncoder` encodes it, or throws its own error for it.
        compactRefusals += 1
      }
    }
    let object = try bytes ?? Array(payloadEncoder.encode(payload))
    guard object.first == UInt8(ascii: "{"), object.last == UInt8(ascii: "}"), object.count > 2 else {
      throw EncodingError.invalidValue(payload, .init(codingPath: [], debugDescription: "not an object"))
    }
    return object
  }

  /// How many refusals turn the compact encoder off for the rest of the recording.
  private static var compactRefusalLimit: Int { 8 }

  /// The action and the checkpoint state, encoded together in one call.
  private struct Payload: Encodable {
    var action: Action
    var state: State?
  }

  /// A checkpoint's state alone, as `{"state":…}`: joined to its action's line.
  private struct StatePayload: Encodable {
    var state: State
  }

  /// About the bytes of a line's fields beyond the action and state: its index, kind, source and
  /// time (a source names a file, a function and a line).
  private static var lineOverhead: Int { 120 }

  /// A call site, by the addresses of its static strings and its line: no string is built.
  private struct SourceKey: Hashable {
    var file: UInt
    var function: UInt
    var line: UInt
  }

  /// `source` as JSON, encoded the first time its call site is seen. Call sites are as many as
  /// the program has, so the cache stays small.
  private func sourceJSON(_ source: ActionSource) throws -> [UInt8] {
    let key: SourceKey? =
      source.file.hasPointerRepresentation && source.function.hasPointerRepresentation
      ? SourceKey(
        file: UInt(bitPattern: source.file.utf8Start), function: UInt(bitPattern: source.function.utf8Start),
        line: source.line)
      : nil
    if let key, let cached = sourceCache[key] { return cached }
    let encoded = Array(try encoder.encode(RecordedSource(source)))
    if let key { sourceCache[key] = encoded }
    return encoded
  }

  private func stop(because error: any Error) {
    isStopped = true
    report("Recording stopped: \(error)")
    writer.close()
  }

  /// Writes `line`, the header or the end; true when it was written.
  @discardableResult
  private func write(_ line: some Encodable) -> Bool {
    guard !isStopped else { return false }
    do {
      let bytes = try encoder.encode(line)
      writer.write(bytes)
      noteWritten(bytes.count)
      return true
    } catch {
      stop(because: error)
      return false
    }
  }
}
