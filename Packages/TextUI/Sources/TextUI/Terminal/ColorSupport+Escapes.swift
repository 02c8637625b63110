extension ColorSupport {
  /// The SGR parameters drawing `color` in the foreground (or the background), degraded to
  /// what this terminal supports; empty for `.clear`.
  func parameters(for color: Color, background: Bool) -> String {
    switch Self.degrade(color.value, to: self) {
    case .ansi(let index):
      let base = (index < 8 ? 30 : 90) + (background ? 10 : 0)
      return String(base + Int(index % 8))
    case .palette(let index):
      return (background ? "48;5;" : "38;5;") + String(index)
    case .rgb(let red, let green, let blue):
      return (background ? "48;2;" : "38;2;") + "\(red);\(green);\(blue)"
    case .clear:
      return ""
    }
  }

  /// `value` as the nearest colour `support` can draw.
  static func degrade(_ value: Color.Value, to support: ColorSupport) -> Color.Value {
    switch (value, support) {
    case (.clear, _), (.ansi, _), (_, .trueColor):
      return value
    case (.palette, .palette256):
      return value
    case (.rgb(let red, let green, let blue), .palette256):
      return .palette(nearestPaletteIndex(red: red, green: green, blue: blue))
    case (.palette(let index), .ansi16):
      if index < 16 { return .ansi(index) }
      let (red, green, blue) = paletteRGB(index)
      return .ansi(nearestANSI(red: red, green: green, blue: blue))
    case (.rgb(let red, let green, let blue), .ansi16):
      return .ansi(nearestANSI(red: Int(red), green: Int(green), blue: Int(blue)))
    }
  }

  /// The levels of the palette's 6×6×6 cube.
  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// xterm's default RGB for the 16 ANSI colours.
  private static let ansiRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The RGB of palette colour `index`, as xterm draws it by default.
  static func paletteRGB(_ index: UInt8) -> (Int, Int, Int) {
    let index = Int(index)
    if index < 16 { return ansiRGB[index] }
    if index >= 232 {
      let level = 8 + (index - 232) * 10
      return (level, level, level)
    }
    let cube = index - 16
    return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
  }

  /// The palette colour nearest to an RGB colour: the nearer of the cube's and the grey ramp's.
  private static func nearestPaletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    func level(_ component: UInt8) -> Int {
      cubeLevels.indices.min { abs(cubeLevels[$0] - Int(component)) < abs(cubeLevels[$1] - Int(component)) }
        ?? 0
    }
    let cube = 16 + 36 * level(red) + 6 * level(green) + level(blue)
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let grey = 232 + min(23, max(0, (average - 3) / 10))
    let target = (Int(red), Int(green), Int(blue))
    let cubeDistance = distance(paletteRGB(UInt8(cube)), target)
    let greyDistance = distance(paletteRGB(UInt8(grey)), target)
    return UInt8(greyDistance < cubeDistance ? grey : cube)
  }

  /// The ANSI colour nearest to an RGB colour.
  private static func nearestANSI(red: Int, green: Int, blue: Int) -> UInt8 {
    let target = (red, green, blue)
    let index = ansiRGB.indices.min { distance(ansiRGB[$0], target) < distance(ansiRGB[$1], target) } ?? 0
    return UInt8(index)
  }

  private static func distance(_ lhs: (Int, Int, Int), _ rhs: (Int, Int, Int)) -> Int {
    let red = lhs.0 - rhs.0
    let green = lhs.1 - rhs.1
    let blue = lhs.2 - rhs.2
    return red * red + green * green + blue * blue
  }
}
