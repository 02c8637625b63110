import SwiftRexArchitecture
import Testing

struct Profile: Equatable, Sendable {
  var name = "Ada"
  var isPublic = false
}

@Prisms
enum ProfileAction: Equatable, Sendable, BindableAction {
  case binding(BindingAction<Profile>)
  case save
}

/// A feature whose action is a `BindableAction` binds any field: the binding reads the field and
/// writes by dispatching a binding action, which the behaviour applies.
@MainActor
@Suite struct BindableActionBindingTests {
  @Test func aFieldsBindingDispatchesABindingActionAndWritesNoState() {
    let upstream = RecordingStore<ProfileAction, Profile>(Profile())
    let name = upstream.binding(\.name)
    #expect(name.wrappedValue == "Ada")
    name.wrappedValue = "Grace"
    #expect(upstream.dispatched.map(\.action) == [.binding(.set(\.name, "Grace"))])
    #expect(name.wrappedValue == "Ada")  // the behaviour decides
  }

  @Test func aStoreAppliesTheBindingActionThroughItsBindingBehavior() {
    let store = Store(initial: Profile(), behavior: Behavior<ProfileAction, Profile, Void>.binding())
    let isPublic = store.binding(\.isPublic)
    isPublic.wrappedValue = true
    #expect(store.state.isPublic)
    #expect(isPublic.wrappedValue)
  }
}
