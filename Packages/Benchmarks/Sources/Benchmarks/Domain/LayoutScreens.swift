import Observation
import SwiftRexArchitecture

/// J5 and J6's data: a title and a count, each changed by an action and read by one view.
@MainActor
@Observable
final class LayoutScreenModel {
  var title = ""
  var count = 0
}

/// J5's screen: a title over a `ScrollView` of numbered rows, 20 lines high.
struct ScrollScreenView: View {
  let model: LayoutScreenModel
  let rows: Int

  /// The lines the scroll view shows.
  static let height = 20

  var body: some View {
    VStack {
      ScrollScreenTitle(model: model)
      ScrollView {
        ForEach(0..<rows) { ScrollScreenRow(number: $0) }
      }
      .frame(height: Self.height)
    }
  }
}

/// J5's title: reads `title` only, so a change of it re-evaluates this view alone.
struct ScrollScreenTitle: View {
  let model: LayoutScreenModel
  var body: some View { Text("Title: \(model.title)") }
}

/// One row of J5's scroll view: a composite view, so its evaluation is counted.
struct ScrollScreenRow: View, Equatable {
  let number: Int
  var body: some View { Button("Row \(number)") {} }
}

/// J6's screen: `depth` levels, each a centred horizontal stack of its number beside a centred
/// vertical stack of a title over the level below (padded, in a rounded box), in a frame at
/// least 12 columns wide; the innermost level shows the count.
struct NestedLevel: View {
  let depth: Int
  let model: LayoutScreenModel

  var body: some View {
    if depth == 0 {
      NestedLeaf(model: model)
    } else {
      HStack(alignment: .center) {
        Text("\(depth)")
        VStack(alignment: .center) {
          Text("Level \(depth)")
          NestedLevel(depth: depth - 1, model: model)
            .padding(.horizontal, 1)
            .border(.rounded)
        }
        .frame(minWidth: 12, alignment: .leading)
      }
    }
  }
}

/// J6's innermost view: reads `count` only.
struct NestedLeaf: View {
  let model: LayoutScreenModel
  var body: some View { Text("Count: \(model.count)") }
}
