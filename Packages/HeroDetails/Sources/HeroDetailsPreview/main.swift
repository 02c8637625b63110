// The HeroDetails feature alone in the terminal, with the seed's hero.
// `swift run HeroDetailsPreview` is interactive; `echo "type 1 flight,, x-ray" | swift run
// HeroDetailsPreview` prints a transcript of the frames.
import HeroDetailsFeature
import SwiftRexArchitecture

let environment = HeroDetails.Environment()
let store = Store(
  initial: HeroDetails.initialState(), behavior: HeroDetails.behavior(), environment: environment)
let driver = TerminalDriver(rootView: HeroDetails.view(store: store, environment: environment))
_ = await driver.run()
