import Foundation
import Observation
import Testing

@testable import TextUI

@MainActor
@Observable
final class TwoFields {
  var first = "one"
  var second = "two"
}

/// Counts host notifications, which may arrive on any thread.
///
/// `@unchecked Sendable` is safe here: `value` is only accessed while holding `lock`.
final class NotificationCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  func increment() {
    lock.lock()
    value += 1
    lock.unlock()
  }
}

@MainActor
@Suite struct ViewRendererTests {
  // MARK: Input

  struct Controls: View {
    let count: Box<Int>
    let text: Box<String>
    let flag: Box<Bool>

    var body: some View {
      Button("count \(count.value)") { count.value += 1 }
      TextField("Name", text: text.binding)
      Toggle("Flag", isOn: flag.binding)
    }
  }

  @Test func commandsReachTheirControls() {
    let count = Box(0)
    let text = Box("")
    let flag = Box(false)
    let renderer = ViewRenderer(Controls(count: count, text: text, flag: flag))
    renderer.render()
    #expect(renderer.perform(line: "1") == .performed)
    #expect(renderer.perform(line: "type 2 Ada Lovelace") == .performed)
    #expect(renderer.perform(line: "toggle 3") == .performed)
    #expect(renderer.perform(line: "3") == .performed)
    #expect(count.value == 1)
    #expect(text.value == "Ada Lovelace")
    #expect(flag.value == false)
    renderer.invalidate()
    #expect(renderer.render().text() == "[1] count 1\n[2] Name: [Ada Lovelace]\n[3] [ ] Flag")
  }

