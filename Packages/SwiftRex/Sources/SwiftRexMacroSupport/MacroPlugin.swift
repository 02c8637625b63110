@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler-plugin side of a macro module: the compiler starts the plugin executable, talks to
/// it over standard input and output, and asks for macros by type name.
///
/// Each macro module's `@main` hands its table of macros to ``run(name:macros:)``; the message
/// loop, and the error for a name the table lacks, are written once here.
public enum MacroPlugin {
  /// Serves `macros` to the compiler until it closes the connection.
  ///
  /// - Parameters:
  ///   - name: The plugin's module name, quoted when the compiler asks for a macro it lacks.
  ///   - macros: Every macro the plugin provides, keyed by the type name that `#externalMacro`
  ///     spells.
  public static func run(name: String, macros: [String: any Macro.Type]) throws {
    let listener = CompilerPluginMessageListener(
      connection: try StandardIOMessageConnection(), provider: Provider(name: name, macros: macros))
    try listener.main()
  }

  struct Provider: PluginProvider {
    let name: String
    let macros: [String: any Macro.Type]

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
      guard let macro = macros[typeName] else { throw UnknownMacro(plugin: name, macro: typeName) }
      return macro
    }
  }

  /// The compiler asked for a macro type the plugin does not provide: a `#externalMacro` that
  /// names the wrong type or module.
  struct UnknownMacro: Error, CustomStringConvertible {
    let plugin: String
    let macro: String
    var description: String { "\(plugin) has no macro named \(macro)" }
  }
}
