// The C library's clocks and sleeps, as a thread running a replay's app code sees them: the
// replay's virtual time. Defined in the executable, these functions come before the C library's
// for every library of the process (Foundation's `Date()`, the Swift runtime's clocks,
// libdispatch's `DispatchTime.now()`), so a view model that reads the clock directly reads the
// replay's. On every other thread, and on a replay's thread outside the app's code, they are the
// C library's own.

#define _GNU_SOURCE
#include "ScreenplayRuntimeHooks.h"

#if defined(__linux__)

#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

/// This thread's virtual time in nanoseconds plus one; 0 while the thread reads the real clocks
/// (a thread's value starts at 0).
static _Thread_local int64_t virtual_nanoseconds_plus_one;
/// What the app asked this thread to sleep while it read virtual time, in nanoseconds.
static _Thread_local int64_t slept_nanoseconds;

/// 2026-01-01T00:00:00Z, the wall clock's reading at virtual time zero (as `AppEnvironment.now`).
static const int64_t wall_origin_seconds = 1767225600;
/// The monotonic clocks' reading at virtual time zero: one second, well below any machine's real
/// uptime, so a dispatch timer an app arms from a replay's thread is due at once on the real
/// clock, and its escape from the replay is seen at once.
static const int64_t uptime_origin_seconds = 1;
static const int64_t nanoseconds_per_second = 1000000000;

SCREENPLAY_UNINSTRUMENTED int64_t screenplay_setVirtualTime(int64_t nanoseconds) {
  int64_t previous = virtual_nanoseconds_plus_one - 1;
  virtual_nanoseconds_plus_one = nanoseconds < 0 ? 0 : nanoseconds + 1;
  return previous;
}

SCREENPLAY_UNINSTRUMENTED void screenplay_moveVirtualTime(int64_t nanoseconds) {
  if (virtual_nanoseconds_plus_one != 0 && nanoseconds >= 0) {
    virtual_nanoseconds_plus_one = nanoseconds + 1;
  }
}

SCREENPLAY_UNINSTRUMENTED int64_t screenplay_takeVirtualSleep(void) {
  int64_t slept = slept_nanoseconds;
  slept_nanoseconds = 0;
  return slept;
}

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);

SCREENPLAY_UNINSTRUMENTED static int real_clock_gettime(clockid_t clock, struct timespec *time) {
  static clock_gettime_function real;
  clock_gettime_function function = __atomic_load_n(&real, __ATOMIC_ACQUIRE);
  if (function == NULL) {
    function = (clock_gettime_function)dlsym(RTLD_NEXT, "clock_gettime");
    if (function == NULL) return (int)syscall(SYS_clock_gettime, clock, time);
    __atomic_store_n(&real, function, __ATOMIC_RELEASE);
  }
  return function(clock, time);
}

/// Whether `clock` is one the virtual time answers, and its reading at virtual time zero.
SCREENPLAY_UNINSTRUMENTED static int virtual_origin(clockid_t clock, int64_t *origin) {
  switch (clock) {
  case CLOCK_REALTIME:
  case CLOCK_REALTIME_COARSE:
    *origin = wall_origin_seconds;
    return 1;
  case CLOCK_MONOTONIC:
  case CLOCK_MONOTONIC_RAW:
  case CLOCK_MONOTONIC_COARSE:
  case CLOCK_BOOTTIME:
    *origin = uptime_origin_seconds;
    return 1;
  default:
    return 0;
  }
}

SCREENPLAY_UNINSTRUMENTED int clock_gettime(clockid_t clock, struct timespec *time) {
  int64_t origin;
  if (virtual_nanoseconds_plus_one == 0 || !virtual_origin(clock, &origin)) {
    return real_clock_gettime(clock, time);
  }
  int64_t nanoseconds = virtual_nanoseconds_plus_one - 1;
  time->tv_sec = (time_t)(origin + nanoseconds / nanoseconds_per_second);
  time->tv_nsec = (long)(nanoseconds % nanoseconds_per_second);
  return 0;
}

