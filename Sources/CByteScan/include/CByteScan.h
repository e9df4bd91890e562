// Finding line ends in bytes, many per call: the one loop where per-call overhead (memchr
// once per line) costs more than the work, kept in C for SIMD.
#ifndef CBYTESCAN_H
#define CBYTESCAN_H

#include <stddef.h>
#include <stdint.h>

/// Writes to `ends` the offset just past each '\n' in bytes[start..<end], up to `capacity`
/// of them, and returns how many it wrote. If it returns `capacity`, call again from the last
/// end written. If it meets a '\r' it stops, sets *saw_cr to 1 and returns what it found before
/// that block (a caller then reads lines byte by byte, for CRLF and lone CR).
size_t cbs_line_ends(const uint8_t *bytes, size_t start, size_t end, uint64_t *ends, size_t capacity, int *saw_cr);

#endif
