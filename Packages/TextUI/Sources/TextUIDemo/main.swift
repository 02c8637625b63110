// A sample form in the terminal: type into the fields, flip the toggle, open the summary sheet.
// Run it with `swift run TextUIDemo`; pipe commands in (`echo "type 1 Ada" | swift run TextUIDemo`)
// to get a plain transcript instead.
import Foundation
import Observation
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@MainActor
@Observable
final class Profile {
  var name = "Ada"
  var password = ""
  var wantsNewsletter = false
  var isShowingSummary = false
}

struct ProfileForm: View {
  let profile: Profile

  var body: some View {
    Form {
      Text("Profile").font(.title)
      Section("Account") {
        TextField("Name", text: Binding(get: { profile.name }, set: { profile.name = $0 }))
        SecureField("Password", text: Binding(get: { profile.password }, set: { profile.password = $0 }))
        Toggle(
          "Newsletter", isOn: Binding(get: { profile.wantsNewsletter }, set: { profile.wantsNewsletter = $0 })
        )
      }
      Button("Show summary") { profile.isShowingSummary = true }
      Text("Tab moves, Enter presses, `:` types a command (`help` lists them).").foregroundStyle(.secondary)
    }
    .sheet(
      isPresented: Binding(get: { profile.isShowingSummary }, set: { profile.isShowingSummary = $0 })
    ) {
      Text("Summary").font(.headline)
      Text("\(profile.name) — newsletter \(profile.wantsNewsletter ? "on" : "off")")
    }
  }
}

let driver = TerminalDriver(rootView: ProfileForm(profile: Profile()))
let exitReason = await driver.run()
_ = exitReason
