// A file mapped read-only under a read lease, so that its pages can be left to the kernel
// while listedit shows it, without another program's later write ever changing them or
// truncating them away: the lease makes such a write wait until the mapping has been
// copied into the process's own memory (in a signal handler, kept in C).
#ifndef CMAPPEDFILE_H
#define CMAPPEDFILE_H

#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

/// How a mapping stands.
enum {
    /// The file's pages, under the lease.
    cmf_mapped = 2,
    /// A private copy, taken when the lease was broken or asked for by cmf_copy_into_memory;
    /// the lease is released.
    cmf_copied = 3,
    /// The lease was broken and there was no memory for a copy: the pages are the file's and
    /// may change (kept for the program to warn about).
    cmf_unprotected = 4,
};

/// Opens `path` read-only, takes a read lease on it and maps it whole. On success returns 0
/// and sets *slot, *bytes and *info (the file's status, taken under the lease). Otherwise
/// returns an errno value and the caller reads the file instead: EAGAIN (the file is open for
/// writing elsewhere), EACCES (a file of another user), EINVAL (an empty file, or a file
/// system without leases), ENFILE (too many mappings).
int cmf_open(const char *path, int *slot, const uint8_t **bytes, struct stat *info);

/// Lets the kernel take back the pages of bytes[offset ..< offset + length] that are
/// resident (they are read again from the page cache when touched); nothing once the
/// mapping is a private copy, whose pages are the only copy of its bytes.
void cmf_release_pages(int slot, size_t offset, size_t length);

/// Copies the mapping into the process's own memory at the same address and releases the
/// lease, as a broken lease does: for a program about to stop (Ctrl-Z), whose handler could
/// not run in time. Returns the state afterwards.
int cmf_copy_into_memory(int slot);

/// The mapping's state (cmf_mapped, cmf_copied or cmf_unprotected).
int cmf_state(int slot);

/// Unmaps the bytes, closes the file (ending the lease) and frees the slot.
void cmf_close(int slot);

#endif
