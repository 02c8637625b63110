import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file named on the command line (a catalog, a script) with plain system calls,
/// so that what is not a plain file gets a precise answer: a folder is named as one, a FIFO or
/// process substitution (`<(cat catalog.json)`) is read like any file, an endless device stops
/// at the size limit. Foundation's readers answer those with "permission denied" or a raw
/// `NSCocoaErrorDomain` code.
package enum InputFile {
  /// Why a file could not be read.
  package enum Failure: Error, Equatable {
    /// Nothing at the path.
    case missing
    /// The path is a folder.
    case folder
    /// The file holds more than the limit: `bytes` when its size is known up front.
    case tooLarge(bytes: Int?)
    /// The system refused: its reason.
    case unreadable(String)

    /// What went wrong, to end a sentence such as "Cannot read the script PATH: …", for a read
    /// that allowed `limit` bytes.
    package func reason(limit: Int) -> String {
      switch self {
      case .missing: "there is no such file"
      case .folder: "it is a folder, not a file"
      case .tooLarge: "it is larger than \(limit) bytes"
      case .unreadable(let reason): reason
      }
    }
  }

  /// The contents of `path`, at most `limit` bytes. Opening never waits for a FIFO's writer; a
  /// FIFO that has one is read to its end.
  package static func read(path: String, limit: Int) throws(Failure) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw code == ENOENT || code == ENOTDIR ? .missing : .unreadable(systemErrorMessage(code))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable(systemErrorMessage(errno)) }
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      throw .folder
    case S_IFREG:
      if Int(status.st_size) > limit { throw .tooLarge(bytes: Int(status.st_size)) }
    default:
      break
    }
    // Opened without waiting; from here on, reads wait for data like any reader's.
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(systemErrorMessage(errno))
      }
      data.append(contentsOf: chunk[..<count])
      if data.count > limit { throw .tooLarge(bytes: nil) }
    }
    return data
  }

}
