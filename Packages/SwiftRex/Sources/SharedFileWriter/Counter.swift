import SwiftRexSharing

/// The state of the one-screen app: a number shared through the file.
struct Counter: Equatable {
  @Shared var count: Int
}
