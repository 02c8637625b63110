import Testing

@testable import SwiftRex

private struct Shelf {
  struct Book { var title = "" }
  var books: [Book] = []
  var picked: Book?
  var inner = Inner()
  /// Computed, as a derived child often is: its key path prints as an address.
  var firstBook: Book? {
    get { books.first }
    set { if let newValue { books = [newValue] } }
  }

  struct Inner {
    var note: String?
    var shout: String? {
      get { note?.uppercased() }
      set { note = newValue?.lowercased() }
    }
  }
}

/// A lane's key path as warnings name it: as written, but a computed component by its type
/// instead of its getter's address.
@Suite struct KeyPathDescriptionTests {
  @Test func aKeyPathOfStoredPropertiesReadsAsWritten() {
    #expect(KeyPathDescription.readable(\Shelf.picked) == #"\Shelf.picked"#)
    #expect(KeyPathDescription.readable(\Shelf.inner.note) == #"\Shelf.inner.note"#)
  }

  @Test func aComputedComponentIsNamedByItsTypeWithoutAnAddress() {
    #expect("\(\Shelf.firstBook)".contains("<computed 0x"))  // what the runtime prints
    #expect(KeyPathDescription.readable(\Shelf.firstBook) == #"\Shelf.<computed Optional<Book>>"#)
    #expect(KeyPathDescription.readable(\Shelf.inner.shout) == #"\Shelf.inner.<computed Optional<String>>"#)
  }
}
