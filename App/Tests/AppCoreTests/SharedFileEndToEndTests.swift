import Foundation
import Testing

@testable import AppCore

/// One file given to two flags: refused before anything is opened, so the file is left as it
/// was (`--record X --catalog X` used to empty the catalog, `--record S --script S` to overwrite
/// the script).
@Suite struct SharedFileEndToEndTests {
  /// A fresh folder holding a catalog copied from the bundled one and a one-line script.
  struct Files {
    let folder = URL(fileURLWithPath: AppProcess.freshStateHome())
    var catalog: URL { folder.appendingPathComponent("catalog.json") }
    var script: URL { folder.appendingPathComponent("script.txt") }

    init() throws {
      guard let bundled = CatalogLoader.bundledURL else { throw CocoaError(.fileNoSuchFile) }
      try FileManager.default.copyItem(at: bundled, to: catalog)
      try Data("press Counter\n".utf8).write(to: script)
    }
  }

  @Test(arguments: [
    (["--record", "CATALOG", "--catalog", "CATALOG"], "--catalog and --record"),
    (["--record", "SCRIPT", "--script", "SCRIPT"], "--script and --record"),
    (["--log", "CATALOG", "--catalog", "CATALOG"], "--catalog and --log"),
    (["--state-file", "SCRIPT", "--script", "SCRIPT"], "--script and --state-file"),
    (["--record", "LINK", "--catalog", "CATALOG"], "--catalog and --record"),
    (["--record", "DOTTED", "--script", "SCRIPT"], "--script and --record"),
  ])
  func oneFileForTwoFlagsIsRefusedAndLeftAlone(arguments: [String], flags: String) throws {
    let files = try Files()
    let link = files.folder.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: files.catalog)
    let dotted = files.folder.appendingPathComponent("./sub/../script.txt").path
    try FileManager.default.createDirectory(
      at: files.folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let paths = [
      "CATALOG": files.catalog.path, "SCRIPT": files.script.path, "LINK": link.path, "DOTTED": dotted,
    ]
    let catalogBefore = try Data(contentsOf: files.catalog)
    let scriptBefore = try Data(contentsOf: files.script)
    let result = try AppProcess.run(
      arguments.map { paths[$0] ?? $0 } + ["--last-frame"], input: "press Counter\n")
    #expect(result.status == AppMain.usageStatus, "\(result.output)")
    #expect(result.errors.contains("\(flags) name the same file"), "\(result.errors)")
    #expect(try Data(contentsOf: files.catalog) == catalogBefore)
    #expect(try Data(contentsOf: files.script) == scriptBefore)
  }

  @Test func differentFilesAndDevicesAreAccepted() throws {
    let files = try Files()
    let recording = files.folder.appendingPathComponent("run.jsonl")
    let result = try AppProcess.run(
      [
        "--record", recording.path, "--catalog", files.catalog.path, "--log", "/dev/null", "--script",
        "/dev/null",
        "--no-persist", "--last-frame",
      ],
      input: "press Counter\n")
    #expect(result.status == 0, "\(result.errors)")
  }
}
