import Foundation
import Testing

@testable import SwiftRex

@Suite("PresentationState")
struct PresentationStateTests {
  @Test func aCodedPresentationIsItsValueAlone() throws {
    let presented = PresentationState(wrappedValue: 3)
    let data = try JSONEncoder().encode([presented, PresentationState(wrappedValue: nil)])
    #expect(String(decoding: data, as: UTF8.self) == "[3,null]")
    let decoded = try JSONDecoder().decode([PresentationState<Int>].self, from: data)
    #expect(decoded.map(\.wrappedValue) == [3, nil])
  }

  struct Child: Equatable, Hashable {
    var title = ""
  }

  struct Parent: Equatable {
    @Presents var child: Child?
  }

  @Test func assigningPresentsAnewAndMutatingInPlaceKeepsThePresentation() throws {
    var parent = Parent()
    #expect(parent.$child.identity == nil)
    parent.child = Child(title: "a")
    let first = try #require(parent.$child.identity)
    parent.child?.title = "b"
    #expect(parent.$child.identity == first)
    parent.child = Child(title: "b")
    #expect(parent.$child.identity != first)
    #expect(parent.$child.identity != nil)
    parent.child = nil
    #expect(parent.$child.identity == nil)
  }

  @Test func nilThenAValueWithinOneChangeIsANewPresentation() throws {
    var parent = Parent(child: Child(title: "a"))
    let first = try #require(parent.$child.identity)
    parent.child = nil
    parent.child = Child(title: "a")
    #expect(parent.$child.identity != first)
  }

  @Test func equalityAndHashingIgnoreTheIdentity() {
    let one = Parent(child: Child(title: "a"))
    let two = Parent(child: Child(title: "a"))
    #expect(one.$child.identity != two.$child.identity)
    #expect(one == two)
    #expect(Set([one.$child, two.$child]).count == 1)
  }

  @Test func aDumpShowsThePresentedValueOnly() {
    let dump = StateDiff.render(Parent(child: Child(title: "draft")))
    #expect(dump.contains("draft"))
    #expect(!dump.contains("identity"))
    #expect(StateDiff.diff(Parent(), Parent(child: Child(title: "x")))?.contains("x") == true)
  }
}
