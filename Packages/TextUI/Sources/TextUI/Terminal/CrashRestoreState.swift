#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the crash handler restores.
struct CrashRestoreState {
  var bytes: [UInt8] = []
  var keyboard: Int32 = -1
  var mode = termios()
  var output: Int32 = -1
}
