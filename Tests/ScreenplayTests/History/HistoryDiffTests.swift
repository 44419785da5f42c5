import Testing

@testable import Screenplay

@Suite struct HistoryDiffTests {
  private let ten = HistoryExamples.long(10)

  private func kinds(_ comparison: HistoryComparison) -> [String] {
    comparison.divergences.map { "\($0.kind) \($0.step.index)" }
  }

  @Test func identicalHistoriesMatch() {
    let comparison = HistoryDiff.compare(expected: ten, actual: ten)
    #expect(comparison.isMatch)
    #expect(comparison.divergences.isEmpty)
    #expect(comparison.firstDivergence == nil)
  }

  @Test func oneStepInsertedInTheMiddleIsOneInsertedStep() {
    var steps = ten.steps
    steps.insert(
      Step(index: 0, time: .milliseconds(450), trigger: .effect("loading"), lines: ["…"]), at: 5)
    let comparison = HistoryDiff.compare(
      expected: ten, actual: HistoryExamples.renumbered(steps))
    #expect(kinds(comparison) == ["inserted 5"])
    #expect(comparison.firstDivergence?.actual?.trigger == .effect("loading"))
  }

  @Test func oneStepRemovedFromTheMiddleIsOneRemovedStep() {
    var steps = ten.steps
    steps.remove(at: 4)
    let comparison = HistoryDiff.compare(
      expected: ten, actual: HistoryExamples.renumbered(steps))
    #expect(kinds(comparison) == ["removed 4"])
    #expect(comparison.firstDivergence?.expected == ten.steps[4])
  }

  @Test func aStepShowingADifferentScreenIsOneChangedStep() {
    var actual = ten
    actual.steps[7].lines[1] = "  value: 70"
    let comparison = HistoryDiff.compare(expected: ten, actual: actual)
    #expect(kinds(comparison) == ["changed 7"])
    #expect(comparison.firstDivergence == .changed(expected: ten.steps[7], actual: actual.steps[7]))
  }

  @Test func aStepThatNoLongerChangesTheScreenIsChanged() {
    var actual = ten
    actual.steps[3].lines = []
    actual.steps[3].changed = false
    #expect(kinds(HistoryDiff.compare(expected: ten, actual: actual)) == ["changed 3"])
  }

  @Test func aStepThatHappensLaterWithTheSameTriggerIsChangedNotRemovedAndInserted() {
    var actual = ten
    actual.steps[6].time = .milliseconds(650)
    #expect(kinds(HistoryDiff.compare(expected: ten, actual: actual)) == ["changed 6"])
  }

  @Test func stepsAfterAnInsertedStepStillAlignAndReportTheirOwnChanges() {
    var steps = ten.steps
    steps.insert(
      Step(index: 0, time: .milliseconds(150), trigger: .effect("loading"), lines: ["…"]), at: 2)
    steps.remove(at: 8)  // the old step 7
    steps[9].lines = ["Counter", "  value: ninety"]  // the old step 9
    let comparison = HistoryDiff.compare(
      expected: ten, actual: HistoryExamples.renumbered(steps))
    #expect(kinds(comparison) == ["inserted 2", "removed 7", "changed 9"])
  }

  @Test func differentHeadersAreReportedFieldByField() {
    let actual = History(
      header: HistoryHeader(
        log: HistoryExamples.header.log, screen: "SignUp", fixtures: []),
      steps: ten.steps)
    let comparison = HistoryDiff.compare(expected: ten, actual: actual)
    #expect(!comparison.isMatch)
    #expect(comparison.divergences.isEmpty)
    #expect(
      comparison.headerDifferences == [
        HeaderDifference(field: .screen, expected: "SignIn", actual: "SignUp"),
        HeaderDifference(field: .fixtures, expected: "sign-in-wrong-password", actual: "(none)"),
      ])
  }

  @Test func hundredThousandStepHistoriesWithOneInsertedStepGiveOneDivergence() {
    let expected = HistoryExamples.long(100_000)
    var steps = expected.steps
    steps.insert(
      Step(index: 0, time: .milliseconds(5_000_050), trigger: .effect("loading"), lines: []),
      at: 50_001)
    let comparison = HistoryDiff.compare(
      expected: expected, actual: HistoryExamples.renumbered(steps))
    #expect(kinds(comparison) == ["inserted 50001"])
  }

  @Test func hundredThousandStepHistoriesWithOneChangedStepGiveOneDivergence() {
    let expected = HistoryExamples.long(100_000)
    var actual = expected
    actual.steps[99_998].lines.append("  (spinner: loading)")
    #expect(kinds(HistoryDiff.compare(expected: expected, actual: actual)) == ["changed 99998"])
  }

  @Test func completelyDifferentLongHistoriesAreReportedWithoutSearchingForever() {
    let expected = HistoryExamples.long(20_000)
    let actual = History(
      header: expected.header,
      steps: expected.steps.map { step in
        var step = step
        step.time += .milliseconds(1)
        step.trigger = .effect("other")
        return step
      })
    let comparison = HistoryDiff.compare(expected: expected, actual: actual)
    #expect(comparison.divergences.count == 40_000)
    #expect(comparison.divergences.allSatisfy { $0.kind != .changed })
  }

  @Test func anySingleStepEditOfARandomHistoryIsExactlyOneDivergence() {
    var generator = SplitMix(seed: 11)
    let triggers: [Trigger] = [.event("a.tap"), .event("b.tap"), .effect("t")]
    for round in 0..<300 {
      let count = 1 + generator.next(below: 30)
      let steps = (0..<count).map { index in
        Step(
          index: index, time: .milliseconds(generator.next(below: 4) * 100),
          trigger: triggers[generator.next(below: triggers.count)],
          lines: ["v\(generator.next(below: 3))"])
      }
      var edited = steps
      let position = generator.next(below: count)
      let expectedKind: Divergence.Kind
      switch generator.next(below: 4) {
      case 0:
        edited.insert(
          Step(index: 0, time: .milliseconds(7), trigger: .effect("new"), lines: []),
          at: position)
        expectedKind = .inserted
      case 1:
        edited.remove(at: position)
        expectedKind = .removed
      case 2:
        edited[position].lines.append("more")
        expectedKind = .changed
      default:
        edited[position].time = .milliseconds(999)
        expectedKind = .changed
      }
      let comparison = HistoryDiff.compare(
        expected: HistoryExamples.renumbered(steps), actual: HistoryExamples.renumbered(edited))
      #expect(comparison.divergences.map(\.kind) == [expectedKind], "round \(round)")
    }
  }
}
