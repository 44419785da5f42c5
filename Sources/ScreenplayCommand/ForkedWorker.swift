#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a worker as a copy of the supervisor (`fork` without `exec`), on Linux, while the
/// supervisor still has a single thread.
///
/// A worker started by `exec` loads the executable and its libraries again and sets up the
/// Swift runtime and Foundation: about 11 ms of CPU before its first log, twice per run on two
/// cores. A copy has all of that done already. It is only safe while the process has one
/// thread: a copy gets no other thread, so it would inherit the locks they hold and the work
/// they were doing. With more than one thread (the supervisor once it has started workers,
/// a test process), or on other systems, workers are started by `exec` (see ``LaneProcess``).
enum ForkedWorker {
  /// The supervisor's ends of a forked worker's standard input, output and error.
  struct Ends: Sendable {
    let pid: Int32
    let input: Int32
    let output: Int32
    let errors: Int32

    /// The descriptors a later copy must close, so that only this process holds them.
    var descriptors: [Int32] { [input, output, errors] }
  }

  /// Whether a worker can be forked now: on Linux, in a process with one thread.
  static var isAvailable: Bool {
    #if os(Linux)
      threadCount() == 1
    #else
      false
    #endif
  }

  /// Forks a worker that runs in `root` with the far ends of a socket (its standard input) and
  /// two pipes (its standard output and error), closes `inherited` (the supervisor's ends of
  /// earlier workers), runs `worker` and exits with its status. Returns the supervisor's ends,
  /// or `nil` when the fork failed.
  @MainActor
  static func fork(
    in root: String, closing inherited: [Int32], worker: () async -> Int32
  ) async -> Ends? {
    #if os(Linux)
      guard let input = socketPair() else { return nil }
      guard let output = makePipe() else {
        for descriptor in [input.supervisor, input.worker] { close(descriptor) }
        return nil
      }
      guard let errors = makePipe() else {
        for descriptor in [input.supervisor, input.worker, output.read, output.write] {
          close(descriptor)
        }
        return nil
      }
      let own = [
        input.supervisor, input.worker, output.read, output.write, errors.read, errors.write,
      ]
      // With a standard stream closed, a pipe could take its number and be closed below.
      guard own.allSatisfy({ $0 > 2 }) else {
        for descriptor in own { close(descriptor) }
        return nil
      }
      // Whatever is buffered would otherwise be written again by the copy, on its frames.
      fflush(nil)
      let pid = Glibc.fork()
      if pid == 0 {
        _ = dup2(input.worker, 0)
        _ = dup2(output.write, 1)
        _ = dup2(errors.write, 2)
        for descriptor in own + inherited { close(descriptor) }
        // An `exec`ed worker runs without the runtime's backtracer, whose handler would be left
        // on the one signal ``TrapBeacon`` does not take.
        signal(SIGQUIT, SIG_DFL)
        guard chdir(root) == 0 else { exit(70) }
        exit(await worker())
      }
      close(input.worker)
      close(output.write)
      close(errors.write)
      guard pid > 0 else {
        for descriptor in [input.supervisor, output.read, errors.read] { close(descriptor) }
        return nil
      }
      return Ends(pid: pid, input: input.supervisor, output: output.read, errors: errors.read)
    #else
      return nil
    #endif
  }

  /// Waits for the worker `pid` to end: its exit status, or the signal that ended it.
  static func wait(for pid: Int32) -> (status: Int32, signaled: Bool) {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return (70, false) }
    }
    let signal = status & 0x7f
    return signal == 0 ? ((status >> 8) & 0xff, false) : (signal, true)
  }

  /// A connected pair of stream sockets, closed in any program this process later `exec`s: a
  /// worker's standard input, which the supervisor writes with `MSG_NOSIGNAL`.
  static func socketPair() -> (supervisor: Int32, worker: Int32)? {
    var ends: [Int32] = [0, 0]
    #if os(Linux)
      let type = Int32(SOCK_STREAM.rawValue)
    #else
      let type = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  #if os(Linux)
    /// A pipe whose ends are closed in any program this process later `exec`s.
    private static func makePipe() -> (read: Int32, write: Int32)? {
      var ends: [Int32] = [0, 0]
      guard Glibc.pipe(&ends) == 0 else { return nil }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      return (ends[0], ends[1])
    }

    /// This process's threads, from the 20th field of `/proc/self/stat`; 0 when unreadable.
    static func threadCount() -> Int {
      let descriptor = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return 0 }
      defer { close(descriptor) }
      var bytes = [UInt8](repeating: 0, count: 1024)
      let count = read(descriptor, &bytes, bytes.count)
      guard count > 0 else { return 0 }
      // The command's name (field 2) is in parentheses and may hold spaces: count after them.
      guard let close = bytes[..<count].lastIndex(of: UInt8(ascii: ")")) else { return 0 }
      let fields = bytes[(close + 1)..<count].split(separator: UInt8(ascii: " "))
      // Fields 3, 4, … follow the name; the number of threads is field 20.
      guard fields.count > 17 else { return 0 }
      return Int(String(decoding: fields[17], as: UTF8.self)) ?? 0
    }
  #endif
}
