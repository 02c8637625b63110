// The Counter feature alone in the terminal, with analytics dropped and a one-second timer.
// `swift run CounterPreview` is interactive; `echo "1" | swift run CounterPreview` prints a
// transcript of the frames.
import CounterFeature
import SwiftRexArchitecture

let environment = Counter.Environment.untracked
let store = Store(initial: Counter.initialState(), behavior: Counter.behavior(), environment: environment)
let driver = TerminalDriver(rootView: Counter.view(store: store, environment: environment))
_ = await driver.run()
