/// A readable structural diff of two values of the same type, built from their mirrors: lines
/// only in `old` start with `−`, lines only in `new` with `+`, and unchanged fields and elements
/// are elided (`… (3 unchanged)`).
///
/// ```
///   AppState(
///     counter: CounterState(
/// −     count: 1
/// +     count: 2
///     )
///     … (4 unchanged)
///   )
/// ```
/// The store's logging behaviour and the test store's failure messages share this one engine.
public enum StateDiff {
  /// The diff from `old` to `new`, or `nil` when they print the same.
  public static func diff<Value>(_ old: Value, _ new: Value) -> String? {
    let before = Dump(old)
    let after = Dump(new)
    guard before != after else { return nil }
    var lines: [String] = []
    diff(before, after, label: nil, indent: "  ", into: &lines)
    return lines.joined(separator: "\n")
  }

  /// `value` printed as the diff prints it: one field or element per line, nested indented.
  public static func render<Value>(_ value: Value) -> String {
    var lines: [String] = []
    Dump(value).render(label: nil, indent: "", suffix: "", into: &lines)
    return lines.joined(separator: "\n")
  }

  private static func diff(
    _ old: Dump, _ new: Dump, label: String?, indent: String, into lines: inout [String]
  ) {
    guard case .node(let oldHead, let oldChildren, let oldTail) = old,
      case .node(let newHead, let newChildren, let newTail) = new,
      oldHead == newHead, oldTail == newTail
    else {
      old.render(label: label, indent: "−" + indent.dropFirst(), suffix: "", into: &lines)
      new.render(label: label, indent: "+" + indent.dropFirst(), suffix: "", into: &lines)
      return
    }
    lines.append(indent + prefix(label) + oldHead)
    let inner = indent + "  "
    var unchanged = 0
    func flushUnchanged() {
      if unchanged > 0 { lines.append(inner + "… (\(unchanged) unchanged)") }
      unchanged = 0
    }
    for step in align(oldChildren, newChildren) {
      switch step {
      case .same:
        unchanged += 1
      case .changed(let before, let after):
        flushUnchanged()
        diff(before.value, after.value, label: after.label, indent: inner, into: &lines)
      case .removed(let child):
        flushUnchanged()
        child.value.render(label: child.label, indent: "−" + inner.dropFirst(), suffix: "", into: &lines)
      case .inserted(let child):
        flushUnchanged()
        child.value.render(label: child.label, indent: "+" + inner.dropFirst(), suffix: "", into: &lines)
      }
    }
    flushUnchanged()
    lines.append(indent + oldTail)
  }

  private enum Step {
    case same
    case changed(Dump.Child, Dump.Child)
    case removed(Dump.Child)
    case inserted(Dump.Child)
  }

  /// Pairs children: by label when both sides have the same labels (fields), otherwise by a
  /// longest common subsequence (elements), so an insertion in a list shows as one `+`.
  private static func align(_ old: [Dump.Child], _ new: [Dump.Child]) -> [Step] {
    if old.count == new.count, zip(old, new).allSatisfy({ $0.label == $1.label }),
      old.contains(where: { $0.label != nil }) || old.count == 1
    {
      return zip(old, new).map { $0.value == $1.value ? .same : .changed($0, $1) }
    }
    // Quadratic table; beyond this size pair by position instead (still correct, less minimal).
    guard old.count * new.count <= 250_000 else {
      var steps: [Step] = []
      for index in 0..<max(old.count, new.count) {
        switch (index < old.count ? old[index] : nil, index < new.count ? new[index] : nil) {
        case (let before?, let after?):
          steps.append(before.value == after.value ? .same : .changed(before, after))
        case (let before?, nil): steps.append(.removed(before))
        case (nil, let after?): steps.append(.inserted(after))
        case (nil, nil): break
        }
      }
      return steps
    }
    var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        steps.append(.same)
        i += 1
        j += 1
      } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
        steps.append(.inserted(new[j]))
        j += 1
      } else {
        steps.append(.removed(old[i]))
        i += 1
      }
    }
    return merged(steps)
  }

  /// A removal and an insertion of the same kind of child side by side read better as a change:
  /// the nested diff then shows only what differs inside. Both orders occur — the alignment lists
  /// the insertion first when a replaced element ties — so both are merged; otherwise one changed
  /// field of a struct in a list would print the whole element twice.
  private static func merged(_ steps: [Step]) -> [Step] {
    var result: [Step] = []
    for step in steps {
      switch (result.last, step) {
      case (.removed(let before)?, .inserted(let after)) where sameKind(before, after),
        (.inserted(let after)?, .removed(let before)) where sameKind(before, after):
        result[result.count - 1] = .changed(before, after)
      default:
        result.append(step)
      }
    }
    return result
  }

  /// Whether two children are nodes with the same head: the same type, or both lists.
  private static func sameKind(_ before: Dump.Child, _ after: Dump.Child) -> Bool {
    guard case .node(let head, _, _) = before.value, case .node(head, _, _) = after.value else {
      return false
    }
    return true
  }

  private static func prefix(_ label: String?) -> String { label.map { "\($0): " } ?? "" }
}

