import FP
import Testing

@Suite struct LensTests {
  private struct Address: Equatable {
    var city: String
  }

  private struct Person: Equatable {
    var name: String
    var address: Address
  }

  private static let address = Lens<Person, Address>(\.address)
  private static let city = Lens<Address, String>(get: { $0.city }, set: { $0.city = $1 })

  @Test func compositionFocusesThroughBoth() {
    let person = Person(name: "Ada", address: Address(city: "London"))
    let composed = Self.address >>> Self.city
    #expect(composed.get(person) == "London")
    #expect(composed.set(person, "Paris") == Person(name: "Ada", address: Address(city: "Paris")))
    #expect(Self.address.appending(Self.city).get(person) == composed.get(person))
  }

  @Test func inPlaceSetAndModify() {
    var person = Person(name: "Ada", address: Address(city: "London"))
    let composed = Self.address >>> Self.city
    composed.set("Rome", in: &person)
    #expect(person.address.city == "Rome")
    composed.modify(&person) { $0 += "!" }
    #expect(person.address.city == "Rome!")
    #expect(person.name == "Ada")
  }

  @Test func identityIsTheUnitOfComposition() {
    let person = Person(name: "Ada", address: Address(city: "London"))
    let identity = Lens<Person, Person>.identity
    #expect(identity.get(person) == person)
    #expect((identity >>> Self.address).get(person) == Self.address.get(person))
    let replaced = Person(name: "Lin", address: Address(city: "Oslo"))
    #expect(identity.set(person, replaced) == replaced)
  }

  @Test func generatedLensesComposeWithHandWrittenOnes() {
    let state = Catalog.State(query: "a", page: .first)
    let length =
      Catalog.State.lens.query
      >>> Lens<String, Int>(
        get: { $0.count }, set: { string, count in string = String(repeating: "x", count: count) })
    #expect(length.get(state) == 1)
    #expect(length.set(state, 3).query == "xxx")
  }
}
