import FP

/// An action with every payload shape `@Prisms` handles.
@Prisms
enum ShapeAction: Equatable {
  case reset
  case set(Int)
  case rename(to: String)
  case moved(from: Int, to: Int)
  case pair(Int, String)

  static func random(using generator: inout SeededGenerator) -> ShapeAction {
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: .reset
    case 1: .set(generator.int())
    case 2: .rename(to: generator.string())
    case 3: .moved(from: generator.int(), to: generator.int())
    default: .pair(generator.int(), generator.string())
    }
  }
}

/// A generic, recursive action: generated members must be computed and name the enum, not `Self`.
@Prisms
public enum TreeAction<Leaf: Equatable & Sendable>: Equatable, Sendable {
  case leaf(Leaf)
  case empty
  indirect case node(Self)
}

/// An action whose extraction property for `.custom` is written by hand and must be kept.
@Prisms
enum HandWrittenAction {
  case custom(Int)
  case other

  var custom: Int? {
    if case .custom(let value) = self { return value * 1 }
    return nil
  }
}

/// A state with a `let`, a `private(set)` and an inferred property.
@Lenses
struct Profile: Equatable {
  let id: Int
  var name: String
  var visits = 0
  private(set) var tags: [String] = []
  var greeting: String { "Hello, \(name)" }

  /// `tags` is `private(set)`, so its lens is `fileprivate`: reachable in this file only.
  static func retagged(_ profile: Profile, _ tags: [String]) -> Profile {
    lens.tags.set(profile, tags)
  }

  static func random(using generator: inout SeededGenerator) -> Profile {
    Profile(
      id: generator.int(), name: generator.string(), visits: generator.int(), tags: [generator.string()])
  }
}

/// A generic state. Its parameter is `Sendable`, as state is: the `let`'s lens rebuilds a
/// `Box<Value>` inside a `@Sendable` closure, which needs a `Sendable` metatype.
@Lenses
struct Box<Value: Equatable & Sendable>: Equatable {
  let value: Value
  var children: [Self]
}

/// A feature namespace annotated the way `@Feature` annotates it: nested structs and enums, a
/// namespace enum inside, an opted-out type, and a type that keeps its own `@Prisms`.
@ApplyOptics(recursively: true)
enum Catalog {
  struct State: Equatable {
    var query: String
    var page: Page
    enum Page: Equatable {
      case first
      case numbered(Int)
      struct Cursor: Equatable {
        var offset: Int
      }
    }
  }

  @Prisms
  enum Action: Equatable {
    case search(String)
    case next
  }

  enum Models {
    struct Book: Equatable {
      let title: String
      var pages: Int
    }
    enum Format: Equatable {
      case paper
      case digital(sizeInBytes: Int)
    }
  }

  @NoOptics
  struct Untouched {
    var raw: Int
  }
}

extension Catalog.Untouched {
  /// Proves `@NoOptics` worked: had `@ApplyOptics` stamped `@Lenses`, this would redeclare `lens`.
  static var lens: String { "hand-written" }
}

extension Catalog {
  /// State declared in an extension, which a macro on `Catalog` cannot see.
  enum Shelf {}
}

@ApplyOptics(recursively: true)
extension Catalog.Shelf {
  struct State: Equatable {
    var slots: Int
    struct Slot: Equatable {
      var label: String
    }
  }

  enum Action: Equatable {
    case insert(label: String, at: Int)
  }
}

/// `@ApplyOptics` directly on an enum with cases: prisms and case key paths, and the conformance
/// declared by hand because the macro cannot add it.
@ApplyOptics
enum Toggle: Equatable, HasCasePrisms {
  case on
  case off(reason: String)
}
