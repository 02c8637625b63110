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

  /// Whether `literal`, a raw string literal, ends where it should: the compiler reads its bytes,
  /// so its body must hold neither `"` nor `\` followed by as many `#` as delimit it.
  private func rawLiteralEndsAtItsEnd(_ literal: String) -> Bool {
    let hashes = literal.utf8.prefix { $0 == UInt8(ascii: "#") }.count
    let body = Array(literal.utf8.dropFirst(hashes + 1).dropLast(hashes + 1))
    let marks = Array(repeating: UInt8(ascii: "#"), count: hashes)
    return body.firstRange(of: [UInt8(ascii: "\"")] + marks) == nil
      && body.firstRange(of: [UInt8(ascii: "\\")] + marks) == nil
  }

  @Test func rawStringsCountTheirHashesAsTheCompilerReadsThem() {
    // "#️⃣" is one character but three scalars, the first a `#`: after a quote it ends `#"…"#`.
    let keycap = "[{\"title\":\"#️⃣ Numbers\"}]"
    #expect(SwiftExpression.rawString(keycap) == "##\"" + keycap + "\"##")
    for text in [
      keycap, "{\"a\":\"\\#️⃣(x)\"}", "{\"a\":\"x\\\"#️⃣#️⃣\"}", "{\"a\":\"#\"#\"}", "{\"a\":\"#️⃣\"}", "#",
    ] {
      let literal = SwiftExpression.rawString(text)
      #expect(rawLiteralEndsAtItsEnd(literal), "\(literal)")
    }
  }

  @Test func rawStringsWriteUnsafeScalarsAsJSONEscapesThatReadBackTheSame() throws {
    let text = "a\u{7F}b\u{9B}2J\u{2028}\u{202E}c"
    let json = String(decoding: try JSONEncoder().encode([text]), as: UTF8.self)
    let literal = SwiftExpression.rawString(json)
    #expect(literal == ##"#"["a\u007fb\u009b2J\u2028\u202ec"]"#"##)
    let body = String(literal.dropFirst(2).dropLast(2))
    #expect(try JSONDecoder().decode([String].self, from: Data(body.utf8)) == [text])
  }

  @Test func literalsAndCommentsEscapeWhatATerminalOrTheCompilerWouldRead() {
    let text = "a\u{1B}]0;x\u{7}\u{9B}2J\u{85}\u{2028}\u{202E}\u{2066}b"
    #expect(SwiftExpression.quoted(text) == #""a\u{1b}]0;x\u{7}\u{9b}2J\u{85}\u{2028}\u{202e}\u{2066}b""#)
    #expect(
      SwiftExpression.commentText("f()\n  fatalError()\r//" + text)
        == #"f()\u{a}  fatalError()\u{d}//a\u{1b}]0;x\u{7}\u{9b}2J\u{85}\u{2028}\u{202e}\u{2066}b"#)
    // What is only unusual stays as it is: emoji joined by U+200D, accents, other scripts.
    #expect(SwiftExpression.commentText("👩‍💻 é 漢字") == "👩‍💻 é 漢字")
  }

  @Test func modulesAreReadFromQualifiedNames() {
    #expect(
      SwiftExpression.modules(in: "Swift.Array<App.Row<Feature.Item, Swift.Int>>") == [
        "Swift", "App", "Feature",
      ])
  }
}
