import Foundation
import SwiftRexPersistence
import Testing

/// Real processes saving through `FileStorage` to one file, read while they write: the file only
/// ever holds one whole save, whoever wrote it and whenever a writer died.
@Suite(.serialized) struct FileStorageProcessTests {
  @Test func twoProcessesSavingOneFileAThousandTimesEachLeaveOneWholeSaveAtEveryRead() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("state.json")
    let storage = FileStorage(url: url)
    let first = try StressWriter.launch(to: url, as: "A", count: 1_000)
    let second = try StressWriter.launch(to: url, as: "B", count: 1_000)
    var reads = 0
    var writersSeen: Set<String> = []
    while first.isRunning || second.isRunning {
      if let data = try storage.load() {
        let saved = StressWriter.whole(data)
        #expect(saved != nil, "a read found \(data.count) bytes that are not one whole save")
        if let saved { writersSeen.insert(saved.value.writer) }
        reads += 1
      }
      usleep(500)
    }
    first.waitUntilExit()
    second.waitUntilExit()
    #expect(first.terminationStatus == 0)
    #expect(second.terminationStatus == 0)
    let lastData = try #require(try storage.load())
    let last = try #require(StressWriter.whole(lastData))
    #expect(last.value.sequence == 1_000)
    #expect(["A", "B"].contains(last.value.writer))
    #expect(reads > 0)
    #expect(!writersSeen.isEmpty)
    // Each save renamed its own temporary file away: none is left.
    #expect(try folder.names() == ["state.json"])
  }

  @Test func aWriterKilledAtAnyMomentLeavesTheOldSaveOrTheNewOneNeverAMix() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("state.json")
    let storage = FileStorage(url: url)
    var generator = SystemRandomNumberGenerator()
    for round in 0..<12 {
      let writer = try StressWriter.launch(to: url, as: "K\(round)", count: 0)
      // Wait for this writer's first save, then let it run a moment that differs every round.
      while (try? storage.load()).flatMap({ $0 }).flatMap(StressWriter.whole)?.value.writer != "K\(round)" {
        guard writer.isRunning else { break }
        usleep(200)
      }
      usleep(UInt32.random(in: 0..<30_000, using: &generator))
      StressWriter.kill(writer)
      #expect(writer.terminationReason == .uncaughtSignal)
      let data = try #require(try storage.load())
      let saved = StressWriter.whole(data)
      #expect(saved?.value.writer == "K\(round)", "round \(round): \(data.count) bytes, not one whole save")
    }
    // A save cut short leaves at most its own temporary file, never a damaged state.json…
    let leftovers = try folder.names().filter { $0 != "state.json" }
    #expect(leftovers.allSatisfy { $0.hasPrefix(".state.json.") && $0.hasSuffix(".tmp") }, "\(leftovers)")
    // …and the next load clears those away, their writers being gone.
    _ = try storage.load()
    #expect(try folder.names() == ["state.json"])
  }

  @MainActor
  @Test func theNextRunLoadsWhatAKilledWriterSavedLast() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("state.json")
    let writer = try StressWriter.launch(to: url, as: "Z", count: 0)
    while (try? FileStorage(url: url).load()).flatMap({ $0 }) == nil, writer.isRunning { usleep(200) }
    usleep(10_000)
    StressWriter.kill(writer)
    var problems: [PersistenceProblem] = []
    let persister = StatePersister<StressWriter.Saved.Sample>(storage: FileStorage(url: url)) {
      problems.append($0)
    }
    let loaded = try #require(persister.load())
    #expect(loaded.writer == "Z")
    #expect(loaded.isWhole)
    #expect(problems.isEmpty)
  }
}
