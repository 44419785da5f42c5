import Foundation

/// The bounds of `scripts/benchmark-bounds`: each figure a benchmark measures is printed with
/// its bound, and one past it makes the benchmark exit 1.
enum Bounds {
  /// Whether a figure was past its bound.
  nonisolated(unsafe) static var crossed = false

  /// Prints `value`'s bound and whether it holds; a figure without a bound prints nothing.
  static func check(_ figure: String, _ value: Double) {
    guard let (relation, bound) = bounds[figure] else { return }
    let holds = relation == ">=" ? value >= bound : value <= bound
    print(
      String(
        format: "  %@ %.2f, bound %@ %.2f: %@", figure, value, relation, bound,
        holds ? "within" : "PAST THE BOUND"))
    if !holds { crossed = true }
  }

  /// The bounds by figure, read from `scripts/benchmark-bounds` in the current directory.
  private static let bounds: [String: (String, Double)] = {
    guard let text = try? String(contentsOfFile: "scripts/benchmark-bounds", encoding: .utf8)
    else { return [:] }
    var bounds: [String: (String, Double)] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: " ")
      guard parts.count == 3, let value = Double(parts[2]) else { continue }
      bounds[String(parts[0])] = (String(parts[1]), value)
    }
    return bounds
  }()
}
