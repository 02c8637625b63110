import SwiftRex

/// The actions a file browser's alerts and dialogs send in the navigation tests.
enum FileAction: Hashable, Sendable {
  case confirmDeletion
  case archive
  case share(Int)
}

/// A parent action wrapping `FileAction`, to test `map`.
enum BrowserAction: Hashable, Sendable {
  case file(FileAction)
}

/// An action that is neither `Equatable` nor `Sendable`: the types must still hold it.
struct OpaqueAction {
  var run: () -> Void
}
