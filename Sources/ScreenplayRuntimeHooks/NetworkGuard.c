// The last door out to the network: libcurl, through which every URLSession of
// FoundationNetworking sends. FoundationNetworking calls `curl_multi_add_handle` to start each
// transfer, through its own table of addresses (its GOT): `screenplay_guardNetwork` points that
// entry at the guard's function, once per process. Before a transfer starts, the guard asks the
// handler Screenplay installs, which says what becomes of it:
// - a replay's (a session the app made with its own configuration, such as `.ephemeral`, which
//   the replay's URLProtocol never sees) is taken: libcurl never gets it, and the replay answers
//   URLSession's loader for it from the fixtures;
// - any other while a replay runs is stopped, pointed at a scheme libcurl does not know, so it
//   fails at once and nothing leaves;
// - the harness's own, and every transfer while no replay runs, goes on. The harness's own are
//   known by their URLSession's multi handle, allowed at its first transfer and forgotten when
//   libcurl cleans it up (patched too), so that a session made later at its address is not.
// The loader is found through the transfer's handle: FoundationNetworking hands libcurl its
// handle object as the data of the transfer's write callback, and the guard's `curl_easy_setopt`
// (patched the same way) keeps a copy of it as the transfer's private pointer, which libcurl
// gives back. (A definition in the executable, as the other files here use,
// does not reach FoundationNetworking: its references to libcurl carry libcurl's symbol version,
// which the executable's link does not know.)

#define _GNU_SOURCE
#include "ScreenplayRuntimeHooks.h"
#include "LibraryEntries.h"

#if defined(__linux__)

#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum {
  option_write_data = 10001,
  option_url = 10002,
  option_private = 10103,
  info_effective_url = 0x100000 + 1,
  info_private = 0x100000 + 21,
  info_effective_method = 0x100000 + 58,
};

typedef int (*add_handle_function)(void *, void *);
typedef int (*setopt_function)(void *, int, ...);
typedef int (*getinfo_function)(void *, int, ...);

static add_handle_function real_add_handle;
static setopt_function real_setopt;
static setopt_function setopt;
static getinfo_function getinfo;
static screenplay_network_guard network_guard;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
/// The multi handles (one a URLSession) whose transfers the harness lets through.
static void **allowed;
static size_t allowed_count;
/// The URLs the harness is about to send itself: the multi handle that starts one is allowed.
static char **pending;
static size_t pending_count;

SCREENPLAY_UNINSTRUMENTED void screenplay_allowNetwork(const char *_Nonnull url) {
  pthread_mutex_lock(&lock);
  char **grown = realloc(pending, (pending_count + 1) * sizeof(char *));
  char *copy = strdup(url);
  if (grown != NULL) pending = grown;
  if (grown != NULL && copy != NULL) pending[pending_count++] = copy;
  else free(copy);
  pthread_mutex_unlock(&lock);
}

/// Whether `multi`'s transfers are the harness's own; makes it so when `url` is one the harness
/// said it is about to send. Call with the lock held.
SCREENPLAY_UNINSTRUMENTED static int is_allowed(void *multi, const char *url) {
  for (size_t index = 0; index < allowed_count; index++) {
    if (allowed[index] == multi) return 1;
  }
  if (url == NULL) return 0;
  for (size_t index = 0; index < pending_count; index++) {
    if (strcmp(pending[index], url) != 0) continue;
    free(pending[index]);
    pending[index] = pending[--pending_count];
    void **grown = realloc(allowed, (allowed_count + 1) * sizeof(void *));
    if (grown == NULL) return 1;
    allowed = grown;
    allowed[allowed_count++] = multi;
    return 1;
  }
  return 0;
}

/// Every option goes on to libcurl; the write callback's data is kept as the private pointer
/// too. Each option's value is one register wide (a long, a pointer or a 64-bit offset).
SCREENPLAY_UNINSTRUMENTED static int guarded_setopt(void *handle, int option, ...) {
  va_list values;
  va_start(values, option);
  void *value = va_arg(values, void *);
  va_end(values);
  if (option == option_write_data) real_setopt(handle, option_private, value);
  return real_setopt(handle, option, value);
}

typedef int (*multi_cleanup_function)(void *);
static multi_cleanup_function real_multi_cleanup;

