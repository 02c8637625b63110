// Writes one number to a shared value kept in a file, the way an app does (a store's reduction
// writes it, the container is flushed as the app quits), then exits: the sharing tests start it
// beside a test process holding the same file, which must see the number arrive.
//
//   SharedFileWriter PATH NUMBER
import Foundation
import SwiftRex
import SwiftRexSharing

let arguments = CommandLine.arguments
guard arguments.count == 3, let number = Int(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: SharedFileWriter PATH NUMBER\n".utf8))
  exit(64)
}
let store = Store(
  initial: Counter(count: Shared(wrappedValue: 0, .fileStorage(arguments[1]))),
  behavior: Behavior<Int, Counter, Void>.reduce { number, state in state.count = number },
  environment: ())
store.dispatch(number)
SharedContainer.default.flush()
exit(0)
