import Testing

@testable import TextUI

/// `Grid` and `GridRow`: columns as wide as their widest cell, rows as tall as their tallest,
/// cells aligned in both, views outside a row spanning the grid.
@MainActor
@Suite struct GridTests {
  struct Book: Identifiable {
    var id: String { title }
    var title: String
    var year: Int
  }

  let books = [
    Book(title: "Dune", year: 1965), Book(title: "Neuromancer", year: 1984), Book(title: "Emma", year: 1815),
  ]

  @Test func columnsAreAsWideAsTheirWidestCell() {
    let grid = Grid {
      GridRow {
        Text("Title")
        Text("Year")
      }
      ForEach(books) { book in
        GridRow {
          Text(book.title)
          Text("\(book.year)")
        }
      }
    }
    #expect(
      laidOutText(grid, width: 40) == """
        Title       Year
        Dune        1965
        Neuromancer 1984
        Emma        1815
        """)
  }

  /// The rule takes the grid's width, which the text spanning it widens.
  @Test func aViewOutsideARowSpansEveryColumn() {
    let grid = Grid(horizontalSpacing: 3) {
      GridRow {
        Text("Title")
        Text("Year")
      }
      Divider()
      GridRow {
        Text("Dune")
        Text("1965")
      }
      Text("A view outside a row")
    }
    #expect(
      laidOutText(grid, width: 40) == """
        Title   Year
        ────────────────────
        Dune    1965
        A view outside a row
        """)
  }

  /// A text of several lines is one cell: its lines line up with each other, and the cell as a
  /// whole is aligned (trailing, at the bottom) in its column and row.
  @Test func rowsAreAsTallAsTheirTallestCellAndCellsAlignInThem() {
    let grid = Grid(alignment: .bottomTrailing, verticalSpacing: 1) {
      GridRow {
        Text("one\ntwo\nthree")
        Text("x")
      }
      GridRow(alignment: .top) {
        Text("a")
        Text("wide\ncell")
      }
    }
    #expect(
      laidOutText(grid, width: 40) == """
        one
        two
        three    x

            a wide
              cell
        """)
  }

  @Test func centredCellsSitInTheMiddleOfTheirColumn() {
    let grid = Grid(alignment: .center) {
      GridRow {
        Text("Name")
        Text("N")
      }
      GridRow {
        Text("Al")
        Text("1234")
      }
    }
    #expect(
      laidOutText(grid, width: 40) == """
        Name  N
         Al  1234
        """)
  }

  @Test func wideCharactersKeepTheColumnsAligned() {
    let grid = Grid {
      GridRow {
        Text("日本")
        Text("a")
      }
      GridRow {
        Text("abc")
        Text("b")
      }
      GridRow {
        Text("🙂")
        Text("c")
      }
    }
    #expect(
      laidOutText(grid, width: 40) == """
        日本 a
        abc  b
        🙂   c
        """)
  }

  @Test func aCellCanSpanSeveralColumns() {
    let grid = Grid {
      GridRow {
        Text("a")
        Text("bb")
        Text("c")
      }
      GridRow {
        Text("spans two").gridCellColumns(2)
        Text("d")
      }
    }
    #expect(
      laidOutText(grid, width: 40) == """
        a bb      c
        spans two d
        """)
  }

  @Test func aNarrowScreenSharesTheColumnsOutAndWrapsText() {
    let grid = Grid {
      GridRow {
        Text("Id")
        Text("A description long enough to wrap")
      }
    }
    #expect(
      laidOutText(grid, width: 20) == """
        Id A description
           long enough to
           wrap
        """)
  }

  @Test func controlsInCellsAreNumberedRowByRow() {
    let pressed = Box<[String]>([])
    let grid = Grid {
      GridRow {
        Button("a") { pressed.value.append("a") }
        Button("b") { pressed.value.append("b") }
      }
      GridRow {
        Button("c") { pressed.value.append("c") }
      }
    }
    let renderer = ViewRenderer(grid)
    #expect(renderer.render().text(width: 40) == "[1] a [2] b\n[3] c")
    #expect(renderer.perform(line: "3") == .performed)
    #expect(renderer.perform(line: "2") == .performed)
    #expect(pressed.value == ["c", "b"])
  }

  @Test func aGridRowOutsideAGridIsAHorizontalStack() {
    #expect(
      laidOutText(
        GridRow {
          Text("a")
          Text("b")
        }, width: 20) == "a b")
  }

  @Test func noLineIsWiderThanTheTerminal() {
    let grid = Grid {
      GridRow {
        Text(String(repeating: "長", count: 30))
        Text("x").frame(width: 4096)
      }
      Text(String(repeating: "y", count: 100)).fixedSize()
    }
    for width in [0, 1, 7, 4096] {
      let text = laidOutText(grid, width: width)
      let limit = TerminalConfiguration.clamp(width: width)
      #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= limit }, "at width \(width)")
    }
  }
}
