import SwiftRexArchitecture

/// The book's author and year, then its note in an editor: each edit of the note is a binding
/// action (`.binding(.set(\.note, text))`), recorded and tested like any other.
@BoundTo(BookDetail.self)
struct BookDetailView: View {
  var body: some View {
    VStack {
      Text("by \(viewStore.state.book.author)")
      Text("Published in \(String(viewStore.state.book.year))")
      HStack {
        Text("Note:").foregroundStyle(.secondary)
        TextEditor(text: viewStore.binding(\.note))
      }
    }
  }
}
