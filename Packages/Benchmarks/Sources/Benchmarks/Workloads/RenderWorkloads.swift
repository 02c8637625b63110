import AppCore
import CounterFeature
import HeroDetailsFeature
import LibraryFeature
import SwiftRexArchitecture

/// J: rendering through TextUI. J1 — the composed app's frame, re-rendered after an action;
/// J2 — one field of a two-field view state changed per render, under `.observationSimple` and
/// `.observationGranular`, with how many views each render re-evaluated.
@MainActor
enum RenderWorkloads {
  static func all(_ scale: Scale) -> [Workload] {
    let renders = scale.count(2_000, quick: 200)
    let panelRenders = scale.count(20_000, quick: 1_000)
    return [
      appNavigation(renders: renders),
      appCounter(renders: renders),
      appCounterRows(renders: renders),
      panel(
        "J2.simple", strategy: ".observationSimple", viewsPerRender: 2, renders: panelRenders,
        baselines: ["A-raw"]
      ) { store in
        ViewRenderer(SimplePanel.view(store: store, environment: ()))
      },
      panel(
        "J2.granular", strategy: ".observationGranular", viewsPerRender: 1,
        renders: panelRenders, baselines: ["A-raw", "J2.simple"]
      ) { store in
        ViewRenderer(GranularPanel.view(store: store, environment: ()))
      },
    ]
  }

  // MARK: - J1: the composed app

  /// The shelf J1's library shows: three books, as a stub catalog would return them.
  nonisolated static let books = [
    Book(id: "dune", title: "Dune", author: "Frank Herbert", year: 1965),
    Book(id: "neuromancer", title: "Neuromancer", author: "William Gibson", year: 1984),
    Book(id: "hyperion", title: "Hyperion", author: "Dan Simmons", year: 1989),
  ]

  /// Dependencies that never leave the process: the catalog is `books`, analytics go nowhere.
  static let environment = AppEnvironment(
    library: Library.Environment(fetch: { _ in books }), heroDetail: HeroDetails.Environment(),
    counter: .untracked, listShelves: { [ShelfSummary(id: "sf", name: "Science fiction")] })

  /// The app's store with the shelf loaded (as if the fetch had answered) and its root view's
  /// renderer, rendered once; everything J1 needs before its clock starts.
  static func loadedApp() -> (Store<AppAction, AppState, AppEnvironment>, ViewRenderer) {
    let store = Store(initial: AppState(shelfID: "sf"), behavior: appBehavior, environment: environment)
    store.dispatch(.shelvesLoaded([ShelfSummary(id: "sf", name: "Science fiction")]))
    store.dispatch(.library(.loaded(books)))
    let renderer = ViewRenderer(RootView(store: store, environment: environment))
    renderer.render()
    return (store, renderer)
  }

  /// J1: the app toggles between its Library screen (the loaded shelf) and its Counter screen;
  /// each toggle is one action and one render of the whole frame.
  static func appNavigation(renders: Int) -> Workload {
    Workload(
      "J1", "app: .navigate between Library and Counter screens, then renderer.render()",
      actions: renders, baselines: ["A-raw"]
    ) {
      let (store, renderer) = loadedApp()
      // Each screen's frame, taken before the clock starts: every render must produce one.
      let libraryLines = renderer.frame.lines.count
      store.dispatch(.navigate(.counter))
      let counterLines = renderer.render().lines.count
      store.dispatch(.navigate(.library))
      renderer.render()
      let hole = Blackhole()
      let views = Tally("views re-evaluated per render")
      return Trial(tally: views) {
        for index in 0..<renders {
          store.dispatch(.navigate(index.isMultiple(of: 2) ? .counter : .library))
          hole.consume(renderer.render().lines.count)
          views.add(renderer.lastRenderStatistics.bodiesEvaluated)
        }
      } verify: { expect in
        let toCounter = (renders + 1) / 2
        expect.expect(libraryLines != counterLines, "the two screens' frames differ in height")
        expect.expect(
          hole.sink, equals: toCounter * counterLines + (renders - toCounter) * libraryLines,
          "lines of every frame rendered (each render drew the screen just navigated to)")
        expect.expect(hole.reads, equals: renders, "renders")
        let finalScreen: Screen = renders.isMultiple(of: 2) ? .library : .counter
        expect.expect(store.state.screen, equals: finalScreen, "screen")
        let text = renderer.frame.text()
        expect.expect(text.contains("‹\(finalScreen.rawValue)›"), "the frame marks the current screen")
        expect.expect(
          text.contains(finalScreen == .library ? "Neuromancer" : "Count: 0"),
          "the frame shows the current screen's content:\n\(text)")
        expect.expect(views.count >= renders, "every render re-evaluated at least the tab bar")
      }
    }
  }

  /// How many `.counter(.increment)` J1.count dispatches before it waits for their analytics.
  static let analyticsBatch = 100

