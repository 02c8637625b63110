import Testing

@testable import SwiftRex

@Prisms
private enum Alert: Equatable, Sendable {
  case confirm
  case rename(String)
}

@Prisms
private enum Screen: Equatable, Sendable {
  case saved(Int)
}

@Prisms
private enum Root: Equatable, Sendable {
  case alert(PresentationAction<Alert>)
  case path(StackAction<Int, Screen>)
  case rows(ElementAction<String, Screen>)
}

/// Case key paths through presentations (skipping `.presented`), stacks and collections by id.
@Suite struct CaseNavigationTests {
  @Test func aPresentedChildsCaseIsReachedWithoutPresented() {
    let confirm = Case<Root, Void>(\.alert.confirm)
    #expect(confirm.embed?(()) == .alert(.presented(.confirm)))
    #expect(confirm.extract(.alert(.presented(.confirm))) != nil)
    #expect(confirm.extract(.alert(.dismiss)) == nil)
    #expect(Case<Root, String>(\.alert.rename).embed?("a") == .alert(.presented(.rename("a"))))
  }

  @Test func thePresentationsOwnCasesStayReachable() {
    #expect(Case<Root, Void>(\.alert.dismiss).embed?(()) == .alert(.dismiss))
    #expect(Case<Root, Alert>(\.alert.presented).embed?(.confirm) == .alert(.presented(.confirm)))
  }

  @Test func aStackElementIsReachedByID() {
    let saved = Case<Root, Int>(\.path[id: 2].saved)
    #expect(saved.embed?(7) == .path(.element(id: 2, action: .saved(7))))
    #expect(saved.extract(.path(.element(id: 2, action: .saved(7)))) == 7)
    #expect(saved.extract(.path(.element(id: 1, action: .saved(7)))) == nil)
    #expect(saved.extract(.path(.popFrom(id: 2))) == nil)
  }

  @Test func aCollectionElementIsReachedByID() {
    let id = "b"
    let saved = Case<Root, Int>(\.rows[id: id].saved)
    #expect(saved.embed?(3) == .rows(ElementAction(id: "b", action: .saved(3))))
    #expect(saved.extract(.rows(ElementAction(id: "b", action: .saved(3)))) == 3)
    #expect(saved.extract(.rows(ElementAction(id: "a", action: .saved(3)))) == nil)
  }
}
