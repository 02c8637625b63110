// The code of the "Long-lived effects and persisted state" article (SwiftRex.docc), compiled and
// run here; see GettingStartedSnippets.swift for how the article is kept identical to it.
import SwiftRexSwiftConcurrency
import SwiftRexTesting
import Testing

// snippet: subscriptions-domain
enum Metronome {
  struct State: Equatable, Sendable, Identifiable {
    var id = 0
    var isPlaying = false
    var beats = 0
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case play
    case stop
    case beat
  }

  struct Environment: Sendable {
    var tempo: Duration = .milliseconds(500)
  }
}
// snippet-end

// snippet: subscriptions-behavior
extension Metronome {
  static let behavior = Behavior<Action, State, Environment>.reduce { action, state in
    switch action {
    case .play: state.isPlaying = true
    case .stop: state.isPlaying = false
    case .beat: state.beats += 1
    }
  }
  .subscriptions { state in
    if state.isPlaying {
      Subscription(id: "beat") { ctx in
        let tempo = ctx.environment.tempo
        return Effect.run { send in
          while true {
            try await send.clock.sleep(for: tempo)
            await send(.beat)
          }
        }
      }
    }
  }
}
// snippet-end

// snippet: subscriptions-lift
enum Band {
  struct State: Equatable, Sendable {
    var metronomes: IdentifiedArray<Int, Metronome.State> = []
  }

  @Prisms
  enum Action: Equatable, Sendable {
    case metronome(ElementAction<Int, Metronome.Action>)
  }

  static let behavior: Behavior<Action, State, Metronome.Environment> =
    Metronome.behavior.liftCollection(action: \.metronome, stateContainer: \.metronomes)
}
// snippet-end

@MainActor
@Suite("Documentation: Long-lived effects and persisted state")
struct LongLivedEffectsSnippetTests {
  // snippet: subscriptions-test
  @Test func aPlayingMetronomeBeatsUntilStopped() async {
    let store = TestStore(
      initial: Metronome.State(), behavior: Metronome.behavior, environment: Metronome.Environment())

    store.dispatch(.play) { $0.isPlaying = true }
    #expect(store.runningSubscriptions == [SubscriptionID("beat")])
    await store.advance(by: .seconds(1))
    store.receive(.beat) { $0.beats = 1 }
    store.receive(.beat) { $0.beats = 2 }
    store.dispatch(.stop) { $0.isPlaying = false }
    #expect(store.runningSubscriptions.isEmpty)
    await store.finish()
  }
  // snippet-end

  // snippet: subscriptions-initial
  @Test func aStateThatSaysPlayingPlaysFromTheStart() async {
    let store = TestStore(
      initial: Metronome.State(isPlaying: true), behavior: Metronome.behavior,
      environment: Metronome.Environment())

    await store.advance(by: .milliseconds(500))
    store.receive(.beat) { $0.beats = 1 }
    store.dispatch(.stop) { $0.isPlaying = false }
    await store.finish()
  }
  // snippet-end

  // snippet: subscriptions-lift-test
  @Test func everyMetronomeOfTheBandBeatsOnItsOwn() async {
    let store = TestStore(
      initial: Band.State(metronomes: [Metronome.State(id: 1, isPlaying: true), Metronome.State(id: 2)]),
      behavior: Band.behavior, environment: Metronome.Environment())

    #expect(store.runningSubscriptions.map(\.description) == [#""beat" in \State.metronomes[id: 1]"#])
    store.dispatch(.metronome(ElementAction(id: 2, action: .play))) { $0.metronomes[id: 2]?.isPlaying = true }
    #expect(store.runningSubscriptions.count == 2)
    store.dispatch(.metronome(ElementAction(id: 1, action: .stop))) {
      $0.metronomes[id: 1]?.isPlaying = false
    }
    store.dispatch(.metronome(ElementAction(id: 2, action: .stop))) {
      $0.metronomes[id: 2]?.isPlaying = false
    }
    await store.finish()
  }
  // snippet-end

  @Test func aReplayingStoreStartsNoSubscription() {
    // snippet: subscriptions-off
    let replaying = Store(
      initial: Metronome.State(isPlaying: true), behavior: Metronome.behavior,
      environment: Metronome.Environment(), runsSubscriptions: false)
    // snippet-end
    #expect(replaying.runningSubscriptions.isEmpty)
    #expect(replaying.effectsInFlight == 0)
  }
}
