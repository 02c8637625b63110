import Testing

@testable import SwiftRex

@Suite struct ButtonStateBuilderTests {
  private func buttons(
    @ButtonStateBuilder<FileAction> _ content: () -> [ButtonState<FileAction>]
  ) -> [ButtonState<FileAction>] {
    content()
  }

  private func labels(_ buttons: [ButtonState<FileAction>]) -> [String] { buttons.map(\.label.string) }

  @Test func keepsStatementsInOrder() {
    let built = buttons {
      ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
      ButtonState(action: .archive) { "Archive" }
      ButtonState(role: .cancel) { "Cancel" }
    }
    #expect(labels(built) == ["Delete", "Archive", "Cancel"])
    #expect(buttons {}.isEmpty)
  }

  @Test func anIfAddsItsButtonsOnlyWhenTrue() {
    for canArchive in [true, false] {
      let built = buttons {
        if canArchive {
          ButtonState(action: .archive) { "Archive" }
        }
        ButtonState(role: .cancel) { "Cancel" }
      }
      #expect(labels(built) == (canArchive ? ["Archive", "Cancel"] : ["Cancel"]))
    }
  }

  @Test func anIfLetBindsItsValue() {
    for count: Int? in [4, nil] {
      let built = buttons {
        if let count {
          ButtonState(action: .share(count)) { "Share \(count)" }
        }
      }
      #expect(labels(built) == (count == nil ? [] : ["Share 4"]))
    }
  }

  @Test func anIfElseTakesOneBranch() {
    for destructive in [true, false] {
      let built = buttons {
        if destructive {
          ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
          ButtonState(role: .cancel) { "Keep" }
        } else {
          ButtonState(action: .archive) { "Archive" }
        }
      }
      #expect(labels(built) == (destructive ? ["Delete", "Keep"] : ["Archive"]))
    }
  }

  @Test func aSwitchTakesOneCase() {
    let built = buttons {
      switch FileAction.share(2) {
      case .share(let count):
        ButtonState(action: .share(count)) { "Share \(count)" }
      default:
        ButtonState(role: .cancel) { "Cancel" }
      }
    }
    #expect(labels(built) == ["Share 2"])
  }

  @Test func aForLoopAddsOneButtonPerIteration() {
    let built = buttons {
      for count in 1...3 {
        ButtonState(action: .share(count)) { "Share with \(count)" }
      }
      ButtonState(role: .cancel) { "Cancel" }
    }
    #expect(labels(built) == ["Share with 1", "Share with 2", "Share with 3", "Cancel"])
    #expect(built.map(\.action) == [.share(1), .share(2), .share(3), nil])
  }
}
