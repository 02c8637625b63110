import Testing

@testable import TextUI

@MainActor
@Suite struct BindingTests {
  struct Person {
    var name: String
    var age: Int
  }

  @Test func readsAndWritesThroughClosures() {
    let box = Box(1)
    let binding = box.binding
    binding.wrappedValue = 5
    #expect(box.value == 5)
    #expect(binding.wrappedValue == 5)
  }

  @Test func constantIgnoresWrites() {
    let binding = Binding.constant("x")
    binding.wrappedValue = "y"
    #expect(binding.wrappedValue == "x")
  }

  @Test func dynamicMemberLookupDerivesAFieldBinding() {
    let box = Box(Person(name: "Ada", age: 36))
    let name = box.binding.name
    name.wrappedValue = "Grace"
    #expect(box.value.name == "Grace")
    #expect(box.value.age == 36)
  }

  @Test func mapTransformsBothWays() {
    let box = Box(Person(name: "Ada", age: 36))
    let ageText = box.binding.map(get: { String($0.age) }, set: { $0.age = Int($1) ?? $0.age })
    #expect(ageText.wrappedValue == "36")
    ageText.wrappedValue = "40"
    #expect(box.value.age == 40)
    ageText.wrappedValue = "not a number"
    #expect(box.value.age == 40)
  }

  @Test func unwrapsAnOptionalBindingOnlyWhenPresent() {
    let box = Box<String?>(nil)
    #expect(Binding(box.binding) == nil)
    box.value = "x"
    let unwrapped = Binding(box.binding)
    unwrapped?.wrappedValue = "y"
    #expect(box.value == "y")
  }
}
