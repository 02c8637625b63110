// libFuzzer harness for the catalog decoder: any bytes either decode into a catalog whose ids
// are all distinct, or are refused with a CatalogError whose message names the file — never a
// crash. Built by Scripts/fuzz.sh against the AppCatalog and LibraryModel modules, compiled from
// their source folders as they are.

import AppCatalog
import Foundation

/// libFuzzer's entry point: runs one input; returning 0 keeps it eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Data(bytes: data, count: size)
  do {
    let catalog = try CatalogLoader.decode(bytes, path: "fuzz.json")
    let ids = catalog.shelves.map(\.id) + catalog.shelves.flatMap { $0.books.map(\.id) }
    precondition(Set(ids).count == ids.count, "a catalog with a repeated id was accepted")
    for shelf in catalog.shelves { precondition(catalog.shelf(id: shelf.id) != nil) }
    // Whatever was accepted must survive a round trip unchanged.
    if let encoded = try? JSONEncoder().encode(catalog) {
      precondition((try? CatalogLoader.decode(encoded, path: "again.json")) == catalog, "round trip")
    }
  } catch {
    precondition(error.description.contains("fuzz.json"), "a message without the path: \(error)")
  }
  return 0
}
