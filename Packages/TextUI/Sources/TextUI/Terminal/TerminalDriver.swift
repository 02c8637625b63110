import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a view in the terminal: draws frames, applies keys or typed commands to its controls,
/// and redraws whenever observed data changes.
///
/// On an interactive terminal the frame is redrawn in place on the alternate screen and keys
/// drive it (``ViewRenderer/perform(_:)-(Key)``): Tab and the arrows move a visible focus, Enter
/// presses, typing edits a field in place, Esc closes, `:` opens a line for a typed command, and a
/// footer lists the keys that apply. Ctrl-C and Ctrl-\\ quit, Ctrl-Z suspends (where a shell can
/// resume the app; without job control, as under `setsid`, it is refused with a message). The
/// terminal is restored when the session ends — on `q`, on every signal whose default action
/// ends a process (SIGINT, SIGTERM, SIGQUIT, SIGHUP when the terminal closes, SIGUSR1, SIGALRM,
/// SIGXCPU…), on a crash — and while the app is suspended: on resume (`fg`, SIGCONT) the
/// alternate screen comes back with the frame redrawn.
///
/// A signal that ends the session ends it in order, in every kind of session: the driver stops
/// taking input, restores the terminal, runs ``onEndingSignal`` (where a host saves what must
/// outlive the process), and then ends the process by that same signal, so whoever started it
/// sees how it ended. A second signal meanwhile, or a main actor still busy after
/// ``endingGrace``, ends it at once. Signals the process was started ignoring (`nohup`) stay
/// ignored.
///
/// Otherwise (a pipe, a script) each
/// command is a line and each frame is printed in plain text after the command that produced it
/// (echoed as `> command`), so a session reads as a transcript.
@MainActor
public final class TerminalDriver {
  /// The renderer whose frames are drawn.
  public let renderer: ViewRenderer
  /// How frames are written.
  public private(set) var configuration: TerminalConfiguration
  private let output: (String) -> Void
  private let screen: TerminalScreen?
  /// Which frames a non-interactive session prints.
  public var frames: FramePolicy = .every
  /// Awaited after each command and before the last frame of a non-interactive session, so work
  /// the command started (a store's effects) can finish and show in the frame that follows.
  public var settle: (@MainActor () async -> Void)?
  /// The frame a session printing only its last frame prints at the end.
  private var lastFrame: Frame?
  private let errorOutput: (String) -> Void = { TerminalScreen.write($0, to: STDERR_FILENO) }
  /// Turns frames into the bytes of a screen redrawn in place, writing only the rows that
  /// changed.
  private var writer: ScreenWriter
  /// Decides what keys, clicks and typed lines mean, and what the screen says about them; the
  /// driver only decodes input and carries out the outcomes that are the process's business
  /// (quitting, suspending).
  private var interpreter: InputInterpreter { renderer.interpreter }
  /// Whether the driver runs the process's own terminal (standard input and output), and so
  /// handles the process's signals; a driver writing elsewhere leaves them alone.
  private let ownsProcessTerminal: Bool
  /// Run on the main actor when a signal ends the session, after the terminal is restored and
  /// just before the process ends by that signal: the place to write what must outlive the
  /// process (a file's buffer, a state waiting for a delayed save). Keep it short: after
  /// ``endingGrace`` the process ends without waiting for it.
  public var onEndingSignal: (@MainActor (Int32) -> Void)?
  /// How long an ending signal waits for the main actor to end the session in order before the
  /// process is ended anyway, its terminal restored: a wedged main actor must not keep a closed
  /// terminal's process alive.
  public nonisolated static let endingGrace: Duration = .seconds(15)

  /// Which frames a session that does not redraw in place prints.
  public enum FramePolicy: Sendable, Hashable {
    /// Every frame, each after the command that produced it: a transcript.
    case every
    /// Only the frame at the end of the session; messages about commands go to standard error.
    case last
  }

  /// Where a session's commands come from.
  public enum Input: Sendable, Hashable {
    /// Standard input, read on its own thread so effects and redraws go on while it waits.
    case standardInput
    /// These lines, in order (a script file's), then the end of input.
    case lines([String])
  }

