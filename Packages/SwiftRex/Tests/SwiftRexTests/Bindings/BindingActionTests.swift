import Foundation
import Testing

@testable import SwiftRex

private struct Form: Equatable, Sendable, Codable {
  struct Audio: Equatable, Sendable, Codable { var volume = 5 }
  var title = ""
  var count = 0
  var audio = Audio()
  var upperTitle: String {
    get { title.uppercased() }
    set { title = newValue.lowercased() }
  }
}

@Prisms
private enum FormAction: Equatable, Sendable, Codable, BindableAction {
  case binding(BindingAction<Form>)
  case submit
}

/// A binding action: what it sets, when two are equal, how it prints, and its round trip through
/// JSON, which is how a recording keeps it.
@Suite struct BindingActionTests {
  @Test func setsItsFieldAndNothingElse() {
    var form = Form(title: "a", count: 1)
    BindingAction<Form>.set(\.title, "b").apply(to: &form)
    BindingAction<Form>.set(\.audio.volume, 9).apply(to: &form)
    #expect(form == Form(title: "b", count: 1, audio: .init(volume: 9)))
  }

  @Test func equalWhenTheFieldAndValueAre() {
    #expect(BindingAction<Form>.set(\.title, "a") == .set(\.title, "a"))
    #expect(BindingAction<Form>.set(\.title, "a") != .set(\.title, "b"))
    #expect(BindingAction<Form>.set(\.count, 1) != .set(\.audio.volume, 1))
  }

  @Test func readsTheValueOnlyForItsOwnField() {
    let action = BindingAction<Form>.set(\.count, 3)
    #expect(action.value(at: \.count) == 3)
    #expect(action.value(at: \.audio.volume) == nil)
    #expect(action.field == "count")
    #expect(BindingAction<Form>.set(\.audio.volume, 1).field == "audio.volume")
    #expect(BindingAction<Form>.set(\.upperTitle, "A").field == nil)
  }

  @Test func printsAsTheSetItIs() {
    #expect("\(BindingAction<Form>.set(\.title, "x"))" == #".set(\Form.title, "x")"#)
    #expect(String(describing: FormAction.binding(.set(\.count, 2))) == #"binding(.set(\Form.count, 2))"#)
  }

  @Test func roundTripsThroughJSONAndAppliesTheSameChange() throws {
    let actions: [FormAction] = [.binding(.set(\.title, "x")), .binding(.set(\.audio.volume, 7)), .submit]
    // Sorted keys: a dictionary's order is not stable from run to run (the test failed one run
    // in several without it).
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(actions)
    #expect(String(decoding: data, as: UTF8.self).contains(#"{"field":"audio.volume","value":7}"#))
    let decoded = try JSONDecoder().decode([FormAction].self, from: data)
    #expect(decoded == actions)
    var live = Form()
    var replayed = Form()
    for (action, again) in zip(actions, decoded) {
      action.binding?.apply(to: &live)
      again.binding?.apply(to: &replayed)
    }
    #expect(replayed == live)
    #expect(replayed == Form(title: "x", audio: .init(volume: 7)))
  }

  @Test func aFieldTheStateNoLongerHasIsIgnoredWithAWarning() throws {
    let data = Data(#"{"field":"subtitle","value":"x"}"#.utf8)
    let decoded = try JSONDecoder().decode(BindingAction<Form>.self, from: data)
    var form = Form(title: "kept")
    let warnings = WarningLog()
    RuntimeWarnings.withHandler({ warnings.record($0) }, operation: { decoded.apply(to: &form) })
    #expect(form == Form(title: "kept"))
    #expect(
      warnings.all == [
        #"A recorded binding action sets \Form.subtitle, which the state no longer has; ignored."#
      ])
  }

  @Test func aComputedFieldCannotBeEncoded() {
    #expect(throws: EncodingError.self) {
      try JSONEncoder().encode(BindingAction<Form>.set(\.upperTitle, "A"))
    }
  }

  @Test func theBindingBehaviorAppliesBindingActionsOnly() {
    let behavior = Behavior<FormAction, Form, Void>.binding()
    var form = Form()
    for action in [FormAction.binding(.set(\.count, 4)), .submit] {
      _ = behavior.apply(
        DispatchedAction(action, source: ActionSource(file: #fileID, function: #function, line: #line)),
        to: &form, context: EffectContext(environment: (), readState: { nil }))
    }
    #expect(form == Form(count: 4))
  }

  @Test func aCaseKeyPathReachesAFieldThroughTheBindingCase() {
    let title = Case<FormAction, String>(\.binding.title)
    #expect(title.embed?("x") == .binding(.set(\.title, "x")))
    #expect(title.extract(.binding(.set(\.title, "y"))) == "y")
    #expect(title.extract(.binding(.set(\.count, 1))) == nil)
    #expect(title.extract(.submit) == nil)
  }

  @Test func aCaseKeyPathReachesANestedFieldThroughTheBindingCase() {
    let volume = Case<FormAction, Int>(\.binding.audio.volume)
    // It sets the volume alone, as `.set(\.audio.volume, …)` does, not the whole `audio`.
    #expect(volume.embed?(9) == .binding(.set(\.audio.volume, 9)))
    #expect(volume.embed.map { String(describing: $0(9)) } == #"binding(.set(\Form.audio.volume, 9))"#)
    #expect(volume.extract(.binding(.set(\.audio.volume, 3))) == 3)
    // Setting the whole `audio` is another action, and so is setting another field.
    #expect(volume.extract(.binding(.set(\.audio, Form.Audio(volume: 3)))) == nil)
    #expect(volume.extract(.binding(.set(\.count, 3))) == nil)
    var form = Form(title: "kept")
    volume.embed?(7).binding?.apply(to: &form)
    #expect(form == Form(title: "kept", audio: .init(volume: 7)))
  }

  @Test func aNestedFieldsBindingActionRecordsByItsWholePath() throws {
    let action = try #require(Case<FormAction, Int>(\.binding.audio.volume).embed?(4))
    let data = try JSONEncoder().encode(action)
    #expect(String(decoding: data, as: UTF8.self).contains(#""field":"audio.volume""#))
    #expect(try JSONDecoder().decode(FormAction.self, from: data) == action)
  }
}
