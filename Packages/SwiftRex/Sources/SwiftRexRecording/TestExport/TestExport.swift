import SwiftRex

/// Turns a ``Recording`` into the source of a Swift Testing test: an exhaustive `TestStore` test
/// that starts from the recorded initial state, dispatches every action the app dispatched,
/// receives every action effects sent back, and asserts each change of the state as field
/// assignments.
///
/// ```swift
/// let export = TestExport(
///   behavior: "appBehavior", environment: "AppEnvironment.test",
///   imports: ["import MyApp"], openModules: ["MyApp"])
/// print(try export.source(for: recording))
/// ```
///
/// What the recording cannot say, the export is told: the behaviour and the environment to
/// test, as Swift expressions, and the imports they need. The effects run again in the test with
/// that environment, so it must give what the recorded run's effects gave (the same catalog file,
/// say); a received action that differs fails the test at its line.
///
/// - A value with a literal form is written as one: numbers, strings, booleans, `nil`, arrays
///   of those, enum cases (`.counter(.increment)`). Any other value is read back from its JSON
///   by `try recorded(Type.self, #"…"#)`, a helper the file declares.
/// - A changed field of a struct declared in one of ``openModules`` is assigned on its own
///   (`$0.counter.count = 2`); a struct of another module is assigned whole, because its stored
///   properties may not be settable from the test. A property wrapper's storage (`_sheet`) is
///   assigned through its property when the wrapper is the library's `@Presents`.
/// - Time: before each action the test clock is moved to the action's recorded time, rounded
///   to the millisecond, so timers and debounces fire as they did. Effects that do not sleep on
///   the store's clock (a file read) run when the test first runs effects after their action: a
///   scripted session, which lets each command's effects finish before the next, always exports
///   a passing test.
/// - A recording whose last line says effects were still running (a timer) ends the test with
///   `skipInFlightEffects()` before `finish()`.
/// - Recorded text is data, never code: the sources, the header and ``origin`` are written into
///   comments with line breaks, terminal controls and bidirectional controls escaped (`\u{a}`),
///   and values into literals that escape the same.
public struct TestExport: Sendable {
  /// The test function's name.
  public var testName: String
  /// The behaviour under test, as an expression (`appBehavior`).
  public var behavior: String
  /// The environment the effects run with, as an expression.
  public var environment: String
  /// Import lines the expressions need, written as they are (`@testable import MyApp`); modules
  /// of the types the test names are imported too.
  public var imports: [String]
  /// The modules whose structs the test assigns field by field.
  public var openModules: Set<String>
  /// A line saying where the test came from, written at the top of the file.
  public var origin: String

  /// An export of recordings of an app whose behaviour and environment these expressions give.
  public init(
    behavior: String, environment: String, imports: [String] = [], openModules: Set<String> = [],
    testName: String = "recordedRun", origin: String = "a recording"
  ) {
    self.behavior = behavior
    self.environment = environment
    self.imports = imports
    self.openModules = openModules
    self.testName = testName
    self.origin = origin
  }

  /// The test's source, or why the recording cannot become one: an action without the state
  /// after it (the recorder writes it at checkpoints only: fill in the others with
  /// ``Replayer/fillingInStates(of:on:redactState:)``), or a value that has neither a literal form
  /// nor a nameable `Codable` type.
  public func source<Action: Equatable, State: Equatable>(
    for recording: Recording<Action, State>
  ) throws(RecordingError) -> String {
    var expressions = SwiftExpression()
    var body: [String] = []
    guard let initial = expressions.expression(for: recording.initialState) else {
      throw RecordingError(line: 1, problem: "the initial state cannot be written as Swift")
    }
    // The store builds its initial state itself (in the test's own shared values), so a state
    // decoded from JSON makes the store's creation throw.
    body.append(initial.hasPrefix("try ") ? "let store = try TestStore(" : "let store = TestStore(")
    body.append("  initial: \(initial),")
    body.append("  behavior: \(behavior),")
    body.append("  environment: \(environment))")
    var clock: Int64 = 0
    var effectsRan = true
    for index in Self.testOrder(recording.actions) {
      let recorded = recording.actions[index]
      let before = index == 0 ? recording.initialState : recording.actions[index - 1].state
      guard let before, let after = recorded.state else {
        let missing = recorded.state == nil ? recorded : recording.actions[index - 1]
        throw RecordingError(
          line: missing.line,
          problem:
            "action \(missing.index) was recorded without the state after it: fill in the states with "
            + "Replayer.fillingInStates(of:on:) first, or record with checkpoints: .everyAction")
      }
      guard let action = expressions.expression(for: recorded.action) else {
        throw RecordingError(line: recorded.line, problem: "the action cannot be written as Swift")
      }
      var assignments = StateAssignments(openModules: openModules, expressions: expressions)
      guard let statements = assignments.statements(from: before, to: after, at: "$0") else {
        throw RecordingError(
          line: recorded.line, problem: "the state after the action cannot be written as Swift")
      }
      expressions = assignments.expressions
      body.append("")
      // The source is recorded text: escaped, a line break in it cannot end the comment.
      body.append(
        "// \(recorded.index) · \(Self.describe(recorded)) "
          + SwiftExpression.commentText(recorded.source.description))
      let milliseconds = Self.milliseconds(recorded.nanoseconds)
      if recorded.origin != .cascade, milliseconds > clock {
        body.append("await store.advance(by: .milliseconds(\(Self.grouped(milliseconds - clock))))")
        clock = milliseconds
        effectsRan = true
      } else if recorded.origin == .effect, !effectsRan {
        body.append("await store.runEffects()")
        effectsRan = true
      }
      let call = recorded.origin == .dispatched ? "dispatch" : "receive"
      if recorded.origin == .dispatched { effectsRan = false }
      if statements.isEmpty {
        body.append("store.\(call)(\(action))")
      } else {
        body.append("store.\(call)(\(action)) {")
        body += statements.map { "  " + $0 }
        body.append("}")
      }
    }
    let last =
      recording.actions.isEmpty
      ? recording.initialState : recording.actions[recording.actions.count - 1].state
    if last != recording.finalState {
      throw RecordingError(
        line: recording.finalLine, problem: "the final state is not the state after the last action")
    }
    body.append("")
    if recording.effectsInFlightAtEnd > 0 {
      let count = recording.effectsInFlightAtEnd
      body.append("// The recorded run ended with \(count) effect\(count == 1 ? "" : "s") still running.")
      body.append("store.skipInFlightEffects()")
    }
    body.append("await store.finish()")
    return file(body: body, modules: expressions.modules, recording: recording)
  }

