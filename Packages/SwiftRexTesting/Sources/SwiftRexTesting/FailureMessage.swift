@_spi(SwiftRexInternals) import SwiftRex
import SwiftRexSharing

/// The words of every TestStore failure: what went wrong, the evidence, and how to fix it.
///
/// Kept in one place so the failure-message tests can pin them down and they stay consistent.
enum FailureMessage {
  /// Where in a test the event happened, as messages name it: `dispatching .increment`.
  enum Event {
    case dispatching(String)
    case receiving(String)
    /// `store.assert { … }`: the state checked with no action.
    case asserting

    var phrase: String {
      switch self {
      case .dispatching(let action): "dispatching \(action)"
      case .receiving(let action): "receiving \(action)"
      case .asserting: "the steps so far"
      }
    }

    var call: String {
      switch self {
      case .dispatching(let action): "store.dispatch(\(action)) { state in … }"
      case .receiving: "store.receive(…) { payload, state in … }"
      case .asserting: "store.assert { state in … }"
      }
    }

    var callWithoutClosure: String {
      switch self {
      case .dispatching(let action): "store.dispatch(\(action))"
      case .receiving: "store.receive(…)"
      case .asserting: "store.assert { state in … }"
      }
    }
  }

  static func stateMismatch<State>(
    after event: Event, expected: State, actual: State, exhaustive: Bool
  ) -> String {
    let evidence = diff(expected, actual)
    if exhaustive {
      return """
        State after \(event.phrase) is not what the test expected (− expected, + actual):
        \(evidence)
        Make the closure describe exactly how the state changes.
        """
    }
    return """
      State after \(event.phrase) disagrees with what the closure sets (− expected, + actual):
      \(evidence)
      In a non-exhaustive test the closure is checked against the actual state: set each field you \
      check to the value you expect.
      """
  }

  static func unexpectedStateChange<State>(after event: Event, before: State, after: State) -> String {
    """
    \(capitalized(event.phrase)) changed the state, but the test expected no change (− before, + after):
    \(diff(before, after))
    Describe the change in a trailing closure: \(event.call).
    """
  }

  static func unexpectedSharedChange(
    after event: Event, ids: [String], before: SharedSnapshot, after: SharedSnapshot
  ) -> String {
    """
    \(capitalized(event.phrase)) changed \(sharedNames(ids)), but the test expected no change \
    (− before, + after):
    \(sharedDiffs(ids, old: before, new: after))
    Describe the change in a trailing closure: \(event.call), setting the shared value as the \
    reducer does.
    """
  }

  static func sharedMismatch(
    after event: Event, ids: [String], expected: SharedSnapshot, actual: SharedSnapshot, exhaustive: Bool
  ) -> String {
    let advice =
      exhaustive
      ? "Make the closure change each shared value exactly as the reducer does."
      : "In a non-exhaustive test the closure is checked against the actual values: set each shared value you check to the value you expect."
    return """
      \(capitalized(sharedNames(ids))) after \(event.phrase) \(ids.count == 1 ? "is" : "are") not what \
      the test expected (− expected, + actual):
      \(sharedDiffs(ids, old: expected, new: actual))
      \(advice)
      """
  }

  /// `the shared value memory:count`, or `the shared values a, b`.
  private static func sharedNames(_ ids: [String]) -> String {
    ids.count == 1 ? "the shared value \(ids[0])" : "the shared values \(ids.joined(separator: ", "))"
  }

  /// Each shared value's diff under its id.
  private static func sharedDiffs(_ ids: [String], old: SharedSnapshot, new: SharedSnapshot) -> String {
    ids.map { id in
      let difference: String
      switch (old.value(of: id), new.value(of: id)) {
      case (let old?, let new?): difference = diff(old, new)
      case (nil, let new?): difference = "+ " + StateDiff.render(new)
      case (let old?, nil): difference = "− " + StateDiff.render(old)
      case (nil, nil): difference = ""
      }
      return "\(id):\n\(difference)"
    }.joined(separator: "\n")
  }

  static func expectationChangedNothing(after event: Event) -> String {
    """
    The closure passed when \(event.phrase) changes nothing, and the state did not change either. \
    Drop the closure to say that no change is expected: \(event.callWithoutClosure).
    """
  }

  static func expectationThrew(after event: Event, error: any Error) -> String {
    "The closure passed when \(event.phrase) threw \(error); the state was not compared."
  }

