#include "CByteScan.h"
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

size_t cbs_line_ends(const uint8_t *bytes, size_t start, size_t end, uint64_t *ends, size_t capacity) {
    size_t count = 0;
    size_t i = start;
    if (capacity == 0) return 0;
#if defined(__SSE2__)
    const __m128i newline = _mm_set1_epi8('\n');
    while (i + 16 <= end) {
        __m128i block = _mm_loadu_si128((const __m128i *)(bytes + i));
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(block, newline));
        while (mask != 0) {
            ends[count++] = i + (size_t)__builtin_ctz(mask) + 1;
            if (count == capacity) return count;
            mask &= mask - 1;
        }
        i += 16;
    }
#endif
    while (i < end) {
        const uint8_t *found = memchr(bytes + i, '\n', end - i);
        if (found == NULL) break;
        i = (size_t)(found - bytes) + 1;
        ends[count++] = i;
        if (count == capacity) return count;
    }
    return count;
}
