import SwiftRexArchitecture
import Testing

@testable import HeroDetailsFeature

@MainActor
@Suite struct HeroDetailsViewTests {
  private func render(_ hero: HeroDetails.State = .init()) -> (
    Store<HeroDetails.Action, HeroDetails.State, HeroDetails.Environment>, ViewRenderer
  ) {
    let store = Store(initial: hero, behavior: HeroDetails.behavior(), environment: .init())
    return (store, ViewRenderer(HeroDetails.view(store: store, environment: .init())))
  }

  @Test func theFrameShowsNamePowersAndRetirement() {
    let (_, renderer) = render()
    #expect(renderer.render().text() == "Superman\n[1] Powers: [flight, heat vision]\n[2] [ ] Retired")
  }

  @Test func theFrameShowsTheCodenameWhenThereAreNoAliases() {
    let (_, renderer) = render(.init(codename: "Kryptonian", aliases: [], powers: []))
    #expect(renderer.render().text() == "Kryptonian\n[1] Powers: []\n[2] [ ] Retired")
  }

  @Test func typingIntoTheFieldSavesParsedPowersAndShowsThemRejoined() {
    let (store, renderer) = render()
    renderer.render()
    #expect(renderer.perform(line: "type 1 x-ray,,  speed , ") == .performed)
    #expect(store.state.powers == ["x-ray", "speed"])
    #expect(renderer.render().text() == "Superman\n[1] Powers: [x-ray, speed]\n[2] [ ] Retired")
    #expect(renderer.perform(line: "1 = , ,") == .performed)
    #expect(store.state.powers == [])
    #expect(renderer.render().text() == "Superman\n[1] Powers: []\n[2] [ ] Retired")
  }

  @Test func theToggleFlipsRetirementBothWays() {
    let (store, renderer) = render()
    renderer.render()
    #expect(renderer.perform(line: "toggle 2") == .performed)
    #expect(store.state.isRetired)
    #expect(renderer.render().text() == "Superman\n[1] Powers: [flight, heat vision]\n[2] [x] Retired")
    #expect(renderer.perform(line: "2") == .performed)
    #expect(!store.state.isRetired)
    #expect(renderer.render().text().hasSuffix("[2] [ ] Retired"))
  }

  @Test func aHandleThatIsNotAFieldCannotBeTypedInto() {
    let (store, renderer) = render()
    renderer.render()
    guard case .rejected = renderer.perform(line: "type 2 laser") else {
      Issue.record("typing into the toggle should be rejected")
      return
    }
    #expect(store.state == HeroDetails.State())
  }
}