/// A multi handle (a URLSession's) goes: it is no longer allowed, so that one made later at the
/// same address is not taken for the harness's.
SCREENPLAY_UNINSTRUMENTED static int guarded_multi_cleanup(void *multi) {
  pthread_mutex_lock(&lock);
  for (size_t index = 0; index < allowed_count; index++) {
    if (allowed[index] == multi) allowed[index] = allowed[--allowed_count];
  }
  pthread_mutex_unlock(&lock);
  return real_multi_cleanup(multi);
}

SCREENPLAY_UNINSTRUMENTED static int guarded_add_handle(void *multi, void *handle) {
  screenplay_network_guard guard = __atomic_load_n(&network_guard, __ATOMIC_ACQUIRE);
  if (guard != NULL) {
    char *url = NULL;
    char *method = NULL;
    void *transfer = NULL;
    getinfo(handle, info_effective_url, &url);
    getinfo(handle, info_effective_method, &method);
    getinfo(handle, info_private, &transfer);
    pthread_mutex_lock(&lock);
    int allowed_here = is_allowed(multi, url);
    pthread_mutex_unlock(&lock);
    if (!allowed_here) {
      switch (guard(url != NULL ? url : "", method != NULL ? method : "GET", transfer,
          screenplay_dispatchReplay())) {
      case screenplay_transfer_taken: return 0;
      case screenplay_transfer_stopped:
        setopt(handle, option_url, "screenplay-stopped://a.replay.runs");
        break;
      case screenplay_transfer_sent: break;
      }
    }
  }
  return real_add_handle(multi, handle);
}

/// Patches the library that calls libcurl for URLSession: FoundationNetworking, or the executable
/// itself when FoundationNetworking is linked into it (`--static-swift-stdlib`, where the
/// executable links libcurl).
/// What `find_networking` found: the entries, and whether they guard transfers.
struct networking_entries {
  struct screenplay_entries entries;
  int guarded;
};

SCREENPLAY_UNINSTRUMENTED static int find_networking(
    struct dl_phdr_info *library, size_t size, void *data) {
  (void)size;
  struct networking_entries *found = data;
  const char *name = library->dlpi_name;
  int executable = name == NULL || name[0] == '\0';
  if (!executable && !screenplay_nameContains(name, "libFoundationNetworking")) return 0;
  // Without the options' entry, transfers are still guarded, but none can be taken.
  screenplay_findEntry(library, "curl_easy_setopt", (void *)guarded_setopt, &found->entries);
  if (!screenplay_findEntry(
          library, "curl_multi_cleanup", (void *)guarded_multi_cleanup, &found->entries)) {
    return 0;
  }
  if (screenplay_findEntry(
          library, "curl_multi_add_handle", (void *)guarded_add_handle, &found->entries)) {
    found->guarded = 1;
  }
  return 0;
}

SCREENPLAY_UNINSTRUMENTED bool screenplay_guardNetwork(screenplay_network_guard guard) {
  static int done;
  pthread_mutex_lock(&lock);
  if (!done) {
    setopt = (setopt_function)dlsym(RTLD_DEFAULT, "curl_easy_setopt");
    real_setopt = setopt;
    getinfo = (getinfo_function)dlsym(RTLD_DEFAULT, "curl_easy_getinfo");
    real_add_handle = (add_handle_function)dlsym(RTLD_DEFAULT, "curl_multi_add_handle");
    real_multi_cleanup = (multi_cleanup_function)dlsym(RTLD_DEFAULT, "curl_multi_cleanup");
    if (setopt != NULL && getinfo != NULL && real_add_handle != NULL
        && real_multi_cleanup != NULL) {
      static struct networking_entries found;
      dl_iterate_phdr(find_networking, &found);
      done = found.guarded && screenplay_patchEntries(&found.entries);
    }
  }
  pthread_mutex_unlock(&lock);
  if (done) __atomic_store_n(&network_guard, guard, __ATOMIC_RELEASE);
  return done;
}

#else

void screenplay_allowNetwork(const char *_Nonnull url) { (void)url; }

bool screenplay_guardNetwork(screenplay_network_guard guard) {
  (void)guard;
  return false;
}

#endif
