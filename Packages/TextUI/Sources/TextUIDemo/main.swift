// A sample form in the terminal: type into the fields, flip the toggle, open the summary sheet.
// Run it with `swift run TextUIDemo`; pipe commands in (`echo "type 1 Ada" | swift run TextUIDemo`)
// to get a plain transcript instead. `swift run TextUIDemo --rows 500` adds a list of 500 rows
// below the form, to scroll (keys, PageUp/PageDown, the wheel) and click. `swift run TextUIDemo
// --widgets` shows the widgets instead: a stepper, a text editor, a progress bar and spinner;
// `--tables` shows a picker, a menu and a table (WidgetsScreen.swift).
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
  var rows: [DemoRow] = []
  var pressedRow: Int?
  var copies = 1
  var note = ""
}

/// The widgets of `--widgets`: what the pseudo-terminal tests drive by key and mouse.
struct WidgetsForm: View {
  let profile: Profile

  var body: some View {
    Form {
      Stepper(
        "Copies: \(profile.copies)", value: Binding(get: { profile.copies }, set: { profile.copies = $0 }),
        in: 1...3)
      TextEditor(text: Binding(get: { profile.note }, set: { profile.note = $0 }))
        .frame(height: 3)
      Text("Note: \(profile.note.split(separator: "\n").joined(separator: " / "))")
      ProgressView("Copied", value: Double(profile.copies), total: 3)
      ProgressView("Waiting")
    }
  }
}

struct DemoRow: Identifiable, Hashable {
  var id: Int
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
      if !profile.rows.isEmpty {
        Text(profile.pressedRow.map { "Pressed row \($0)" } ?? "No row pressed")
        List(profile.rows) { row in
          Button("Row \(row.id)") { profile.pressedRow = row.id }
        }
      }
    }
    .sheet(
      isPresented: Binding(get: { profile.isShowingSummary }, set: { profile.isShowingSummary = $0 })
    ) {
      Text("Summary").font(.headline)
      Text("\(profile.name) — newsletter \(profile.wantsNewsletter ? "on" : "off")")
    }
  }
}

let profile = Profile()
let arguments = CommandLine.arguments.dropFirst()
if let flag = arguments.firstIndex(of: "--rows") {
  guard arguments.index(after: flag) < arguments.endIndex,
    let count = Int(arguments[arguments.index(after: flag)]), (0...1_000_000).contains(count)
  else {
    FileHandle.standardError.write(Data("--rows needs a number from 0 to 1000000\n".utf8))
    exit(2)
  }
  profile.rows = (1...max(1, count)).prefix(count).map { DemoRow(id: $0) }
}
if arguments.contains("--tables") {
  _ = await TerminalDriver(rootView: WidgetsScreen(model: WidgetsModel())).run()
  exit(0)
}
let driver =
  arguments.contains("--widgets")
  ? TerminalDriver(rootView: WidgetsForm(profile: profile))
  : TerminalDriver(rootView: ProfileForm(profile: profile))
let exitReason = await driver.run()
_ = exitReason
