#include "CByteScan.h"
#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

// The scalar tail: byte by byte.
static size_t scan_tail(const uint8_t *bytes, size_t *i, size_t end, uint64_t *ends, size_t count, size_t capacity,
                        int *saw_cr) {
    while (*i < end) {
        uint8_t byte = bytes[*i];
        if (byte == '\r') {
            *saw_cr = 1;
            return count;
        }
        *i += 1;
        if (byte == '\n') {
            ends[count++] = *i;
            if (count == capacity) return count;
        }
    }
    return count;
}

#if defined(__x86_64__)
__attribute__((target("avx2")))
static size_t scan_avx2(const uint8_t *bytes, size_t *i, size_t end, uint64_t *ends, size_t count, size_t capacity,
                        int *saw_cr) {
    const __m256i newline = _mm256_set1_epi8('\n');
    const __m256i carriage = _mm256_set1_epi8('\r');
    while (*i + 32 <= end) {
        __m256i block = _mm256_loadu_si256((const __m256i *)(bytes + *i));
        if (_mm256_movemask_epi8(_mm256_cmpeq_epi8(block, carriage)) != 0) {
            *saw_cr = 1;
            return count;
        }
        unsigned mask = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(block, newline));
        while (mask != 0) {
            ends[count++] = *i + (size_t)__builtin_ctz(mask) + 1;
            mask &= mask - 1;
            if (count == capacity) {
                // Resume after the last end written; the rest of the block is scanned again.
                *i = (size_t)ends[count - 1];
                return count;
            }
        }
        *i += 32;
    }
    return count;
}

static size_t scan_sse2(const uint8_t *bytes, size_t *i, size_t end, uint64_t *ends, size_t count, size_t capacity,
                        int *saw_cr) {
    const __m128i newline = _mm_set1_epi8('\n');
    const __m128i carriage = _mm_set1_epi8('\r');
    while (*i + 16 <= end) {
        __m128i block = _mm_loadu_si128((const __m128i *)(bytes + *i));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(block, carriage)) != 0) {
            *saw_cr = 1;
            return count;
        }
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(block, newline));
        while (mask != 0) {
            ends[count++] = *i + (size_t)__builtin_ctz(mask) + 1;
            mask &= mask - 1;
            if (count == capacity) {
                *i = (size_t)ends[count - 1];
                return count;
            }
        }
        *i += 16;
    }
    return count;
}
#endif

size_t cbs_line_ends(const uint8_t *bytes, size_t start, size_t end, uint64_t *ends, size_t capacity, int *saw_cr) {
    size_t count = 0;
    size_t i = start;
    *saw_cr = 0;
    if (capacity == 0) return 0;
#if defined(__x86_64__)
    static int avx2 = -1;
    if (avx2 < 0) avx2 = __builtin_cpu_supports("avx2") ? 1 : 0;
    count = avx2 ? scan_avx2(bytes, &i, end, ends, count, capacity, saw_cr)
                 : scan_sse2(bytes, &i, end, ends, count, capacity, saw_cr);
    if (*saw_cr || count == capacity) return count;
#endif
    return scan_tail(bytes, &i, end, ends, count, capacity, saw_cr);
}
