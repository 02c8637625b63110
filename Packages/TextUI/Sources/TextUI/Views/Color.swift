/// A colour, as in SwiftUI: as a view it fills the space offered to it; as a style it colours
/// text (``View/foregroundColor(_:)``) or what is behind a view (``View/background(_:)``).
///
/// A colour is one of the terminal's 16 ANSI colours, one of its 256-colour palette, or a
/// 24-bit RGB colour. Each is drawn as closely as the terminal allows (``ColorSupport``): RGB
/// becomes the nearest palette colour on a 256-colour terminal and the nearest ANSI colour on a
/// 16-colour one. With `NO_COLOR` set, or output that is not a terminal, no colour is drawn.
///
/// SwiftUI's named colours map to the ANSI colours where one matches (`.red` is ANSI red, which
/// the user's terminal theme decides) and to SwiftUI's RGB values otherwise (`.orange`).
public struct Color: Hashable, Sendable {
  enum Value: Hashable, Sendable {
    /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright.
    case ansi(UInt8)
    /// One of the 256 colours of the xterm palette.
    case palette(UInt8)
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
    /// No colour: what is behind shows through.
    case clear
  }

  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// ANSI colour `index` (0–7 the normal colours, 8–15 their bright forms), whose shade the
  /// terminal's theme decides. Outside 0–15 the index is brought into that range.
  public init(ansi index: Int) {
    self.init(.ansi(UInt8(min(max(0, index), 15))))
  }

  /// Colour `index` of the 256-colour xterm palette (0–15 the ANSI colours, 16–231 a 6×6×6
  /// cube, 232–255 greys). Outside 0–255 the index is brought into that range.
  public init(palette index: Int) {
    self.init(.palette(UInt8(min(max(0, index), 255))))
  }

  /// An RGB colour with components from 0 to 1, as SwiftUI's `Color(red:green:blue:)`; a
  /// component outside that range (or not a number) is brought into it.
  public init(red: Double, green: Double, blue: Double) {
    func byte(_ component: Double) -> UInt8 {
      guard component.isFinite else { return component > 0 ? 255 : 0 }
      return UInt8((min(max(0, component), 1) * 255).rounded())
    }
    self.init(.rgb(red: byte(red), green: byte(green), blue: byte(blue)))
  }

  /// ANSI black.
  public static let black = Color(.ansi(0))
  /// ANSI red.
  public static let red = Color(.ansi(1))
  /// ANSI green.
  public static let green = Color(.ansi(2))
  /// ANSI yellow.
  public static let yellow = Color(.ansi(3))
  /// ANSI blue.
  public static let blue = Color(.ansi(4))
  /// ANSI magenta: SwiftUI has no magenta, and purple is the nearest name.
  public static let purple = Color(.ansi(5))
  /// ANSI cyan.
  public static let cyan = Color(.ansi(6))
  /// ANSI white (light grey in most themes).
  public static let white = Color(.ansi(7))
  /// ANSI bright black: grey in most themes.
  public static let gray = Color(.ansi(8))
  /// SwiftUI's orange.
  public static let orange = Color(.rgb(red: 255, green: 149, blue: 0))
  /// SwiftUI's pink.
  public static let pink = Color(.rgb(red: 255, green: 45, blue: 85))
  /// SwiftUI's brown.
  public static let brown = Color(.rgb(red: 162, green: 132, blue: 94))
  /// SwiftUI's indigo.
  public static let indigo = Color(.rgb(red: 88, green: 86, blue: 214))
  /// SwiftUI's mint.
  public static let mint = Color(.rgb(red: 0, green: 199, blue: 190))
  /// SwiftUI's teal.
  public static let teal = Color(.rgb(red: 48, green: 176, blue: 199))
  /// No colour: as a background or a view, what is behind shows through.
  public static let clear = Color(.clear)
}
