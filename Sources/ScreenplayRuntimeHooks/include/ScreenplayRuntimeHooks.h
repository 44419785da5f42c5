// The Swift runtime's executor hooks, named to the linker for Screenplay's ConcurrencyHooks; the
// dispatch queues URLSession works on, for the replay's URLProtocol; Core Foundation's
// preferences, for a replay's UserDefaults; and the C library's clocks, for its virtual time.

#ifndef SCREENPLAY_RUNTIME_HOOKS_H
#define SCREENPLAY_RUNTIME_HOOKS_H

#include <stdbool.h>
#include <stdint.h>

/// Marks a function the C library's or a runtime's callers reach: a sanitizer does not instrument
/// it, since such a function runs on threads the sanitizer has not set up, or has torn down
/// (thread-local destructors).
#if defined(__has_attribute)
#if __has_attribute(disable_sanitizer_instrumentation)
#define SCREENPLAY_UNINSTRUMENTED __attribute__((disable_sanitizer_instrumentation))
#endif
#endif
#ifndef SCREENPLAY_UNINSTRUMENTED
#define SCREENPLAY_UNINSTRUMENTED
#endif

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

/// Makes this thread's clocks (`clock_gettime`, `gettimeofday`, `time`, and through them
/// `Date()`, the Swift clocks and `DispatchTime.now()`) read `nanoseconds` of a replay's virtual
/// time, or the real clocks again when `nanoseconds` is negative; returns the previous setting
/// (negative for the real clocks). While the clocks are virtual, a sleep (`nanosleep`, `usleep`,
/// `Thread.sleep`) does not wait: it moves the thread's virtual time on and is counted. Other
/// systems than Linux keep the real clocks.
int64_t screenplay_setVirtualTime(int64_t nanoseconds);

/// Moves this thread's virtual time to `nanoseconds`, if its clocks are virtual: the replay's
/// clock moved on while the app's code runs (a wake-up).
void screenplay_moveVirtualTime(int64_t nanoseconds);

/// The nanoseconds this thread was asked to sleep while its clocks were virtual, since the last
/// call.
int64_t screenplay_takeVirtualSleep(void);

/// Takes work for the main dispatch queue, `work(context)` after `delay` nanoseconds (-1: at
/// once, after what is queued already), into the calling thread's replay; false when the thread
/// is no replay's, and the work goes on to libdispatch.
typedef bool (*screenplay_main_work_handler)(
    int64_t delay, void *_Nullable context, void (*_Nonnull work)(void *_Nullable));

/// Installs what the main queue's work asks (see DispatchWork.c).
void screenplay_setMainQueueHandler(screenplay_main_work_handler _Nullable work);

/// Whether this process's main queue reaches the handler: false where libdispatch is linked into
/// the executable, and on systems other than Linux.
bool screenplay_mainQueueIsReplays(void);

/// Where a sanitizer's runtime defines libdispatch's functions in the executable, points the
/// entries of the libraries that call them (Swift's Dispatch, Foundation) at the harness's, once;
/// elsewhere does nothing (see DispatchWork.c).
void screenplay_followDispatch(void);

/// What a replay's work sent to dispatch queues other than the main queue asks of Screenplay
/// (see DispatchWork.c). `replay` is what `screenplay_setDispatchReplay` was given.
typedef struct {
  /// One more piece of `replay`'s work is on its way to a queue; false when the replay takes no
  /// more work, and the work runs as anyone's.
  bool (*_Nonnull begin)(void *_Nonnull replay);
  /// A piece of `replay`'s work, counted by `begin`, has run.
  void (*_Nonnull end)(void *_Nonnull replay);
  /// Takes `work(context)` for `queue` after `delay` nanoseconds of `replay`'s virtual time;
  /// false when the replay takes no more work, and libdispatch waits for it.
  bool (*_Nonnull after)(
      void *_Nonnull replay, int64_t delay, void *_Nonnull queue, void *_Nullable context,
      void (*_Nonnull work)(void *_Nullable));
  /// `replay`'s virtual time now, in nanoseconds, which the clocks of a thread running its work
  /// read meanwhile; -1 when the replay has no clock left, and they read the real ones.
  int64_t (*_Nonnull now)(void *_Nonnull replay);
  /// A piece of `replay`'s work asked its thread to sleep `nanoseconds` (which it did not wait).
  void (*_Nonnull slept)(void *_Nonnull replay, int64_t nanoseconds);
  /// Work that `operator` (a Combine operator, or NULL) handed to `scheduler` from `replay`'s
  /// work (NULL: from a thread of no replay's, where the replay does not follow libdispatch) did
  /// not reach the replay (`screenplay_reportUntakenWork`).
  void (*_Nonnull untaken)(
      void *_Nullable replay, const char *_Nullable operator, const char *_Nonnull scheduler);
} screenplay_dispatch_handlers;

