/// Sorts the names a folder lists, in the order `String`'s `<` gives, and the same order on any
/// machine: names that `<` finds equal (canonically equivalent spellings) keep the order of their
/// UTF-8 bytes, not the order the folder listed them in.
///
/// A merge sort over `[String]`, not the standard library's generic `sorted()`: sorting a large
/// project's names is part of selecting its logs, while every worker waits (an idiom of the hot
/// path: see "Performance idioms" in Docs/Design.md).
enum NameSort {
  /// `names` in order.
  static func sorted(_ names: [String]) -> [String] {
    var names = names
    guard names.count > 1 else { return names }
    var other = names
    // Hot path: see "Performance idioms" in Docs/Design.md.
    var inNames = true
    names.withUnsafeMutableBufferPointer { names in
      other.withUnsafeMutableBufferPointer { other in
        var width = 1
        while width < names.count {
          let (source, target) = inNames ? (names, other) : (other, names)
          var start = 0
          while start < names.count {
            let middle = start + width < names.count ? start + width : names.count
            let end = start + 2 * width < names.count ? start + 2 * width : names.count
            merge(source, start, middle, end, into: target)
            start = end
          }
          inNames.toggle()
          width *= 2
        }
      }
    }
    return inNames ? names : other
  }

  /// Merges the sorted runs `source[start..<middle]` and `source[middle..<end]` into
  /// `target[start..<end]`; on a tie the left run goes first.
  private static func merge(
    _ source: UnsafeMutableBufferPointer<String>, _ start: Int, _ middle: Int, _ end: Int,
    into target: UnsafeMutableBufferPointer<String>
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
