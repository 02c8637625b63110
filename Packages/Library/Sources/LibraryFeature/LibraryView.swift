import SwiftRexArchitecture

/// The shelf on screen: its name, why a changed catalog could not be used (if it could not), the
/// loading indicator, the failure with its Retry button, the books (or word that there are none),
/// and the picked book's ``BookDetail`` in a sheet, with a button to more books by its author.
@BoundTo(Library.self)
struct LibraryView: View {
  var body: some View {
    VStack {
      Text("Shelf: \(viewStore.state.shelfID)").font(.headline)
      if let problem = viewStore.state.reloadProblem {
        // A warning, not a failure: the shelf still works.
        Text("The catalog changed but cannot be used: \(problem) Still showing the last good catalog.")
          .foregroundStyle(.secondary)
      }
      if viewStore.state.isLoading {
        ProgressView("Loading the shelf")
      }
      if let failure = viewStore.state.failure {
        Text("Could not load the shelf: \(failure)").foregroundColor(.red)
        Button("Retry") { viewStore.dispatch(.retry) }
      } else if !viewStore.state.isLoading && viewStore.state.books.isEmpty {
        // Before the first load this never reaches a frame: `onAppear` starts loading within
        // the same render, so an empty, idle, unfailed shelf is one that loaded no books.
        Text("This shelf is empty.")
      }
      List(viewStore.state.books) { book in
        Button(book.title) { viewStore.dispatch(.tapped(book)) }
      }
    }
    .onAppear { viewStore.dispatch(.onAppear) }
    .sheet(store: viewStore, scope: Library.destinationScope, state: \.detail, action: \.detail) { detail in
      let book = detail.state.book
      VStack {
        BookDetail.view(store: detail, environment: ())
        // The shelf's, not the detail's: where an author's books are shown is the app's to say.
        Button("More by \(book.author)") { viewStore.dispatch(.moreByAuthor(book.author)) }
      }
      // The sheet's title: the top edge of its box, or its first line below the frame.
      .navigationTitle(book.title)
    }
  }
}
