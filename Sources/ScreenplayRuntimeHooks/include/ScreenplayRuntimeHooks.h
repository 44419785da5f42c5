// The Swift runtime's executor hooks, named to the linker for Screenplay's ConcurrencyHooks; the
// dispatch queues URLSession works on, for the replay's URLProtocol; and Core Foundation's
// preferences, for a replay's UserDefaults.

#ifndef SCREENPLAY_RUNTIME_HOOKS_H
#define SCREENPLAY_RUNTIME_HOOKS_H

/// Where the runtime keeps its global executor's enqueue hook (`swift_task_enqueueGlobal_hook`),
/// or NULL where this build does not name it: on systems other than Linux, and with a runtime
/// that has no such hook. ConcurrencyHooks then looks it up with `dlsym`.
void *_Nullable *_Nullable screenplay_enqueueGlobalHook(void);

/// Where the runtime keeps its main executor's lookup hook (`swift_task_getMainExecutor_hook`),
/// or NULL, as for `screenplay_enqueueGlobalHook`.
void *_Nullable *_Nullable screenplay_mainExecutorHook(void);

/// The dispatch queue the calling block runs on, retained, or NULL outside Linux.
void *_Nullable screenplay_currentQueue(void);

/// Returns once `queue` has run every block it held when called.
void screenplay_flushQueue(void *_Nonnull queue);

/// Releases a queue from `screenplay_currentQueue`.
void screenplay_releaseQueue(void *_Nonnull queue);

/// Calls `body` with the name of every `UserDefaults` domain the process holds in memory or finds
/// in its preferences folder (`CFPreferencesCopyApplicationList`); the process's own domain
/// (`.standard`) is named by the process. Returns 0 where this build does not name the function.
int screenplay_preferenceDomains(
    void *_Nullable context, void (*_Nonnull body)(void *_Nullable context, const char *_Nonnull name));

/// Removes every value of the `UserDefaults` domain named `name` (`NULL`: the process's own,
/// `.standard`) and returns them, as Core Foundation holds them, for
/// `screenplay_putPreferences`; `NULL` when it holds none, or where this build does not name the
/// functions. Registered defaults are not the domain's, and stay.
const void *_Nullable screenplay_takePreferences(const char *_Nullable name);

/// Sets `values`, from `screenplay_takePreferences`, in the domain named `name` (`NULL`: the
/// process's own).
void screenplay_putPreferences(const char *_Nullable name, const void *_Nonnull values);

/// Releases `values`, from `screenplay_takePreferences`.
void screenplay_releasePreferences(const void *_Nonnull values);

#endif
