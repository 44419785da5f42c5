/// Lookups in short lists of names (a log's header keys, the keys a fixture object may have), one
/// comparison at a time, for every line and every member read.
///
/// Its loops use the hot path's idioms (Docs/Design.md, "Performance idioms").
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
