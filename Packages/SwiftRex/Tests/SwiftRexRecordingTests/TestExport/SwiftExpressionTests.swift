import Foundation
import SwiftRex
import Testing

@testable import SwiftRexRecording

private indirect enum Move: Codable, Equatable {
  case stop
  case step(Int)
  case jump(height: Int)
  case route(from: String, to: String)
  case pair(Int, String)
  case nested(Move?)
  case place(Spot)
}

private enum Shouting: Codable, CustomStringConvertible {
  case loud
  var description: String { "LOUD" }
}

struct Spot: Codable, Equatable {
  var x = 1
  var name = "a\"b"
}

@Suite struct SwiftExpressionTests {
  private func literal(_ value: Any) -> String? {
    var expressions = SwiftExpression()
    return expressions.literal(for: value)
  }

  @Test func numbersStringsAndBooleansAreLiterals() {
    #expect(literal(42) == "42")
    #expect(literal(-7) == "-7")
    #expect(literal(UInt8(255)) == "255")
    #expect(literal(0.1) == "0.1")
    #expect(literal(2.0) == "2.0")
    #expect(literal(Double.infinity) == nil)
    #expect(literal(true) == "true")
    #expect(literal("plain") == #""plain""#)
  }

  @Test func stringsEscapeWhatWouldEndOrInterpolateThem() {
    #expect(literal("say \"hi\"") == #""say \"hi\"""#)
    #expect(literal(#"back\slash \(x)"#) == #""back\\slash \\(x)""#)
    #expect(literal("two\nlines\ttab\u{7}") == #""two\nlines\ttab\u{7}""#)
    #expect(literal("caf\u{E9} 🚀") == "\"caf\u{E9} 🚀\"")
  }

  @Test func optionalsAndArraysOfLiterals() {
    #expect(literal(Int?.none as Any) == "nil")
    #expect(literal(Int?.some(3) as Any) == "3")
    #expect(literal([1, 2, 3]) == "[1, 2, 3]")
    #expect(literal([String]()) == "[]")
    #expect(literal([Spot()]) == nil)
  }

  @Test func enumCasesWithTheirLabels() {
    #expect(literal(Move.stop) == ".stop")
    #expect(literal(Move.step(3)) == ".step(3)")
    #expect(literal(Move.jump(height: 2)) == ".jump(height: 2)")
    #expect(literal(Move.route(from: "a", to: "b")) == #".route(from: "a", to: "b")"#)
    #expect(literal(Move.pair(1, "x")) == #".pair(1, "x")"#)
    #expect(literal(Move.nested(.step(1))) == ".nested(.step(1))")
    // A single `nil` payload leaves no key in the JSON to tell its label by: written as JSON.
    #expect(literal(Move.nested(nil)) == nil)
    // A case printed by its own description cannot be told from its name.
    #expect(literal(Shouting.loud) == nil)
  }

  @Test func libraryTypesWithAnInitialiserAreWrittenAsOne() {
    var expressions = SwiftExpression()
    #expect(
      expressions.expression(for: ElementAction(id: 3, action: Move.jump(height: 1)))
        == "ElementAction(id: 3, action: .jump(height: 1))")
    #expect(expressions.expression(for: StackElementID(rawValue: 7)) == "7")
    #expect(expressions.modules == ["SwiftRex"])
  }

  @Test func aValueWithoutALiteralIsReadFromItsJSON() {
    var expressions = SwiftExpression()
    #expect(
      expressions.expression(for: Move.place(Spot()))
        == ##".place(try recorded(SwiftRexRecordingTests.Spot.self, #"{"name":"a\"b","x":1}"#))"##)
    #expect(expressions.modules == ["SwiftRexRecordingTests"])
  }

  @Test func aPrivateTypeCannotBeNamedFromAnotherFile() {
    struct Local: Codable { var x = 1 }
    var expressions = SwiftExpression()
    #expect(expressions.expression(for: Local()) == nil)
  }

  @Test func rawStringsTakeMoreHashesThanTheirTextHolds() {
    #expect(SwiftExpression.rawString(#"{"a":1}"#) == ##"#"{"a":1}"#"##)
    #expect(SwiftExpression.rawString(##"{"a":"x\"#"}"##) == ###"##"{"a":"x\"#"}"##"###)
    #expect(SwiftExpression.rawString(##"\#(x)"##) == ###"##"\#(x)"##"###)
  }

  @Test func modulesAreReadFromQualifiedNames() {
    #expect(
      SwiftExpression.modules(in: "Swift.Array<App.Row<Feature.Item, Swift.Int>>") == [
        "Swift", "App", "Feature",
      ])
  }
}
