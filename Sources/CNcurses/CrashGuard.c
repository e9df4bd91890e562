// The crash guard: on a fatal signal, the terminal is put back (modes and screen) and the
// unsaved edits are rescued, with only async-signal-safe calls, before the signal goes on.
#include "CNcurses.h"
#include "SavedTerminal.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <termios.h>
#include <ucontext.h>
#include <unistd.h>

enum { crash_signal_count = 6 };
static const int crash_signals[crash_signal_count] = {SIGILL, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGTRAP};
static struct sigaction previous_actions[crash_signal_count];
static char restore_bytes[256];
static size_t restore_length = 0;
static int guard_fd = -1;
static volatile sig_atomic_t restored = 0;

static void append_capability(const char *name) {
    const char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return;
    size_t n = strlen(value);
    if (restore_length + n < sizeof restore_bytes) {
        memcpy(restore_bytes + restore_length, value, n);
        restore_length += n;
    }
}

static void restore_terminal(void) {
    if (restored || guard_fd < 0) return;
    restored = 1;
    ssize_t ignored = write(guard_fd, restore_bytes, restore_length);
    (void)ignored;
    if (cn_have_saved_termios) tcsetattr(guard_fd, TCSANOW, &cn_saved_termios);
}

static cn_crash_rescue crash_rescue = NULL;
static int chain_to_backtracer = 1;

void cn_set_crash_rescue(cn_crash_rescue rescue, int chain) {
    crash_rescue = rescue;
    chain_to_backtracer = chain;
}

static void append_text(char *line, size_t *length, size_t capacity, const char *text) {
    size_t n = strlen(text);
    if (*length + n >= capacity) n = capacity - 1 - *length;
    memcpy(line + *length, text, n);
    *length += n;
    line[*length] = 0;
}

static const char *crash_name(int sig) {
    switch (sig) {
    case SIGILL: return "crashed (illegal instruction)";
    case SIGSEGV: return "crashed (segmentation fault)";
    case SIGBUS: return "crashed (bus error)";
    case SIGFPE: return "crashed (arithmetic error)";
    case SIGABRT: return "crashed (aborted)";
    case SIGTRAP: return "crashed (trace trap)";
    default: return "crashed";
    }
}

static int rescue_fd = -1;

// The child's work, on a stack of its own.
static void run_rescue(void) { _exit(crash_rescue(rescue_fd)); }