  @Test func aControlIsPressedByItsLabel() {
    let count = Box(0)
    let text = Box("")
    let flag = Box(false)
    let renderer = ViewRenderer(Controls(count: count, text: text, flag: flag))
    renderer.render()
    #expect(renderer.perform(line: "press count 0") == .performed)
    #expect(renderer.perform(line: "press FLAG") == .performed)
    #expect(count.value == 1)
    #expect(flag.value)
    #expect(
      renderer.perform(line: "press nothing here")
        == .rejected("There is no control labelled `nothing here` on screen."))
  }

  @Test func aLabelShownTwiceMustBePressedByNumber() {
    struct Twice: View {
      var body: some View {
        Button("Go") {}
        Button("Go") {}
      }
    }
    let renderer = ViewRenderer(Twice())
    renderer.render()
    #expect(
      renderer.perform(line: "press Go")
        == .rejected("2 controls are labelled `Go`: press one by number ([1], [2])."))
  }

  @Test func misusedHandlesAreRejectedAndChangeNothing() {
    let count = Box(0)
    let text = Box("keep")
    let flag = Box(false)
    let renderer = ViewRenderer(Controls(count: count, text: text, flag: flag))
    renderer.render()
    #expect(renderer.perform(line: "9") == .rejected("There is no control [9] on screen."))
    #expect(
      renderer.perform(line: "2")
        == .rejected("[2] is a text field: type into it with `type 2 <text>`."))
    #expect(
      renderer.perform(line: "type 1 x")
        == .rejected("[1] is a button, not a text field: it cannot be typed into."))
    #expect(renderer.perform(line: "toggle 2") == .rejected("[2] is a text field, not a toggle."))
    #expect(renderer.perform(line: "dismiss") == .rejected("There is no sheet to dismiss."))
    #expect(
      renderer.perform(line: "nonsense") == .rejected(CommandError.unknownCommand("nonsense").description))
    #expect(renderer.perform(line: "help") == .help(Command.helpText))
    #expect(renderer.perform(line: "q") == .quit)
    #expect(count.value == 0 && text.value == "keep" && flag.value == false)
  }

  // MARK: Sheets

  struct Shelf: View {
    let selected: Box<Row?>
    let presses: Box<Int>

    var body: some View {
      List([Row(id: 1, title: "Dune"), Row(id: 2, title: "Emma")]) { row in
        Button(row.title) { selected.value = row }
      }
      .sheet(item: selected.binding) { row in
        Text(row.title).font(.headline)
        Button("Like") { presses.value += 1 }
      }
    }
  }

  @Test func sheetTakesTheFocusUntilTheBindingSaysItIsGone() {
    let selected = Box<Row?>(nil)
    let presses = Box(0)
    let renderer = ViewRenderer(Shelf(selected: selected, presses: presses))
    #expect(renderer.render().text() == "[1] Dune\n[2] Emma")

    #expect(renderer.perform(line: "2") == .performed)
    renderer.invalidate()
    let frame = renderer.render()
    #expect(
      frame.text() == """
        [1] Dune
        [2] Emma

        ┌─ [3] Dismiss
        │ Emma
        │ [4] Like
        └─
        """)
    #expect(frame.hasSheet)
    #expect(frame.control(1)?.isReachable == false)
    #expect(frame.control(4)?.isReachable == true)
    #expect(frame.lines.first?.isInactive == true)
    #expect(
      renderer.perform(line: "1")
        == .rejected("[1] is behind the open sheet: dismiss the sheet first (`dismiss`)."))
    #expect(selected.value?.id == 2)
    #expect(renderer.perform(line: "4") == .performed)
    #expect(presses.value == 1)

    // Dismissing writes nil through the binding; the sheet goes because the binding says so.
    #expect(renderer.perform(line: "esc") == .performed)
    #expect(selected.value == nil)
    renderer.invalidate()
    #expect(renderer.render().text() == "[1] Dune\n[2] Emma")
  }

  @Test func dismissingOnlyWritesTheBinding() {
    // A binding that refuses the write keeps the sheet up: presentation follows state.
    let view = Text("base").sheet(isPresented: .constant(true)) { Text("stuck") }
    let renderer = ViewRenderer(view)
    renderer.render()
    #expect(renderer.perform(.dismiss) == .performed)
    renderer.invalidate()
    #expect(renderer.render().text() == "base\n\n┌─ [1] Dismiss\n│ stuck\n└─")
  }

  @Test func pressingTheDismissHandleDismisses() {
    let shown = Box(true)
    let renderer = ViewRenderer(Text("base").sheet(isPresented: shown.binding) { Text("sheet") })
    renderer.render()
    #expect(renderer.frame.control(1)?.kind == .sheetDismissal)
    #expect(
      renderer.perform(line: "type 1 x")
        == .rejected("[1] is a sheet's dismiss button, not a text field: it cannot be typed into."))
    #expect(renderer.perform(line: "1") == .performed)
    #expect(shown.value == false)
  }

  // MARK: Lifecycle

  struct Lifecycle: View {
    let showsChild: Box<Bool>
    let log: Box<[String]>

    var body: some View {
      VStack {
        Text("parent")
        if showsChild.value {
          VStack {
            Text("child").onAppear { log.value.append("appear child") }
              .onDisappear { log.value.append("disappear child") }
            Text("grandchild").onAppear { log.value.append("appear grandchild") }
              .onDisappear { log.value.append("disappear grandchild") }
          }
          .onAppear { log.value.append("appear group") }
          .onDisappear { log.value.append("disappear group") }
        }
      }
      .onAppear { log.value.append("appear parent") }
    }
  }

  @Test func onAppearFiresOnceInFrameOrderAndOnDisappearInReverse() {
    let showsChild = Box(true)
    let log = Box<[String]>([])
    let renderer = ViewRenderer(Lifecycle(showsChild: showsChild, log: log))
    renderer.render()
    #expect(log.value == ["appear parent", "appear group", "appear child", "appear grandchild"])

    log.value = []
    renderer.invalidate()
    renderer.render()
    #expect(log.value.isEmpty)

    showsChild.value = false
    renderer.invalidate()
    renderer.render()
    #expect(log.value == ["disappear grandchild", "disappear child", "disappear group"])
  }

  @Test func disappearancesRunBeforeAppearances() {
    let flag = Box(true)
    let log = Box<[String]>([])
    struct Swap: View {
      let flag: Box<Bool>
      let log: Box<[String]>
      var body: some View {
        if flag.value {
          Text("a").onAppear { log.value.append("appear a") }.onDisappear { log.value.append("disappear a") }
        } else {
          Text("b").onAppear { log.value.append("appear b") }.onDisappear { log.value.append("disappear b") }
        }
      }
    }
    let renderer = ViewRenderer(Swap(flag: flag, log: log))
    renderer.render()
    flag.value = false
    renderer.invalidate()
    renderer.render()
    #expect(log.value == ["appear a", "disappear a", "appear b"])
  }

  @Test func sheetContentAppearsAndDisappears() {
    let shown = Box(false)
    let log = Box<[String]>([])
    let view = Text("base").sheet(isPresented: shown.binding) {
      Text("sheet").onAppear { log.value.append("appear") }.onDisappear { log.value.append("disappear") }
    }
    let renderer = ViewRenderer(view)
    renderer.render()
    shown.value = true
    renderer.invalidate()
    renderer.render()
    _ = renderer.perform(.dismiss)
    renderer.invalidate()
    renderer.render()
    #expect(log.value == ["appear", "disappear"])
  }

  // MARK: Observation-driven re-rendering

  struct FirstField: View {
    let model: TwoFields
    var body: some View { Text(model.first) }
  }

  struct SecondField: View {
    let model: TwoFields
    var body: some View { Text(model.second) }
  }

  struct Both: View {
    let model: TwoFields
    var body: some View {
      VStack {
        FirstField(model: model)
        SecondField(model: model)
      }
    }
  }

  @Test func changingOneFieldReevaluatesOnlyTheViewReadingIt() {
    let model = TwoFields()
    let renderer = ViewRenderer(Both(model: model))
    let notifications = NotificationCounter()
    renderer.onNeedsRender = { notifications.increment() }
    #expect(renderer.render().text() == "one\ntwo")
    #expect(renderer.lastRenderStatistics.bodiesEvaluated == 3)
    #expect(!renderer.needsRender)

    model.first = "uno"
    #expect(renderer.needsRender)
    #expect(notifications.count == 1)
    model.second = "dos"
    #expect(notifications.count == 1)  // one call per stale period
    model.second = "two"
    #expect(renderer.render().text() == "uno\ntwo")
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["FirstField", "SecondField"])

    model.second = "zwei"
    #expect(renderer.render().text() == "uno\nzwei")
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["SecondField"])

    // Nothing changed: nothing is evaluated.
    #expect(renderer.render().text() == "uno\nzwei")
    #expect(renderer.lastRenderStatistics.bodiesEvaluated == 0)
  }

  @Test func invalidateReevaluatesEverything() {
    let model = TwoFields()
    let renderer = ViewRenderer(Both(model: model))
    renderer.render()
    renderer.invalidate()
    renderer.render()
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["Both", "FirstField", "SecondField"])
  }

  struct Label: View, Equatable {
    let text: String
    var body: some View { Text(text) }
  }

  struct Unequal: View {
    let text: String
    var body: some View { Text(text) }
  }

  struct Parent: View {
    let model: TwoFields
    var body: some View {
      Text(model.first)
      Label(text: "fixed")
      Unequal(text: "fixed")
    }
  }

  @Test func equatableChildWithEqualInputsIsNotReevaluated() {
    let model = TwoFields()
    let renderer = ViewRenderer(Parent(model: model))
    renderer.render()
    model.first = "changed"
    #expect(renderer.render().text() == "changed\nfixed\nfixed")
    #expect(renderer.lastRenderStatistics.evaluatedViews == ["Parent", "Unequal"])
  }

  struct AppearingLoader: View {
    let model: TwoFields
    var body: some View {
      Text(model.first).onAppear { model.first = "loaded" }
    }
  }

  @Test func dataChangedByOnAppearIsInTheSameRender() {
    let model = TwoFields()
    let renderer = ViewRenderer(AppearingLoader(model: model))
    #expect(renderer.render().text() == "loaded")
    #expect(renderer.lastRenderStatistics.passes == 2)
    #expect(!renderer.needsRender)
  }
}
