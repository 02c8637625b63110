import SwiftRexArchitecture
import Testing

struct Sheet: Identifiable, Equatable, Sendable {
  var id: Int
}

struct Screen: Equatable, Sendable {
  var selected: Sheet?
  var showsHelp = false
}

enum ScreenAction: Equatable, Sendable {
  case dismissedSheet
  case closedHelp
}

@MainActor
@Suite struct PresentationBindingTests {
  @Test func itemPresentsWhileStateHoldsOneAndDismissalOnlyDispatches() {
    let upstream = RecordingStore<ScreenAction, Screen>(Screen(selected: Sheet(id: 1)))
    let item = upstream.item(.state(\.selected), dismiss: .dismissedSheet)
    #expect(item.wrappedValue == Sheet(id: 1))
    item.wrappedValue = nil
    #expect(upstream.dispatched.map(\.action) == [.dismissedSheet])
    #expect(item.wrappedValue == Sheet(id: 1))  // still presented: the behaviour decides
    item.wrappedValue = Sheet(id: 2)  // writing an item selects nothing
    #expect(upstream.dispatched.count == 1)
    upstream.state.selected = nil
    #expect(item.wrappedValue == nil)
  }

  @Test func isPresentedFollowsABoolOrAnOptional() {
    let upstream = RecordingStore<ScreenAction, Screen>(Screen(selected: nil, showsHelp: true))
    let help = upstream.isPresented(.state(\.showsHelp), dismiss: .closedHelp)
    let sheet = upstream.isPresented(.state(\.selected), dismiss: .dismissedSheet)
    #expect(help.wrappedValue)
    #expect(!sheet.wrappedValue)
    help.wrappedValue = true  // presenting through the binding does nothing
    #expect(upstream.dispatched.isEmpty)
    help.wrappedValue = false
    sheet.wrappedValue = false
    #expect(upstream.dispatched.map(\.action) == [.closedHelp, .dismissedSheet])
    #expect(help.wrappedValue)
  }

  @Test func aSheetRendersFromStateAndItsDismissalDispatches() {
    struct HelpScreen: View {
      let store: ViewStore<Screen, ScreenAction>
      var body: some View {
        Text("main")
          .sheet(isPresented: store.isPresented(.state(\.showsHelp), dismiss: .closedHelp)) { Text("help") }
      }
    }
    let store = Store(
      initial: Screen(showsHelp: true),
      behavior: Behavior<ScreenAction, Screen, Void>.reduce { action, state in
        switch action {
        case .closedHelp: state.showsHelp = false
        case .dismissedSheet: state.selected = nil
        }
      })
    let renderer = ViewRenderer(HelpScreen(store: ViewStore(store)))
    #expect(renderer.render().text() == "main\n\n┌─ [1] Dismiss\n│ help\n└─")
    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(renderer.render().text() == "main")
  }

  @Test func bindingsRecordWhereTheyWereMade() {
    let upstream = RecordingStore<ScreenAction, Screen>(Screen(selected: Sheet(id: 1)))
    let line: UInt = #line + 1
    let item = upstream.item(.state { $0.selected }, dismiss: .dismissedSheet)
    item.wrappedValue = nil
    #expect(upstream.dispatched.first?.source.line == line)
  }
}
