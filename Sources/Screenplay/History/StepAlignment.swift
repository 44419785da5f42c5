/// Aligns a golden's steps with a replay's in passes of looser and looser agreement.
///
/// 1. Steps that are *identical* (same time, trigger and screen) are aligned first with Myers'
///    algorithm: they are not divergences.
/// 2. In each stretch between identical steps, steps with the same *moment* (time and trigger)
///    are aligned: the same moment now shows another screen, a
///    ``Divergence/changed(expected:actual:)``.
/// 3. In what is left of each stretch, steps with the same *trigger* are aligned: the same event or
///    effect now happens at another time, also changed.
/// 4. What is still left is removed (golden only) or inserted (replay only).
///
/// Aligning identical steps first keeps a step that repeats a neighbour's moment (two renders at
/// one instant) matched with its true counterpart. Each pass runs Myers on the steps themselves;
/// when a stretch needs more edits than ``EditScript/defaultCostLimit``, it numbers the distinct
/// steps and searches piece by piece on the numbers (see ``EditScript``).
struct StepAlignment {
  let expected: [Step]
  let actual: [Step]

  /// How closely two steps must agree to be aligned, strictest first.
  private enum Level {
    case identical
    case sameMoment
    case sameTrigger

    var looser: Level? {
      switch self {
      case .identical: .sameMoment
      case .sameMoment: .sameTrigger
      case .sameTrigger: nil
      }
    }
  }

  /// The divergences, in history order.
  func divergences() -> [Divergence] {
    align(Array(expected.indices), Array(actual.indices), level: .identical)
  }

  /// Divergences between the golden steps at `old` and the replay steps at `new` (both in order).
  private func align(_ old: [Int], _ new: [Int], level: Level?) -> [Divergence] {
    guard let level, !old.isEmpty, !new.isEmpty else {
      return old.map { .removed(expected[$0]) } + new.map { .inserted(actual[$0]) }
    }
    var result: [Divergence] = []
    var stretch: (old: [Int], new: [Int]) = ([], [])
    for operation in operations(old, new, level: level) {
      switch operation {
      case .removed(let i): stretch.old.append(old[i])
      case .inserted(let j): stretch.new.append(new[j])
      case .same(let i, let j):
        result += align(stretch.old, stretch.new, level: level.looser)
        stretch = ([], [])
        let (before, after) = (expected[old[i]], actual[new[j]])
        if level != .identical && !agree(before, after, at: .identical) {
          result.append(.changed(expected: before, actual: after))
        }
      }
    }
    return result + align(stretch.old, stretch.new, level: level.looser)
  }

  /// The edit script of `old` and `new` at `level`. Myers compares the steps themselves while
  /// few differ; when many do, it compares numbers standing for them instead, which costs a
  /// hashing pass but makes each comparison cheap.
  private func operations(_ old: [Int], _ new: [Int], level: Level) -> [EditOperation] {
    let direct = EditScript.shortest(countA: old.count, countB: new.count) {
      agree(expected[old[$0]], actual[new[$1]], at: level)
    }
    if let direct { return direct }
    let (oldIDs, newIDs) = numbered(old, new, level: level)
    return EditScript.operations(countA: oldIDs.count, countB: newIDs.count) {
      oldIDs[$0] == newIDs[$1]
    }
  }

  /// The steps at `old` and `new` as numbers, equal where the steps agree at `level`.
  private func numbered(_ old: [Int], _ new: [Int], level: Level) -> (
    [Int], [Int]
  ) {
    switch level {
    case .identical: numbered(old, new) { StepContent($0) }
    case .sameMoment: numbered(old, new) { Moment($0) }
    case .sameTrigger: numbered(old, new) { $0.trigger }
    }
  }

  private func numbered<Key: Hashable>(
    _ old: [Int], _ new: [Int], key: (Step) -> Key
  ) -> ([Int], [Int]) {
    var numbers: [Key: Int] = [:]
    numbers.reserveCapacity(old.count + new.count)
    func number(_ step: Step) -> Int {
      let key = key(step)
      if let known = numbers[key] { return known }
      numbers[key] = numbers.count
      return numbers.count - 1
    }
    return (old.map { number(expected[$0]) }, new.map { number(actual[$0]) })
  }

  /// Whether two steps agree at `level`; the same equivalence as ``numbered(_:_:level:)``.
  private func agree(_ expected: Step, _ actual: Step, at level: Level) -> Bool {
    let sameMoment = expected.time == actual.time && expected.trigger == actual.trigger
    switch level {
    case .identical:
      return sameMoment && expected.changed == actual.changed
        && (!expected.changed || expected.lines == actual.lines)
    case .sameMoment: return sameMoment
    case .sameTrigger: return expected.trigger == actual.trigger
    }
  }
}

/// When and why a step happened.
private struct Moment: Hashable {
  var time: Duration
  var trigger: Trigger

  init(_ step: Step) {
    time = step.time
    trigger = step.trigger
  }
}

/// Everything a golden keeps of a step but its index; an unchanged step's lines are not kept.
private struct StepContent: Hashable {
  var moment: Moment
  var changed: Bool
  var lines: [String]

  init(_ step: Step) {
    moment = Moment(step)
    changed = step.changed
    lines = step.changed ? step.lines : []
  }
}
