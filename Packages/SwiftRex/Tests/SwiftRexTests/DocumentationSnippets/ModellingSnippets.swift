// The code of the "Modelling state and actions" article (SwiftRex.docc), compiled and run here so
// that the article cannot rot: Scripts/check-doc-snippets.py fails when the article's blocks differ
// from the regions between `// snippet:` and `// snippet-end`.
import SwiftRex
import Testing

/// Holds the article's types so that their plain names cannot clash with other tests.
enum ModellingSnippets {
  // snippet: modelling-state
  @Lenses
  struct ProfileState: Equatable, Sendable {
    var firstName = ""
    var lastName = ""
    var avatar: Loading<String, AvatarError> = .idle

    var greeting: String { "Hello, \(firstName) \(lastName)" }
  }

  struct AvatarError: Error, Equatable, Sendable {
    var reason: String
  }
  // snippet-end

  // snippet: modelling-action
  @Prisms
  enum ProfileAction: Sendable {
    case firstNameChanged(String)
    case saveTapped
    case avatarLoaded(Result<String, AvatarError>)
  }
  // snippet-end
}

@Suite("Documentation: Modelling state and actions")
struct ModellingSnippetTests {
  typealias ProfileState = ModellingSnippets.ProfileState
  typealias ProfileAction = ModellingSnippets.ProfileAction

  @Test func opticsComeFromTheMacros() {
    // snippet: modelling-optics
    let changed = ProfileAction.firstNameChanged("Ada")
    let name = ProfileAction.prism.firstNameChanged.preview(changed)  // "Ada"
    let tapped = ProfileAction.prism.saveTapped.review(())  // .saveTapped
    let caseKeyPath = \ProfileAction.firstNameChanged  // KeyPath<ProfileAction, String?>

    var profile = ProfileState(firstName: "Ada", lastName: "Lovelace")
    ProfileState.lens.lastName.set("Byron", in: &profile)
    // snippet-end
    #expect(name == "Ada")
    #expect(ProfileAction.prism.saveTapped.matches(tapped))
    #expect(changed[keyPath: caseKeyPath] == "Ada")
    #expect(profile.greeting == "Hello, Ada Byron")
  }

  @Test func loadingMovesThroughItsPhases() {
    // snippet: modelling-loading
    var avatar: Loading<String, ModellingSnippets.AvatarError> = .idle
    avatar = avatar.reloading()  // loading, nothing to show yet
    avatar = .loaded("ada.png")
    avatar = avatar.reloading()  // loading, still showing "ada.png"
    // snippet-end
    #expect(avatar.isLoading)
    #expect(avatar.value == "ada.png")
  }
}
