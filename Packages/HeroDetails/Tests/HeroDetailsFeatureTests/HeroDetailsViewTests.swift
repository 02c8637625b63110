import Foundation
import SwiftRexArchitecture
import Testing
import TextUITesting

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
    assertInlineSnapshot(of: renderer) {
      """
      Superman
      [1] Powers: [flight, heat vision]
      [2] [ ] Retired
      [3] Done
      """
    }
  }

  @Test func theFrameShowsTheCodenameWhenThereAreNoAliases() {
    let (_, renderer) = render(.init(codename: "Kryptonian", aliases: [], powers: []))
    #expect(renderer.render().text() == "Kryptonian\n[1] Powers: []\n[2] [ ] Retired\n[3] Done")
  }

  @Test func typingIntoTheFieldSavesParsedPowersAndShowsThemRejoined() {
    let (store, renderer) = render()
    renderer.render()
    #expect(renderer.perform(line: "type 1 x-ray,,  speed , ") == .performed)
    #expect(store.state.powers == ["x-ray", "speed"])
    #expect(renderer.render().text() == "Superman\n[1] Powers: [x-ray, speed]\n[2] [ ] Retired\n[3] Done")
    #expect(renderer.perform(line: "1 = , ,") == .performed)
    #expect(store.state.powers == [])
    #expect(renderer.render().text() == "Superman\n[1] Powers: []\n[2] [ ] Retired\n[3] Done")
  }

  @Test func theToggleFlipsRetirementBothWays() {
    let (store, renderer) = render()
    renderer.render()
    #expect(renderer.perform(line: "toggle 2") == .performed)
    #expect(store.state.isRetired)
    #expect(
      renderer.render().text() == "Superman\n[1] Powers: [flight, heat vision]\n[2] [x] Retired\n[3] Done")
    #expect(renderer.perform(line: "2") == .performed)
    #expect(!store.state.isRetired)
    #expect(renderer.render().text().hasSuffix("[2] [ ] Retired\n[3] Done"))
  }

  @Test func doneDismissesTheHeroFromInside() {
    // Presented, Done ends the presentation: the host receives its `.dismiss`.
    let warnings = DismissWarnings()
    let (store, renderer) = render()
    renderer.render()
    RuntimeWarnings.withHandler(warnings.record) {
      #expect(renderer.perform(line: "press Done") == .performed)
    }
    // Not presented (its own store), `Effect.dismiss` has nothing to end: it is reported.
    #expect(warnings.messages.count == 1)
    #expect(warnings.messages.first?.contains("Effect.dismiss") == true)
    // It names the line that built it, in the feature — not a line of the library.
    #expect(warnings.messages.first?.contains("HeroDetailsFeature/HeroDetails.swift") == true)
    #expect(store.state == HeroDetails.State())
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

/// Runtime warnings collected while a test runs.
final class DismissWarnings: @unchecked Sendable {
  // @unchecked: `stored` is only touched under `lock`.
  private let lock = NSLock()
  private var stored: [String] = []
  var messages: [String] { lock.withLock { stored } }
  func record(_ message: String) { lock.withLock { stored.append(message) } }
}
