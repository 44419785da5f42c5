/// Lookups in short lists of names (a log's header keys, the keys a fixture object may have),
/// one comparison at a time: a debug build (what `swift test` runs) made a generic call for
/// `contains`, for every line and every member read.
enum NameList {
  /// Whether `list` holds `name`.
  static func contains(_ name: String, in list: [String]) -> Bool {
    var index = 0
    while index < list.count {
      if list[index] == name { return true }
      index += 1
    }
    return false
  }
}
