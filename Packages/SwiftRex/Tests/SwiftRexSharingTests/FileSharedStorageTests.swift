import Foundation
import SwiftRex
import SwiftRexPersistence
import Testing

@testable import SwiftRexSharing

@MainActor
@Suite struct FileSharedStorageTests {
  struct Saved: Equatable {
    @Shared var numbers: [Int]
  }

  /// A state holding the file's value in a fresh container.
  func holder(of path: String, delay: Duration = .zero, report: Collected = Collected()) -> Saved {
    SharedContainer.withContainer(SharedContainer()) {
      Saved(
        numbers: Shared(
          wrappedValue: [], FileSharedStorage(path: path, delay: delay) { report.append("\($0)") }))
    }
  }

  @Test func startsFromTheFileAndWritesEachChangeAsJSON() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("numbers.json")
    try Data("[1, 2]".utf8).write(to: file)
    let saved = holder(of: file.path)
    #expect(saved.numbers == [1, 2])
    _ = warnings { saved.numbers.append(3) }
    let written = try JSONDecoder().decode([Int].self, from: Data(contentsOf: file))
    #expect(written == [1, 2, 3])
  }

  @Test func savesOnceAfterTheDelayOrAtOnceWhenFlushed() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("numbers.json")
    let container = SharedContainer()
    let saved = SharedContainer.withContainer(container) {
      Saved(numbers: Shared(wrappedValue: [], FileSharedStorage(path: file.path, delay: .seconds(30))))
    }
    _ = warnings {
      saved.numbers = [1]
      saved.numbers = [1, 2]
    }
    #expect(!FileManager.default.fileExists(atPath: file.path))  // still waiting for the delay
    container.flush()  // as the app does when it quits, however it quits
    #expect(try JSONDecoder().decode([Int].self, from: Data(contentsOf: file)) == [1, 2])
  }

  @Test func aDamagedFileIsSetAsideReportedAndTheValueStartsFromItsDefault() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("numbers.json")
    try Data("{not json".utf8).write(to: file)
    let report = Collected()
    let saved = holder(of: file.path, report: report)
    #expect(saved.numbers == [])
    #expect(report.values.count == 1)
    #expect(report.values.first?.contains("could not be used") == true)
    let names = try folder.names()
    #expect(names.contains { $0.hasPrefix("numbers.json.corrupt-") })
  }

  @Test func aChangeAnotherWriterMakesToTheFileIsSeen() async throws {
    let folder = try TemporaryFolder()
    let file = folder.file("numbers.json")
    let saved = holder(of: file.path)
    try await Task.sleep(for: .milliseconds(50))  // the watcher starts on a thread of its own
    try FileStorage(url: file).save(Data("[7]".utf8))
    #expect(await eventually { saved.numbers == [7] })
  }

  @Test func anotherProcessWritingTheFileIsSeenHere() async throws {
    let folder = try TemporaryFolder()
    let file = folder.file("count.json")
    let container = SharedContainer()
    let count = SharedContainer.withContainer(container) {
      Shared(wrappedValue: 0, .fileStorage(file.path))
    }
    try await Task.sleep(for: .milliseconds(50))
    let process = try SharedFileWriterProcess.run(path: file.path, number: 42)
    #expect(process.terminationStatus == 0)
    #expect(await eventually { count.wrappedValue == 42 })

    // And the other way: what this process writes, a new process reads.
    let other = SharedContainer()
    _ = warnings { count.wrappedValue = 43 }
    container.flush()
    let reread = SharedContainer.withContainer(other) { Shared(wrappedValue: 0, .fileStorage(file.path)) }
    #expect(reread.wrappedValue == 43)
  }

  /// Waits up to five seconds for `condition`, checking every 10 ms.
  func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<500 {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
  }
}

/// The `SharedFileWriter` executable, built beside the test bundle by `swift test`.
enum SharedFileWriterProcess {
  struct MissingExecutable: Error, CustomStringConvertible {
    var description: String { "SharedFileWriter was not built; run `swift build` in Packages/SwiftRex." }
  }

  /// Runs the writer on `path` with `number` and waits for it to exit.
  static func run(path: String, number: Int) throws -> Process {
    var candidates: [URL] = []
    if let main = Bundle.main.executableURL {
      candidates.append(main.deletingLastPathComponent().appendingPathComponent("SharedFileWriter"))
    }
    for bundle in Bundle.allBundles {
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("SharedFileWriter"))
    }
    guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { throw MissingExecutable() }
    let process = Process()
    process.executableURL = executable
    process.arguments = [path, String(number)]
    try process.run()
    process.waitUntilExit()
    return process
  }
}
