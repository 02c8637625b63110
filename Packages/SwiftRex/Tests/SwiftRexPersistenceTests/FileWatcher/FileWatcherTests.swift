import Foundation
import Testing

@testable import SwiftRexPersistence

#if canImport(Glibc)
  import Glibc
#endif

/// The watcher on real files in a fresh folder, the way editors change them. Each test waits for
/// the changes it caused with a generous limit: the limit only stops a test that would otherwise
/// hang, it claims nothing about speed.
@Suite("FileWatcher")
struct FileWatcherTests {
  /// Counts the changes a watcher reports, iterating its stream in a task of its own.
  final class Changes: Sendable {
    private actor Count {
      var value = 0
      func increment() { value += 1 }
    }
    private let count = Count()
    private let task: Task<Void, Never>

    init(_ watcher: FileWatcher, whenWatchingEnds ended: @escaping @Sendable () -> Void = {}) {
      let stream = watcher.changes(whenWatchingEnds: ended)
      let count = count
      task = Task {
        for await _ in stream { await count.increment() }
      }
    }

    /// How many changes have been reported.
    var value: Int { get async { await count.value } }

    /// Waits until at least `expected` changes have been reported; false after 30 seconds.
    func wait(for expected: Int) async -> Bool {
      await waitUntil { await self.value >= expected }
    }

    /// Stops iterating, as a cancelled effect does.
    func stop() async {
      task.cancel()
      await task.value
    }
  }

  /// Polls `condition` every few milliseconds until it holds; false after `limit`.
  static func waitUntil(
    limit: Duration = .seconds(30), _ condition: () async -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: limit)
    while ContinuousClock.now < deadline {
      if await condition() { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return await condition()
  }

  /// A fresh folder holding `catalog.json`.
  func makeFile() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("catalog.json")
    try Data("first".utf8).write(to: file)
    return file
  }

  /// Rewrites `file` in place: the same inode, truncated and written.
  func writeInPlace(_ text: String, to file: URL) throws {
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  /// Replaces `file` as editors save: a new file beside it, renamed over it.
  func replaceByRename(_ text: String, at file: URL) throws {
    let temporary = file.deletingLastPathComponent().appendingPathComponent(".catalog.json.swp")
    try Data(text.utf8).write(to: temporary)
    #expect(rename(temporary.path, file.path) == 0)
  }

  /// Whether something happened, set from any thread.
  actor Flag {
    private(set) var isRaised = false
    func raise() { isRaised = true }
  }

  @Test(arguments: [FileWatcher.Mode.automatic, .polling])
  func editsInPlaceRenamesDeletionsAndRecreationsAreEachOneChange(mode: FileWatcher.Mode) async throws {
    let file = try makeFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let changes = Changes(FileWatcher(path: file.path, mode: mode, pollInterval: .milliseconds(20)))

    try writeInPlace("second, longer", to: file)
    #expect(await changes.wait(for: 1))
    try replaceByRename("third", at: file)
    #expect(await changes.wait(for: 2))
    try FileManager.default.removeItem(at: file)
    #expect(await changes.wait(for: 3))
    try Data("fourth and back".utf8).write(to: file)
    #expect(await changes.wait(for: 4))
    await changes.stop()
  }

  @Test func aChangeBeforeWatchingBeganIsReportedWhenItBegins() async throws {
    let file = try makeFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let watcher = FileWatcher(path: file.path)
    // Between the host's first read and the start of its watch.
    try writeInPlace("changed before the watch began", to: file)
    let changes = Changes(watcher)
    #expect(await changes.wait(for: 1))
    await changes.stop()
  }

  @Test func otherFilesInTheFolderAreNotChangesOfTheCatalog() async throws {
    let file = try makeFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    // Almost no quiet period, so that another file's events, were they taken for the catalog's,
    // would be reported at once.
    let changes = Changes(FileWatcher(path: file.path, quietPeriod: .milliseconds(1)))
    try replaceByRename("the catalog, changed", at: file)
    #expect(await changes.wait(for: 1))
    let notes = file.deletingLastPathComponent().appendingPathComponent("notes.txt")
    try Data("notes".utf8).write(to: notes)
    try Data("more notes".utf8).write(to: notes)
    // Time for a wrongly counted change to arrive; when the filter works, nothing arrives however
    // long this is, so the outcome does not depend on it.
    try await Task.sleep(for: .milliseconds(100))
    #expect(await changes.value == 1)
    try replaceByRename("the catalog, changed again", at: file)
    #expect(await changes.wait(for: 2))
    await changes.stop()
  }

  @Test func aFolderThatDoesNotExistYetIsWatchedByPolling() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("catalog.json")
    let changes = Changes(FileWatcher(path: file.path, pollInterval: .milliseconds(20)))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("created".utf8).write(to: file)
    #expect(await changes.wait(for: 1))
    await changes.stop()
  }

