import Foundation

extension CatalogLoader {
  /// The catalog shipped with the app, a resource of this module.
  public static var bundledURL: URL? { Bundle.module.url(forResource: "catalog", withExtension: "json") }
}
