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
// - the harness's own, and every transfer while no replay runs, goes on.
// The loader is found through the transfer's handle: FoundationNetworking hands libcurl its
// handle object as the data of the transfer's write callback, and the guard's `curl_easy_setopt`
// (patched the same way) keeps a copy of it as the transfer's private pointer, which libcurl
// gives back. (A definition in the executable, as the other files here use,
// does not reach FoundationNetworking: its references to libcurl carry libcurl's symbol version,
// which the executable's link does not know.)

#define _GNU_SOURCE
#include "ScreenplayRuntimeHooks.h"

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
/// A URL the harness is about to send itself: the multi handle that starts it is allowed.
static char *pending_allowed;

SCREENPLAY_UNINSTRUMENTED void screenplay_allowNetwork(const char *_Nonnull url) {
  pthread_mutex_lock(&lock);
  free(pending_allowed);
  pending_allowed = strdup(url);
  pthread_mutex_unlock(&lock);
}

/// Whether `multi`'s transfers are the harness's own; makes it so when `url` is the one the
/// harness said it is about to send. Call with the lock held.
SCREENPLAY_UNINSTRUMENTED static int is_allowed(void *multi, const char *url) {
  for (size_t index = 0; index < allowed_count; index++) {
    if (allowed[index] == multi) return 1;
  }
  if (pending_allowed == NULL || url == NULL || strcmp(pending_allowed, url) != 0) return 0;
  free(pending_allowed);
  pending_allowed = NULL;
  void **grown = realloc(allowed, (allowed_count + 1) * sizeof(void *));
  if (grown == NULL) return 1;
  allowed = grown;
  allowed[allowed_count++] = multi;
  return 1;
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

/// Points `library`'s entry for `name` at `replacement`; returns 1 once done. Walks the
/// library's relocations for the function's GOT slot. The slot's old content is not the function
/// to call on: with lazy binding it is the linker's resolver, which would write the function's
/// address back over the replacement.
SCREENPLAY_UNINSTRUMENTED static int patch_entry(
    struct dl_phdr_info *library, const char *name, void *replacement) {
  ElfW(Dyn) *dynamic = NULL;
  for (int index = 0; index < library->dlpi_phnum; index++) {
    if (library->dlpi_phdr[index].p_type == PT_DYNAMIC) {
      dynamic = (ElfW(Dyn) *)(library->dlpi_addr + library->dlpi_phdr[index].p_vaddr);
    }
  }
  if (dynamic == NULL) return 0;
  ElfW(Sym) *symbols = NULL;
  const char *strings = NULL;
  ElfW(Rela) *tables[2] = {NULL, NULL};
  size_t sizes[2] = {0, 0};
  for (ElfW(Dyn) *entry = dynamic; entry->d_tag != DT_NULL; entry++) {
    switch (entry->d_tag) {
    case DT_SYMTAB: symbols = (ElfW(Sym) *)entry->d_un.d_ptr; break;
    case DT_STRTAB: strings = (const char *)entry->d_un.d_ptr; break;
    case DT_JMPREL: tables[0] = (ElfW(Rela) *)entry->d_un.d_ptr; break;
    case DT_PLTRELSZ: sizes[0] = entry->d_un.d_val; break;
    case DT_RELA: tables[1] = (ElfW(Rela) *)entry->d_un.d_ptr; break;
    case DT_RELASZ: sizes[1] = entry->d_un.d_val; break;
    default: break;
    }
  }
  if (symbols == NULL || strings == NULL) return 0;
  long page = sysconf(_SC_PAGESIZE);
  for (int table = 0; table < 2; table++) {
    if (tables[table] == NULL) continue;
    size_t count = sizes[table] / sizeof(ElfW(Rela));
    for (size_t index = 0; index < count; index++) {
      ElfW(Rela) *relocation = &tables[table][index];
      size_t symbol = ELF64_R_SYM(relocation->r_info);
      if (symbol == 0 || strcmp(strings + symbols[symbol].st_name, name) != 0) continue;
      void **slot = (void **)(library->dlpi_addr + relocation->r_offset);
      uintptr_t start = (uintptr_t)slot & ~((uintptr_t)page - 1);
      if (mprotect((void *)start, (size_t)page, PROT_READ | PROT_WRITE) != 0) return 0;
      *slot = replacement;
      return 1;
    }
  }
  return 0;
}

/// Patches the library that calls libcurl for URLSession: FoundationNetworking, or the executable
/// itself when FoundationNetworking is linked into it (`--static-swift-stdlib`, where the
/// executable links libcurl).
SCREENPLAY_UNINSTRUMENTED static int patch_networking(
    struct dl_phdr_info *library, size_t size, void *done) {
  (void)size;
  const char *name = library->dlpi_name;
  int executable = name == NULL || name[0] == '\0';
  if (!executable && strstr(name, "libFoundationNetworking") == NULL) return 0;
  // Without the options' entry, transfers are still guarded, but none can be taken.
  patch_entry(library, "curl_easy_setopt", (void *)guarded_setopt);
  if (patch_entry(library, "curl_multi_add_handle", (void *)guarded_add_handle)) {
    *(int *)done = 1;
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
    if (setopt != NULL && getinfo != NULL && real_add_handle != NULL) {
      dl_iterate_phdr(patch_networking, &done);
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
