import SwiftRexArchitecture

/// The view state of J2's two panels: two fields, each shown by a row of its own, so a change
/// to one field tells apart a strategy that re-evaluates only that row from one that
/// re-evaluates both.
protocol PanelFields: Sendable, Equatable {
  var left: Int { get }
  var right: Int { get }
}