/// Installs what a replay's dispatch work asks; `handlers` must live for the process.
void screenplay_setDispatchHandlers(const screenplay_dispatch_handlers *_Nonnull handlers);

/// Marks the calling thread as running `replay`'s work (NULL: none's); returns the previous mark.
void *_Nullable screenplay_setDispatchReplay(void *_Nullable replay);

/// The replay whose work the calling thread runs: the replay's own thread, or a queue's thread
/// running work the replay sent there.
void *_Nullable screenplay_dispatchReplay(void);

/// How many pieces of work the calling thread has handed to a replay (to a queue, after a delay,
/// as a Timer): what a scheduler compares before and after it sends work, to see the replay
/// took it.
uint64_t screenplay_takenWork(void);

/// Counts one more piece of work handed to a replay (a Timer it took).
void screenplay_noteTakenWork(void);

/// Names the operator (a static string, or NULL) whose work the calling thread hands to a
/// scheduler now; returns the previous name.
const char *_Nullable screenplay_setSchedulingOperator(const char *_Nullable name);

/// Reports that work the calling thread handed to `scheduler` did not reach a replay, and would
/// wait on real time: the replay fails at its log line, naming the operator. On a thread that runs
/// no replay's work it reports only where the replay does not follow libdispatch (which is then
/// linked into the executable), to the one replay running, if one is.
void screenplay_reportUntakenWork(const char *_Nonnull scheduler);

/// Sends `work(context)` to `queue` as `replay`'s work, already counted by `begin`.
void screenplay_dispatchAsReplays(
    void *_Nonnull replay, void *_Nonnull queue, void *_Nullable context,
    void (*_Nonnull work)(void *_Nullable));

/// Sends `work(context)` to `queue` as no replay's.
void screenplay_dispatchPlainly(
    void *_Nonnull queue, void *_Nullable context, void (*_Nonnull work)(void *_Nullable));

/// Retains a dispatch queue, for `screenplay_releaseQueue`.
void screenplay_retainQueue(void *_Nonnull queue);

/// Offers a block for the main queue, at once and in order, to the main queue's handler;
/// true when the calling thread's replay took it (copied).
bool screenplay_offerMainQueueBlock(void *_Nonnull block);

/// Takes a `CFRunLoopTimer` the app adds to a run loop into the calling thread's replay; false
/// when the thread runs no replay, and the timer goes on to its run loop.
typedef bool (*screenplay_timer_handler)(void *_Nonnull timer);

/// Installs what `CFRunLoopAddTimer` asks (see RunLoopTimers.c).
void screenplay_setTimerHandler(screenplay_timer_handler _Nullable handler);

/// The object a `CFRunLoopTimer` was made for (its context's info): Foundation's `Timer`.
void *_Nullable screenplay_timerObject(void *_Nonnull timer);

/// Whether this process's run loop timers and blocks reach the handlers: false where Foundation
/// is linked into the executable, and on systems other than Linux.
bool screenplay_runLoopIsReplays(void);

/// A replay's randomness: its generator's state and the ids `UUID()` has given (see Randomness.c).
typedef struct {
  uint64_t seed;
  uint64_t ids;
} screenplay_random_state;

/// Makes the calling thread's randomness `state`'s (NULL: the runtime's); returns the previous.
screenplay_random_state *_Nullable screenplay_setReplayRandom(
    screenplay_random_state *_Nullable state);

/// Whether this process's randomness reaches Randomness.c: false where Foundation is linked into
/// the executable (`UUID()` stays random there), and on systems other than Linux.
bool screenplay_randomnessIsReplays(void);

/// What becomes of a transfer about to start (see NetworkGuard.c).
typedef enum {
  /// It goes to the network.
  screenplay_transfer_sent,
  /// It fails at once, and nothing leaves.
  screenplay_transfer_stopped,
  /// A replay answers it: libcurl never gets it.
  screenplay_transfer_taken,
} screenplay_transfer_fate;

/// Decides the fate of a transfer about to start, to `url` with `method`: `transfer` is
/// FoundationNetworking's handle object for it (or NULL), and `replay` the replay whose work
/// started it (`screenplay_dispatchReplay`), if any.
typedef screenplay_transfer_fate (*screenplay_network_guard)(
    const char *_Nonnull url, const char *_Nonnull method, void *_Nullable transfer,
    void *_Nullable replay);

/// Puts `guard` before every transfer FoundationNetworking starts, from its shared library or from
/// the executable it is linked into; false where it cannot (a system other than Linux, or no
/// libcurl).
bool screenplay_guardNetwork(screenplay_network_guard _Nonnull guard);

/// Lets through the transfer to `url` the harness is about to start, and every later one of the
/// same URLSession.
void screenplay_allowNetwork(const char *_Nonnull url);

#endif
