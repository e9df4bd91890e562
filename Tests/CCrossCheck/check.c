// The C targets checked without Swift, so that they can be built by any C compiler and run
// where Swift is not: `make cross-check-c` builds this for aarch64 and runs it under
// qemu-aarch64 (the NEON and scalar scanners), and natively (SSE2, AVX2 and scalar).
// Every available scanning path is checked against a byte-by-byte reference on random
// inputs; CWideChar's widths in the C locale show that its header builds and links there.
// Built with -DEXPECT_DEFAULT=NAME, it also checks which path cbs_line_ends takes.
// CWideChar.h first: it defines _GNU_SOURCE, which must come before any system header.
#include "CWideChar.h"
#include "CByteScan.h"
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STRINGIFY_(x) #x
#define STRINGIFY(x) STRINGIFY_(x)

static uint64_t state = 0x5eed;

// SplitMix64, as Tests/TestSupport/SeededGenerator.swift, so a failing case has a seed.
static uint64_t next_random(void) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static size_t below(size_t n) { return (size_t)(next_random() % n); }

// The answer every path must give, as the header states it, byte by byte.
static size_t reference(const uint8_t *bytes, size_t start, size_t end, uint64_t *ends, size_t capacity,
                        int *saw_cr) {
    size_t count = 0;
    *saw_cr = 0;
    if (capacity == 0) return 0;
    for (size_t i = start; i < end; i++) {
        if (bytes[i] == '\r') {
            *saw_cr = 1;
            return count;
        }
        if (bytes[i] == '\n') {
            ends[count++] = i + 1;
            if (count == capacity) return count;
        }
    }
    return count;
}

static int failures = 0;
static int cases = 0;

static void check_case(cbs_path path, const uint8_t *bytes, size_t start, size_t end, size_t capacity) {
    static uint64_t expected[512], actual[512];
    int expected_cr = 0, actual_cr = 0;
    size_t want = reference(bytes, start, end, expected, capacity, &expected_cr);
    size_t got = cbs_line_ends_using(path, bytes, start, end, actual, capacity, &actual_cr);
    cases++;
    if (got != want || actual_cr != expected_cr || memcmp(expected, actual, want * sizeof(uint64_t)) != 0) {
        if (failures++ < 10)
            fprintf(stderr, "%s: start %zu end %zu capacity %zu: %zu ends (cr %d), expected %zu (cr %d)\n",
                    cbs_path_name(path), start, end, capacity, got, actual_cr, want, expected_cr);
    }
}

static void check_scanners(void) {
    enum { size = 300 };
    static uint8_t bytes[size];
    int checked[4] = {0};
    for (int round = 0; round < 20000; round++) {
        // Dense or sparse line ends, sometimes a carriage return, lengths across 16, 32 and 64.
        size_t newline_odds = 2 + below(40), carriage_odds = below(3) == 0 ? 0 : 20 + below(400);
        for (size_t i = 0; i < size; i++) {
            uint8_t byte = (uint8_t)next_random();
            if (below(newline_odds) == 0) byte = '\n';
            else if (carriage_odds && below(carriage_odds) == 0) byte = '\r';
            else if (byte == '\n' || byte == '\r') byte = 'x';
            bytes[i] = byte;
        }
        size_t start = below(70), end = start + below(size - start + 1);
        size_t capacity = below(4) == 0 ? below(4) : 1 + below(80);
        for (cbs_path path = CBS_PATH_SCALAR; path <= CBS_PATH_NEON; path++) {
            if (!cbs_path_available(path)) continue;
            checked[path] = 1;
            check_case(path, bytes, start, end, capacity);
        }
    }
    printf("scanning paths checked:");
    for (cbs_path path = CBS_PATH_SCALAR; path <= CBS_PATH_NEON; path++)
        if (checked[path]) printf(" %s", cbs_path_name(path));
    printf(" (default %s)\n", cbs_path_name(cbs_default_path()));
#if defined(__aarch64__)
    cases++;
    if (!checked[CBS_PATH_NEON]) {
        fprintf(stderr, "neon: not available on aarch64\n");
        failures++;
    }
#endif
#ifdef EXPECT_DEFAULT
    cases++;
    if (strcmp(cbs_path_name(cbs_default_path()), STRINGIFY(EXPECT_DEFAULT)) != 0) {
        fprintf(stderr, "default path: %s, expected %s\n", cbs_path_name(cbs_default_path()),
                STRINGIFY(EXPECT_DEFAULT));
        failures++;
    }
#endif
}

static void check_widths(void) {
    setlocale(LC_ALL, "C");
    cases += 2;
    if (cwc_width('a') != 1) {
        fprintf(stderr, "cwc_width('a') = %d, expected 1\n", cwc_width('a'));
        failures++;
    }
    if (cwc_width(0x07) != -1) {
        fprintf(stderr, "cwc_width(BEL) = %d, expected -1\n", cwc_width(0x07));
        failures++;
    }
}

int main(void) {
    check_scanners();
    check_widths();
    // The plain closing line CI reads (docs: 'N passed, N failed').
    printf("c-check: %d passed, %d failed\n", cases - failures, failures);
    return failures == 0 ? 0 : 1;
}
