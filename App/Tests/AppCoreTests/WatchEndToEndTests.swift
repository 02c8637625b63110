import Foundation
import LibraryFeature
import Testing
import TextUITesting

@testable import AppCore

#if canImport(Glibc)
  import Glibc
#endif

/// `swiftrex --watch`, the built app running while its catalog file is edited the ways editors
/// and people do: rewritten in place, replaced by a rename, and with polling forced. Each step
/// waits (with a generous limit, never a fixed sleep) for the frame that shows the edit.
@Suite(.serialized)
struct WatchEndToEndTests {
  /// How an edit reaches the file.
  enum Edit: String, CustomTestStringConvertible {
    /// Opened, truncated and written: the same inode.
    case inPlace
    /// Written beside it and renamed over it, as most editors save.
    case rename

    var testDescription: String { rawValue }
  }

  static let dune = Book(id: "dune", title: "Dune", author: "Frank Herbert", year: 1965)
  static let hyperion = Book(id: "hyperion", title: "Hyperion", author: "Dan Simmons", year: 1989)
  static let solaris = Book(id: "solaris", title: "Solaris", author: "Stanislaw Lem", year: 1961)

  /// The catalog file's text: one sci-fi shelf holding `books`.
  static func catalog(_ books: [Book]) throws -> Data {
    try JSONEncoder().encode(Catalog(shelves: [Shelf(id: "sci-fi", name: "Science fiction", books: books)]))
  }

  func write(_ data: Data, to file: URL, by edit: Edit) throws {
    switch edit {
    case .inPlace:
      let handle = try FileHandle(forWritingTo: file)
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: data)
      try handle.close()
    case .rename:
      let temporary = file.deletingLastPathComponent().appendingPathComponent("catalog.json.tmp")
      try data.write(to: temporary)
      #expect(rename(temporary.path, file.path) == 0)
    }
  }

  /// A frame's text with its wrapped lines joined, so a sentence can be found whole.
  static func flat(_ frame: String) -> String {
    // Rows of the tab's box lose its sides, so text it wraps reads as one line.
    frame.split(separator: "\n").map { row in
      row.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "│"))
        .trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
  }

  /// Whether `frame` shows the detail sheet, and of which year.
  static func sheetYear(_ frame: String) -> String? {
    frame.split(separator: "\n").first { $0.contains("Published in") }.map {
      String($0.split(separator: " ").last ?? "")
    }
  }

  @Test(arguments: [
    (["--watch"], Edit.inPlace),
    (["--watch"], Edit.rename),
    (["--watch-poll"], Edit.inPlace),
  ])
  func editsShowWhileTheAppRunsAndAnInvalidOneKeepsTheLastGoodCatalog(flags: [String], edit: Edit) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-e2e-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("catalog.json")
    try Self.catalog([Self.dune, Self.hyperion]).write(to: file)

    let app = try RunningApp(["--catalog", file.path] + flags)
    defer { _ = app.finish() }
    let loaded = try #require(app.waitForFrame { $0.contains("Hyperion") }, "\(app.printed)")
    #expect(loaded.contains("Dune"))

    // Open Dune's sheet, then change Dune (same id) and the rest of the shelf.
    var seen = app.frames.count
    app.type("press Dune")
    let sheet = try #require(app.waitForFrame(after: seen) { Self.sheetYear($0) == "1965" }, "\(app.printed)")
    #expect(sheet.contains("by Frank Herbert"))
    seen = app.frames.count
    var revised = Self.dune
    revised.year = 1966
    try write(Self.catalog([revised, Self.solaris]), to: file, by: edit)
    let reloaded = try #require(
      app.waitForFrame(after: seen) { $0.contains("Solaris") && Self.sheetYear($0) == "1966" },
      "\(app.printed)")
    // The selection was kept (its book is still there) and shows the new version.
    #expect(!reloaded.contains("Hyperion"))

    // Dune leaves the catalog: its sheet closes.
    seen = app.frames.count
    try write(Self.catalog([Self.solaris, Self.hyperion]), to: file, by: edit)
    let closed = try #require(
      app.waitForFrame(after: seen) { $0.contains("Hyperion") && Self.sheetYear($0) == nil }, "\(app.printed)"
    )
    #expect(!closed.contains("Dune"))
    #expect(closed.contains("Solaris"))

    // An invalid version is shown as a problem; the last good books stay.
    seen = app.frames.count
    try write(Data("{ \"shelves\": [ { \"id\": 3 } ] }".utf8), to: file, by: edit)
    // (Written in place, the file is briefly empty: that problem may show first.)
    let broken = try #require(
      app.waitForFrame(after: seen) { Self.flat($0).contains("is not valid: shelves[0].id should be text") },
      "\(app.printed)")
    #expect(Self.flat(broken).contains("The catalog changed but cannot be used:"))
    #expect(Self.flat(broken).contains("Still showing the last good catalog."))
    #expect(broken.contains("Solaris") && broken.contains("Hyperion"))

    // Fixed again: the problem goes.
    seen = app.frames.count
    try write(Self.catalog([Self.dune]), to: file, by: edit)
    let fixed = try #require(
      app.waitForFrame(after: seen) { $0.contains("Dune") && !$0.contains("Solaris") }, "\(app.printed)")
    #expect(!Self.flat(fixed).contains("cannot be used"))

    // The end of input ends the session although the watch still runs.
    #expect(app.finish() == 0)
    #expect(app.printedErrors.isEmpty)
  }

  @Test func watchingTheBundledCatalogIsAUsageError() throws {
    let result = try AppProcess.run(["--watch"])
    #expect(result.status == AppMain.usageStatus)
    #expect(result.errors.contains("--watch needs --catalog PATH"))
  }

  @Test func aWatchedCatalogThatStartsInvalidLoadsOnceFixed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-e2e-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("catalog.json")
    try Data("{".utf8).write(to: file)

    let app = try RunningApp(["--catalog", file.path, "--watch"])
    defer { _ = app.finish() }
    _ = try #require(app.waitForFrame { $0.contains("The catalog could not be read") }, "\(app.printed)")
    let seen = app.frames.count
    try write(Self.catalog([Self.hyperion]), to: file, by: .rename)
    let fixed = try #require(app.waitForFrame(after: seen) { $0.contains("Hyperion") }, "\(app.printed)")
    // The alert about the broken file closed with the fix.
    #expect(!fixed.contains("The catalog could not be read"))
    #expect(app.finish() == 0)
  }

  @Test func aTerminalSessionRedrawsWhenTheFileChangesAndQuitsWhileWatching() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-e2e-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("catalog.json")
    try Self.catalog([Self.dune, Self.hyperion]).write(to: file)
    let executable = try #require(AppProcess.executable, "Build the swiftrex product first")
    let session = try PseudoTerminalSession(
      executable: executable, arguments: ["--catalog", file.path, "--watch"],
      environment: ["NO_COLOR": "1", "XDG_STATE_HOME": AppProcess.freshStateHome()],
      columns: 100, rows: 40)
    #expect(session.waitForScreen(containing: "Hyperion"), "\(session.screen)")

    // No key is pressed: the change alone redraws the screen.
    try write(Self.catalog([Self.dune, Self.solaris]), to: file, by: .rename)
    #expect(session.waitForScreen(containing: "Solaris"), "\(session.screen)")
    #expect(!session.screen.contains("Hyperion"))

    session.type("q")
    session.finish()
    #expect(session.process.terminationReason == .exit)
    #expect(session.process.terminationStatus == 0)
  }
}
