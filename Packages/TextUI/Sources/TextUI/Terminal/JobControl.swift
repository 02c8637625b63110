import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the process can be stopped and resumed, as Ctrl-Z promises.
///
/// The kernel discards SIGTSTP's default action for a process whose process group is orphaned —
/// no member has a parent in another group of the same session, so no shell could resume it
/// (`setsid app`, a session leader). Restoring the terminal for a stop that never comes would
/// leave the app running in cooked mode, so a suspension is only attempted when it can happen.
enum JobControl {
  /// True when the process group is not orphaned: the nearest ancestor outside the process's own
  /// group (a shell, a test runner) is in the same session.
  static func canStop() -> Bool {
    let group = getpgrp()
    let session = getsid(0)
    var ancestor = getppid()
    // Bounded walk: a process tree deeper than this is not a real one.
    for _ in 0..<64 {
      guard ancestor > 0 else { return false }
      let ancestorGroup = getpgid(ancestor)
      guard ancestorGroup >= 0 else { return false }
      if ancestorGroup != group { return getsid(ancestor) == session }
      guard let parent = parent(of: ancestor) else { return false }
      ancestor = parent
    }
    return false
  }

  /// The parent of `process`, from `/proc/<pid>/stat` (its fourth field, after the name in
  /// parentheses, which may itself hold spaces and parentheses).
  private static func parent(of process: pid_t) -> pid_t? {
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? pid_t(fields[1]) : nil
  }
}
