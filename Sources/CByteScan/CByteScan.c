#include "CByteScan.h"
#include <string.h>
// LISTEDIT_PORTABLE (docs/PORTABILITY.md) makes the scalar path the default; the SIMD paths
// are still compiled, so that the tests of a portable build check them against it too.
#if defined(__x86_64__)
#include <immintrin.h>
#elif defined(__aarch64__)
#include <arm_neon.h>
#endif

// The scalar path, and every SIMD path's tail: byte by byte, from *i to end or the first '\r'.
static size_t scan_scalar(const uint8_t *bytes, size_t *i, size_t end, uint64_t *ends, size_t count,
                          size_t capacity, int *saw_cr) {
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

// Every SIMD path below scans whole blocks and stops, with *i at its start, at a block that
// holds a '\r': the scalar path then reads that block again and stops at the '\r' itself, so
// that every path reports the same ends. Its other way out is a full `ends`: then *i is just
// past the last end written, and the rest of that block is scanned again by the next call.

#if defined(__x86_64__)
__attribute__((target("avx2")))
static size_t scan_avx2(const uint8_t *bytes, size_t *i, size_t end, uint64_t *ends, size_t count, size_t capacity) {
    const __m256i newline = _mm256_set1_epi8('\n');
    const __m256i carriage = _mm256_set1_epi8('\r');
    while (*i + 32 <= end) {
        __m256i block = _mm256_loadu_si256((const __m256i *)(bytes + *i));
        if (_mm256_movemask_epi8(_mm256_cmpeq_epi8(block, carriage)) != 0) return count;
        unsigned mask = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(block, newline));
        while (mask != 0) {
            ends[count++] = *i + (size_t)__builtin_ctz(mask) + 1;
            mask &= mask - 1;
            if (count == capacity) {
                *i = (size_t)ends[count - 1];
                return count;
            }
        }
        *i += 32;
    }
    return count;
}

static size_t scan_sse2(const uint8_t *bytes, size_t *i, size_t end, uint64_t *ends, size_t count, size_t capacity) {
    const __m128i newline = _mm_set1_epi8('\n');
    const __m128i carriage = _mm_set1_epi8('\r');
    while (*i + 16 <= end) {
        __m128i block = _mm_loadu_si128((const __m128i *)(bytes + *i));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(block, carriage)) != 0) return count;
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

#if defined(__aarch64__)
// NEON has no movemask: narrowing each 16-bit lane by 4 bits gives a 64-bit mask with a
// nibble per byte; keeping one bit of each nibble lets a byte's index be its bit's / 4.
static size_t scan_neon(const uint8_t *bytes, size_t *i, size_t end, uint64_t *ends, size_t count, size_t capacity) {
    const uint8x16_t newline = vdupq_n_u8('\n');
    const uint8x16_t carriage = vdupq_n_u8('\r');
    while (*i + 16 <= end) {
        uint8x16_t block = vld1q_u8(bytes + *i);
        if (vmaxvq_u8(vceqq_u8(block, carriage)) != 0) return count;
        uint8x16_t matches = vceqq_u8(block, newline);
        uint64_t mask = vget_lane_u64(vreinterpret_u64_u8(vshrn_n_u16(vreinterpretq_u16_u8(matches), 4)), 0);
        mask &= 0x8888888888888888ull;
        while (mask != 0) {
            ends[count++] = *i + (size_t)(__builtin_ctzll(mask) >> 2) + 1;
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

int cbs_path_available(cbs_path path) {
    switch (path) {
    case CBS_PATH_SCALAR: return 1;
#if defined(__x86_64__)
    case CBS_PATH_SSE2: return 1;
    case CBS_PATH_AVX2: return __builtin_cpu_supports("avx2") ? 1 : 0;
#endif
#if defined(__aarch64__)
    case CBS_PATH_NEON: return 1;
#endif
    default: return 0;
    }
}

cbs_path cbs_default_path(void) {
#if defined(LISTEDIT_PORTABLE)
    return CBS_PATH_SCALAR;
#elif defined(__x86_64__)
    return __builtin_cpu_supports("avx2") ? CBS_PATH_AVX2 : CBS_PATH_SSE2;
#elif defined(__aarch64__)
    return CBS_PATH_NEON;
#else
    return CBS_PATH_SCALAR;
#endif
}

const char *cbs_path_name(cbs_path path) {
    switch (path) {
    case CBS_PATH_SCALAR: return "scalar";
    case CBS_PATH_SSE2: return "sse2";
    case CBS_PATH_AVX2: return "avx2";
    case CBS_PATH_NEON: return "neon";
    }
    return "unknown";
}

size_t cbs_line_ends_using(cbs_path path, const uint8_t *bytes, size_t start, size_t end, uint64_t *ends,
                           size_t capacity, int *saw_cr) {
    size_t count = 0;
    size_t i = start;
    *saw_cr = 0;
    if (capacity == 0) return 0;
    if (!cbs_path_available(path)) path = CBS_PATH_SCALAR;
    switch (path) {
#if defined(__x86_64__)
    case CBS_PATH_AVX2: count = scan_avx2(bytes, &i, end, ends, count, capacity); break;
    case CBS_PATH_SSE2: count = scan_sse2(bytes, &i, end, ends, count, capacity); break;
#endif
#if defined(__aarch64__)
    case CBS_PATH_NEON: count = scan_neon(bytes, &i, end, ends, count, capacity); break;
#endif
    default: break;
    }
    if (count == capacity) return count;
    return scan_scalar(bytes, &i, end, ends, count, capacity, saw_cr);
}

size_t cbs_line_ends(const uint8_t *bytes, size_t start, size_t end, uint64_t *ends, size_t capacity, int *saw_cr) {
    // Cheap to ask each call: __builtin_cpu_supports reads what the C runtime found at start-up.
    return cbs_line_ends_using(cbs_default_path(), bytes, start, end, ends, capacity, saw_cr);
}
