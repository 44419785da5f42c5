// Work sent to dispatch queues, as a replay's app code sends it. Defined in the executable,
// `dispatch_async`, `dispatch_async_f`, `dispatch_after`, `dispatch_after_f` and their barrier
// and group forms come before libdispatch's for every library of the process (Swift's
// `DispatchQueue`, Foundation's `OperationQueue` and URLSession):
// - work for the main queue goes to the main queue's handler, which takes it into the replay
//   when the caller is one;
// - work for any other queue, sent from a thread that runs a replay's work, is that replay's:
//   the replay counts it (`begin`) and waits for it at the end of the step (`end`), and the
//   thread that runs it runs the replay's work too, so what it sends on (a hop back to the main
//   queue, a completion handler) is the replay's as well. Its delays (`dispatch_after`) are on
//   the replay's virtual clock (`after`).
// Every other call goes on to libdispatch.
//
// The definitions are weak: where libdispatch is linked into the executable
// (`--static-swift-stdlib`), its own are used, and `screenplay_mainQueueIsReplays` says so. Where
// a sanitizer's runtime defines these functions in the executable (ThreadSanitizer), its own are
// the process's too; there `screenplay_followDispatch` points the entries of the libraries that
// call libdispatch (Swift's Dispatch, Foundation) at these, which call on to the sanitizer's.

#define _GNU_SOURCE
#include "ScreenplayRuntimeHooks.h"
#include "LibraryEntries.h"

#if defined(__linux__)

#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <string.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/// libdispatch's main queue object.
extern char _dispatch_main_q;
extern uint64_t dispatch_time(uint64_t when, int64_t delta);
extern uint64_t dispatch_walltime(const void *when, int64_t delta);
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);

/// The layout every block starts with: what calling one needs.
struct block_layout {
  void *isa;
  int flags;
  int reserved;
  void (*invoke)(void *block);
};

static screenplay_main_work_handler main_work_handler;

SCREENPLAY_UNINSTRUMENTED void screenplay_setMainQueueHandler(screenplay_main_work_handler work) {
  __atomic_store_n(&main_work_handler, work, __ATOMIC_RELEASE);
}

SCREENPLAY_UNINSTRUMENTED static void run_block(void *block) {
  ((struct block_layout *)block)->invoke(block);
  _Block_release(block);
}

static const uint64_t time_now = 0;
static const uint64_t time_forever = ~(uint64_t)0;

/// The delay from now to `when`, a `dispatch_time_t`, in nanoseconds (never below zero), or -1
/// for a time this cannot read (forever, or a clock other than uptime and the wall clock).
SCREENPLAY_UNINSTRUMENTED static int64_t delay_until(uint64_t when) {
  if (when == time_now) return 0;
  if (when == time_forever) return -1;
  int64_t delay;
  if ((int64_t)when < 0) {
    // The wall clock: the time's negated nanoseconds since 1970.
    delay = (-(int64_t)when) - (-(int64_t)dispatch_walltime(NULL, 0));
  } else if (when & ((uint64_t)1 << 62)) {
    return -1;
  } else {
    delay = (int64_t)(when - dispatch_time(time_now, 0));
  }
  return delay < 0 ? 0 : delay;
}

/// Offers `work` with `context` for the main queue after `delay` nanoseconds (-1: at once, in
/// order) to the handler; true when the replay took it.
/// How many pieces of work this thread has handed to a replay: a scheduler compares it before
/// and after it sends work (`screenplay_takenWork`).
static __thread uint64_t taken_work;

SCREENPLAY_UNINSTRUMENTED void screenplay_noteTakenWork(void) { taken_work += 1; }

SCREENPLAY_UNINSTRUMENTED uint64_t screenplay_takenWork(void) { return taken_work; }

SCREENPLAY_UNINSTRUMENTED static bool offer(int64_t delay, void *context, void (*work)(void *)) {
  screenplay_main_work_handler handler = __atomic_load_n(&main_work_handler, __ATOMIC_ACQUIRE);
  if (handler == NULL || !handler(delay, context, work)) return false;
  taken_work += 1;
  return true;
}

