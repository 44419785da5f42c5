/// The history `ScratchProject.log` must replay to, as its golden holds it.
enum CounterHistory {
  static let golden = """
    screenplay-history 2
    log: Tests/EventLogs/Counter/basic.log
    screen: Counter
    fixtures: count
    steps: 9

    ── step 0 · 0.000s · initial
      Counter
        count: 0
        status: idle
        Name: (placeholder "name")
        PIN: (placeholder "pin")

    ── step 1 · 0.000s · name.type text="Ada"
      Counter
        count: 0
        status: idle
        Name: "Ada"
        PIN: (placeholder "pin")

    ── step 2 · 0.100s · pin.type text=•••
      Counter
        count: 0
        status: idle
        Name: "Ada"
        PIN: •••

    ── step 3 · 0.200s · counter.tap
      Counter
        count: 1
        status: idle
        Name: "Ada"
        PIN: •••

    ── step 4 · 0.300s · count.load
      Counter
        count: 1
        status: loading
        Name: "Ada"
        PIN: •••

    ── step 5 · 0.400s · reminder.set
      (unchanged)

    ── step 6 · 0.550s · effect of step 4 · response 200 GET /count (count)
      Counter
        count: 1
        status: loaded 42
        Name: "Ada"
        PIN: •••

    ── step 7 · 0.900s · effect of step 5 · timer 0.500s
      Counter
        count: 1
        status: loaded 42
        Name: "Ada"
        PIN: •••
        reminder!

    ── step 8 · 2.000s · counter.tap
      Counter
        count: 2
        status: loaded 42
        Name: "Ada"
        PIN: •••
        reminder!

    """
}