// Keeps the unsaved edits, if any, in a child process with a deadline: a crash can leave
// locks held (in malloc, in the runtime) that would hang the rescue, and a hung child is
// killed rather than holding the terminal. `_Fork` runs no fork handlers (which take those
// very locks) and may be called from a signal handler. The child runs the rescue on a fresh
// 8 MiB stack: the handler may be on the small alternate stack (a stack overflow), or near
// the end of the main one.
static void rescue_unsaved_edits(char *line, size_t *length, size_t capacity) {
    if (crash_rescue == NULL) return;
    int pipe_fds[2];
    if (pipe(pipe_fds) != 0) return;
    pid_t child = _Fork();
    if (child == 0) {
        close(pipe_fds[0]);
        rescue_fd = pipe_fds[1];
        // A crash of the rescue itself ends the child plainly.
        for (int i = 0; i < crash_signal_count; i++) signal(crash_signals[i], SIG_DFL);
        size_t size = 8 << 20;
        void *stack = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
        static ucontext_t here, there;
        if (stack != MAP_FAILED && getcontext(&there) == 0) {
            there.uc_stack.ss_sp = stack;
            there.uc_stack.ss_size = size;
            there.uc_link = NULL;
            makecontext(&there, run_rescue, 0);
            swapcontext(&here, &there);
        }
        run_rescue();
    }
    close(pipe_fds[1]);
    if (child < 0) {
        close(pipe_fds[0]);
        return;
    }
    char path[700];
    size_t got = 0;
    int waited_ms = 0;
    while (got < sizeof path - 1 && waited_ms < 5000) {
        struct pollfd ready = {.fd = pipe_fds[0], .events = POLLIN};
        int n = poll(&ready, 1, 100);
        if (n < 0 && errno == EINTR) continue;
        if (n == 0) {
            waited_ms += 100;
            continue;
        }
        ssize_t r = read(pipe_fds[0], path + got, sizeof path - 1 - got);
        if (r <= 0) break;
        got += (size_t)r;
    }
    path[got] = 0;
    close(pipe_fds[0]);
    // The child closes the pipe as it exits, a moment before it can be waited for: give it
    // what is left of the five seconds to end (killed and said to have failed only then).
    int status = 0;
    pid_t ended;
    while ((ended = waitpid(child, &status, WNOHANG)) == 0 || (ended < 0 && errno == EINTR)) {
        if (waited_ms >= 5000) break;
        poll(NULL, 0, 10);  // 10 ms
        waited_ms += 10;
    }
    if (ended == 0) {
        kill(child, SIGKILL);
        waitpid(child, &status, 0);
        status = 2 << 8;
    }
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 2;
    if (code == 0 && got > 0) {
        append_text(line, length, capacity, "; unsaved edits written to ");
        append_text(line, length, capacity, path);
    } else if (code == 1) {
        append_text(line, length, capacity, "; no unsaved edits to keep");
    } else {
        append_text(line, length, capacity, "; the unsaved edits could not be kept");
        if (code == 2 && got > 0) {
            append_text(line, length, capacity, " (");
            append_text(line, length, capacity, path);
            append_text(line, length, capacity, ")");
        } else if (WIFSIGNALED(status)) {
            append_text(line, length, capacity, WTERMSIG(status) == SIGKILL ? " (it took too long)" : " (keeping them crashed too)");
        }
    }
}

static void crash_handler(int sig, siginfo_t *info, void *context) {
    restore_terminal();
    char line[1024] = "listedit: ";
    size_t length = strlen(line);
    append_text(line, &length, sizeof line, crash_name(sig));
    rescue_unsaved_edits(line, &length, sizeof line);
    if (!chain_to_backtracer) append_text(line, &length, sizeof line, " (SWIFT_BACKTRACE=enable=yes for a backtrace)");
    append_text(line, &length, sizeof line, "\n");
    ssize_t ignored = write(STDERR_FILENO, line, length);
    (void)ignored;
    // Hand the signal to the handler that was there before (the Swift runtime's backtracer),
    // when asked for: by default it waits 30 s for a key on a terminal before exiting.
    for (int i = 0; chain_to_backtracer && i < crash_signal_count; i++) {
        if (crash_signals[i] != sig) continue;
        struct sigaction *previous = &previous_actions[i];
        if ((previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction != NULL) {
            previous->sa_sigaction(sig, info, context);
        } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN && previous->sa_handler != NULL) {
            previous->sa_handler(sig);
        }
    }
    // Then die by the same signal, whether it came from a trap or from kill: a handler that
    // returns would let a signal sent from outside resume the program.
    signal(sig, SIG_DFL);
    raise(sig);
}

void cn_install_crash_guard(int fd) {
    guard_fd = fd;
    restore_length = 0;
    append_capability("rmcup");
    append_capability("cnorm");
    append_capability("sgr0");
    append_capability("rmkx");
    // Stop xterm-style mouse reports and bracketed paste (unknown private modes are ignored
    // by other terminals).
    const char *modes_off = "\033[?1006l\033[?1003l\033[?1002l\033[?1000l\033[?2004l";
    size_t n = strlen(modes_off);
    if (restore_length + n < sizeof restore_bytes) {
        memcpy(restore_bytes + restore_length, modes_off, n);
        restore_length += n;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = crash_handler;
    sigemptyset(&action.sa_mask);
    // On the runtime's alternate stack, if it set one up: a stack overflow is a crash too.
    action.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
    for (int i = 0; i < crash_signal_count; i++) sigaction(crash_signals[i], &action, &previous_actions[i]);
}

