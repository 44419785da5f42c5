import Screenplay

/// The words that differ between a changed line and the line facing it, for the HTML report's
/// highlights inside a changed line.
///
/// A line is cut into words (runs of letters, digits and `_`), runs of spaces, and single other
/// characters; the two lines' pieces are aligned with Myers' diff (``EditScript``), and the
/// pieces only one line has are that line's changed words.
///
/// ```swift
/// WordDiff.html("[Sign In]", against: "[Sign In] (disabled)", side: .new)
/// // [Sign In]<mark> (disabled)</mark>
/// ```
enum WordDiff {
  /// Which line of the pair is written: the golden's or the replay's.
  enum Side {
    case old
    case new
  }

  /// `line`, HTML-escaped, its pieces that `other` lacks inside `<mark>`; plain when the two
  /// lines share no word, where marking every piece would say nothing the line's colour doesn't.
  static func html(_ line: String, against other: String, side: Side) -> String {
    let mine = pieces(line)
    let theirs = pieces(other)
    let (old, new) = side == .old ? (mine, theirs) : (theirs, mine)
    let operations = EditScript.operations(countA: old.count, countB: new.count) {
      old[$0] == new[$1]
    }
    let sharesAWord = operations.contains { operation in
      guard case .same(let index, _) = operation else { return false }
      return old[index].contains { $0.isLetter || $0.isNumber }
    }
    guard sharesAWord else { return HTMLEscaping.escape(line) }
    var changed = Array(repeating: false, count: mine.count)
    for operation in operations {
      switch (operation, side) {
      case (.removed(let index), .old), (.inserted(let index), .new): changed[index] = true
      default: break
      }
    }
    return marked(mine, changed)
  }

  /// The pieces joined and escaped, each run of changed pieces in one `<mark>`.
  private static func marked(_ pieces: [String], _ changed: [Bool]) -> String {
    var html = ""
    var open = false
    for (piece, isChanged) in zip(pieces, changed) {
      if isChanged != open {
        html += isChanged ? "<mark>" : "</mark>"
        open = isChanged
      }
      html += HTMLEscaping.escape(piece)
    }
    return open ? html + "</mark>" : html
  }

  /// `Email: "jo"` → `Email`, `:`, ` `, `"`, `jo`, `"`.
  static func pieces(_ line: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    var currentKind: Kind?
    for character in line {
      let kind = Kind(character)
      if kind == currentKind, kind != .other {
        current.append(character)
        continue
      }
      if !current.isEmpty { pieces.append(current) }
      current = String(character)
      currentKind = kind
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }

  private enum Kind {
    case word
    case space
    case other

    init(_ character: Character) {
      if character.isLetter || character.isNumber || character == "_" {
        self = .word
      } else if character == " " {
        self = .space
      } else {
        self = .other
      }
    }
  }
}
