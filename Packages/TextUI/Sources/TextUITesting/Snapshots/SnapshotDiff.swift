/// A line-by-line difference between an expected and an actual snapshot, printed the way a
/// reviewer reads a patch: unchanged rows with two spaces, removed rows with `−`, added with `+`.
struct SnapshotDiff {
  /// One row of the difference.
  enum Row: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The rows, in order.
  let rows: [Row]

  /// The largest number of cells (expected rows × actual rows) compared row against row; larger
  /// snapshots are shown as all removed then all added, which is still correct, just less tidy.
  static let cellLimit = 4_000_000

  /// The difference that turns `expected` into `actual`: a longest common subsequence of rows,
  /// O(n·m) time and space in the rows of each.
  init(expected: String, actual: String) {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard old.count * new.count <= Self.cellLimit else {
      rows = old.map(Row.removed) + new.map(Row.added)
      return
    }
    // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var result: [Row] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    rows = result
  }

  /// The difference as text, one row a line, each row ended with `│` so trailing spaces show.
  var text: String {
    rows.map { row in
      switch row {
      case .same(let line): "  \(line)│"
      case .removed(let line): "− \(line)│"
      case .added(let line): "+ \(line)│"
      }
    }.joined(separator: "\n")
  }
}