  /// A driver writing `renderer`'s frames to standard output.
  public convenience init(renderer: ViewRenderer, configuration: TerminalConfiguration = .detect()) {
    self.init(
      renderer: renderer, configuration: configuration,
      screen: configuration.redrawsInPlace
        ? TerminalScreen(descriptor: STDOUT_FILENO, keyboard: configuration.readsKeys ? STDIN_FILENO : nil)
        : nil,
      output: { TerminalScreen.write($0, to: STDOUT_FILENO) }, ownsProcessTerminal: true)
  }

  /// A driver drawing `rootView` to standard output.
  public convenience init<Root: View>(rootView: Root, configuration: TerminalConfiguration = .detect()) {
    self.init(renderer: ViewRenderer(rootView), configuration: configuration)
  }

  /// A driver writing to `output` without touching the process's terminal: tests, benchmarks,
  /// or a host that carries the bytes elsewhere. Drive it with ``handle(key:)`` and ``redraw()``.
  public convenience init(
    renderer: ViewRenderer, configuration: TerminalConfiguration, output: @escaping (String) -> Void
  ) {
    self.init(
      renderer: renderer, configuration: configuration, screen: nil, output: output,
      ownsProcessTerminal: false)
  }

  /// Both kinds of driver: the renderer set up for `configuration`'s kind of session.
  private init(
    renderer: ViewRenderer, configuration: TerminalConfiguration, screen: TerminalScreen?,
    output: @escaping (String) -> Void, ownsProcessTerminal: Bool
  ) {
    self.renderer = renderer
    self.configuration = configuration
    self.screen = screen
    self.output = output
    self.ownsProcessTerminal = ownsProcessTerminal
    self.writer = ScreenWriter(
      width: configuration.width, height: configuration.height ?? 24, styled: configuration.allowsStyling,
      colors: configuration.colors)
    renderer.marksFocusInText = configuration.readsKeys && !configuration.allowsStyling
    renderer.forgetsRowsOnceLaidOut = !configuration.redrawsInPlace
    renderer.overlaysModals = configuration.redrawsInPlace
    renderer.width = configuration.width
  }

  private enum Event: Sendable {
    case line(String)
    /// A piped line too long to be a command: its first bytes and its length.
    case tooLongLine(prefix: String, byteCount: Int)
    case keys([Key])
    case endOfInput
    case redraw
    case resize
    /// An ending signal arrived; the latch says which.
    case signal
    /// Time for the next step of the animations on screen (a spinner).
    case tick
  }

  /// How often a screen redrawn in place steps its animations while one is on screen.
  static let animationInterval: Duration = .milliseconds(100)

  /// Runs the session until the user quits or standard input ends; the terminal is restored
  /// before this returns.
  public func run(input: Input = .standardInput) async -> TerminalExit {
    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    renderer.onNeedsRender = { continuation.yield(.redraw) }
    let ending = EndingSignalLatch()
    screen?.enter()
    if ownsProcessTerminal { installSignalHandlers(ending: ending, continuation: continuation) }
    switch input {
    case .standardInput where configuration.readsKeys:
      KeyReader.start(
        descriptor: STDIN_FILENO, deliver: { continuation.yield(.keys($0)) },
        end: { continuation.yield(.endOfInput) })
    case .standardInput:
      Self.readInput(into: continuation)
    case .lines(let lines):
      for line in lines { continuation.yield(.line(line)) }
      continuation.yield(.endOfInput)
    }
    // Only a screen redrawn in place animates: printed frames would repeat for every step.
    let ticker =
      configuration.redrawsInPlace
      ? Task {
        while !Task.isCancelled {
          try? await Task.sleep(for: Self.animationInterval)
          continuation.yield(.tick)
        }
      } : nil
    defer { ticker?.cancel() }
    start()
    // The first frame may have started work too (an `onAppear` that loads): let it land first.
    await settleAndRedraw(unless: ending)
    var exit = TerminalExit.endOfInput
    loop: for await event in events {
      // Checked before every event: a script's commands are all queued ahead of the signal's.
      if ending.signal != nil { break loop }
      switch event {
      case .line(let line):
        if !handle(line: line) {
          exit = .quit
          break loop
        }
        await settleAndRedraw(unless: ending)
      case .tooLongLine(let prefix, let byteCount):
        refuseTooLongLine(prefix: prefix, byteCount: byteCount)
      case .keys(let keys):
        // A paste or fast typing arrives as several keys: apply them all, then draw once.
        for key in keys where !handle(key: key) {
          exit = .quit
          break loop
        }
        draw()
      case .redraw:
        if renderer.needsRender { draw() }
      case .resize:
        if let size = TerminalConfiguration.terminalSize(of: STDOUT_FILENO) {
          configuration.width = size.columns
          configuration.height = size.rows
        }
        writer.forgetScreen()
        draw()
      case .endOfInput:
        break loop
      case .signal:
        break
      case .tick:
        guard renderer.isAnimating else { break }
        renderer.advanceAnimations()
        draw()
      }
    }
    endSession(ifSignalled: ending)
    if exit == .endOfInput { await settleAndRedraw(unless: ending) }
    endSession(ifSignalled: ending)
    renderer.onNeedsRender = nil
    if frames == .last, !configuration.redrawsInPlace, let lastFrame { write(lastFrame, terminator: "\n") }
    finish()
    return exit
  }

