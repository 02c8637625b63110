import SwiftRex

/// Reports a shared value written outside a reduction: every change to a shared value should be
/// explained by an action, as every change to the state is.
enum SharedWriteCheck {
  /// Reports, through `RuntimeWarnings`, a write to the shared value `id` made while no store is
  /// reducing an action on this thread.
  static func reportIfOutsideReduction(_ id: String) {
    guard !Reduction.isInProgress else { return }
    RuntimeWarnings.report(
      """
      The shared value \(id) was written outside a reduction. Change it in a reducer (an effect \
      sends an action that does), so that an action explains every change: recordings, time \
      travel and tests see only what actions do.
      """)
  }
}
