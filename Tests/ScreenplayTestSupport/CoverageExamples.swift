import Screenplay

/// Coverage to test its reports with.
package enum CoverageExamples {
  /// Two logs of a screen with states `off` and `on`: one toggles on, one toggles on and off.
  package static let lamp: ScreenCoverage = {
    var first = LogCoverage()
    first.events = ["switch.on"]
    first.states = ["off", "on"]
    first.pairs = [StateEvent(state: "off", event: "switch.on")]
    first.transitions = [Transition("off", "switch.on", "on")]
    var second = first
    second.events.insert("switch.off")
    second.pairs.insert(StateEvent(state: "on", event: "switch.off"))
    second.transitions.insert(Transition("on", "switch.off", "off"))
    second.transitions.insert(Transition("on", Transition.effect, "off"))
    return ScreenCoverage(
      screen: "Lamp", vocabulary: ["switch.on", "switch.off", "bulb.change"],
      declared: [
        Transition("off", "switch.on", "on"), Transition("on", "switch.off", "off"),
        Transition("on", "bulb.change", "on"),
      ],
      covered: [first, second])
  }()
}
