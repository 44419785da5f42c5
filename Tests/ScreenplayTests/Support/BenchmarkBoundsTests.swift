import Foundation
import ScreenplayTestSupport
import Testing

/// `scripts/benchmark-bounds`: every line is a figure, a relation and a number, and every
/// figure is one a benchmark checks, so that no bound is written down and never looked at.
@Suite("Benchmark bounds")
struct BenchmarkBoundsTests {
  @Test("each bound names a figure a benchmark checks, with >= or <= and a number")
  func boundsAreChecked() throws {
    let folder = Repository.root
    let bounds = try String(
      contentsOfFile: folder + "/scripts/benchmark-bounds", encoding: .utf8)
    let checkers = try ["scripts/benchmark", "scripts/peer-benchmark"].map {
      try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)
    }.joined()
    let lines = bounds.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(
      lines.map { $0.split(separator: " ").first ?? "" } == ["peer-ratio-warm", "combine-ratio"])
    for line in lines {
      let parts = line.split(separator: " ")
      #expect(parts.count == 3, "\(line)")
      #expect(["<=", ">="].contains(parts[1]), "\(line)")
      #expect(Double(parts[2]) != nil, "\(line)")
      #expect(
        checkers.contains("^\(parts[0]) ") || checkers.contains(" \(parts[0])\n"),
        "no benchmark checks \(parts[0])")
    }
  }
}
