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

  @Test func bindingThePowersReplacesThem() async {
    let store = makeStore()
    store.dispatch(\.binding.powers, ["x-ray", "speed"]) { $0.powers = ["x-ray", "speed"] }
    store.dispatch(\.binding.powers, []) { $0.powers = [] }
    await store.finish()
  }

  @Test func bindingTheSamePowersChangesNothing() async {
    let store = makeStore()
    store.dispatch(\.binding.powers, ["flight", "heat vision"])
    await store.finish()
  }

  @Test func bindingRetirementSetsItBothWays() async {
    let store = makeStore()
    store.dispatch(\.binding.isRetired, true) { $0.isRetired = true }
    store.dispatch(\.binding.isRetired, true)  // already retired: a binding sets, it does not toggle
    store.dispatch(\.binding.isRetired, false) { $0.isRetired = false }
    await store.finish()
  }

  @Test func doneDismissesTheHeroFromInside() async {
    let store = makeStore()
    #expect(!store.isDismissed)
    store.dispatch(\.done)
    #expect(store.isDismissed)
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
}
