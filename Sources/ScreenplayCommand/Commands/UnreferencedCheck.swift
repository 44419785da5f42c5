import Screenplay

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The whole suite's check for files no log accounts for, after a full run (or its first
/// shard): lists, fails on or deletes them as `--unreferenced` says, and names the files under
/// the event-log folder that no run reads (never deleting them).
@MainActor
struct UnreferencedCheck {
  let context: CommandContext
  let options: VerifyOptions

  private var project: Project { context.project }
  private var console: Console { context.console }

  /// The unreferenced files of `run`: none for a filtered run or a later shard.
  func find(_ run: FinishedRun) -> UnreferencedFiles {
    guard run.selection.filters.isEmpty, (options.shard?.index ?? 1) == 1 else {
      return UnreferencedFiles()
    }
    return UnreferencedFiles.find(in: project, outcomes: run.outcomes)
  }

  /// Says what `files` holds and acts on it; returns whether they fail the run.
  func report(_ files: UnreferencedFiles) -> Bool {
    let unreadFailed = reportUnread(files.unread, quiet: options.json)
    return handle(files, quiet: options.json || options.quiet) || unreadFailed
  }

  /// Lists, fails on or deletes unreferenced files; returns whether they fail the run.
  private func handle(_ files: UnreferencedFiles, quiet: Bool) -> Bool {
    guard !files.all.isEmpty else { return false }
    let policy = options.unreferenced
    var failedDelete = false
    for path in files.all {
      if policy == .delete, let reason = delete(path) {
        console.printError("error: cannot delete \(path): \(reason)")
        failedDelete = true
        continue
      }
      let verb = policy == .delete ? "deleted" : "unreferenced"
      if !quiet {
        console.print(
          "\(verb): \(path)"
            + (files.pending.contains(path) ? " (pending history without a log)" : ""))
      }
    }
    if !quiet, policy == .warn {
      console.print(
        "  no log accounts for these files: delete them with --unreferenced=delete, or fail on them with --unreferenced=fail"
      )
    }
    return policy == .fail || failedDelete
  }

  /// Names the files under the event-log folder that no run reads; returns whether they fail
  /// the run, as unreferenced files do under `--unreferenced=fail`.
  private func reportUnread(_ unread: [String], quiet: Bool) -> Bool {
    guard !unread.isEmpty else { return false }
    if !quiet {
      for file in unread { console.print("not read: \(file)") }
      let folder = project.layout.eventLogs
      console.print(
        "  a log is \(folder)/<Screen>/<name>.log: move these there, or out of \(folder)/"
      )
    }
    return options.unreferenced == .fail
  }

  /// Deletes the file at `path` (relative to the project); why not, when it could not.
  private func delete(_ path: String) -> String? {
    guard unlink(project.absolute(path)) != 0, errno != ENOENT else { return nil }
    return String(cString: strerror(errno))
  }
}
