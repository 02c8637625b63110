import SwiftRexArchitecture
import Testing

@testable import HeroDetailsFeature

/// Field-level invalidation: under the granular strategy each part of the screen is evaluated
/// again only when a field it read changes.
@MainActor
@Suite struct HeroDetailsRenderCountTests {
  /// What a host could do beyond the feature's own actions: rename the hero, so the test can
  /// change the display name too.
  @Prisms
  enum HostAction: Sendable {
    case hero(HeroDetails.Action)
    case rename(aliases: [String])
  }

  /// The feature's behaviour lifted into a host that can also rename the hero, rendered through
  /// a projection, as an app would.
  private func makeHost() -> (Store<HostAction, HeroDetails.State, Void>, ViewRenderer) {
    let renaming = Behavior<HostAction, HeroDetails.State, Void>.reduce { action, hero in
      if case .rename(let aliases) = action { hero.aliases = aliases }
    }
    let store = Store(
      initial: HeroDetails.State(),
      behavior: .combine(
        HeroDetails.behavior().lift(.action(\.hero).state(\.self).environment { _ in .init() }),
        renaming))
    let hero = store.projection(action: HostAction.hero, state: { $0 })
    return (store, ViewRenderer(HeroDetails.view(store: hero, environment: .init())))
  }

  private func evaluated(_ renderer: ViewRenderer) -> [String] {
    renderer.lastRenderStatistics.evaluatedViews
  }

  @Test func theFirstRenderEvaluatesEveryPart() {
    let (_, renderer) = makeHost()
    renderer.render()
    #expect(evaluated(renderer).contains("HeroNameView"))
    #expect(evaluated(renderer).contains("PowersFieldView"))
    #expect(evaluated(renderer).contains("RetirementToggleView"))
  }

  @Test func retiringDoesNotEvaluateTheName() {
    let (store, renderer) = makeHost()
    renderer.render()
    store.dispatch(\.hero.binding.isRetired, true)
    #expect(renderer.needsRender)
    #expect(
      renderer.render().text() == "Superman\n[1] Powers: [flight, heat vision]\n[2] [x] Retired\n[3] Done")
    #expect(evaluated(renderer) == ["RetirementToggleView"])
  }

  @Test func editingPowersEvaluatesOnlyTheField() {
    let (_, renderer) = makeHost()
    renderer.render()
    #expect(renderer.perform(line: "type 1 wit") == .performed)
    #expect(renderer.render().text() == "Superman\n[1] Powers: [wit]\n[2] [ ] Retired\n[3] Done")
    #expect(evaluated(renderer) == ["PowersFieldView"])
  }

  @Test func renamingEvaluatesOnlyTheName() {
    let (store, renderer) = makeHost()
    renderer.render()
    store.dispatch(.rename(aliases: ["Clark"]))
    #expect(renderer.render().text() == "Clark\n[1] Powers: [flight, heat vision]\n[2] [ ] Retired\n[3] Done")
    #expect(evaluated(renderer) == ["HeroNameView"])
  }

  @Test func aChangeTheViewDoesNotShowEvaluatesNothing() {
    let (store, renderer) = makeHost()
    renderer.render()
    // A second alias leaves the display name (the first alias) as it was.
    store.dispatch(.rename(aliases: ["Superman", "Kal-El"]))
    #expect(!renderer.needsRender)
  }

  @Test func powersThatParseToTheSameListEvaluateNothing() {
    let (_, renderer) = makeHost()
    renderer.render()
    #expect(renderer.perform(line: "type 1 flight ,, heat vision") == .performed)
    #expect(!renderer.needsRender)
  }
}
