import Foundation
import SwiftRexSharing

/// A recorded run of a store, read back from the bytes a ``Recorder`` wrote: the header, the
/// initial state, every action in the order the store processed it, and the final state.
///
/// ``parse(_:)`` is strict: a recording that is truncated, not JSON, of a newer format version,
/// or whose lines do not hold this app's actions and states is refused with a ``RecordingError``
/// naming the line and what is wrong, never half-read.
public struct Recording<Action: Codable, State: Codable> {
  /// What the recording says about itself.
  public var header: RecordingHeader
  /// The state the store started from.
  public var initialState: State
  /// Every action the store processed, in order.
  public var actions: [RecordedAction<Action, State>]
  /// The state the store ended with.
  public var finalState: State
  /// The line the final state was read from.
  public var finalLine: Int
  /// How many effect tasks were still running when the recording ended (a timer, a watch): a
  /// test made from the recording lets them go rather than waiting for them.
  public var effectsInFlightAtEnd: Int

  /// A recording made of these parts.
  public init(
    header: RecordingHeader, initialState: State, actions: [RecordedAction<Action, State>], finalState: State,
    finalLine: Int = 0, effectsInFlightAtEnd: Int = 0
  ) {
    self.header = header
    self.initialState = initialState
    self.actions = actions
    self.finalState = finalState
    self.finalLine = finalLine
    self.effectsInFlightAtEnd = effectsInFlightAtEnd
  }

  /// The first line: the header's fields and the initial state.
  struct HeaderLine: Codable {
    var kind = "header"
    var format: String
    var version: Int
    var app: String
    var appVersion: String
    var initialState: State

    init(header: RecordingHeader, initialState: State) {
      format = header.format
      version = header.version
      app = header.app
      appVersion = header.appVersion
      self.initialState = initialState
    }

    var header: RecordingHeader {
      var header = RecordingHeader(app: app, appVersion: appVersion, version: version)
      header.format = format
      return header
    }
  }

  /// The last line: how many actions came before it, and the final state.
  struct EndLine: Codable {
    var kind = "end"
    var count: Int
    /// Absent in recordings made before it was written: read as none.
    var effectsInFlight: Int?
    var finalState: State
  }

  /// What every line is read as first, so its kind (and the header's version) is known before
  /// the types of this app are asked to decode it.
  private struct Probe: Decodable {
    var kind: String?
    var format: String?
    var version: Int?
  }

  /// Reads a recording, refusing it with the first problem found.
  public static func parse(_ data: Data) throws(RecordingError) -> Recording {
    guard !data.isEmpty else {
      throw RecordingError(line: 1, problem: "the recording is empty: it has no header")
    }
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard data.last == UInt8(ascii: "\n") else {
      throw RecordingError(
        line: lines.count, problem: "the line is cut off (no line break ends it): the recording is truncated")
    }
    lines.removeLast()
    let decoder = JSONDecoder()
    let headerLine = try decodeHeader(lines[0], decoder: decoder)
    var actions: [RecordedAction<Action, State>] = []
    var previousTime: Int64 = 0
    var end: (line: Int, state: State, effectsInFlight: Int)?
    for (offset, bytes) in lines.enumerated().dropFirst() {
      let number = offset + 1
      if let end {
        throw RecordingError(line: number, problem: "a line after the final record (line \(end.line))")
      }
      let probe = try decode(Probe.self, bytes, line: number, decoder: decoder)
      switch probe.kind {
      case "action":
        var action = try decode(RecordedAction<Action, State>.self, bytes, line: number, decoder: decoder)
        action.line = number
        guard action.index == actions.count else {
          throw RecordingError(
            line: number,
            problem:
              "action number \(action.index) where \(actions.count) was expected (a line missing or moved)")
        }
        guard action.nanoseconds >= previousTime else {
          throw RecordingError(
            line: number,
            problem:
              "its time (\(action.nanoseconds) ns) is before the previous action's (\(previousTime) ns)")
        }
        if let cause = action.cause, !(0..<action.index).contains(cause) {
          throw RecordingError(
            line: number,
            problem: "its cause, action \(cause), is not an action before it (0 to \(action.index - 1))")
        }
        previousTime = action.nanoseconds
        actions.append(action)
      case "end":
        let line = try decode(EndLine.self, bytes, line: number, decoder: decoder)
        guard line.count == actions.count else {
          throw RecordingError(
            line: number,
            problem: "the final record counts \(line.count) actions, but \(actions.count) came before it")
        }
        end = (number, line.finalState, max(line.effectsInFlight ?? 0, 0))
      case let kind?:
        throw RecordingError(line: number, problem: "an unknown kind of line, \"\(kind)\"")
      case nil:
        throw RecordingError(line: number, problem: "the line has no \"kind\"")
      }
    }
    guard let end else {
      throw RecordingError(
        line: lines.count,
        problem:
          "the recording ends here without its final record: it is truncated, or the run never finished")
    }
    return Recording(
      header: headerLine.header, initialState: headerLine.initialState, actions: actions,
      finalState: end.state,
      finalLine: end.line, effectsInFlightAtEnd: end.effectsInFlight)
  }

