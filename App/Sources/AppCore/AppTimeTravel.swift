import LibraryFeature
import SwiftRexRecording
import TextUI

/// The app's time travel: the commands `history`, `undo`, `redo` and `goto N` over a
/// ``TimeTravel`` of the app's store (sessions only; a replay has none).
///
/// Travelling shows a past state: what effects deliver meanwhile waits until the latest step is
/// shown again, and a button pressed in the past starts a new branch from there, in which the
/// loads that step was waiting for still arrive. The one action the app's views dispatch on their
/// own — the Library tab's `onAppear`, when a jump shows that tab — never branches and is never a
/// step: `undo` across tabs and back adds nothing, and a branch makes the views appear again.
public enum AppTimeTravel {
  /// The steps kept when `--history` does not say.
  public static let defaultLimit = 1000
  /// The most steps `--history` accepts: a step costs a few hundred bytes, so even this many
  /// stays in the tens of megabytes.
  public static let maximumLimit = 100_000
  /// How many steps `history` lists.
  static let listedSteps = 20
  /// The most characters `history` shows of an action.
  static let actionWidth = 60
  /// Why the commands are refused while the run is recorded.
  static let refusedWhileRecording =
    "Time travel is off while the run is recorded (--record): a recording cannot replay a jump "
    + "to another step."

  /// Whether an action dispatched while a past state is shown starts a new branch: every action
  /// but the library's `onAppear`, which its view dispatches when a jump shows its tab.
  public static func startsBranch(_ action: AppAction) -> Bool {
    if case .library(.onAppear) = action { return false }
    return true
  }

  /// How many reloads of the watched catalog the history keeps (`--watch`): each one holds a
  /// whole catalog of its own (about 8 MB for 100,000 books), where another step shares nearly
  /// everything with the step before.
  public static let keptReloads = 3

  /// Whether `action` makes a large step: a reload of the watched catalog, whose books are new
  /// storage from end to end.
  public static func isLargeStep(_ action: AppAction) -> Bool {
    if case .catalogReloaded = action { return true }
    return false
  }

  /// Time travel for the app's store, keeping `limit` steps, of them the last ``keptReloads``
  /// reloads of the catalog.
  @MainActor
  public static func timeTravel(limit: Int) -> TimeTravel<AppAction, AppState> {
    TimeTravel(
      limit: limit, startsBranch: startsBranch, largeStepLimit: keptReloads, isLargeStep: isLargeStep)
  }

  /// The commands, moving through `travel`; with no time travel (a recorded session) each one
  /// says why it is refused.
  @MainActor
  public static func commands(_ travel: TimeTravel<AppAction, AppState>?) -> [CustomCommand] {
    func command(
      _ name: String, usage: String, summary: String,
      _ body:
        @escaping @MainActor (TimeTravel<AppAction, AppState>, String) throws(TimeTravelError) -> InputOutcome
    ) -> CustomCommand {
      CustomCommand(name: name, usage: usage, summary: summary) { argument in
        guard let travel else { return .rejected(refusedWhileRecording) }
        do throws(TimeTravelError) {
          return try body(travel, argument)
        } catch {
          return .rejected(error.description)
        }
      }
    }
    func noArgument(_ name: String, _ argument: String) -> InputOutcome? {
      argument.isEmpty ? nil : .rejected("`\(name)` takes nothing after it.")
    }
    return [
      command("history", usage: "history", summary: "list the last steps (the shown one marked ▸)") {
        travel, argument in
        noArgument("history", argument) ?? .message(history(of: travel))
      },
      command("undo", usage: "undo", summary: "show the step before") {
        travel, argument throws(TimeTravelError) in
        if let refusal = noArgument("undo", argument) { return refusal }
        try travel.undo()
        return .performed
      },
      command("redo", usage: "redo", summary: "show the step after") {
        travel, argument throws(TimeTravelError) in
        if let refusal = noArgument("redo", argument) { return refusal }
        try travel.redo()
        return .performed
      },
      command("goto", usage: "goto N", summary: "show step N (a press there starts a new branch)") {
        travel, argument throws(TimeTravelError) in
        guard let step = Int(argument) else {
          return .rejected("`goto` needs a step number, like `goto 3`; `history` lists them.")
        }
        try travel.goto(step)
        return .performed
      },
    ]
  }

  /// What `history` prints: the range kept and the limit, then up to ``listedSteps`` steps
  /// around the shown one, one line each, the shown one marked.
  @MainActor
  static func history(of travel: TimeTravel<AppAction, AppState>) -> String {
    let steps = travel.steps
    // The last steps, unless the shown one is older: then the steps around it.
    var first = max(steps.lowerBound, steps.upperBound - listedSteps + 1)
    if travel.shownStep < first { first = max(steps.lowerBound, travel.shownStep - listedSteps / 2) }
    let last = min(steps.upperBound, first + listedSteps - 1)
    let width = String(steps.upperBound).count
    var lines = [
      "Steps \(steps.lowerBound)–\(steps.upperBound) kept (at most \(travel.limit)); showing step \(travel.shownStep)"
        + (travel.isTravelling
          ? " of \(steps.upperBound): a press here starts a new branch." : ", the latest.")
    ]
    if first > steps.lowerBound { lines.append("  … steps \(steps.lowerBound)–\(first - 1) not listed") }
    for step in first...last {
      guard let entry = travel.entry(step) else { continue }
      let number = String(repeating: " ", count: width - String(step).count) + String(step)
      let marker = step == travel.shownStep ? "▸" : " "
      lines.append("\(marker) \(number)  \(summary(of: entry.action))")
    }
    if last < steps.upperBound { lines.append("  … steps \(last + 1)–\(steps.upperBound) not listed") }
    if travel.heldCount > 0 {
      let actions = travel.heldCount == 1 ? "1 action" : "\(travel.heldCount) actions"
      lines.append(
        "\(actions) arrived meanwhile from effects: held until the latest step.")
    }
    return lines.joined(separator: "\n")
  }

  /// `action` on one line of at most ``actionWidth`` characters, without module and type
  /// prefixes: `counter(increment)`.
  static func summary(of action: AppAction?) -> String {
    guard let action else { return "(start)" }
    var text = String(describing: action)
    text.replace(/(?:[A-Z][A-Za-z0-9_]*\.)+/, with: "")
    text = String(text.map { $0.isNewline ? " " : $0 })
    guard text.count > actionWidth else { return text }
    return String(text.prefix(actionWidth - 1)) + "…"
  }
}