  /// Ends the process by `signalNumber`'s default action, as if nothing had caught it; exits
  /// with the shell's `128 + signal` status should that action not end it.
  nonisolated static func endProcess(bySignal signalNumber: Int32) -> Never {
    signal(signalNumber, SIG_DFL)
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signalNumber)
    pthread_sigmask(SIG_UNBLOCK, &only, nil)
    kill(getpid(), signalNumber)
    // A signal sent to the process may be taken by another thread: give it the moment it needs.
    for _ in 0..<100 { usleep(10_000) }
    exit(128 + signalNumber)
  }

  /// Ends the session and the process when an ending signal came (see ``onEndingSignal``).
  private func endSession(ifSignalled ending: EndingSignalLatch) {
    guard let signalNumber = ending.signal else { return }
    renderer.onNeedsRender = nil
    finish()
    onEndingSignal?(signalNumber)
    Self.endProcess(bySignal: signalNumber)
  }

  /// In a non-interactive session, lets the command's work finish, then shows what changed —
  /// unless an ending signal comes first: a settle may wait for a slow effect far longer than
  /// ``endingGrace``, and the session must end in order before that.
  private func settleAndRedraw(unless ending: EndingSignalLatch) async {
    guard !configuration.redrawsInPlace, let settle else { return }
    let (finished, finish) = AsyncStream.makeStream(of: Void.self)
    // Left to run on if the signal wins: it only waits, and the process is about to end.
    Task { @MainActor in
      await settle()
      finish.yield()
    }
    let waiter = ending.whenRecorded { finish.yield() }
    for await _ in finished { break }
    ending.forget(waiter)
    if ending.signal == nil, renderer.needsRender { draw() }
  }

  /// Draws the first frame.
  func start() {
    draw()
  }

  /// Draws the frame now, as ``run(input:)`` does after keys or a change of observed data. On a
  /// screen redrawn in place only the rows that changed are written — nothing when none did.
  public func redraw() {
    draw()
  }

  /// Applies one line of input and draws the result; false when the user asked to quit.
  func handle(line: String) -> Bool {
    if !configuration.redrawsInPlace, frames == .every {
      output("> \(TerminalSafeText.displayable(line))\n")
    }
    guard take(interpreter.interpret(.line(line))) else { return false }
    // A printed session says what the line said in place of a frame; a screen shows both.
    if !configuration.redrawsInPlace, let message = interpreter.message {
      emit(message: message)
    } else {
      draw()
    }
    return true
  }

  /// Says that a piped line was too long to be a command, naming it by its start; nothing else
  /// happens.
  func refuseTooLongLine(prefix: String, byteCount: Int) {
    if !configuration.redrawsInPlace, frames == .every {
      output("> \(TerminalSafeText.displayable(prefix))…\n")
    }
    show(
      message:
        "That line is \(byteCount) bytes long, more than the \(LineReader.maximumLineLength) a command "
        + "may be: it was ignored.")
  }

  /// Applies one key: to the `:` command line while it is open, else to the view's controls
  /// (`InputInterpreter`). False when the user asked to quit. The frame is drawn by the next
  /// ``redraw()``.
  public func handle(key: Key) -> Bool {
    // The key must meet the controls the last one left (a sheet it opened, the focus it moved):
    // the frame is brought up to date first, once for all the changes since the last render.
    if renderer.needsRender { renderer.render() }
    return take(interpreter.interpret(.key(key)))
  }

  /// Carries out what input asked of the process: false when it asked to quit; a suspension
  /// stops the process here.
  private func take(_ outcome: InputOutcome) -> Bool {
    switch outcome {
    case .quit: return false
    case .suspend: suspend()
    case .performed, .ignored, .rejected, .help, .message: break
    }
    return true
  }

  /// Stops the process as the terminal's SIGTSTP would have (Ctrl-Z in raw mode, which the
  /// terminal no longer turns into a signal). The signal handler restores the terminal first,
  /// and SIGCONT brings the screen back. Without job control nothing could resume the app, and
  /// the kernel would discard the stop: say so instead.
  private func suspend() {
    guard JobControl.canStop(), SignalRelay.shared.catches(SIGTSTP) else {
      interpreter.message = Self.noJobControlMessage
      return
    }
    kill(getpid(), SIGTSTP)
  }

  /// Shown when Ctrl-Z cannot suspend the app.
  static let noJobControlMessage =
    "Ctrl-Z cannot suspend here: nothing started this app with job control to resume it. q quits."

  /// Shows `message`: above the footer of a screen redrawn in place, else printed.
  private func show(message: String) {
    // Messages quote what the user typed; that quote must not reach the terminal as escapes.
    let message = TerminalSafeText.displayable(message)
    if configuration.redrawsInPlace {
      interpreter.message = message
      draw()
    } else {
      emit(message: message)
    }
  }

  /// Prints `message` in a session printing frames: in the transcript, or to standard error
  /// when only the last frame is printed.
  private func emit(message: String) {
    if frames == .last {
      errorOutput(message + "\n")
    } else {
      output(message + "\n\n")
    }
  }

  private func draw() {
    // The terminal may have been resized since: frames and spacers follow its width.
    renderer.width = configuration.width
    if configuration.redrawsInPlace {
      drawScreen()
      return
    }
    // Whole frames, without a viewport: the renderer forgets each `ForEach` row once laid out
    // (``ViewRenderer/forgetsRowsOnceLaidOut``) and the text goes out a piece at a time, so a
    // list of 100,000 rows never holds every row, or the frame's text, at once. Every command is
    // drawn from a new render: forgotten rows are evaluated anew, showing even what Observation
    // did not report.
    let frame = renderer.render()
    if frames == .last {
      lastFrame = frame
    } else {
      write(frame, terminator: "\n\n")
    }
  }

  /// The frame as it is now on a screen redrawn in place: rendered when something changed since
  /// the last render (Observation and the input interpreter mark what changed), else the last
  /// one. One render per change, however many draws.
  private func currentFrame() -> Frame {
    renderer.needsRender ? renderer.render() : renderer.frame
  }

  /// Prints `frame` as plain text, then `terminator`.
  private func write(_ frame: Frame, terminator: String) {
    frame.writeText(
      width: configuration.width, styled: configuration.allowsStyling, colors: configuration.colors,
      terminator: terminator, to: output)
  }

  /// Draws the screen in place: the frame through a viewport as tall as the screen leaves
  /// room for, a status row, the message and the footer, through the ``ScreenWriter``, which
  /// writes only the rows that differ from what the screen shows.
  private func drawScreen() {
    writer.width = configuration.width
    writer.height = configuration.height ?? 24
    // Without raw keys the terminal echoes the typed line and its newline, moving rows in ways
    // this driver does not track: each frame is drawn whole.
    if !configuration.readsKeys { writer.forgetScreen() }
    let message = writer.messageRows(interpreter.message)
    renderer.viewportHeight = writer.viewportHeight(messageRows: message.count)
    let frame = currentFrame()
    let (footer, cursorColumn) = bottomLine()
    output(
      writer.write(
        ScreenWriter.Screen(
          frame: frame, viewportHeight: writer.viewportHeight(messageRows: message.count),
          scrollHeight: renderer.scrollHeight, message: message, footer: footer, cursorColumn: cursorColumn)))
    interpreter.screenRows = writer.frameRows
  }

  /// The last row of the screen and where the cursor goes on it: the open command line with the
  /// cursor at its end, the footer of key hints (cursor hidden), or a typed-command prompt.
  private func bottomLine() -> (text: String, cursorColumn: Int?) {
    guard configuration.readsKeys else { return ("> ", 3) }
    if let commandLine = interpreter.commandLine {
      let shown = String(
        TerminalSafeText.displayable(commandLine.text).suffix(max(1, configuration.width - 2)))
      return (":" + shown, 2 + DisplayWidth.of(shown))
    }
    let hints = Self.fit(hints: renderer.keyHints, width: configuration.width)
    return (configuration.allowsStyling ? "\u{1B}[2m" + hints + "\u{1B}[0m" : hints, nil)
  }

  /// The footer's hints cut to `width` columns: hints before the last (how to quit) are left
  /// out, the nearest to it first, so the footer never wraps.
  static func fit(hints: String, width: Int) -> String {
    var parts = hints.components(separatedBy: " · ")
    func joined() -> String { parts.joined(separator: " · ") }
    while DisplayWidth.of(joined()) > width && parts.count > 1 { parts.remove(at: parts.count - 2) }
    var text = joined()
    while DisplayWidth.of(text) > width, !text.isEmpty { text.removeLast() }
    return text
  }

  private func finish() {
    if ownsProcessTerminal { SignalRelay.shared.uninstall(Self.handledSignals) }
    screen?.end()
  }

  /// Signals whose default action ends the process (SIGKILL aside, which cannot be caught; the
  /// crash signals have ``CrashRestoration``; SIGPIPE is left to the writers that expect it): each
  /// ends the session in order. SIGQUIT's default also dumps core; SIGHUP arrives when the
  /// terminal goes away.
  nonisolated static let endingSignals: [Int32] =
    [
      SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
      SIGIO, SIGPWR, SIGSYS, SIGSTKFLT,
    ] + realTimeSignals

  /// The real-time signals the C library leaves to programs: their default action ends the
  /// process too.
  nonisolated static var realTimeSignals: [Int32] {
    let first = __libc_current_sigrtmin()
    let last = __libc_current_sigrtmax()
    return first <= last ? Array(first...last) : []
  }

  /// Reads standard input on its own thread, so that the main actor stays free for effects and
  /// redraws while the user types.
  nonisolated private static func readInput(into continuation: AsyncStream<Event>.Continuation) {
    Thread.detachNewThread {
      var reader = LineReader(descriptor: STDIN_FILENO)
      while let line = reader.next() {
        switch line {
        case .text(let text): continuation.yield(.line(text))
        case .tooLong(let prefix, let byteCount):
          continuation.yield(.tooLongLine(prefix: prefix, byteCount: byteCount))
        }
      }
      continuation.yield(.endOfInput)
    }
  }

  /// Relays the process's signals: the ending ones to `ending` (then the loop, through
  /// `continuation`), and with a screen, suspension, resumption and resizes.
  private func installSignalHandlers(
    ending: EndingSignalLatch, continuation: AsyncStream<Event>.Continuation
  ) {
    let relay = SignalRelay.shared
    let screen = screen
    let signals = screen == nil ? Self.endingSignals : Self.handledSignals
    relay.install(signals) { signalNumber in
      switch signalNumber {
      case SIGWINCH:
        continuation.yield(.resize)
      case SIGTSTP:
        // A stop nothing could resume is discarded by the kernel: keep the screen then.
        guard JobControl.canStop() else { return }
        // Ctrl-Z: leave the alternate screen and show the cursor, so the shell the user returns
        // to is usable, then stop as SIGTSTP would have; SIGCONT catches it again.
        screen?.restore()
        signal(SIGTSTP, SIG_DFL)
        kill(getpid(), SIGTSTP)
      case SIGCONT:
        // `fg`: back to the alternate screen, the whole frame redrawn (the shell drew over it).
        relay.catchSignal(SIGTSTP)
        screen?.enter()
        continuation.yield(.resize)
      default:
        // An ending signal: the loop ends the session in order. A second one, or a main actor
        // that does not get there in time, ends the process now, its terminal restored.
        guard ending.record(signalNumber) else {
          screen?.restore()
          Self.endProcess(bySignal: signalNumber)
        }
        continuation.yield(.signal)
        let grace = Self.endingGrace.components
        let deadline = DispatchTime.now() + .seconds(Int(grace.seconds))
        DispatchQueue.global().asyncAfter(deadline: deadline) {
          screen?.restore()
          Self.endProcess(bySignal: signalNumber)
        }
      }
    }
  }

  /// Every signal an interactive session handles.
  nonisolated static let handledSignals = endingSignals + [SIGTSTP, SIGCONT, SIGWINCH]
}
