// The main dispatch queue, as a replay's app code sees it. Defined in the
// executable, `dispatch_async`, `dispatch_async_f`, `dispatch_after` and `dispatch_after_f` come
// before libdispatch's for every library of the process (Swift's `DispatchQueue.main.async`,
// Foundation's `OperationQueue.main`): work for the main queue goes to the handler Screenplay
// installs, which takes it into the replay when the caller is one, and every other call goes on
// to libdispatch.
//
// The definitions are weak: where libdispatch is linked into the executable
// (`--static-swift-stdlib`), its own are used, and `screenplay_mainQueueIsReplays` says so.

#define _GNU_SOURCE
#include "ScreenplayRuntimeHooks.h"

#if defined(__linux__)

#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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
SCREENPLAY_UNINSTRUMENTED static bool offer(int64_t delay, void *context, void (*work)(void *)) {
  screenplay_main_work_handler handler = __atomic_load_n(&main_work_handler, __ATOMIC_ACQUIRE);
  return handler != NULL && handler(delay, context, work);
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

static void *next(const char *name) { return dlsym(RTLD_NEXT, name); }

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_async(void *queue, void *block) {
  if (is_main(queue) && offer_block(-1, block)) return;
  static async_function real;
  if (real == NULL) real = (async_function)next("dispatch_async");
  real(queue, block);
}

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_async_f(void *queue, void *context, void (*work)(void *)) {
  if (is_main(queue) && offer(-1, context, work)) return;
  static async_f_function real;
  if (real == NULL) real = (async_f_function)next("dispatch_async_f");
  real(queue, context, work);
}

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_after(uint64_t when, void *queue, void *block) {
  int64_t delay = is_main(queue) ? delay_until(when) : -1;
  if (delay >= 0 && offer_block(delay, block)) return;
  static after_function real;
  if (real == NULL) real = (after_function)next("dispatch_after");
  real(when, queue, block);
}

SCREENPLAY_UNINSTRUMENTED static void replay_dispatch_after_f(
    uint64_t when, void *queue, void *context, void (*work)(void *)) {
  int64_t delay = is_main(queue) ? delay_until(when) : -1;
  if (delay >= 0 && offer(delay, context, work)) return;
  static after_f_function real;
  if (real == NULL) real = (after_f_function)next("dispatch_after_f");
  real(when, queue, context, work);
}

void dispatch_async(void *queue, void *block)
    __attribute__((weak, alias("replay_dispatch_async")));
void dispatch_async_f(void *queue, void *context, void (*work)(void *))
    __attribute__((weak, alias("replay_dispatch_async_f")));
void dispatch_after(uint64_t when, void *queue, void *block)
    __attribute__((weak, alias("replay_dispatch_after")));
void dispatch_after_f(uint64_t when, void *queue, void *context, void (*work)(void *))
    __attribute__((weak, alias("replay_dispatch_after_f")));

SCREENPLAY_UNINSTRUMENTED bool screenplay_mainQueueIsReplays(void) {
  return dlsym(RTLD_DEFAULT, "dispatch_async") == (void *)replay_dispatch_async;
}

#else

void screenplay_setMainQueueHandler(screenplay_main_work_handler work) { (void)work; }

SCREENPLAY_UNINSTRUMENTED bool screenplay_offerMainQueueBlock(void *_Nonnull block) {
  (void)block;
  return false;
}

bool screenplay_mainQueueIsReplays(void) { return false; }

#endif
