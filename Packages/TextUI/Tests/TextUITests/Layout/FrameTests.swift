import Testing

@testable import TextUI

@MainActor
@Suite struct FrameTests {
  /// Written a piece at a time, a frame reads as its whole text, then the terminator: wrapped
  /// lines, sections and styles included, pieces cut anywhere between rows.
  @Test(arguments: [1, 7, 100, 1 << 16])
  func writtenInPiecesAFrameIsItsText(pieceBytes: Int) {
    let frame = ViewRenderer(
      List(0..<60, id: \.self) { index in
        Section("Section \(index)") {
          Text("Row \(index) says something long enough to wrap at thirty columns").bold()
          Button("Press \(index)") {}
        }
      }
    ).render()
    for styled in [false, true] {
      var pieces: [String] = []
      frame.writeText(width: 30, styled: styled, terminator: "\n\n", pieceBytes: pieceBytes) {
        pieces.append($0)
      }
      #expect(pieces.joined() == frame.text(width: 30, styled: styled) + "\n\n")
      if pieceBytes == 1 { #expect(pieces.count == frame.rows(width: 30, styled: styled).count + 1) }
    }
  }

  /// An empty frame writes only the terminator.
  @Test func anEmptyFrameWritesTheTerminator() {
    var pieces: [String] = []
    Frame(lines: [], controls: [], hasSheet: false).writeText(width: 30, styled: false, terminator: "\n") {
      pieces.append($0)
    }
    #expect(pieces == ["\n"])
  }
}
