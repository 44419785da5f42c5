import Foundation

/// Where ``HistoryFormat`` writes a history's text, piece by piece: into a string, or against a
/// golden's bytes as it goes, so that a history matching its golden (nearly every one a run
/// verifies) is never built as a string. Both take the same pieces in the same order, from the
/// same code.
struct HistoryText {
  /// What was written, when building.
  private(set) var string = ""
  /// The bytes compared with, when comparing.
  private let golden: UnsafeBufferPointer<UInt8>?
  /// How many bytes were compared.
  private var compared = 0
  /// Whether every piece so far matched the golden where it was written.
  private var matchesSoFar = true

  /// A text built into ``string``, with room for `capacity` bytes.
  init(reservingCapacity capacity: Int = 0) {
    golden = nil
    string.reserveCapacity(capacity)
  }

  /// A text compared with `golden`, valid while `golden` is.
  init(comparingWith golden: UnsafeBufferPointer<UInt8>) {
    self.golden = golden
  }

  /// Writes `piece` after what was written.
  mutating func write(_ piece: String) {
    guard let golden else {
      string += piece
      return
    }
    guard matchesSoFar else { return }
    var piece = piece
    let offset = compared
    let same = piece.withUTF8 { bytes in
      guard bytes.count <= golden.count - offset else { return false }
      guard let pieceBase = bytes.baseAddress, let goldenBase = golden.baseAddress else {
        return true  // nothing to compare
      }
      return memcmp(goldenBase + offset, pieceBase, bytes.count) == 0
    }
    matchesSoFar = same
    compared += piece.utf8.count
  }

  /// Whether what was written is exactly the golden, no more and no less (always `false` when
  /// building).
  var matchesGolden: Bool {
    guard let golden else { return false }
    return matchesSoFar && compared == golden.count
  }
}
