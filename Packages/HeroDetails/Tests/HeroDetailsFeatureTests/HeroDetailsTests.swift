import SwiftRexTesting
import Testing

@testable import HeroDetailsFeature

@MainActor
@Suite struct HeroDetailsTests {
  private func makeStore(_ initial: HeroDetails.State = HeroDetails.initialState()) -> TestStore<
    HeroDetails.Action, HeroDetails.State, HeroDetails.Environment
  > {
    TestStore(initial: initial, behavior: HeroDetails.behavior(), environment: .init())
  }

  @Test func savingPowersReplacesThem() async {
    let store = makeStore()
    store.dispatch(.savePowers(["x-ray", "speed"])) { $0.powers = ["x-ray", "speed"] }
    store.dispatch(.savePowers([])) { $0.powers = [] }
    await store.finish()
  }

  @Test func savingTheSamePowersChangesNothing() async {
    let store = makeStore()
    store.dispatch(.savePowers(["flight", "heat vision"]))
    await store.finish()
  }

  @Test func toggleRetirementFlipsBothWays() async {
    let store = makeStore()
    store.dispatch(.toggleRetirement) { $0.isRetired = true }
    store.dispatch(.toggleRetirement) { $0.isRetired = false }
    await store.finish()
  }

  @Test func theInitialStateIsTheSeedsHero() {
    let hero = HeroDetails.initialState(with: ())
    #expect(
      hero
        == HeroDetails.State(
          codename: "Kryptonian", aliases: ["Superman", "Man of Steel"], powers: ["flight", "heat vision"],
          isRetired: false))
  }

  @Test func mapStateDerivesTheViewShape() {
    let toViewState = HeroDetails.mapState.run(.init())
    let viewState = toViewState(HeroDetails.State(aliases: ["Batman"], powers: ["wealth", "grit"]))
    #expect(viewState.displayName == "Batman")
    #expect(viewState.powersText == "wealth, grit")
    #expect(!viewState.isRetired)
  }

  @Test func theDisplayNameFallsBackToTheCodename() {
    let toViewState = HeroDetails.mapState.run(.init())
    #expect(toViewState(HeroDetails.State(codename: "Bat", aliases: [])).displayName == "Bat")
    #expect(
      toViewState(HeroDetails.State(codename: "Bat", aliases: ["Batman", "Dark Knight"])).displayName
        == "Batman")
  }

  @Test func mapActionParsesWhatWasTyped() {
    let toAction = HeroDetails.mapAction.run(.init())
    #expect(toAction(.editedPowers(" flight,,x-ray , ")) == .savePowers(["flight", "x-ray"]))
    #expect(toAction(.editedPowers(",,")) == .savePowers([]))
    #expect(toAction(.tappedRetirement) == .toggleRetirement)
  }
}
