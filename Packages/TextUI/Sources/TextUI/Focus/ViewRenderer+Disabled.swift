extension ViewRenderer {
  /// What using a disabled control answers (`.disabled(true)`); nil for an enabled one.
  static func refusal(of control: RegisteredControl, handle: Int) -> InputOutcome? {
    guard control.isDisabled else { return nil }
    let label = TerminalSafeText.displayable(String(control.label.prefix(40)))
    return .rejected("[\(handle)] \(label) is disabled: it cannot be used now.")
  }
}
