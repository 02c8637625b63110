// The custom-command example of the "TextUI and the renderer" article (TextUI.docc), compiled and
// run here; Scripts/check-doc-snippets.py keeps the article identical to this region.
import Testing
import TextUI

@MainActor
@Suite struct CustomCommandSnippets {
  /// The pages an app can go back through, as a stand-in for its history.
  @MainActor final class Pages {
    var current = 3
  }

  @Test func anAppCommandRunsAndIsListedByHelp() {
    let pages = Pages()
    let renderer = ViewRenderer(Text("Page"))
    // snippet: textui-custom-command
    renderer.customCommands = [
      CustomCommand(name: "back", aliases: ["b"], usage: "back [N]", summary: "go back N pages") { argument in
        let count = argument.isEmpty ? 1 : Int(argument) ?? 0
        guard count > 0, count <= pages.current else { return .rejected("Cannot go back \(argument).") }
        pages.current -= count
        return .performed
      },
      CustomCommand(name: "where", usage: "where", summary: "say which page is shown") { _ in
        .message("Page \(pages.current).")
      },
    ]
    #expect(renderer.perform(line: "back 2") == .performed)
    #expect(renderer.perform(line: "where") == .message("Page 1."))
    // snippet-end
    guard case .help(let help) = renderer.perform(line: "help") else {
      Issue.record("help lists the commands")
      return
    }
    #expect(help.hasSuffix("  where                say which page is shown"))
  }
}
