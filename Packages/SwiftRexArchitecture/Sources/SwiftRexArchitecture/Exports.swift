// One import gives a feature module everything it builds on: the runtime, its Swift Concurrency
// effects (`Effect.task`, `Async { }`), shared state (`@Shared`) and the text views.
@_exported import SwiftRex
@_exported import SwiftRexSharing
@_exported import SwiftRexSwiftConcurrency
@_exported import TextUI
