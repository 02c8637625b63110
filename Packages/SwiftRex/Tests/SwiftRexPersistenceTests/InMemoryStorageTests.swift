import Foundation
import SwiftRexPersistence
import Testing

@Suite struct InMemoryStorageTests {
  @Test func itKeepsTheLastSaveAndWhatWasSetAside() {
    let storage = InMemoryStorage(Data("old".utf8))
    #expect(storage.load() == Data("old".utf8))
    storage.save(Data("new".utf8))
    #expect(storage.data == Data("new".utf8))
    #expect(storage.setAside() == "memory (set aside #1)")
    #expect(storage.load() == nil)
    #expect(storage.setAsideData == [Data("new".utf8)])
  }
}
