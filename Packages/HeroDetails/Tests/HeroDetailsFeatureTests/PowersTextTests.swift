import Testing

@testable import HeroDetailsFeature

@Suite struct PowersTextTests {
  @Test(
    arguments: [
      ("flight", ["flight"]),
      ("flight,x-ray", ["flight", "x-ray"]),
      ("  flight ,   x-ray  ", ["flight", "x-ray"]),
      ("flight,,x-ray", ["flight", "x-ray"]),
      (",flight,", ["flight"]),
      ("flight, ,x-ray", ["flight", "x-ray"]),
      ("\tflight\n, x-ray", ["flight", "x-ray"]),
      ("heat vision, super speed", ["heat vision", "super speed"]),
    ])
  func parsesCommaSeparatedPowers(raw: String, expected: [String]) {
    #expect(PowersText.parse(raw) == expected)
  }

  @Test(arguments: ["", " ", ",", ",,,", " , , ", "\u{00A0},\u{3000}"])
  func blankInputIsNoPowers(raw: String) {
    #expect(PowersText.parse(raw).isEmpty)
  }

  @Test func unicodeSurvivesAndUnicodeSpacesAreTrimmed() {
    #expect(PowersText.parse("飛行, 熱視線") == ["飛行", "熱視線"])
    #expect(PowersText.parse("🦸‍♀️ rescue,🔥") == ["🦸‍♀️ rescue", "🔥"])
    #expect(PowersText.parse("\u{00A0}força\u{3000}, café ") == ["força", "café"])
  }

  @Test func joiningWritesWhatParsingReads() {
    let powers = ["flight", "heat vision", "飛行"]
    #expect(PowersText.join(powers) == "flight, heat vision, 飛行")
    #expect(PowersText.parse(PowersText.join(powers)) == powers)
    #expect(PowersText.join([]) == "")
  }
}