  /// J1.count: on the Counter screen, `.counter(.increment)` then a render. Every increment also
  /// starts the counter's analytics effect (a task): it is awaited every ``analyticsBatch``
  /// actions and its cost is part of the time, as in the app.
  static func appCounter(renders: Int) -> Workload {
    Workload(
      "J1.count", "app: Counter screen, .counter(.increment) then render (+ its analytics task)",
      actions: renders, baselines: ["A-raw"]
    ) {
      let (store, renderer) = loadedApp()
      store.dispatch(.navigate(.counter))
      renderer.render()
      let hole = Blackhole()
      let views = Tally("views re-evaluated per render")
      return Trial(
        tally: views,
        async: {
          await dispatchAndRender(
            .counter(.increment), renders, store: store, renderer: renderer, views: views
          ) { hole.consume($0.counter.count) }
        }
      ) { expect in
        expect.expect(store.state.counter.count, equals: renders, "count")
        expect.expectReadsOfCounter(hole, actions: renders, "blackhole")
        expect.expect(renderer.frame.text().contains("Count: \(renders)"), "the frame shows the count")
        expect.expect(!renderer.needsRender, "nothing left to render")
        expect.expect(store.effectsInFlight, equals: 0, "analytics effects in flight at the end")
        expect.expect(views.count >= renders, "every render re-evaluated at least the counter's view")
      }
    }
  }

  /// Dispatches `action` then renders, `renders` times, tallying the views each render evaluated
  /// and reading the state with `read`; the effects the actions start (the counter's analytics
  /// task) are awaited every ``analyticsBatch`` actions, so their cost is part of the time.
  static func dispatchAndRender(
    _ action: AppAction, _ renders: Int, store: Store<AppAction, AppState, AppEnvironment>,
    renderer: ViewRenderer, views: Tally, read: (AppState) -> Void
  ) async {
    var sent = 0
    while sent < renders {
      let batch = min(analyticsBatch, renders - sent)
      for _ in 0..<batch {
        store.dispatch(action)
        renderer.render()
        views.add(renderer.lastRenderStatistics.bodiesEvaluated)
        read(store.state)
      }
      sent += batch
      await store.effectsFinished()
    }
  }

  /// J3.rows: the Counters screen with three counters in its table, row 2 selected; each action
  /// increments row 2, then a render. Neither the root nor its tab view is evaluated (they read
  /// the tab, the alert and the dialog granularly); the tab is, because its table shows the
  /// counts; row 2's view below the table is, because its count changed (the stepper it builds is
  /// a primitive, resolved with it) — two views per render, verified.
  static func appCounterRows(renders: Int) -> Workload {
    Workload(
      "J3.rows", "app: Counters screen, 3 rows in a table, row 2 selected and incremented then render",
      actions: renders, baselines: ["A-raw", "J1.count"]
    ) {
      let (store, renderer) = loadedApp()
      store.dispatch(.navigate(.counters))
      for _ in 0..<3 { store.dispatch(.addCounter) }
      store.dispatch(.selectCounter(2))
      renderer.render()
      let hole = Blackhole()
      let views = Tally("views re-evaluated per render")
      return Trial(
        tally: views,
        async: {
          await dispatchAndRender(
            .counterRow(ElementAction(id: 2, action: .increment)), renders, store: store, renderer: renderer,
            views: views
          ) { hole.consume($0.counters[id: 2]?.count ?? -1) }
        }
      ) { expect in
        expect.expect(store.state.counters.map(\.count), equals: [0, renders, 0], "counts")
        expect.expect(hole.reads, equals: renders, "reads")
        expect.expect(renderer.frame.text().contains("Count: \(renders)"), "the frame shows row 2's count")
        expect.expect(
          views.count, equals: 2 * renders, "views re-evaluated (the tab and row 2's view, each render)")
      }
    }
  }

  // MARK: - J2: simple versus granular

  /// J2: a panel whose rows read one field each; every action changes `left` and is rendered.
  /// `viewsPerRender` is what the strategy must re-evaluate — both rows under simple (the view
  /// state changed), only the left row under granular (only `left` changed) — and is verified.
  static func panel(
    _ name: String, strategy: String, viewsPerRender: Int, renders: Int, baselines: [String],
    renderer makeRenderer: @escaping @MainActor (Store<PanelAction, PanelState, Void>) -> ViewRenderer
  ) -> Workload {
    Workload(
      name, "\(strategy): 1 of 2 fields changed, then renderer.render() (2 rows, 1 field each)",
      actions: renders, baselines: baselines
    ) {
      let store = Store(initial: PanelState(), behavior: panelBehavior)
      let renderer = makeRenderer(store)
      renderer.render()
      let hole = Blackhole()
      let views = Tally("views re-evaluated per render")
      return Trial(tally: views) {
        for _ in 0..<renders {
          store.dispatch(.bumpLeft)
          renderer.render()
          views.add(renderer.lastRenderStatistics.bodiesEvaluated)
          hole.consume(store.state.left)
        }
      } verify: { expect in
        expect.expect(store.state, equals: PanelState(left: renders, right: 0), "state")
        expect.expectReadsOfCounter(hole, actions: renders, "blackhole")
        expect.expect(renderer.frame.text(), equals: "left: \(renders)\nright: 0", "frame")
        expect.expect(views.count, equals: viewsPerRender * renders, "views re-evaluated (all renders)")
      }
    }
  }
}
