// Saves a value through a store, a StatePersister and a FileStorage, over and over, as fast as it
// can: the persistence tests start two of these on one file (each save must land whole) and kill
// one with SIGKILL mid-save (the file must still hold one whole save).
//
//   PersistenceStressWriter PATH NAME COUNT   # COUNT saves (0: until killed), then exit 0
//
// Each saved value is a `StressSample`: a filler derived from the writer's name and the save's
// number, long enough that one save takes several pages, so a torn write would show.
import Foundation
import SwiftRex
import SwiftRexPersistence

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]), count >= 0 else {
  FileHandle.standardError.write(Data("usage: PersistenceStressWriter PATH NAME COUNT\n".utf8))
  exit(64)
}
let name = arguments[2]
var failures = 0
let persister = StatePersister<StressSample>(storage: FileStorage(path: arguments[1]), delay: .zero) {
  FileHandle.standardError.write(Data("\($0)\n".utf8))
  failures += 1
}
let store = Store(
  initial: StressSample(writer: name, sequence: 0),
  behavior: Behavior<Int, StressSample, Void>.reduce { sequence, state in
    state = StressSample(writer: state.writer, sequence: sequence)
  },
  environment: ())
persister.attach(to: store) { $0 }
var sequence = 1
while count == 0 || sequence <= count {
  store.dispatch(sequence)
  sequence += 1
}
persister.detach()
exit(failures == 0 && persister.saveCount == count + 1 ? 0 : 1)