  private func file<Action, State>(body: [String], modules: Set<String>, recording: Recording<Action, State>)
    -> String
  {
    let given = Set(imports.compactMap { $0.split(separator: " ").last.map(String.init) })
    var lines = ["import Foundation", "import SwiftRexTesting", "import Testing"]
    lines += modules.subtracting(given).subtracting(["Swift", "Foundation", "SwiftRexTesting", "Testing"])
      .map { "import \($0)" }
    lines += imports
    let header = recording.header
    // The header and the file's name are recorded text: escaped, a line break in them cannot end
    // the comment.
    let made = SwiftExpression.commentText("\(origin), a run of \(header.app) \(header.appVersion)")
    // Recorded values read from JSON make lines as long as the values: a formatter must leave the
    // file as generated, so that making it again from the recording gives the same text.
    return """
      // swift-format-ignore-file
      // A test made from \(made).
      // It dispatches what the app dispatched, receives what effects sent back, and asserts every
      // change of the state. Generated: make it again from the recording rather than editing it.

      \(Array(Set(lines)).sorted(by: Self.importOrder).joined(separator: "\n"))

      @MainActor
      @Test func \(testName)() async throws {
      \(body.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n"))
      }

      /// A recorded value that has no literal form, read back from the JSON the recording holds.
      private func recorded<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json.utf8))
      }

      """
  }

  /// `text` as a Swift string literal that reads back as the same text, whatever it holds: for an
  /// expression given to the export (a file's path), written as the export writes recorded
  /// strings — quotes, backslashes, controls and bidirectional controls escaped.
  public static func stringLiteral(_ text: String) -> String {
    SwiftExpression.quoted(text)
  }

  /// Plain imports first, alphabetically, then `@testable` ones.
  private static func importOrder(_ lhs: String, _ rhs: String) -> Bool {
    let lhsTestable = lhs.hasPrefix("@")
    let rhsTestable = rhs.hasPrefix("@")
    if lhsTestable != rhsTestable { return rhsTestable }
    return lhs < rhs
  }

  private static func describe<Action, State>(_ recorded: RecordedAction<Action, State>) -> String {
    let cause = recorded.cause.map { " (after \($0))" } ?? ""
    return switch recorded.origin {
    case .dispatched: "dispatched at"
    case .cascade: "sent at once\(cause) by an effect of"
    case .effect: "sent\(cause) by an effect of"
    }
  }

  /// The order the test meets the recorded actions in: each dispatched action followed by the
  /// answers of the effects it started (the test runs them before it dispatches again), and
  /// everything without a cause — what subscriptions sent — where it was recorded. A live run
  /// may have dispatched again before an answer came (the app's first frame appears while the
  /// catalog is read); the test cannot, or which of two effects answers first would be left to
  /// chance. A cause that is not an earlier action (a recording made by hand, not parsed) is
  /// taken as none.
  static func testOrder<Action, State>(_ actions: [RecordedAction<Action, State>]) -> [Int] {
    var answers: [Int: [Int]] = [:]
    for (index, action) in actions.enumerated() where action.origin != .dispatched {
      if let cause = action.cause, (0..<index).contains(cause), actions[cause].origin == .dispatched {
        answers[cause, default: []].append(index)
      }
    }
    var order: [Int] = []
    order.reserveCapacity(actions.count)
    for (index, action) in actions.enumerated() {
      if action.origin == .dispatched {
        order.append(index)
        order += answers[index] ?? []
      } else if let cause = action.cause, (0..<index).contains(cause), actions[cause].origin == .dispatched {
        continue
      } else {
        order.append(index)
      }
    }
    return order
  }

  /// Nanoseconds rounded to the millisecond. Rounding is monotonic, so actions keep their order
  /// and a timer's deadline, recorded just before its tick, stays before it. Divided first, so
  /// that no time a recording may hold (up to `Int64.max`) overflows.
  private static func milliseconds(_ nanoseconds: Int64) -> Int64 {
    let (whole, rest) = nanoseconds.quotientAndRemainder(dividingBy: 1_000_000)
    return whole + (rest >= 500_000 ? 1 : 0)
  }

  /// `1_234_567`, as Swift source groups digits.
  private static func grouped(_ value: Int64) -> String {
    let digits = Array(String(value))
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append("_") }
      result.append(digit)
    }
    return result
  }
}
