extension AppMain {
  /// `--export-test`: prints the recording at `path` as a `TestStore` test, or says why it
  /// cannot (a missing file, a damaged recording, or one that does not replay).
  @MainActor
  static func exportTest(path: String, options: AppOptions) -> Int32 {
    switch AppRecording.exportTest(path: path, catalogPath: options.catalogPath) {
    case .success(let source):
      print(source, terminator: "")
      return 0
    case .failure(let failure):
      writeError(failure.message)
      return failure.isMissingFile ? fileStatus : dataStatus
    }
  }
}
