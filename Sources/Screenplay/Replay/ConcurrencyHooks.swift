import ScreenplayRuntimeHooks

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Installs the Swift runtime's executor hooks that give each replay all of its app's work.
///
/// Two hooks are enough: the main executor's lookup (`swift_task_getMainExecutor_hook`) answers
/// the replay's own main actor while a replay runs, so every `@MainActor` job (a plain `Task {}`
/// in a view model, a hop back from a service) joins the replay's queue; and the global executor's
/// enqueue (`swift_task_enqueueGlobal_hook`) sends nonisolated jobs and default actors' jobs there
/// too. Work of anything else in the process (other tests, the test runner) goes where it always
/// goes: the hooks pass it to what was installed before them.
///
/// The hooks are installed once per process and stay: outside a replay they cost one thread-local
/// read per job.
enum ConcurrencyHooks {
  private typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
  private typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
  private typealias MainOriginal = @convention(thin) () -> UnownedSerialExecutor
  private typealias MainHook = @convention(thin) (MainOriginal) -> UnownedSerialExecutor

  /// Installs the hooks if they are not installed yet.
  static func install() {
    _ = installed
  }

  private static let installed: Bool = {
    guard
      let enqueue = slot(
        screenplay_enqueueGlobalHook(), "swift_task_enqueueGlobal_hook", as: EnqueueHook?.self),
      let main = slot(
        screenplay_mainExecutorHook(), "swift_task_getMainExecutor_hook", as: MainHook?.self)
    else {
      fatalError(
        "Screenplay: this Swift runtime has no executor hooks; replays need Swift 6.2 or later")
    }
    previousEnqueue = enqueue.pointee
    previousMain = main.pointee
    enqueue.pointee = { job, original in
      if let queue = ReplayThread.owner ?? ReplayThread.delivering {
        queue.enqueueNonisolated(job)
      } else if let previous = ConcurrencyHooks.previousEnqueue {
        previous(job, original)
      } else {
        original(job)
      }
    }
    main.pointee = { original in
      if let queue = ReplayThread.owner ?? ReplayThread.delivering {
        return queue.mainActor.asUnownedSerialExecutor()
      }
      return ConcurrencyHooks.previousMain?(original) ?? original()
    }
    return true
  }()

  // Written once, inside `installed`'s one-time initialiser, before either hook can run.
  nonisolated(unsafe) private static var previousEnqueue: EnqueueHook?
  nonisolated(unsafe) private static var previousMain: MainHook?

  /// The hook's variable: where the linker found it (`linked`, on Linux), else where `dlsym`
  /// finds `name` among the process's exported symbols.
  private static func slot<Hook>(
    _ linked: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ name: String, as type: Hook.Type
  ) -> UnsafeMutablePointer<Hook>? {
    guard
      let address = linked.map(UnsafeMutableRawPointer.init) ?? dlsym(dlopen(nil, RTLD_NOW), name)
    else { return nil }
    return address.assumingMemoryBound(to: Hook.self)
  }
}
