import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a recording's lines to a file through a buffer of bounded size: lines gather in
/// memory and go to the file whenever the buffer fills, and on ``close()``. Memory stays bounded
/// however long the run; nothing is lost as long as ``close()`` is called.
///
/// A write that fails (a full disk, a removed device) is reported once through `report`, and
/// the lines after it are dropped: the recording then lacks its final record, so a replay refuses
/// it rather than replaying part of a run. The app is never stopped.
@MainActor
public final class RecordingWriter {
  /// The file written.
  public let path: String
  /// How many bytes gather before they are written.
  public let capacity: Int
  private var descriptor: Int32
  private var buffer: [UInt8] = []
  private let report: @MainActor (String) -> Void
  private var failed = false

  /// Creates (or empties) the file at `path`.
  /// - Parameters:
  ///   - path: the file to write.
  ///   - capacity: how many bytes gather before they are written.
  ///   - report: told, once, when writing fails.
  /// - Throws: ``RecordingError`` (line 0) when the file cannot be created.
  public init(path: String, capacity: Int = 1 << 16, report: @escaping @MainActor (String) -> Void)
    throws(RecordingError)
  {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw RecordingError(
        line: 0, problem: "cannot create the recording \(path): \(String(cString: strerror(errno)))")
    }
    self.path = path
    self.capacity = max(capacity, 1)
    self.descriptor = descriptor
    self.report = report
    buffer.reserveCapacity(self.capacity)
  }

  /// Adds `line` (without its line break) to the recording: its bytes, UTF-8 JSON.
  public func write(_ line: some Collection<UInt8>) {
    guard !failed, descriptor >= 0 else { return }
    buffer.append(contentsOf: line)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= capacity { flush() }
  }

  /// Writes what the buffer holds to the file.
  public func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard !failed, descriptor >= 0 else { return }
    var written = 0
    while written < buffer.count {
      let result = buffer.withUnsafeBytes { bytes in
        systemWrite(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else {
        fail("cannot write the recording \(path): \(String(cString: strerror(errno)))")
        return
      }
      written += result
    }
  }

  /// Writes what is waiting, makes sure it is on the disk, and closes the file.
  public func close() {
    flush()
    guard descriptor >= 0 else { return }
    if !failed, fsync(descriptor) != 0, errno != EINVAL {
      fail("cannot save the recording \(path): \(String(cString: strerror(errno)))")
    }
    _ = systemClose(descriptor)
    descriptor = -1
  }

  /// Whether a write failed (and was reported).
  public var hasFailed: Bool { failed }

  private func fail(_ message: String) {
    failed = true
    report(message)
  }

  isolated deinit {
    close()
  }
}

// The writer's own `write` and `close` hide the system calls of the same names inside it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