SCREENPLAY_UNINSTRUMENTED int gettimeofday(struct timeval *restrict value, void *restrict zone) {
  (void)zone;
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  value->tv_sec = now.tv_sec;
  value->tv_usec = (suseconds_t)(now.tv_nsec / 1000);
  return 0;
}

SCREENPLAY_UNINSTRUMENTED time_t time(time_t *result) {
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  if (result != NULL) *result = now.tv_sec;
  return now.tv_sec;
}

/// A sleep of `nanoseconds` on a thread reading virtual time: it does not wait, it moves the
/// thread's time on (so a loop waiting for the clock to pass a mark ends) and is counted, for the
/// replay to report.
SCREENPLAY_UNINSTRUMENTED static void virtual_sleep(int64_t nanoseconds) {
  if (nanoseconds <= 0) return;
  slept_nanoseconds += nanoseconds;
  virtual_nanoseconds_plus_one += nanoseconds;
}

typedef int (*nanosleep_function)(const struct timespec *, struct timespec *);
typedef int (*clock_nanosleep_function)(clockid_t, int, const struct timespec *, struct timespec *);

SCREENPLAY_UNINSTRUMENTED int nanosleep(const struct timespec *duration, struct timespec *remaining) {
  if (virtual_nanoseconds_plus_one != 0 && duration != NULL) {
    virtual_sleep((int64_t)duration->tv_sec * nanoseconds_per_second + duration->tv_nsec);
    if (remaining != NULL) *remaining = (struct timespec){0, 0};
    return 0;
  }
  static nanosleep_function real;
  nanosleep_function function = __atomic_load_n(&real, __ATOMIC_ACQUIRE);
  if (function == NULL) {
    function = (nanosleep_function)dlsym(RTLD_NEXT, "nanosleep");
    if (function == NULL) return (int)syscall(SYS_nanosleep, duration, remaining);
    __atomic_store_n(&real, function, __ATOMIC_RELEASE);
  }
  return function(duration, remaining);
}

SCREENPLAY_UNINSTRUMENTED int clock_nanosleep(
    clockid_t clock, int flags, const struct timespec *until, struct timespec *remaining) {
  int64_t origin;
  if (virtual_nanoseconds_plus_one != 0 && until != NULL && virtual_origin(clock, &origin)) {
    int64_t target = (int64_t)until->tv_sec * nanoseconds_per_second + until->tv_nsec;
    if (flags & TIMER_ABSTIME) {
      target -= origin * nanoseconds_per_second + (virtual_nanoseconds_plus_one - 1);
    }
    virtual_sleep(target);
    if (remaining != NULL) *remaining = (struct timespec){0, 0};
    return 0;
  }
  static clock_nanosleep_function real;
  clock_nanosleep_function function = __atomic_load_n(&real, __ATOMIC_ACQUIRE);
  if (function == NULL) {
    function = (clock_nanosleep_function)dlsym(RTLD_NEXT, "clock_nanosleep");
    if (function == NULL) return ENOSYS;
    __atomic_store_n(&real, function, __ATOMIC_RELEASE);
  }
  return function(clock, flags, until, remaining);
}

SCREENPLAY_UNINSTRUMENTED int usleep(useconds_t microseconds) {
  struct timespec duration = {
    (time_t)(microseconds / 1000000), (long)(microseconds % 1000000) * 1000};
  return nanosleep(&duration, NULL);
}

SCREENPLAY_UNINSTRUMENTED unsigned int sleep(unsigned int seconds) {
  struct timespec duration = {(time_t)seconds, 0};
  nanosleep(&duration, NULL);
  return 0;
}

#else

SCREENPLAY_UNINSTRUMENTED int64_t screenplay_setVirtualTime(int64_t nanoseconds) {
  (void)nanoseconds;
  return -1;
}

void screenplay_moveVirtualTime(int64_t nanoseconds) { (void)nanoseconds; }

int64_t screenplay_takeVirtualSleep(void) { return 0; }

#endif