  private static func decodeHeader(_ bytes: Data.SubSequence, decoder: JSONDecoder) throws(RecordingError)
    -> HeaderLine
  {
    let probe = try decode(Probe.self, bytes, line: 1, decoder: decoder)
    guard probe.kind == "header", probe.format == RecordingFormat.name else {
      throw RecordingError(line: 1, problem: "not a SwiftRex recording: the first line is not its header")
    }
    guard let version = probe.version else {
      throw RecordingError(line: 1, problem: "the header has no format version")
    }
    guard version <= RecordingFormat.version else {
      throw RecordingError(
        line: 1,
        problem:
          "the recording is in format version \(version), newer than this app reads (\(RecordingFormat.version))"
      )
    }
    guard version >= 1 else {
      throw RecordingError(line: 1, problem: "the header names an unknown format version, \(version)")
    }
    // The initial state's shared values (`@Shared`) join the current container: a replay starts
    // from them and changes them, as the recorded run did.
    return try decode(HeaderLine.self, bytes, line: 1, decoder: decoder, in: .current)
  }

  /// Decodes one line. Its shared values are linked among themselves only, in `container` (by
  /// default one of the line's own): a checkpoint keeps the values it recorded, to compare with,
  /// rather than joining the values a replay changes.
  private static func decode<Value: Decodable>(
    _ type: Value.Type, _ bytes: Data.SubSequence, line: Int, decoder: JSONDecoder,
    in container: SharedContainer = SharedContainer()
  ) throws(RecordingError) -> Value {
    do {
      return try SharedContainer.withContainer(container) { try decoder.decode(type, from: Data(bytes)) }
    } catch {
      if case .dataCorrupted(let context)? = error as? DecodingError, context.codingPath.isEmpty,
        let depth = depth(of: bytes, beyond: maximumDepth)
      {
        // The decoder calls JSON nested too deep "not valid JSON", as it does a typo: say which.
        throw RecordingError(
          line: line,
          problem:
            "its JSON is nested \(depth) levels deep, deeper than the \(maximumDepth) levels a line "
            + "of a recording may have")
      }
      throw RecordingError(line: line, problem: describe(error))
    }
  }

  /// How deep the JSON decoder reads nested arrays and objects; a line nested deeper is refused.
  static var maximumDepth: Int { 512 }

  /// How deeply `bytes` nest arrays and objects (brackets inside strings not counted), when that
  /// is beyond `limit`; nil when it is not.
  static func depth(of bytes: Data.SubSequence, beyond limit: Int) -> Int? {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest > limit ? deepest : nil
  }

  /// A decoding error as a sentence fragment naming the field at fault.
  private static func describe(_ error: any Error) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      let path = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
      return path.isEmpty ? "the line" : "\"\(path)\""
    }
    switch error as? DecodingError {
    case .dataCorrupted(let context)? where context.codingPath.isEmpty:
      return "not valid JSON"
    case .dataCorrupted(let context)?:
      return "\(path(context.codingPath)) holds a value this app does not know: \(context.debugDescription)"
    case .keyNotFound(let key, let context)?:
      return "\(path(context.codingPath + [key])) is missing"
    case .typeMismatch(let type, let context)?:
      return "\(path(context.codingPath)) is not of the expected type (\(type))"
    case .valueNotFound(let type, let context)?:
      return "\(path(context.codingPath)) is null where a \(type) is expected"
    default:
      return "it cannot be read: \(error)"
    }
  }
}