  @Test func aSymbolicLinkIsFollowedToTheFileItNames() async throws {
    let target = try makeFile()
    let links = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID())")
    defer {
      try? FileManager.default.removeItem(at: target.deletingLastPathComponent())
      try? FileManager.default.removeItem(at: links)
    }
    try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
    let link = links.appendingPathComponent("catalog.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let changes = Changes(FileWatcher(path: link.path))
    // Only the target's folder hears these: nothing happens in the link's.
    try writeInPlace("edited through its real path", to: target)
    #expect(await changes.wait(for: 1))
    try writeInPlace("edited again, and longer", to: target)
    #expect(await changes.wait(for: 2))
    await changes.stop()
  }

  @Test func aSymbolicLinkPointedElsewhereIsFollowedToItsNewFile() async throws {
    let first = try makeFile()
    let folder = first.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let versions = folder.appendingPathComponent("versions")
    try FileManager.default.createDirectory(at: versions, withIntermediateDirectories: true)
    let second = versions.appendingPathComponent("v2.json")
    try Data("second".utf8).write(to: second)
    let link = folder.appendingPathComponent("current.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: first)
    let changes = Changes(FileWatcher(path: link.path))
    // As `ln -sfn` does it: a new link beside the old one, renamed over it.
    let newLink = folder.appendingPathComponent(".current.json.tmp")
    try FileManager.default.createSymbolicLink(at: newLink, withDestinationURL: second)
    #expect(rename(newLink.path, link.path) == 0)
    #expect(await changes.wait(for: 1))
    // Heard only in the new target's folder, which nothing watched before.
    try writeInPlace("second, edited", to: second)
    #expect(await changes.wait(for: 2))
    try writeInPlace("second, edited again", to: second)
    #expect(await changes.wait(for: 3))
    await changes.stop()
  }

  @Test func aFolderDeletedAndMadeAgainIsStillWatched() async throws {
    let file = try makeFile()
    let folder = file.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let changes = Changes(FileWatcher(path: file.path, pollInterval: .milliseconds(20)))
    // One event, so one change: the next one counted is the deletion's.
    try replaceByRename("changed", at: file)
    #expect(await changes.wait(for: 1))
    try FileManager.default.removeItem(at: folder)
    #expect(await changes.wait(for: 2))
    let seen = await changes.value
    // inotify lost the folder with it; the watch goes on by polling the path.
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("back again".utf8).write(to: file)
    #expect(await changes.wait(for: seen + 1))
    await changes.stop()
  }

  @Test(arguments: [FileWatcher.Mode.automatic, .polling])
  func theWatchingThreadEndsWhenItsConsumerStops(mode: FileWatcher.Mode) async throws {
    let file = try makeFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let ended = Flag()
    // A long interval: the thread must end on the wake-up, not at its next look.
    let changes = Changes(
      FileWatcher(path: file.path, mode: mode, pollInterval: .seconds(3_600)),
      whenWatchingEnds: { Task { await ended.raise() } })
    await changes.stop()
    #expect(await Self.waitUntil { await ended.isRaised })
  }
}