/// Offers a block for the main queue to the handler, copied; true when the replay took it.
SCREENPLAY_UNINSTRUMENTED static bool offer_block(int64_t delay, void *block) {
  if (__atomic_load_n(&main_work_handler, __ATOMIC_ACQUIRE) == NULL) return false;
  void *copy = _Block_copy(block);
  if (offer(delay, copy, run_block)) return true;
  _Block_release(copy);
  return false;
}

bool screenplay_offerMainQueueBlock(void *_Nonnull block) { return offer_block(-1, block); }

static bool is_main(void *queue) { return queue == (void *)&_dispatch_main_q; }

typedef void (*async_function)(void *, void *);
typedef void (*async_f_function)(void *, void *, void (*)(void *));
typedef void (*after_function)(uint64_t, void *, void *);
typedef void (*after_f_function)(uint64_t, void *, void *, void (*)(void *));
typedef void (*group_async_function)(void *, void *, void *);
typedef void (*group_async_f_function)(void *, void *, void *, void (*)(void *));

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_async(void *queue, void *block);
SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_async_f(
    void *queue, void *context, void (*work)(void *));
SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_barrier_async(void *queue, void *block);
SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_barrier_async_f(
    void *queue, void *context, void (*work)(void *));
SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_group_async(
    void *group, void *queue, void *block);
SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_group_async_f(
    void *group, void *queue, void *context, void (*work)(void *));
SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_after(
    uint64_t when, void *queue, void *block);
SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_after_f(
    uint64_t when, void *queue, void *context, void (*work)(void *));

/// What `name` calls on to: the process's definition (a sanitizer's) when it is not this file's
/// `replay_<name>`, else libdispatch's.
SCREENPLAY_UNINSTRUMENTED static void *next(const char *name, void *ours) {
  void *found = dlsym(RTLD_DEFAULT, name);
  return found != NULL && found != ours ? found : dlsym(RTLD_NEXT, name);
}

