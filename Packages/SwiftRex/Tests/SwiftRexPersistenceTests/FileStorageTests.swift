import Foundation
import SwiftRexPersistence
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct FileStorageTests {
  @Test func aMissingFileLoadsAsNothing() throws {
    let folder = try TemporaryFolder()
    #expect(try FileStorage(url: folder.file("state.json")).load() == nil)
  }

  @Test func savedBytesLoadBackAndFoldersAreCreated() throws {
    let folder = try TemporaryFolder()
    let url = folder.url.appendingPathComponent("a/b/state.json")
    let storage = FileStorage(url: url)
    try storage.save(Data("first".utf8))
    try storage.save(Data("second".utf8))
    #expect(try storage.load() == Data("second".utf8))
    #expect(try FileStorage(path: url.path).load() == Data("second".utf8))
    // No temporary file stays behind.
    #expect(try folder.names(in: url.deletingLastPathComponent()) == ["state.json"])
  }

  @Test func anEmptySaveIsAnEmptyFileNotNothing() throws {
    let folder = try TemporaryFolder()
    let storage = FileStorage(url: folder.file("state.json"))
    try storage.save(Data())
    #expect(try storage.load() == Data())
  }

  @Test func settingAsideKeepsTheBytesUnderACorruptName() throws {
    let folder = try TemporaryFolder()
    let storage = FileStorage(url: folder.file("state.json"))
    try storage.save(Data("garbage".utf8))
    let first = try storage.setAside()
    try storage.save(Data("more garbage".utf8))
    let second = try storage.setAside()
    #expect(first != second)
    #expect(try storage.load() == nil)
    let names = try folder.names()
    #expect(names.count == 2)
    #expect(names.allSatisfy { $0.hasPrefix("state.json.corrupt-") })
    #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data("garbage".utf8))
    #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == Data("more garbage".utf8))
  }

  @Test func theCorruptNameCarriesTheUTCTimeInISOBasicForm() throws {
    let folder = try TemporaryFolder()
    let storage = FileStorage(url: folder.file("state.json"))
    try storage.save(Data("x".utf8))
    let movedTo = URL(fileURLWithPath: try storage.setAside()).lastPathComponent
    let stamp = movedTo.dropFirst("state.json.corrupt-".count)
    #expect(stamp.count == 16, "\(movedTo)")
    #expect(stamp.dropFirst(8).first == "T")
    #expect(stamp.last == "Z")
    #expect(stamp.filter(\.isNumber).count == 14)
  }

  @Test func aFolderWhereTheFileShouldBeIsRefusedBothWays() throws {
    let folder = try TemporaryFolder()
    let storage = FileStorage(url: folder.url)
    #expect(
      throws: PersistenceProblem.unreadable(location: folder.url.path, reason: "it is a folder, not a file")
    ) {
      try storage.load()
    }
    #expect(
      throws: PersistenceProblem.unwritable(location: folder.url.path, reason: "it is a folder, not a file")
    ) {
      try storage.save(Data("x".utf8))
    }
  }

  @Test func aFolderThatCannotBeCreatedIsAnUnwritableProblem() throws {
    let folder = try TemporaryFolder()
    // A regular file in the way: no folder can be made under it, even by root.
    try Data().write(to: folder.file("blocker"))
    let url = folder.url.appendingPathComponent("blocker/state/state.json")
    let storage = FileStorage(url: url)
    #expect(try storage.load() == nil)
    do {
      try storage.save(Data("x".utf8))
      Issue.record("saved under a file")
    } catch {
      guard case .unwritable(let location, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(location == url.path)
      #expect(reason.contains("cannot be created"))
    }
    #expect(try folder.names() == ["blocker"])
  }

  @Test func aSymbolicLinkStaysALinkToTheFileItNames() throws {
    let folder = try TemporaryFolder()
    let real = folder.file("real.json")
    try FileManager.default.createSymbolicLink(at: folder.file("state.json"), withDestinationURL: real)
    let storage = FileStorage(url: folder.file("state.json"))
    try storage.save(Data("kept".utf8))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("state.json").path) == real.path)
    #expect(try Data(contentsOf: real) == Data("kept".utf8))
    #expect(try storage.load() == Data("kept".utf8))
  }

  /// The permission bits of `path`.
  static func mode(_ path: String) -> mode_t {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
  }

  @Test func aSaveKeepsTheFilesPermissions() throws {
    let folder = try TemporaryFolder()
    let storage = FileStorage(url: folder.file("state.json"))
    try storage.save(Data("first".utf8))
    for mode: mode_t in [0o600, 0o640, 0o604] {
      chmod(folder.file("state.json").path, mode)
      try storage.save(Data("again".utf8))
      #expect(Self.mode(folder.file("state.json").path) == mode)
    }
  }

  @Test func aNewFileAndTheFoldersCreatedForItAreTheOwnersOnly() throws {
    let folder = try TemporaryFolder()
    let url = folder.url.appendingPathComponent("state/swiftrex/state.json")
    try FileStorage(url: url).save(Data("x".utf8))
    #expect(Self.mode(url.path) == 0o600)
    #expect(Self.mode(url.deletingLastPathComponent().path) == 0o700)
    #expect(Self.mode(folder.url.appendingPathComponent("state").path) == 0o700)
  }

  /// A link planted by another user (uid 4242) in a shared folder: root can make one with lchown.
  @Test(.enabled(if: geteuid() == 0, "only root can give a link to another user"))
  func aSymbolicLinkAnotherUserOwnsIsNeverFollowed() throws {
    let folder = try TemporaryFolder()
    let victim = folder.file("victim")
    try Data("precious".utf8).write(to: victim)
    let link = folder.file("state.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
    #expect(lchown(link.path, 4242, 4242) == 0)
    let storage = FileStorage(url: link)
    #expect(throws: PersistenceProblem.self) { try storage.save(Data("overwritten".utf8)) }
    do {
      _ = try storage.load()
      Issue.record("the link was followed to read")
    } catch {
      #expect(error.description.contains("owned by another user"), "\(error)")
    }
    #expect(try Data(contentsOf: victim) == Data("precious".utf8))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == victim.path)
    // A link of one's own is still followed.
    #expect(lchown(link.path, geteuid(), getegid()) == 0)
    try storage.save(Data("mine".utf8))
    #expect(try Data(contentsOf: victim) == Data("mine".utf8))
  }

  /// Two sessions on one file, each reading it at its start: the later save finds the other's
  /// version, keeps it aside and says so, rather than silently winning.
  @Test func aSaveOverAnotherSessionsChangeKeepsThatChangeAndSaysSo() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("state.json")
    try FileStorage(url: url).save(Data("start".utf8))
    let first = FileStorage(url: url)
    let second = FileStorage(url: url)
    #expect(try first.load() == Data("start".utf8))
    #expect(try second.load() == Data("start".utf8))
    try first.save(Data("first".utf8))
    try first.save(Data("first again".utf8))  // its own version: no conflict
    var keptIn: String?
    do {
      try second.save(Data("second".utf8))
      Issue.record("the second session replaced the first's change without a word")
    } catch {
      guard case .replacedChange(let location, let kept) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(location == url.path)
      keptIn = kept
    }
    let kept = try #require(keptIn)
    #expect(URL(fileURLWithPath: kept).lastPathComponent.hasPrefix("state.json.conflict-"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: kept)) == Data("first again".utf8))
    #expect(try Data(contentsOf: url) == Data("second".utf8))
    // The second goes on saving its own versions quietly.
    try second.save(Data("second again".utf8))
    #expect(try folder.names().count == 2)
  }

  @Test func aPipeAtThePathIsRefusedWithoutWaitingOrBeingReplaced() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("state.json")
    #expect(mkfifo(url.path, 0o600) == 0)
    let storage = FileStorage(url: url)
    #expect(throws: PersistenceProblem.unreadable(location: url.path, reason: "it is not a regular file")) {
      try storage.load()
    }
    #expect(throws: PersistenceProblem.unwritable(location: url.path, reason: "it is not a regular file")) {
      try storage.save(Data("x".utf8))
    }
    var status = stat()
    #expect(lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func temporaryFilesOfGoneWritersAreRemovedAndALiveWritersAreNot() throws {
    let folder = try TemporaryFolder()
    let storage = FileStorage(url: folder.file("state.json"))
    try storage.save(Data("x".utf8))
    // No process has id 2^22 + 1 (above Linux's pid_max limit); this process is alive.
    let gone = ".state.json.\(4_194_305).\(UUID().uuidString).tmp"
    let live = ".state.json.\(getpid()).\(UUID().uuidString).tmp"
    let unrelated = ".other.json.\(4_194_305).\(UUID().uuidString).tmp"
    for name in [gone, live, unrelated] { try Data("partial".utf8).write(to: folder.file(name)) }
    #expect(try storage.load() == Data("x".utf8))
    #expect(try folder.names() == [live, unrelated, "state.json"].sorted())
  }
}
