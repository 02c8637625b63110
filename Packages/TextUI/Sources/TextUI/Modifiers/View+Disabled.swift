extension View {
  /// Disables the controls in this view when `disabled` is true, as SwiftUI's `.disabled(_:)`:
  /// they are drawn dim, keep their handles, are skipped by the focus, and typed commands that
  /// use them (`press`, `type`, `toggle`) are refused with a message.
  ///
  /// Everything inside inherits it, and an inner `.disabled(false)` does not enable what an
  /// outer `.disabled(true)` disabled.
  public func disabled(_ disabled: Bool) -> some View {
    StyledView(content: self, style: TextStyle(isDisabled: disabled))
  }
}
