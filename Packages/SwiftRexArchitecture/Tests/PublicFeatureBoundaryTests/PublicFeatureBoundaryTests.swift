import Foundation
import PublicFeatureFixture
import SwiftRexArchitecture
import Testing

// No @testable: this module sees Library exactly as a composing app in another module would.

/// A stand-in app: the feature's public domain, and nothing else.
@MainActor
@Suite struct PublicFeatureBoundaryTests {
  @Test func theDomainAndTheViewCrossTheBoundary() async {
    let books = [Book(id: "1", title: "Dune"), Book(id: "2", title: "Emma")]
    let environment = Library.Environment(fetch: { _ in books })
    let input: Library.Input = .init(shelfID: "sci-fi")
    let state: Library.State = Library.initialState(with: input)
    let behavior: Behavior<Library.Action, Library.State, Library.Environment> = Library.behavior()
    let store = Store(initial: state, behavior: behavior, environment: environment)

    let renderer = ViewRenderer(Library.view(store: store, environment: environment))
    #expect(renderer.render().text().isEmpty)  // onAppear dispatched; the shelf is loading
    await store.effectsFinished()
    #expect(renderer.render().text() == "[1] Dune\n[2] Emma")
    #expect(renderer.perform(line: "2") == .performed)
    #expect(renderer.render().text() == "[1] Dune\n[2] Emma\n\n┌─ [3] Dismiss\n│ Emma\n└─")
    #expect(renderer.perform(line: "dismiss") == .performed)
    #expect(renderer.render().text() == "[1] Dune\n[2] Emma")
  }

  @Test func theFeatureIsAFeatureOfItsPublicTypes() {
    func domain<F: Feature>(of _: F.Type) -> [ObjectIdentifier] {
      [F.State.self, F.Action.self, F.Environment.self, F.Input.self].map(ObjectIdentifier.init)
    }
    let expected: [Any.Type] = [
      Library.State.self, Library.Action.self, Library.Environment.self, Library.Input.self,
    ]
    #expect(domain(of: Library.self) == expected.map(ObjectIdentifier.init))
  }

  /// What stays inside: compiling code that names the view layer from outside the module fails,
  /// with the compiler saying the names are internal. (Checked by running the compiler, since a
  /// test cannot contain code that does not compile.)
  @Test func theViewLayerStaysInside() throws {
    let modules = try #require(
      BoundaryCompiler.modulesDirectory(), "the build's Modules folder was not found")
    let outside = try BoundaryCompiler.typecheck(
      """
      import PublicFeatureFixture
      let viewState: Library.ViewState? = nil
      let viewAction: Library.ViewAction? = nil
      let content: Library.Content? = nil
      let view: LibraryView? = nil
      let body = Library.Body.self
      """, modules: modules)
    #expect(!outside.succeeded)
    #expect(outside.output.contains("'ViewState' is inaccessible due to 'internal' protection level"))
    #expect(outside.output.contains("'ViewAction' is inaccessible due to 'internal' protection level"))
    #expect(outside.output.contains("'Content' is inaccessible due to 'internal' protection level"))
    #expect(outside.output.contains("cannot find type 'LibraryView' in scope"))
    #expect(!outside.output.contains("'Body'"))

    let public_ = try BoundaryCompiler.typecheck(
      """
      import PublicFeatureFixture
      import SwiftRexArchitecture
      @MainActor func app(store: some StoreType<Library.State, Library.Action>, env: Library.Environment) {
        let _: Library.State = Library.initialState(with: Library.Input(shelfID: "x"))
        let _ = Library.behavior()
        let _ = Library.view(store: store, environment: env)
      }
      """, modules: modules)
    #expect(public_.succeeded, "\(public_.output)")
  }
}

/// Runs the compiler on a snippet against the modules this test was built with.
enum BoundaryCompiler {
  struct Outcome {
    var succeeded: Bool
    var output: String
  }

  /// The `Modules` folder next to the test binary, where SwiftPM puts every module it built.
  static func modulesDirectory() -> URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for _ in 0..<6 {
      directory.deleteLastPathComponent()
      let modules = directory.appendingPathComponent("Modules")
      if FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("PublicFeatureFixture.swiftmodule").path)
      {
        return modules
      }
    }
    return nil
  }

  static func typecheck(_ source: String, modules: URL) throws -> Outcome {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("boundary-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
  }
}
