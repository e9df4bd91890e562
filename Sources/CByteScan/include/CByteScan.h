// Finding line ends in bytes, many per call: the one loop where per-call overhead (memchr
// once per line) costs more than the work, kept in C for SIMD.
#ifndef CBYTESCAN_H
#define CBYTESCAN_H

#include <stddef.h>
#include <stdint.h>

/// A way of scanning: every path gives the same answer, some faster than others.
typedef enum {
    /// Byte by byte, in plain C: every machine, and every build with `LISTEDIT_PORTABLE`.
    CBS_PATH_SCALAR = 0,
    /// 16 bytes at a time; every x86-64 processor has SSE2.
    CBS_PATH_SSE2 = 1,
    /// 32 bytes at a time, on x86-64 processors that have AVX2.
    CBS_PATH_AVX2 = 2,
    /// 16 bytes at a time on arm64 (aarch64), which always has NEON.
    CBS_PATH_NEON = 3,
} cbs_path;

/// Writes to `ends` the offset just past each '\n' in bytes[start..<end], up to `capacity`
/// of them, and returns how many it wrote. If it returns `capacity`, call again from the last
/// end written. If it meets a '\r' first, it stops there, sets *saw_cr to 1 and returns the
/// ends before that '\r' (a caller then reads lines byte by byte, for CRLF and lone CR).
/// It scans through `cbs_default_path()`.
size_t cbs_line_ends(const uint8_t *bytes, size_t start, size_t end, uint64_t *ends, size_t capacity, int *saw_cr);

/// `cbs_line_ends` through `path`, with the same answer; a path not available here (see
/// `cbs_path_available`) scans as `CBS_PATH_SCALAR` does. For testing the paths against
/// each other.
size_t cbs_line_ends_using(cbs_path path, const uint8_t *bytes, size_t start, size_t end, uint64_t *ends,
                           size_t capacity, int *saw_cr);

/// Whether `path` is compiled into this build and this processor can run it.
int cbs_path_available(cbs_path path);

/// The path `cbs_line_ends` takes: the fastest available one, or `CBS_PATH_SCALAR` in a
/// build with `LISTEDIT_PORTABLE` defined.
cbs_path cbs_default_path(void);

/// The path's name for people: "scalar", "sse2", "avx2" or "neon".
const char *cbs_path_name(cbs_path path);

#endif
