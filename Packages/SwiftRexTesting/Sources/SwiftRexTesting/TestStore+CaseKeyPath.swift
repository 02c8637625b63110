import Testing

extension TestStore {
  /// Dispatches the payload-less action `path` addresses, expecting it to change the state as
  /// `expectation` describes, or not at all without one. The path reaches through presentations
  /// (skipping `.presented`), stacks and collections by id, as TCA's `send(\.alert.confirmTapped)`
  /// does.
  ///
  /// ```swift
  /// store.dispatch(\.alert.confirmTapped) { $0.alert = nil }
  /// ```
  /// - Returns: the effects the dispatch started, to cancel or wait for on their own.
  @discardableResult
  public func dispatch(
    _ path: CaseKeyPath<Action, Void>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column,
    assert expectation: ((inout State) throws -> Void)? = nil
  ) -> TestStoreTask {
    dispatch(
      path, (), source: ActionSource(file: fileID, function: function, line: line),
      at: location(fileID, filePath, line, column), expectation: expectation)
  }

  /// Dispatches `value` embedded in the case `path` addresses, expecting it to change the state
  /// as `expectation` describes, or not at all without one:
  /// `store.dispatch(\.binding.title, "x") { $0.title = "x" }`,
  /// `store.dispatch(\.path[id: 0].detail.rename, "Ada") { … }`.
  /// - Returns: the effects the dispatch started, to cancel or wait for on their own.
  @discardableResult
  public func dispatch<Value>(
    _ path: CaseKeyPath<Action, Value>, _ value: Value,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column,
    assert expectation: ((inout State) throws -> Void)? = nil
  ) -> TestStoreTask {
    dispatch(
      path, value, source: ActionSource(file: fileID, function: function, line: line),
      at: location(fileID, filePath, line, column), expectation: expectation)
  }

  private func dispatch<Value>(
    _ path: CaseKeyPath<Action, Value>, _ value: Value, source: ActionSource, at location: SourceLocation,
    expectation: ((inout State) throws -> Void)?
  ) -> TestStoreTask {
    guard let embed = Case(path).embed else {
      let described = Self.describe(path, at: location)
      fail(.caseKeyPathCannotEmbed, FailureMessage.cannotEmbed(described), at: location)
      return task(starts: nil, described: described)
    }
    return dispatch(embed(value), source: source, at: location, expectation: expectation)
  }

  /// Asserts that the next action effects sent back is in the case `path` addresses, and that
  /// it changed the state as `expectation` describes (the closure gets the state before the
  /// action), or not at all without one. The path reaches through presentations, stacks and
  /// collections by id, as TCA's `receive(\.rows[id: x].child.response.success) { … }` does; to
  /// check the payload too, pass it: ``receive(_:_:fileID:filePath:line:column:assert:)``.
  ///
  /// ```swift
  /// store.receive(\.path[id: 0].detail.saved) { $0.path[id: 0]?.isSaved = true }
  /// ```
  public func receive<Payload>(
    _ path: CaseKeyPath<Action, Payload>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    assert expectation: ((inout State) throws -> Void)? = nil
  ) {
    let location = location(fileID, filePath, line, column)
    receive(
      expecting: Self.describe(path, at: location), extract: Case(path).extract, at: location,
      expectation: expectation.map { expectation in { _, state in try expectation(&state) } })
  }

  /// Asserts that the next action effects sent back is `value` in the case `path` addresses,
  /// and that it changed the state as `expectation` describes, or not at all without one: TCA's
  /// `receive(\.response.success, 42) { … }`.
  public func receive<Payload: Equatable>(
    _ path: CaseKeyPath<Action, Payload>, _ value: Payload,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    assert expectation: ((inout State) throws -> Void)? = nil
  ) {
    let location = location(fileID, filePath, line, column)
    let extract = Case(path).extract
    receive(
      expecting: "\(Self.describe(path, at: location)) carrying \(String(reflecting: value))",
      extract: { extract($0).flatMap { $0 == value ? () : nil } }, at: location,
      expectation: expectation.map { expectation in { _, state in try expectation(&state) } })
  }

  /// `an action at \.path[id: 0].detail.saved`, as the test wrote it; the payload's type when the
  /// test's source cannot be read.
  static func describe<Payload>(_: CaseKeyPath<Action, Payload>, at location: SourceLocation) -> String {
    guard
      let written = KeyPathSpelling.literal(
        filePath: location.filePath, line: location.line, column: location.column)
    else { return FailureMessage.caseCarrying(Action.self, Payload.self) }
    return "an action at \(written)"
  }
}
