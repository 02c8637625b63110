extension Int {
  /// As large as the space offered: write `.frame(maxWidth: .infinity)` as in SwiftUI.
  ///
  /// TextUI measures in whole terminal cells, so its lengths are `Int` where SwiftUI's are
  /// `CGFloat`; this stands for `CGFloat.infinity`. Any length at or above the layout's limit
  /// (about a million cells) means the same.
  public static var infinity: Int { .max }
}
