import Foundation
import Testing

/// `history`, `undo`, `redo` and `goto N` through the built app, as issue #25's acceptance
/// describes: scripted runs and the frames they print.
@Suite(.serialized)
struct TimeTravelEndToEndTests {
  /// Runs `commands` as a script and returns what each printed, keyed by its position: the
  /// transcript split at its `> command` lines (the first block is the frames before any command).
  func transcript(_ commands: [String], flags: [String] = []) throws -> (blocks: [String], errors: String) {
    let folder = AppProcess.freshStateHome()
    let script = URL(fileURLWithPath: folder).appendingPathComponent("script.txt")
    try Data(commands.map { $0 + "\n" }.joined().utf8).write(to: script)
    let result = try AppProcess.run(["--script", script.path, "--no-persist"] + flags)
    #expect(result.status == 0, "\(result.errors)")
    let blocks = result.output.components(separatedBy: "\n> ")
    #expect(blocks.count == commands.count + 1, "\(result.output)")
    for (block, command) in zip(blocks.dropFirst(), commands) {
      #expect(block.hasPrefix(command + "\n"), "\(block)")
    }
    return (blocks, result.errors)
  }

  @Test func historyUndoRedoAndAPressFromThePastThatBranches() throws {
    // Steps 1–4 are the start: `started`, the library's `onAppear`, the shelves and the books.
    let (blocks, errors) = try transcript([
      "press Counter", "press Increment", "press Increment", "history", "undo", "undo", "redo",
      "press Decrement", "history", "redo",
    ])
    #expect(errors.isEmpty, "\(errors)")
    #expect(blocks[3].contains("Count: 2"))
    let history = blocks[4]
    #expect(history.contains("Steps 0–7 kept (at most 1000); showing step 7, the latest."), "\(history)")
    #expect(history.contains("  0  (start)\n  1  started\n"), "\(history)")
    #expect(
      history.contains("  5  navigate(counter)\n  6  counter(increment)\n▸ 7  counter(increment)"),
      "\(history)")
    // Each move prints the frame of the step it shows.
    #expect(blocks[5].contains("Count: 1"))
    #expect(blocks[6].contains("Count: 0"))
    #expect(blocks[7].contains("Count: 1"))
    // Pressed at step 6: step 7 (the second increment) is discarded, the decrement takes its place.
    #expect(blocks[8].contains("Count: 0"))
    let branched = blocks[9]
    #expect(branched.contains("showing step 7, the latest."), "\(branched)")
    #expect(branched.contains("  6  counter(increment)\n▸ 7  counter(decrement)"), "\(branched)")
    #expect(blocks[10].contains("Nothing to redo: step 7 is the latest."))
  }

  @Test func undoingBackToTheLibraryTabAndReturningAddsNoStep() throws {
    let (blocks, _) = try transcript([
      "press Counter", "press Increment", "undo", "undo", "history", "redo", "redo", "history",
    ])
    // Step 4 shows the Library tab again, whose view dispatches `onAppear`: neither a branch nor
    // a step.
    #expect(blocks[4].contains("‹Library›") && blocks[4].contains("Dune"), "\(blocks[4])")
    let past = blocks[5]
    #expect(past.contains("showing step 4 of 6: a press here starts a new branch."), "\(past)")
    #expect(past.contains("  6  counter(increment)"), "\(past)")
    #expect(!past.contains("arrived meanwhile"), "\(past)")
    #expect(blocks[6].contains("Count: 0"))
    #expect(blocks[7].contains("Count: 1"))
    // Back at the latest step: no `onAppear`, no reload; the increment is still the last step.
    let latest = blocks[8]
    #expect(latest.contains("Steps 0–6 kept"), "\(latest)")
    #expect(latest.contains("▸ 6  counter(increment)"), "\(latest)")
  }

  /// `goto` a step on another tab and back again: the Library appears on the way and again at
  /// the latest step, and neither appearance is a step.
  @Test func gotoAPastTabAndBackAddsNoStep() throws {
    let (blocks, _) = try transcript(["press Counter", "goto 4", "goto 5", "history"])
    let latest = blocks[4]
    #expect(latest.contains("Steps 0–5 kept"), "\(latest)")
    #expect(latest.contains("▸ 5  navigate(counter)"), "\(latest)")
  }

  @Test func theHistoryIsBoundedAndGotoRefusesAStepItDoesNotKeep() throws {
    let (blocks, _) = try transcript(
      [
        "press Counter", "press Increment", "press Increment", "history", "goto 1", "goto 5", "undo",
        "goto 7", "goto x",
      ],
      flags: ["--history", "3"])
    #expect(blocks[4].contains("Steps 5–7 kept (at most 3); showing step 7, the latest."), "\(blocks[4])")
    #expect(blocks[5].contains("There is no step 1 in the history: it keeps steps 5 to 7."))
    #expect(blocks[6].contains("Count: 0"))
    #expect(blocks[7].contains("Nothing to undo: step 5 is the oldest one kept."))
    #expect(blocks[8].contains("Count: 2"))
    #expect(blocks[9].contains("`goto` needs a step number, like `goto 3`; `history` lists them."))
  }

  @Test func aRecordedRunRefusesTimeTravel() throws {
    let recording = URL(fileURLWithPath: AppProcess.freshStateHome()).appendingPathComponent("run.jsonl")
    let (blocks, _) = try transcript(
      ["press Counter", "undo", "history"], flags: ["--record", recording.path])
    for block in blocks[2...] {
      #expect(block.contains("Time travel is off while the run is recorded (--record)"), "\(block)")
    }
  }

  @Test func helpListsTheCommandsAndABadHistoryFlagIsAUsageError() throws {
    let (blocks, _) = try transcript(["help"])
    #expect(blocks[1].contains("goto N               show step N"), "\(blocks[1])")
    let help = try AppProcess.run(["--help"])
    #expect(help.output.contains("--history N"))
    #expect(help.output.contains("goto N"))
    let refused = try AppProcess.run(["--history", "0"])
    #expect(refused.status == 64)
    #expect(refused.errors.contains("--history takes a number of steps from 1 to 100000, not \"0\"."))
  }
}
