#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to standard error with the `write` system call: no Foundation, no shared C globals.
enum FileHandleStandardError {
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(2, base + offset, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
