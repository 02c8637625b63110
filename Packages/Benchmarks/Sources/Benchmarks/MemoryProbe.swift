import HeapStats

#if canImport(Glibc)
  import Glibc
#endif

/// The process's resident memory as the kernel reports it in `/proc/self/status`.
enum MemoryProbe {
  /// The bytes malloc has handed out and not yet had back (glibc's `mallinfo2().uordblks`): exact
  /// where the resident size is not, since freed memory stays resident for reuse. `nil` off glibc.
  static func heapInUse() -> Int? {
    let bytes = heap_stats_bytes_in_use()
    return bytes > 0 ? Int(bytes) : nil
  }

  /// `VmRSS` (resident now) and `VmHWM` (the peak since start or since ``resetPeak()``), in bytes;
  /// `nil` where `/proc` is not available.
  static func read() -> (resident: Int, peak: Int)? {
    guard let status = contents(of: "/proc/self/status") else { return nil }
    var resident: Int?
    var peak: Int?
    for line in status.split(separator: "\n") {
      if line.hasPrefix("VmRSS:") { resident = kilobytes(line) }
      if line.hasPrefix("VmHWM:") { peak = kilobytes(line) }
    }
    guard let resident, let peak else { return nil }
    return (resident * 1024, peak * 1024)
  }

  /// Makes `VmHWM` start again from the current resident size (Linux: `5` into `clear_refs`), so
  /// the peak of one workload can be told apart from earlier ones. Whether it worked.
  @discardableResult
  static func resetPeak() -> Bool {
    #if canImport(Glibc)
      let descriptor = open("/proc/self/clear_refs", O_WRONLY)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      return write(descriptor, "5", 1) == 1
    #else
      return false
    #endif
  }

  private static func kilobytes(_ line: Substring) -> Int? {
    line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
  }

  private static func contents(of path: String) -> String? {
    #if canImport(Glibc)
      guard let file = fopen(path, "r") else { return nil }
      defer { fclose(file) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    #else
      return nil
    #endif
  }
}
