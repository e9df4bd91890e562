#define _GNU_SOURCE
#include "CMappedFile.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

// A slot per mapping, found by the lease's descriptor when its break is signalled. A slot's
// `busy` flag is held while its mapping is read as a whole (released, copied, closed); a
// signal that finds it held leaves `pending` for the holder to act on when it lets go, so the
// handler never waits for the thread it interrupted.
enum { slot_count = 8, state_free = 0, state_opening = 1 };

struct slot {
    atomic_int state;
    atomic_int fd;
    void *map;
    size_t size;
    atomic_flag busy;
    atomic_int pending;
};

static struct slot slots[slot_count] = {
    [0 ... slot_count - 1] = {.state = state_free, .fd = -1, .busy = ATOMIC_FLAG_INIT},
};
static int lease_signal = 0;
static pthread_once_t handler_once = PTHREAD_ONCE_INIT;

// Reads the whole file into `copy`; false if it came up short (the file shrank: the lease
// was already gone).
static bool read_whole(int fd, uint8_t *copy, size_t size) {
    size_t done = 0;
    while (done < size) {
        ssize_t n = pread(fd, copy + done, size - done, (off_t)done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += (size_t)n;
    }
    return true;
}

// With `busy` held: puts a private copy of the file where its mapping is (same address, so
// every pointer into it stays good) and releases the lease. Only system calls and no locks:
// it runs in the signal handler. The copy is read from the file rather than the mapping, so
// that the file's pages are not made resident on the way.
static void copy_locked(struct slot *s) {
    int state = atomic_load(&s->state);
    if (state != cmf_mapped && state != state_opening) return;
    int next = cmf_unprotected;
    if (state == cmf_mapped) {
        void *copy = mmap(NULL, s->size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (copy != MAP_FAILED) {
            if (read_whole(atomic_load(&s->fd), copy, s->size)
                && mprotect(copy, s->size, PROT_READ) == 0
                && mremap(copy, s->size, s->size, MREMAP_MAYMOVE | MREMAP_FIXED, s->map) != MAP_FAILED) {
                next = cmf_copied;
            } else {
                munmap(copy, s->size);
            }
        }
    }
    // The state first: the writer that broke the lease goes on as soon as it is released.
    atomic_store(&s->state, next);
    fcntl(atomic_load(&s->fd), F_SETLEASE, F_UNLCK);
}

static void lock_slot(struct slot *s) {
    while (atomic_flag_test_and_set(&s->busy)) sched_yield();
}

// Lets go of `busy`, first doing what a signal left pending meanwhile.
static void unlock_slot(struct slot *s) {
    for (;;) {
        atomic_flag_clear(&s->busy);
        if (atomic_load(&s->pending) == 0) return;
        // Someone else holds it now, and will see `pending` when they let go.
        if (atomic_flag_test_and_set(&s->busy)) return;
        if (atomic_exchange(&s->pending, 0)) copy_locked(s);
    }
}

static void on_lease_break(int sig, siginfo_t *info, void *context) {
    (void)sig;
    (void)context;
    int saved_errno = errno;
    for (int i = 0; i < slot_count; i++) {
        struct slot *s = &slots[i];
        if (atomic_load(&s->state) == state_free || atomic_load(&s->fd) != info->si_fd) continue;
        atomic_store(&s->pending, 1);
        if (!atomic_flag_test_and_set(&s->busy)) {
            if (atomic_exchange(&s->pending, 0)) copy_locked(s);
            atomic_flag_clear(&s->busy);
        }
    }
    errno = saved_errno;
}

static void install_handler(void) {
    // A real-time signal, so that the handler learns which descriptor's lease broke (si_fd).
    lease_signal = SIGRTMIN + 5;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_lease_break;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigaction(lease_signal, &action, NULL);
}

static void free_slot(struct slot *s) {
    atomic_store(&s->fd, -1);
    s->map = NULL;
    s->size = 0;
    atomic_store(&s->pending, 0);
    atomic_store(&s->state, state_free);
}

int cmf_open(const char *path, int *slot_out, const uint8_t **bytes, struct stat *info) {
    pthread_once(&handler_once, install_handler);
    struct slot *s = NULL;
    int index = 0;
    for (; index < slot_count; index++) {
        int expected = state_free;
        if (atomic_compare_exchange_strong(&slots[index].state, &expected, state_opening)) {
            s = &slots[index];
            break;
        }
    }
    if (s == NULL) return ENFILE;
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        int error = errno;
        free_slot(s);
        return error;
    }
    atomic_store(&s->fd, fd);
    int error = 0;
    // The lease names the calling thread as the one to signal, and a thread that has ended
    // (a worker that opened the file) gets nothing, leaving the writer waiting for the kernel
    // to break the lease after lease-break-time (45 s): the process is named instead.
    if (fcntl(fd, F_SETSIG, lease_signal) != 0 || fcntl(fd, F_SETLEASE, F_RDLCK) != 0
        || fcntl(fd, F_SETOWN, getpid()) != 0) {
        error = errno;
    } else if (fstat(fd, info) != 0) {
        error = errno;
    } else if (!S_ISREG(info->st_mode) || info->st_size <= 0) {
        error = EINVAL;
    }
    void *map = MAP_FAILED;
    if (error == 0) {
        map = mmap(NULL, (size_t)info->st_size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (map == MAP_FAILED) error = errno;
    }
    if (error == 0) {
        lock_slot(s);
        s->map = map;
        s->size = (size_t)info->st_size;
        int expected = state_opening;
        // A lease broken before now left the file unprotected: read it instead.
        if (!atomic_compare_exchange_strong(&s->state, &expected, cmf_mapped)) error = EAGAIN;
        unlock_slot(s);
    }
    if (error != 0) {
        if (map != MAP_FAILED) munmap(map, (size_t)info->st_size);
        close(fd);
        free_slot(s);
        return error;
    }
    *slot_out = index;
    *bytes = map;
    return 0;
}

void cmf_release_pages(int slot, size_t offset, size_t length) {
    struct slot *s = &slots[slot];
    long page = sysconf(_SC_PAGESIZE);
    uintptr_t start = ((uintptr_t)s->map + offset + (uintptr_t)page - 1) / (uintptr_t)page * (uintptr_t)page;
    uintptr_t end = ((uintptr_t)s->map + offset + length) / (uintptr_t)page * (uintptr_t)page;
    if (end <= start) return;
    lock_slot(s);
    if (atomic_load(&s->state) == cmf_mapped) madvise((void *)start, end - start, MADV_DONTNEED);
    unlock_slot(s);
}

int cmf_copy_into_memory(int slot) {
    struct slot *s = &slots[slot];
    lock_slot(s);
    atomic_store(&s->pending, 0);
    copy_locked(s);
    unlock_slot(s);
    return atomic_load(&s->state);
}

int cmf_state(int slot) { return atomic_load(&slots[slot].state); }

void cmf_close(int slot) {
    struct slot *s = &slots[slot];
    lock_slot(s);
    if (s->map != NULL) munmap(s->map, s->size);
    close(atomic_load(&s->fd));
    free_slot(s);
    atomic_flag_clear(&s->busy);
}
