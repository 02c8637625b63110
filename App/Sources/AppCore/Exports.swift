// The catalog's model and decoder live in a module without macros or resources, so the fuzz
// harness can build them alone; the app's users still reach them through AppCore.
@_exported import AppCatalog