  static func dispatchedWhilePending(_ action: String, pending: [String]) -> String {
    """
    Dispatched \(action) while \(count(pending.count, "action")) received from effects \
    \(pending.count == 1 ? "was" : "were") still waiting to be asserted:
    \(bullets(pending))
    Assert received actions with store.receive(…) before dispatching again, or call \
    store.skipReceivedActions() if \(pending.count == 1 ? "it doesn't" : "they don't") matter to this test.
    """
  }

  static func receivedMismatch(
    expected matcher: String, received: String, laterMatch: (position: Int, action: String)?
  ) -> String {
    let advice =
      if let laterMatch {
        """
        A matching action arrived later, after \(count(laterMatch.position, "other action")): \
        \(laterMatch.action). Received actions are asserted in the order they arrive: assert the ones \
        before it first, or call store.skipReceivedActions().
        """
      } else {
        """
        No matching action has arrived. Received actions are asserted in the order they arrive: \
        assert this one first, or fix the effect that sent it.
        """
      }
    return """
      Expected to receive \(matcher), but the next action received was:
        \(received)
      \(advice)
      """
  }

  static func noneMatches(expected matcher: String, received: [String]) -> String {
    """
    Expected to receive \(matcher), but \(received.count == 1 ? "the only action" : "none of the \(received.count) actions") \
    received from effects \(received.count == 1 ? "does not match" : "matches"):
    \(bullets(received))
    This store is not exhaustive, so receive skips actions that don't match, but none did: check the case \
    you expect, or that the effect sends it.
    """
  }

  static func noActionReceived(expected matcher: String, effects: InFlight) -> String {
    let start = "Expected to receive \(matcher), but no action has been received."
    guard !effects.descriptions.isEmpty else {
      return """
        \(start) No effect is running either: check that the action which should start the effect \
        produces it.
        """
    }
    return """
      \(start)
      \(effects.summary(verb: "is still running", pluralVerb: "are still running"))
      \(effects.reasons.joined(separator: "\n"))
      Then receive what \(effects.descriptions.count == 1 ? "it sends" : "they send").
      """
  }

  static func unassertedAtEnd(_ pending: [String], released: Bool) -> String {
    """
    When the test ended, \(count(pending.count, "action")) received from effects \
    \(pending.count == 1 ? "was" : "were") never asserted:
    \(bullets(pending))
    Assert \(pending.count == 1 ? "it" : "each one, in order,") with store.receive(\\.case) \
    { payload, state in … }, or call store.skipReceivedActions() if \
    \(pending.count == 1 ? "it doesn't" : "they don't") matter to this test.\(released ? releasedNote : "")
    """
  }

  static func effectsInFlightAtEnd(_ effects: InFlight, released: Bool) -> String {
    """
    When the test ended, \(effects.summary(verb: "was still in flight", pluralVerb: "were still in flight"))
    \(effects.reasons.joined(separator: "\n"))
    Otherwise cancel \(effects.them) from the feature (Effect.cancel(id:)), or call \
    store.skipInFlightEffects() if \(effects.they) \(effects.descriptions.count == 1 ? "doesn't" : "don't") \
    matter to this test.\(released ? releasedNote : "")
    """
  }

  static func taskStillRunning(_ action: String, running: Int) -> String {
    let one = running == 1
    return """
      \(count(running, "effect task")) that dispatching \(action) started \(one ? "is" : "are") still running \
      after its effects were run: \(one ? "it sleeps" : "they sleep") on the test's clock or \
      \(one ? "waits" : "wait") for something the test does not control. Advance the clock \
      (store.advance(by:)) until \(one ? "it ends" : "they end"), or cancel \(one ? "it" : "them") \
      (task.cancel()) if the rest doesn't matter to this test.
      """
  }

  static func dispatchedAfterDismissal(_ action: String, dismissedBy source: ActionSource) -> String {
    """
    Dispatching \(action) after the feature dismissed itself (Effect.dismiss built at \(source)): a \
    dismissed feature gets no more actions, and its effects were cancelled. End the test at the \
    dismissal (check store.isDismissed), or test the feature that presents this one.
    """
  }

