/// Where views sit across a vertical stack, or across a frame's width, as in SwiftUI.
public enum HorizontalAlignment: Hashable, Sendable {
  /// Against the left edge.
  case leading
  /// In the middle; an odd leftover column goes to the right.
  case center
  /// Against the right edge.
  case trailing

  /// The offset of something `length` long placed in `room` columns; negative when it overflows.
  func offset(of length: Int, in room: Int) -> Int {
    switch self {
    case .leading: 0
    case .center: (room - length) / 2
    case .trailing: room - length
    }
  }
}
