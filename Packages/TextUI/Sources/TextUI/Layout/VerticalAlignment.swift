/// Where views sit across a horizontal stack, or across a frame's height, as in SwiftUI.
public enum VerticalAlignment: Hashable, Sendable {
  /// Against the top edge.
  case top
  /// In the middle; an odd leftover row goes below.
  case center
  /// Against the bottom edge.
  case bottom

  /// The offset of something `length` tall placed in `room` rows; negative when it overflows.
  func offset(of length: Int, in room: Int) -> Int {
    switch self {
    case .top: 0
    case .center: (room - length) / 2
    case .bottom: room - length
    }
  }
}
