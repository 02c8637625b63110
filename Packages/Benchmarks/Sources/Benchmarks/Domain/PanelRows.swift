import SwiftRexArchitecture

// The rows of J2's panels: each reads one field, so each depends on that field alone.

/// The row that reads only `left`.
struct LeftRow<Source: StoreType>: View where Source.State: PanelFields {
  let store: Source
  var body: some View { Text("left: \(store.state.left)") }
}

/// The row that reads only `right`.
struct RightRow<Source: StoreType>: View where Source.State: PanelFields {
  let store: Source
  var body: some View { Text("right: \(store.state.right)") }
}
