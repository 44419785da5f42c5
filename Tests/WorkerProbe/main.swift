import Foundation
import Screenplay
import ScreenplayCommand
import ScreenplaySeams

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// A command line over one scene whose events crash, or keep state, as an app's code can.

/// The probe screen's events.
enum ProbeEvent: LoggableEvent {
  case count, fatal, unwrap, overflow, later, global, defaults, register, thread, ephemeral

  /// The events, as logs name them.
  static let vocabulary = [
    EventSpec<ProbeEvent>("count.tap", summary: "counts one more") { _ in .count },
    EventSpec<ProbeEvent>("fatal.tap", summary: "calls fatalError") { _ in .fatal },
    EventSpec<ProbeEvent>("unwrap.tap", summary: "force-unwraps nil") { _ in .unwrap },
    EventSpec<ProbeEvent>("overflow.tap", summary: "adds past Int.max") { _ in .overflow },
    EventSpec<ProbeEvent>("later.tap", summary: "calls fatalError in a task, after an await") {
      _ in .later
    },
    EventSpec<ProbeEvent>("global.tap", summary: "adds a count the process keeps across replays") {
      _ in .global
    },
    EventSpec<ProbeEvent>("defaults.tap", summary: "adds taps it saves") { _ in .defaults },
    EventSpec<ProbeEvent>("register.tap", summary: "registers a default the process keeps") {
      _ in .register
    },
    EventSpec<ProbeEvent>("thread.tap", summary: "sends a request from a thread of its own") {
      _ in .thread
    },
    EventSpec<ProbeEvent>("ephemeral.tap", summary: "sends through an .ephemeral session") {
      _ in .ephemeral
    },
  ]

  /// The event as a log names it: `count.tap` for ``count``.
  var logged: LoggedEvent {
    LoggedEvent("\(self).tap")
  }
}

/// A counter that crashes on request.
@MainActor final class ProbeScene: Scene {
  nonisolated static let name = "Probe"
  private var count = 0
  private var missing: Int?

  init(environment: AppEnvironment) {}

  func send(_ event: ProbeEvent) {
    switch event {
    case .count: count += 1
    case .fatal: fatalError("the probe crashed on purpose")
    case .unwrap: count = missing!
    case .overflow: count = Int.max - 1 + count
    case .later:
      Task {
        await Task.yield()
        fatalError("the probe crashed later, in a task")
      }
    case .global:
      ProcessMemory.globalTaps += 1
      count += ProcessMemory.globalTaps
    case .defaults:
      // Saved, and written to Documents too: neither may reach the user's home.
      let taps = UserDefaults.standard.integer(forKey: "probe.taps") + 1
      UserDefaults.standard.set(taps, forKey: "probe.taps")
      UserDefaults.standard.synchronize()
      let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
      try? Data("\(taps)".utf8).write(to: documents.appendingPathComponent("taps.txt"))
      // A temporary file an earlier replay left would count a hundred more.
      let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("taps.txt")
      if FileManager.default.fileExists(atPath: temporary.path) { count += 100 }
      try? Data("\(taps)".utf8).write(to: temporary)
      count += taps
    case .register:
      UserDefaults.standard.register(defaults: ["probe.theme": "dark"])
    case .thread:
      // Waits until the thread has sent it, so the replay is still at this event.
      let sent = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        let url = URL(string: "https://api.example.com/escape?appid=k3y")!
        URLSession.shared.dataTask(with: url) { _, _, _ in }.resume()
        sent.signal()
      }
      sent.wait()
    case .ephemeral where ProcessInfo.processInfo.environment["PROBE_THREAD"] != nil:
      // Waits until the thread's request is over, so the replay is still at this event.
      let answered = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        URLSession(configuration: .ephemeral).dataTask(with: Self.target) { _, _, _ in
          answered.signal()
        }.resume()
      }
      answered.wait()
    case .ephemeral:
      // To $PROBE_URL, answered from the fixtures; the status joins the count.
      URLSession(configuration: .ephemeral).dataTask(with: Self.target) { _, response, _ in
        let status = (response as? HTTPURLResponse)?.statusCode ?? -1
        DispatchQueue.main.async { MainActor.assumeIsolated { self.count += status } }
      }.resume()
    }
  }

  /// Where the probe's sessions send: $PROBE_URL.
  private nonisolated static var target: URL {
    URL(string: ProcessInfo.processInfo.environment["PROBE_URL"] ?? "http://127.0.0.1:9/")!
  }

  func render(into canvas: inout Canvas) {
    canvas.text("count: \(count)")
  }
}

/// State of this process that survives from one replay to the next: the bug `verify --repeat`
/// finds.
@MainActor enum ProcessMemory {
  /// Taps of `global.tap` in this process, over every replay.
  static var globalTaps = 0
}

/// The talking screen's events.
enum TalkEvent: LoggableEvent {
  case count, say, chatter

  /// The events, as logs name them.
  static let vocabulary = [
    EventSpec<TalkEvent>("count.tap", summary: "counts one more") { _ in .count },
    EventSpec<TalkEvent>("say.tap", summary: "prints the count") { _ in .say },
    EventSpec<TalkEvent>("chatter.tap", summary: "prints 30 lines, the last without a newline") {
      _ in .chatter
    },
  ]

  /// The event as a log names it: `say.tap` for ``say``.
  var logged: LoggedEvent {
    LoggedEvent("\(self).tap")
  }
}

/// A counter whose app prints: what it prints must never mix with the command's output.
@MainActor final class TalkScene: Scene {
  nonisolated static let name = "Talk"
  private var count = 0

  init(environment: AppEnvironment) {}

  func send(_ event: TalkEvent) {
    switch event {
    case .count: count += 1
    case .say: print("the app says: count is \(count)")
    case .chatter:
      for line in 1...30 { print("chatter \(line)", terminator: line == 30 ? "" : "\n") }
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.text("count: \(count)")
  }
}

await ScreenplayCommand(
  scenes: [SceneDescriptor(ProbeScene.self), SceneDescriptor(TalkScene.self)],
  sceneRegistry: "Tests/WorkerProbe/main.swift",
  cli: "screenplay-worker-probe"
).main()
