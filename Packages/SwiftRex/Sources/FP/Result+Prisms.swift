/// `Result`'s case optics, written by hand in the shape `@Prisms` generates for an enum of this
/// package: `Result.prism.success` and `Result.prism.failure`, the case key paths
/// `\Result.success` and `\Result.failure`, and the ``HasCasePrisms`` table that lets
/// `Prism(\Result<Success, Failure>.success)` embed as well as extract. A macro cannot be attached
/// to a standard library type, hence the hand-written copy.
extension Result {
  /// The prisms of `Result`'s two cases, named after them: `Result.prism.<case>`.
  public struct Prisms: Sendable {
    /// Focuses the `.success` case of `Result`: `preview` extracts the value, `review` embeds one.
    public var success: Prism<Result, Success> {
      Prism(
        preview: { whole in
          if case .success(let value) = whole { return value }
          return nil
        },
        review: { .success($0) }
      )
    }

    /// Focuses the `.failure` case of `Result`: `preview` extracts the error, `review` embeds one.
    public var failure: Prism<Result, Failure> {
      Prism(
        preview: { whole in
          if case .failure(let error) = whole { return error }
          return nil
        },
        review: { .failure($0) }
      )
    }
  }

  /// The prism of each case: `Result.prism.success` focuses `.success`.
  public static var prism: Prisms { Prisms() }

  /// The value when this result is a success, `nil` otherwise: `\Result.success` is the case's key
  /// path.
  public var success: Success? {
    if case .success(let value) = self { return value }
    return nil
  }

  /// The error when this result is a failure, `nil` otherwise: `\Result.failure` is the case's key
  /// path.
  public var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// Both cases' prisms, keyed by their case key paths, so that `Prism(\Result.success)` can embed
  /// as well as extract.
  public static var casePrisms: CasePrismTable<Result> {
    var table = CasePrismTable<Result>()
    table.add(\Result.success, prism.success)
    table.add(\Result.failure, prism.failure)
    return table
  }
}

extension Result: HasCasePrisms {}
