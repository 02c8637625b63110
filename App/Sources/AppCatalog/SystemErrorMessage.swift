#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's sentence for the error number `code` ("No space left on device"): what the app
/// says when reading a catalog or script, or writing the action log, fails.
package func systemErrorMessage(_ code: Int32) -> String {
  guard let text = strerror(code) else { return "error \(code)" }
  return String(cString: text)
}