/// A value as a tree of printable parts, built once from its mirror.
private indirect enum Dump: Equatable {
  case leaf(String)
  case node(head: String, children: [Child], tail: String)

  struct Child: Equatable {
    var label: String?
    var value: Dump
  }

  init<Value>(_ value: Value) { self = Dump.make(value, depth: 0) }

  private static func make(_ value: Any, depth: Int) -> Dump {
    // Deep enough for any sensible state; stops runaway recursion through cyclic references.
    guard depth < 64 else { return .leaf("…") }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return .leaf("nil") }
      return make(wrapped, depth: depth)
    case .collection, .set:
      return .node(
        head: "[",
        children: mirror.children.map { Child(label: nil, value: make($0.value, depth: depth + 1)) },
        tail: "]")
    case .dictionary:
      let pairs = mirror.children.map { pair -> (String, Dump) in
        let parts = Array(Mirror(reflecting: pair.value).children)
        let key = parts.first.map { leafText($0.value) } ?? "?"
        let value = parts.count > 1 ? make(parts[1].value, depth: depth + 1) : .leaf("?")
        return (key, value)
      }
      return .node(
        head: "[", children: pairs.sorted { $0.0 < $1.0 }.map { Child(label: $0.0, value: $0.1) }, tail: "]")
    case .struct, .class:
      if mirror.children.isEmpty { return .leaf(leafText(value)) }
      return .node(
        head: "\(StateDiff.typeName(type(of: value)))(",
        children: mirror.children.map { Child(label: $0.label, value: make($0.value, depth: depth + 1)) },
        tail: ")")
    case .tuple:
      if mirror.children.count == 1, let only = mirror.children.first {
        return make(only.value, depth: depth)
      }
      return .node(
        head: "(",
        children: mirror.children.map { child in
          let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
          return Child(label: label, value: make(child.value, depth: depth + 1))
        },
        tail: ")")
    case .enum:
      guard let payload = mirror.children.first else { return .leaf(".\(leafText(value))") }
      let name = payload.label ?? "\(value)"
      let inner = make(payload.value, depth: depth + 1)
      // A payload that prints on one line stays on the case's line: `.loaded(3)`.
      if case .leaf(let text) = inner { return .leaf(".\(name)(\(text))") }
      return .node(head: ".\(name)(", children: [Child(label: nil, value: inner)], tail: ")")
    default:
      return .leaf(leafText(value))
    }
  }

  private static func leafText(_ value: Any) -> String {
    if let string = value as? String { return String(reflecting: string) }
    return String(describing: value)
  }

  func render(label: String?, indent: String, suffix: String, into lines: inout [String]) {
    let prefix = label.map { "\($0): " } ?? ""
    switch self {
    case .leaf(let text):
      lines.append(indent + prefix + text + suffix)
    case .node(let head, let children, let tail):
      if children.isEmpty {
        lines.append(indent + prefix + head + tail + suffix)
        return
      }
      lines.append(indent + prefix + head)
      let marker = indent.first.map { $0 == "−" || $0 == "+" ? String($0) : " " } ?? " "
      let inner = marker + indent.dropFirst() + "  "
      for child in children {
        child.value.render(
          label: child.label, indent: indent.isEmpty ? "  " : inner, suffix: "", into: &lines)
      }
      lines.append(indent + tail + suffix)
    }
  }
}

extension StateDiff {
  /// `Module.Outer.Inner<Swift.Int>` → `Outer.Inner<Int>`: a type's name without module names or
  /// private-context markers, which add nothing to a diff or a test failure. The one definition
  /// that state diffs, the logger and the test store's messages share.
  @_spi(SwiftRexInternals)
  public static func typeName(_ type: Any.Type) -> String {
    var name = String(reflecting: type)
    while let start = name.firstRange(of: "(unknown context at "),
      let end = name[start.upperBound...].firstRange(of: ").")
    {
      name.removeSubrange(start.lowerBound..<end.upperBound)
    }
    var result = ""
    var token = ""
    func flush() {
      let parts = token.split(separator: ".", omittingEmptySubsequences: false)
      result += parts.count > 1 ? parts.dropFirst().joined(separator: ".") : token
      token = ""
    }
    for character in name {
      if "<>, ()[]:?".contains(character) {
        flush()
        result.append(character)
      } else {
        token.append(character)
      }
    }
    flush()
    return result
  }
}
