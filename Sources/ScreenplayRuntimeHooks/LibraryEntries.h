// Declarations the runtime hooks' C files share; not part of the module's interface.

#ifndef SCREENPLAY_LIBRARY_ENTRIES_H
#define SCREENPLAY_LIBRARY_ENTRIES_H

#if defined(__linux__)

#include <link.h>

/// Points `library`'s entry for the function `name` at `replacement`; returns 1 once done, 0
/// when the library calls no such function (see LibraryEntries.c).
int screenplay_patchEntry(struct dl_phdr_info *library, const char *name, void *replacement);

#endif

#endif
