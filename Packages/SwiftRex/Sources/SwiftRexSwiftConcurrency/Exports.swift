@_exported import SwiftRex
