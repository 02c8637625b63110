// One import gives a feature module everything it builds on: the runtime and the text views.
@_exported import SwiftRex
@_exported import TextUI
