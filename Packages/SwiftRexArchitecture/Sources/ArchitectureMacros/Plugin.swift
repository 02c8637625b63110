@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin executable: the compiler talks to it over stdin/stdout and asks for
/// macros by type name.
@main
struct ArchitectureMacrosPlugin {
  struct Provider: PluginProvider {
    struct UnknownMacro: Error, CustomStringConvertible {
      let name: String
      var description: String { "ArchitectureMacros has no macro named \(name)" }
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
      guard let macro = ArchitectureMacrosPlugin.macros[typeName] else { throw UnknownMacro(name: typeName) }
      return macro
    }
  }

  /// Every macro this plugin provides, by type name.
  static var macros: [String: any Macro.Type] {
    [
      "FeatureMacro": FeatureMacro.self,
      "BoundToMacro": BoundToMacro.self,
      "TrackedMacro": TrackedMacro.self,
      "TrackedFieldMacro": TrackedFieldMacro.self,
    ]
  }

  static func main() throws {
    let listener = CompilerPluginMessageListener(
      connection: try StandardIOMessageConnection(), provider: Provider())
    try listener.main()
  }
}
