// The Library feature alone in the terminal, against a stub catalog. Run `swift run LibraryPreview`
// and press a book's handle; pipe commands in (`echo "1" | swift run LibraryPreview`) for a plain
// transcript. `--help` lists the options (shelf, latency, a failing first fetch).
import LibraryFeature
import SwiftRexArchitecture

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let options: PreviewOptions
switch PreviewOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
  options = parsed
case .failure(let error):
  if let message = error.message { print(message) }
  print(PreviewOptions.usage)
  exit(error.message == nil ? 0 : 64)
}

let environment = PreviewCatalog.environment(
  latency: options.latency, failsFirstFetch: options.failsFirstFetch)
let store = Store(
  initial: Library.initialState(with: Library.Input(shelfID: options.shelfID)),
  behavior: Library.behavior(),
  environment: environment)
let driver = TerminalDriver(rootView: Library.view(store: store, environment: environment))
// A transcript (piped input) waits for each command's fetch before printing the next frame.
driver.settle = { await store.effectsFinished() }
if !driver.configuration.redrawsInPlace {
  // Piped commands arrive at once; without this they would meet a shelf still loading, whose
  // books have no handles yet. Rendering appears the view, which starts the first fetch.
  driver.renderer.render()
  await store.effectsFinished()
}
_ = await driver.run()
