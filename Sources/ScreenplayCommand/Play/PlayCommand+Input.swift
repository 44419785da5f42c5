import Screenplay

extension PlayCommand {
  /// Runs one input line; `false` when it ends the session.
  func perform(
    _ line: String, _ session: PlaySession, _ printer: PlayPrinter, _ input: inout PlayInput
  ) async -> Bool {
    let words = line.split(separator: " ").map(String.init)
    switch words.first {
    case nil: break
    case "quit", "exit": return false
    case "help": for text in Self.help { console.print(text) }
    case "events": _ = EventsCommand(context: context).list(session.scene.name)
    case "time": console.print("time: \(TimeFormat.seconds(session.now))")
    case "show": printer.show(session)
    case "undo": await undo(session, printer)
    case "save": await save(words.dropFirst().first, session, printer, &input)
    case "wait": wait(after: "wait", in: line, session, printer, input)
    case let word? where word.hasPrefix("+"): wait(after: "+", in: line, session, printer, input)
    default: await send(line, session, printer, input)
    }
    return true
  }

  /// Sends the event on `line`, read and checked as a log line, at the session's clock.
  private func send(
    _ line: String, _ session: PlaySession, _ printer: PlayPrinter, _ input: PlayInput
  ) async {
    do throws(Diagnostic) {
      guard
        let entry = try TypedEvent.entry(
          line, at: session.now, logLine: session.nextLine, path: "input", line: input.line)
      else { return }
      do {
        try await session.send(entry)
      } catch {
        // The vocabulary's check of the typed entry: its columns are the typed line's.
        throw Diagnostic(
          path: "input", line: input.line, column: error.column, message: error.message,
          hint: error.hint)
      }
      printer.reveal(session)
    } catch {
      console.print(error.description)
    }
  }

  /// Lets the duration after `command` on `line` pass on the virtual clock, printing the steps
  /// it brings.
  private func wait(
    after command: String, in line: String, _ session: PlaySession, _ printer: PlayPrinter,
    _ input: PlayInput
  ) {
    let text = line.drop { $0 == " " }.dropFirst(command.count)
    let duration: Duration
    do {
      duration = try TypedEvent.duration(
        String(text), path: "input", line: input.line, column: line.count - text.count + 1)
    } catch {
      console.print(error.description)
      return
    }
    session.advance(by: duration)
    printer.reveal(session)
    console.print("time: \(TimeFormat.seconds(session.now))")
  }

  private func undo(_ session: PlaySession, _ printer: PlayPrinter) async {
    guard let entry = await session.undo() else {
      console.print("nothing to undo")
      return
    }
    printer.rewind(session)
    let text = EventLogWriter.eventText(entry, maskingSecrets: true)
    console.print("undid line \(entry.line) · \(text); time: \(TimeFormat.seconds(session.now))")
    printer.show(session)
  }
}
