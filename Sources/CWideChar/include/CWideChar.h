// The C library's character widths and locale codeset, which Swift's Glibc module hides
// (wcwidth needs _GNU_SOURCE or _XOPEN_SOURCE before the first include). ncurses places
// characters by these same widths, so the view measures text with them.
#ifndef CWIDECHAR_H
#define CWIDECHAR_H

#define _GNU_SOURCE 1
#include <wchar.h>
#include <langinfo.h>
#include <strings.h>
#include <stdbool.h>
#include <stdint.h>

/// The columns `scalar` takes: 0 for combining marks, 2 for wide ones, -1 if not printable.
static inline int cwc_width(uint32_t scalar) { return wcwidth((wchar_t)scalar); }

/// Whether the current LC_CTYPE's codeset is UTF-8.
static inline bool cwc_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "UTF8") == 0);
}

#endif
