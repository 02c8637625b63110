@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin executable: the compiler talks to it over stdin/stdout and asks for
/// macros by type name.
@main
struct FPMacrosPlugin {
  struct Provider: PluginProvider {
    struct UnknownMacro: Error, CustomStringConvertible {
      let name: String
      var description: String { "FPMacros has no macro named \(name)" }
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
      guard let macro = FPMacrosPlugin.macros[typeName] else { throw UnknownMacro(name: typeName) }
      return macro
    }
  }

  /// Every macro this plugin provides, by type name.
  static var macros: [String: any Macro.Type] {
    [
      "PrismsMacro": PrismsMacro.self,
      "LensesMacro": LensesMacro.self,
      "ApplyOpticsMacro": ApplyOpticsMacro.self,
      "ApplyNestedOpticsMacro": ApplyNestedOpticsMacro.self,
      "NoOpticsMacro": NoOpticsMacro.self,
    ]
  }

  static func main() throws {
    let listener = CompilerPluginMessageListener(
      connection: try StandardIOMessageConnection(), provider: Provider())
    try listener.main()
  }
}