  static func subscriptionsRunningAtEnd(
    _ subscriptions: [SubscriptionID], effects: InFlight, released: Bool
  ) -> String {
    let one = subscriptions.count == 1
    return """
      When the test ended, \(count(subscriptions.count, "subscription")) \(one ? "was" : "were") still running:
      \(bullets(subscriptions.map(\.description)))
      The state still declares \(one ? "it" : "them") (Behavior.subscriptions). Dispatch the action that \
      changes the state so it no longer does — the store then cancels \(one ? "it" : "them") — or call \
      store.skipInFlightEffects() if \(one ? "it doesn't" : "they don't") matter to this test.
      Running now: \(effects.summary(verb: "is in flight", pluralVerb: "are in flight"))\(released ? releasedNote : "")
      """
  }

  private static let releasedNote = """

    (Checked when the TestStore was released. End the test with await store.finish() to check at \
    that line, after running the effects still waiting.)
    """

  /// What the effects still running are doing, for messages that must say why they are there.
  struct InFlight {
    var descriptions: [String]
    var neverRun: Bool
    var asleep: Int
    var nextWakeUp: TestClock.Instant?
    var busy: Int

    func summary(verb: String, pluralVerb: String) -> String {
      let head = "\(count(descriptions.count, "effect")) \(descriptions.count == 1 ? verb : pluralVerb):"
      return head + "\n" + bullets(descriptions)
    }

    var they: String { descriptions.count == 1 ? "it" : "they" }
    var them: String { descriptions.count == 1 ? "it" : "them" }

    /// Why they are still there, one line per reason, each with its fix.
    var reasons: [String] {
      var lines: [String] = []
      if neverRun {
        lines.append(
          "\(capitalized(they)) \(descriptions.count == 1 ? "has" : "have") not run yet: effects run only "
            + "when the test asks, with await store.runEffects().")
      }
      let one = descriptions.count == 1
      if asleep > 0, let nextWakeUp {
        lines.append(
          (one
            ? "It sleeps on the test clock until \(nextWakeUp)"
            : "\(asleep) of them sleep on the test clock, "
              + "the next until \(nextWakeUp)") + ": move time forward with await store.advance(by:).")
      }
      if busy > 0, !neverRun {
        lines.append(
          (one ? "It is busy" : "\(busy) of them are busy") + " on something the test does not control "
            + "(a real clock or network?): inject it through the environment.")
      }
      return lines
    }
  }

  // MARK: - Pieces

  static func diff<State>(_ old: State, _ new: State) -> String {
    StateDiff.diff(old, new)
      ?? """
      (the two states print the same, yet == says they differ: check State's == implementation)
      \(StateDiff.render(new))
      """
  }

  static func bullets(_ lines: [String]) -> String {
    lines.map { "  • \($0)" }.joined(separator: "\n")
  }

  static func count(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }

  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// `Profile.Action`, `Array<Book>`: a type's name without module names.
  static func typeName(_ type: Any.Type) -> String { StateDiff.typeName(type) }

  /// How `receive` names what it expects when all it has is a case's payload type:
  /// `a Profile.Action case carrying Int`.
  static func caseCarrying<Action, Payload>(_: Action.Type, _: Payload.Type) -> String {
    let payload = Payload.self == Void.self ? "no payload" : typeName(Payload.self)
    return "a \(typeName(Action.self)) case carrying \(payload)"
  }

  /// Dispatching through a case key path that can only extract.
  static func cannotEmbed(_ path: String) -> String {
    "Cannot dispatch \(path): a component of the path is an optional property that names no case, so "
      + "the action cannot be built from it. Name each case by the key path `@Prisms` generates for it "
      + "(`\\.alert.confirmTapped`), or dispatch the action itself."
  }

  /// One line for an action: `.loaded([Book(id: "1", title: "Dune")])`, without the module names
  /// of the action's own module, shortened past 300 characters.
  static func describe<Action>(_ action: Action) -> String {
    var text = String(describing: action)
    if let module = String(reflecting: Action.self).split(separator: ".").first {
      text = text.replacing("\(module).", with: "").replacing("Swift.", with: "")
    }
    if case .enum = Mirror(reflecting: action).displayStyle { text = "." + text }
    return text.count > 300 ? String(text.prefix(299)) + "…" : text
  }

  /// `.loaded([…]), from the effect built at Feature/File.swift:12 in behavior()`.
  static func describe<Action>(_ action: Action, from source: ActionSource) -> String {
    "\(describe(action)), from the effect built at \(source)"
  }
}
