import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A symbolic link on the way to a state file that another user owns: following it would let
/// that user choose which file the app reads and replaces.
struct RefusedLink: Error {
  /// The link.
  var path: String
  /// Its owner's user id.
  var owner: uid_t

  /// Why the file is refused, to sit inside a sentence.
  var reason: String {
    "\(path) is a symbolic link owned by another user (uid \(owner)), which is never followed"
  }
}
