// Declarations the runtime hooks' C files share; not part of the module's interface.

#ifndef SCREENPLAY_LIBRARY_ENTRIES_H
#define SCREENPLAY_LIBRARY_ENTRIES_H

#if defined(__linux__)

#include <link.h>

/// Entries of libraries' tables found while `dl_iterate_phdr` runs, each with the function it is
/// to point at, written by `screenplay_patchEntries` once it has returned.
///
/// A callback of `dl_iterate_phdr` runs with the loader's lock held, so it calls no function a
/// sanitizer intercepts (`strcmp`, `strstr`, `mprotect`): the interceptor may wait for a lock of
/// the sanitizer's own that a thread starting or ending holds while it waits for the loader's (a
/// deadlock seen under ThreadSanitizer). It only finds entries, comparing names with
/// `screenplay_nameContains`.
struct screenplay_entries {
  void **slots[64];
  void *replacements[64];
  int count;
};

/// Adds `library`'s entries for the function `name` to `entries`, to point at `replacement`;
/// returns 1 when it has any, 0 when the library calls no such function (see LibraryEntries.c).
int screenplay_findEntry(
    struct dl_phdr_info *library, const char *name, void *replacement,
    struct screenplay_entries *entries);

/// Points every entry found at its function; returns 1 when all were written.
int screenplay_patchEntries(struct screenplay_entries *entries);

/// Whether `name` has `part` in it, without the C library (see `screenplay_entries`).
int screenplay_nameContains(const char *name, const char *part);

#endif

#endif
