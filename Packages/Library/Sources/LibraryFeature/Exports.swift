// The feature's model is a module of its own, free of macros, so code that only reads or decodes
// books (the app's catalog, its fuzz harness) need not build the feature; importing the feature
// still brings it.
@_exported import LibraryModel
