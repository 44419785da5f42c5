/// Sorts the names a folder lists, in the order `String`'s `<` gives, and the same order on any
/// machine: names that `<` finds equal (canonically equivalent spellings) keep the order of their
/// UTF-8 bytes, not the order the folder listed them in.
///
/// A merge sort over `[String]`, not the standard library's `sorted()`: in a debug build (what
/// `swift test` runs) that generic sort went through value witnesses for every move and
/// comparison, and sorting a 2,000-log project's names was most of selecting its logs, while
/// every worker waited.
enum NameSort {
  /// `names` in order.
  static func sorted(_ names: [String]) -> [String] {
    var names = names
    guard names.count > 1 else { return names }
    var other = names
    var width = 1
    while width < names.count {
      var start = 0
      while start < names.count {
        let middle = min(start + width, names.count)
        let end = min(start + 2 * width, names.count)
        merge(names, start, middle, end, into: &other)
        start = end
      }
      swap(&names, &other)
      width *= 2
    }
    return names
  }

  /// Merges the sorted runs `source[start..<middle]` and `source[middle..<end]` into
  /// `target[start..<end]`; on a tie the left run goes first.
  private static func merge(
    _ source: [String], _ start: Int, _ middle: Int, _ end: Int, into target: inout [String]
  ) {
    var left = start
    var right = middle
    var index = start
    while index < end {
      if right >= end || (left < middle && !precedes(source[right], source[left])) {
        target[index] = source[left]
        left += 1
      } else {
        target[index] = source[right]
        right += 1
      }
      index += 1
    }
  }

  /// Whether `a` sorts before `b`: by `<`, then by UTF-8 bytes.
  static func precedes(_ a: String, _ b: String) -> Bool {
    if a < b { return true }
    if b < a { return false }
    return a.utf8.lexicographicallyPrecedes(b.utf8)
  }
}
