@_exported import FP
@_exported import IdentifiedCollections