/// The function `name` calls on to, looked up once.
#define REAL(type, name)                                                                         \
  static type real_##name;                                                                       \
  if (real_##name == NULL) real_##name = (type)next(#name, (void *)replay_##name)

/// The replay whose work the calling thread runs, if any.
static __thread void *current_replay;
static const screenplay_dispatch_handlers *dispatch_handlers;

SCREENPLAY_UNINSTRUMENTED void screenplay_setDispatchHandlers(
    const screenplay_dispatch_handlers *handlers) {
  __atomic_store_n(&dispatch_handlers, handlers, __ATOMIC_RELEASE);
}

SCREENPLAY_UNINSTRUMENTED void *screenplay_setDispatchReplay(void *replay) {
  void *previous = current_replay;
  current_replay = replay;
  return previous;
}

SCREENPLAY_UNINSTRUMENTED void *screenplay_dispatchReplay(void) { return current_replay; }

/// The operator whose work the calling thread hands to a scheduler now (a static string), if any.
static __thread const char *scheduling_operator;

SCREENPLAY_UNINSTRUMENTED const char *screenplay_setSchedulingOperator(const char *name) {
  const char *previous = scheduling_operator;
  scheduling_operator = name;
  return previous;
}

SCREENPLAY_UNINSTRUMENTED void screenplay_reportUntakenWork(const char *scheduler) {
  const screenplay_dispatch_handlers *handlers =
      __atomic_load_n(&dispatch_handlers, __ATOMIC_ACQUIRE);
  if (handlers == NULL) return;
  // Where the replay follows libdispatch, work from outside every replay is no replay's: only a
  // replay's own thread reports. Where it cannot (libdispatch linked into the executable), a
  // replay's work goes on on threads the replay does not know, and the handler decides.
  if (current_replay == NULL && screenplay_mainQueueIsReplays()) return;
  handlers->untaken(current_replay, scheduling_operator, scheduler);
}

/// A replay's work on its way to a queue.
struct replay_work {
  void *replay;
  void *context;
  void (*work)(void *);
};

/// Runs a replay's work, marking the thread as running that replay meanwhile, its clocks reading
/// the replay's virtual time (so `DispatchTime.now()` there, and the delay of an `asyncAfter`
/// sent from there, are the replay's).
SCREENPLAY_UNINSTRUMENTED static void run_replay_work(void *pointer) {
  struct replay_work work = *(struct replay_work *)pointer;
  free(pointer);
  void *previous = current_replay;
  current_replay = work.replay;
  int64_t previous_time = screenplay_setVirtualTime(dispatch_handlers->now(work.replay));
  work.work(work.context);
  int64_t slept = screenplay_takeVirtualSleep();
  screenplay_setVirtualTime(previous_time);
  current_replay = previous;
  if (slept > 0) dispatch_handlers->slept(work.replay, slept);
  dispatch_handlers->end(work.replay);
}

/// `work(context)` wrapped as `replay`'s, for `run_replay_work`; NULL when out of memory.
SCREENPLAY_UNINSTRUMENTED static struct replay_work *wrap(
    void *replay, void *context, void (*work)(void *)) {
  struct replay_work *wrapped = malloc(sizeof(struct replay_work));
  if (wrapped == NULL) return NULL;
  wrapped->replay = replay;
  wrapped->context = context;
  wrapped->work = work;
  return wrapped;
}

SCREENPLAY_UNINSTRUMENTED void screenplay_dispatchAsReplays(
    void *replay, void *queue, void *context, void (*work)(void *)) {
  REAL(async_f_function, dispatch_async_f);
  struct replay_work *wrapped = wrap(replay, context, work);
  if (wrapped == NULL) {
    real_dispatch_async_f(queue, context, work);
    dispatch_handlers->end(replay);
    return;
  }
  real_dispatch_async_f(queue, wrapped, run_replay_work);
}

SCREENPLAY_UNINSTRUMENTED void screenplay_dispatchPlainly(
    void *queue, void *context, void (*work)(void *)) {
  REAL(async_f_function, dispatch_async_f);
  real_dispatch_async_f(queue, context, work);
}

/// The replay the calling thread runs, once it has counted one more piece of work: NULL when
/// the thread runs none, or its replay takes no more work.
SCREENPLAY_UNINSTRUMENTED static void *begin_replay_work(void) {
  void *replay = current_replay;
  if (replay == NULL) return NULL;
  const screenplay_dispatch_handlers *handlers =
      __atomic_load_n(&dispatch_handlers, __ATOMIC_ACQUIRE);
  if (handlers == NULL || !handlers->begin(replay)) return NULL;
  return replay;
}

/// Sends `work(context)` to `queue` as the calling thread's replay's, through `send` (one of
/// libdispatch's `_f` functions, `group` its group or NULL); false when the thread runs no
/// replay.
SCREENPLAY_UNINSTRUMENTED static bool send_as_replays(
    void *group, void *queue, void *context, void (*work)(void *),
    void (*send)(void *, void *, void *, void (*)(void *))) {
  void *replay = begin_replay_work();
  if (replay == NULL) return false;
  struct replay_work *wrapped = wrap(replay, context, work);
  if (wrapped == NULL) {
    dispatch_handlers->end(replay);
    return false;
  }
  send(group, queue, wrapped, run_replay_work);
  taken_work += 1;
  return true;
}

/// The same, for a block: copied, and released once run.
SCREENPLAY_UNINSTRUMENTED static bool send_block_as_replays(
    void *group, void *queue, void *block,
    void (*send)(void *, void *, void *, void (*)(void *))) {
  if (current_replay == NULL) return false;
  void *copy = _Block_copy(block);
  if (send_as_replays(group, queue, copy, run_block, send)) return true;
  _Block_release(copy);
  return false;
}

SCREENPLAY_UNINSTRUMENTED static void send_async_f(
    void *group, void *queue, void *context, void (*work)(void *)) {
  (void)group;
  REAL(async_f_function, dispatch_async_f);
  real_dispatch_async_f(queue, context, work);
}

SCREENPLAY_UNINSTRUMENTED static void send_barrier_async_f(
    void *group, void *queue, void *context, void (*work)(void *)) {
  (void)group;
  REAL(async_f_function, dispatch_barrier_async_f);
  real_dispatch_barrier_async_f(queue, context, work);
}

SCREENPLAY_UNINSTRUMENTED static void send_group_async_f(
    void *group, void *queue, void *context, void (*work)(void *)) {
  REAL(group_async_f_function, dispatch_group_async_f);
  real_dispatch_group_async_f(group, queue, context, work);
}

/// Takes `work(context)` for `queue` after `delay` nanoseconds into the calling thread's
/// replay, on its virtual clock; false when the thread runs no replay.
SCREENPLAY_UNINSTRUMENTED static bool after_as_replays(
    int64_t delay, void *queue, void *context, void (*work)(void *)) {
  void *replay = current_replay;
  if (replay == NULL || delay < 0) return false;
  const screenplay_dispatch_handlers *handlers =
      __atomic_load_n(&dispatch_handlers, __ATOMIC_ACQUIRE);
  if (handlers == NULL || !handlers->after(replay, delay, queue, context, work)) return false;
  taken_work += 1;
  return true;
}

SCREENPLAY_UNINSTRUMENTED static bool after_block_as_replays(
    int64_t delay, void *queue, void *block) {
  if (current_replay == NULL || delay < 0) return false;
  void *copy = _Block_copy(block);
  if (after_as_replays(delay, queue, copy, run_block)) return true;
  _Block_release(copy);
  return false;
}

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_async(void *queue, void *block) {
  if (is_main(queue) ? offer_block(-1, block)
                     : send_block_as_replays(NULL, queue, block, send_async_f)) {
    return;
  }
  REAL(async_function, dispatch_async);
  real_dispatch_async(queue, block);
}

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_async_f(
    void *queue, void *context, void (*work)(void *)) {
  if (is_main(queue) ? offer(-1, context, work)
                     : send_as_replays(NULL, queue, context, work, send_async_f)) {
    return;
  }
  REAL(async_f_function, dispatch_async_f);
  real_dispatch_async_f(queue, context, work);
}

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_barrier_async(void *queue, void *block) {
  if (send_block_as_replays(NULL, queue, block, send_barrier_async_f)) return;
  REAL(async_function, dispatch_barrier_async);
  real_dispatch_barrier_async(queue, block);
}

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_barrier_async_f(
    void *queue, void *context, void (*work)(void *)) {
  if (send_as_replays(NULL, queue, context, work, send_barrier_async_f)) return;
  REAL(async_f_function, dispatch_barrier_async_f);
  real_dispatch_barrier_async_f(queue, context, work);
}

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_group_async(
    void *group, void *queue, void *block) {
  if (!is_main(queue) && send_block_as_replays(group, queue, block, send_group_async_f)) return;
  REAL(group_async_function, dispatch_group_async);
  real_dispatch_group_async(group, queue, block);
}

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_group_async_f(
    void *group, void *queue, void *context, void (*work)(void *)) {
  if (!is_main(queue) && send_as_replays(group, queue, context, work, send_group_async_f)) return;
  REAL(group_async_f_function, dispatch_group_async_f);
  real_dispatch_group_async_f(group, queue, context, work);
}

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_after(uint64_t when, void *queue, void *block) {
  int64_t delay = current_replay != NULL || is_main(queue) ? delay_until(when) : -1;
  if (is_main(queue) ? delay >= 0 && offer_block(delay, block)
                     : after_block_as_replays(delay, queue, block)) {
    return;
  }
  REAL(after_function, dispatch_after);
  real_dispatch_after(when, queue, block);
}

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_after_f(
    uint64_t when, void *queue, void *context, void (*work)(void *)) {
  int64_t delay = current_replay != NULL || is_main(queue) ? delay_until(when) : -1;
  if (is_main(queue) ? delay >= 0 && offer(delay, context, work)
                     : after_as_replays(delay, queue, context, work)) {
    return;
  }
  REAL(after_f_function, dispatch_after_f);
  real_dispatch_after_f(when, queue, context, work);
}

void dispatch_async(void *queue, void *block)
    __attribute__((weak, alias("replay_dispatch_async")));
void dispatch_async_f(void *queue, void *context, void (*work)(void *))
    __attribute__((weak, alias("replay_dispatch_async_f")));
void dispatch_barrier_async(void *queue, void *block)
    __attribute__((weak, alias("replay_dispatch_barrier_async")));
void dispatch_barrier_async_f(void *queue, void *context, void (*work)(void *))
    __attribute__((weak, alias("replay_dispatch_barrier_async_f")));
void dispatch_group_async(void *group, void *queue, void *block)
    __attribute__((weak, alias("replay_dispatch_group_async")));
void dispatch_group_async_f(void *group, void *queue, void *context, void (*work)(void *))
    __attribute__((weak, alias("replay_dispatch_group_async_f")));
void dispatch_after(uint64_t when, void *queue, void *block)
    __attribute__((weak, alias("replay_dispatch_after")));
void dispatch_after_f(uint64_t when, void *queue, void *context, void (*work)(void *))
    __attribute__((weak, alias("replay_dispatch_after_f")));

/// Whether the libraries' entries point here (see `screenplay_followDispatch`).
static int followed;

/// The functions of this file, by the name they stand for.
static const struct {
  const char *name;
  void *function;
} replacements[] = {
    {"dispatch_async", (void *)replay_dispatch_async},
    {"dispatch_async_f", (void *)replay_dispatch_async_f},
    {"dispatch_barrier_async", (void *)replay_dispatch_barrier_async},
    {"dispatch_barrier_async_f", (void *)replay_dispatch_barrier_async_f},
    {"dispatch_group_async", (void *)replay_dispatch_group_async},
    {"dispatch_group_async_f", (void *)replay_dispatch_group_async_f},
    {"dispatch_after", (void *)replay_dispatch_after},
    {"dispatch_after_f", (void *)replay_dispatch_after_f},
};

SCREENPLAY_UNINSTRUMENTED static int follow_library(
    struct dl_phdr_info *library, size_t size, void *entries) {
  (void)size;
  const char *name = library->dlpi_name;
  if (name == NULL || (!screenplay_nameContains(name, "libswiftDispatch")
      && !screenplay_nameContains(name, "libFoundation"))) {
    return 0;
  }
  for (size_t index = 0; index < sizeof replacements / sizeof replacements[0]; index++) {
    screenplay_findEntry(
        library, replacements[index].name, replacements[index].function, entries);
  }
  return 0;
}

/// Points the libraries' entries here, once, where the process's functions are another's.
SCREENPLAY_UNINSTRUMENTED static void follow_once(void) {
  void *process = dlsym(RTLD_DEFAULT, "dispatch_async");
  if (process == NULL || process == (void *)replay_dispatch_async) return;
  static struct screenplay_entries entries;
  dl_iterate_phdr(follow_library, &entries);
  followed = entries.count > 0 && screenplay_patchEntries(&entries);
}

SCREENPLAY_UNINSTRUMENTED void screenplay_followDispatch(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, follow_once);
}

