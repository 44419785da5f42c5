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

/// Writes out and forgets every `UserDefaults` domain swift-corelibs-foundation holds in memory
/// (`CFPreferencesFlushCaches`), so the next read of any domain, `.standard` or a suite, loads it
/// again from its folder. Returns 0 where this build does not name the function (not Linux).
int screenplay_flushPreferences(void);

/// Calls `body` with the name of every `UserDefaults` domain the process holds in memory or finds
/// in its preferences folder (`CFPreferencesCopyApplicationList`); the process's own domain
/// (`.standard`) is named by the process. Returns 0 where this build does not name the function.
int screenplay_preferenceDomains(
    void *_Nullable context, void (*_Nonnull body)(void *_Nullable context, const char *_Nonnull name));

#endif
