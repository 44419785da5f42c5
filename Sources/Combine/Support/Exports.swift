// On Apple's systems `URLSession` is in Foundation; on Linux it is in FoundationNetworking, which
// an iOS view model never imports. A file that imports Combine (to use `dataTaskPublisher`, say)
// and Foundation sees `URLSession` here as it does there, with no change to its imports.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