SCREENPLAY_UNINSTRUMENTED bool screenplay_mainQueueIsReplays(void) {
  // Once true, true for good: the answer is looked up until then.
  static bool known;
  if (__atomic_load_n(&known, __ATOMIC_ACQUIRE)) return true;
  bool answer = dlsym(RTLD_DEFAULT, "dispatch_async") == (void *)replay_dispatch_async
      || __atomic_load_n(&followed, __ATOMIC_ACQUIRE);
  if (answer) __atomic_store_n(&known, true, __ATOMIC_RELEASE);
  return answer;
}

#else

void screenplay_setMainQueueHandler(screenplay_main_work_handler work) { (void)work; }

SCREENPLAY_UNINSTRUMENTED bool screenplay_offerMainQueueBlock(void *_Nonnull block) {
  (void)block;
  return false;
}

bool screenplay_mainQueueIsReplays(void) { return false; }

void screenplay_followDispatch(void) {}

void screenplay_setDispatchHandlers(const screenplay_dispatch_handlers *handlers) {
  (void)handlers;
}

void *screenplay_setDispatchReplay(void *replay) {
  (void)replay;
  return NULL;
}

void *screenplay_dispatchReplay(void) { return NULL; }

void screenplay_noteTakenWork(void) {}

uint64_t screenplay_takenWork(void) { return 0; }

const char *screenplay_setSchedulingOperator(const char *name) {
  (void)name;
  return NULL;
}

void screenplay_reportUntakenWork(const char *scheduler) { (void)scheduler; }

void screenplay_dispatchAsReplays(void *replay, void *queue, void *context, void (*work)(void *)) {
  (void)replay;
  (void)queue;
  (void)context;
  (void)work;
}

void screenplay_dispatchPlainly(void *queue, void *context, void (*work)(void *)) {
  (void)queue;
  (void)context;
  (void)work;
}

#endif
