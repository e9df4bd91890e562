#include "CNcurses.h"
#include "SavedTerminal.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// The columns a character takes, without asking the C library about printable ASCII.
static inline int cell_width(wchar_t c) {
    return (c >= 0x20 && c < 0x7F) ? 1 : wcwidth(c);
}

// Cells go in with wadd_wchnstr, which copies them into the window as they are: waddnwstr
// would take each character through wadd_wch (wrapping, control characters, printability
// checks), which costs several times more, and the text here is already made safe to print.
// Characters are grouped into cells the way wadd_wch groups them: one that takes columns
// starts a cell, one that takes none (a combining mark, a joiner) joins the cell before it.
int cn_draw(WINDOW *w, int y, int x, const wchar_t *text, int n, attr_t attrs, short pair) {
    enum { chunk = 256 };
    cchar_t cells[chunk];
    // Every cell starts as a copy of this one: the style is worked out once per run.
    cchar_t style;
    setcchar(&style, L" ", attrs, pair, NULL);
    int i = 0;
    int result = OK;
    while (i < n && result == OK) {
        int count = 0;
        int advance = 0;
        while (i < n && count < chunk) {
            cchar_t *cell = &cells[count++];
            *cell = style;
            cell->chars[0] = text[i];
            int width = cell_width(text[i++]);
            advance += width > 0 ? width : 1;
            int length = 1;
            while (i < n && cell_width(text[i]) == 0) {
                if (length < CCHARW_MAX) cell->chars[length++] = text[i];
                i++;
            }
        }
        if (wmove(w, y, x) == ERR) return ERR;
        result = wadd_wchnstr(w, cells, count);
        x += advance;
    }
    return result;
}

void cn_scroll_lines(WINDOW *w, int top, int bottom, int n) {
    scrollok(w, TRUE);
    wsetscrreg(w, top, bottom);
    wscrl(w, n);
    wsetscrreg(w, 0, getmaxy(w) - 1);
    scrollok(w, FALSE);
}

// MARK: - Opening the terminal

static FILE *tty_out = NULL;
static FILE *tty_in = NULL;
// The terminal's settings before ncurses changed them, for the crash guard.
struct termios cn_saved_termios;
bool cn_have_saved_termios = false;

SCREEN *cn_open_tty(const char **reason) {
    const char *term = getenv("TERM");
    if (term == NULL || term[0] == '\0') {
        *reason = "TERM is not set";
        return NULL;
    }
    tty_out = fopen("/dev/tty", "w");
    tty_in = fopen("/dev/tty", "r");
    if (tty_out == NULL || tty_in == NULL) {
        *reason = "no terminal: /dev/tty cannot be opened";
        if (tty_out) fclose(tty_out);
        if (tty_in) fclose(tty_in);
        tty_out = tty_in = NULL;
        return NULL;
    }
    cn_have_saved_termios = tcgetattr(fileno(tty_out), &cn_saved_termios) == 0;
    // A terminal ncurses does not know, or one that cannot move the cursor (dumb), is refused
    // before newterm, which would otherwise draw garbage on it.
    int status = 0;
    if (setupterm(term, fileno(tty_out), &status) != OK) {
        *reason = "the terminal type in TERM is unknown";
        fclose(tty_out);
        fclose(tty_in);
        tty_out = tty_in = NULL;
        return NULL;
    }
    const char *cup = tigetstr("cup");
    bool addressable = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    if (!addressable) {
        *reason = "the terminal cannot move its cursor (TERM is dumb or too limited)";
        fclose(tty_out);
        fclose(tty_in);
        tty_out = tty_in = NULL;
        return NULL;
    }
    SCREEN *screen = newterm(term, tty_out, tty_in);
    if (screen == NULL) {
        *reason = "the terminal cannot be initialised";
        fclose(tty_out);
        fclose(tty_in);
        tty_out = tty_in = NULL;
    }
    return screen;
}

void cn_close_tty(SCREEN *screen) {
    if (screen) delscreen(screen);
    if (tty_out) fclose(tty_out);
    if (tty_in) fclose(tty_in);
    tty_out = tty_in = NULL;
}

int cn_tty_fd(void) { return tty_out ? fileno(tty_out) : -1; }

int cn_tty_input_fd(void) { return tty_in ? fileno(tty_in) : -1; }

// MARK: - Signals

static volatile sig_atomic_t pending_signal = 0;
static volatile sig_atomic_t continued = 0;
static volatile sig_atomic_t stop_requested = 0;
static volatile sig_atomic_t resized = 0;

static void flag_signal(int sig) { pending_signal = sig; }
static void flag_continued(int sig) {
    (void)sig;
    continued = 1;
}
static void flag_stop(int sig) {
    (void)sig;
    stop_requested = 1;
}
static void flag_resized(int sig) {
    (void)sig;
    resized = 1;
}

// The flag handler for SIGTSTP: the program leaves curses mode itself, between two frames,
// rather than ncurses' handler doing it from inside whatever call the signal interrupted.
static void install_stop_flag(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = flag_stop;
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, NULL);
}

void cn_install_signal_flags(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = flag_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a blocking read returns with EINTR
    // Every signal whose default is to end the process is asked to stop the program, as
    // TERM is, so that the terminal is restored and the unsaved edits are kept first.
    int ending[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPWR,
                    SIGSYS, SIGSTKFLT};
    for (unsigned i = 0; i < sizeof ending / sizeof ending[0]; i++) sigaction(ending[i], &action, NULL);
    // A write past the file-size limit, or to a pipe whose reader is gone, fails with its
    // error (EFBIG, EPIPE) instead of killing the program: a save says why, and nothing is lost.
    signal(SIGXFSZ, SIG_IGN);
    signal(SIGPIPE, SIG_IGN);
    action.sa_handler = flag_continued;
    sigaction(SIGCONT, &action, NULL);
    // The program reads the terminal's bytes itself, not through ncurses' key reading, so it
    // learns of a resize from its own flag (ncurses leaves a handler it finds in place).
    action.sa_handler = flag_resized;
    sigaction(SIGWINCH, &action, NULL);
    install_stop_flag();
    // A parent may start the program with these blocked (the mask is inherited through exec):
    // then a TERM or HUP would never arrive, and the unsaved edits would not be kept.
    sigset_t handled;
    sigemptyset(&handled);
    int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGCONT, SIGTSTP, SIGWINCH};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaddset(&handled, signals[i]);
    sigprocmask(SIG_UNBLOCK, &handled, NULL);
}

int cn_pending_signal(void) { return pending_signal; }

int cn_is_foreground(void) {
    int fd = tty_in ? fileno(tty_in) : -1;
    return fd < 0 || tcgetpgrp(fd) == getpgrp();
}

int cn_take_signal(void) {
    int sig = pending_signal;
    pending_signal = 0;
    return sig;
}

int cn_take_continued(void) {
    int was = continued;
    continued = 0;
    return was;
}

int cn_take_resized(void) {
    int was = resized;
    resized = 0;
    return was;
}

void cn_apply_window_size(void) {
    struct winsize size;
    int fd = tty_out ? fileno(tty_out) : -1;
    if (fd >= 0 && ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_row > 0 && size.ws_col > 0) {
        resize_term(size.ws_row, size.ws_col);
    }
}

const char *cn_key_sequence(const char *capability) {
    const char *value = tigetstr(capability);
    return value == (char *)-1 ? NULL : value;
}

int cn_take_stop_request(void) {
    int was = stop_requested;
    stop_requested = 0;
    return was;
}

void cn_stop(int whole_group) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, NULL);
    kill(whole_group ? 0 : getpid(), SIGTSTP);
    // Stopped in kill (a signal to oneself is delivered before it returns); continued here.
    install_stop_flag();
    stop_requested = 0;
    continued = 0;
}

// MARK: - SGR mouse reports


// Straight to the screen's terminal: putp() writes to stdout, which in a pipe is the list's
// destination, not the terminal.
static void write_to_terminal(const char *sequence) {
    if (tty_out == NULL) return;
    fputs(sequence, tty_out);
    fflush(tty_out);
}

void cn_enable_sgr_mouse(void) { write_to_terminal("\033[?1006h"); }

void cn_disable_sgr_mouse(void) {
    write_to_terminal("\033[?1006l");
}

// MARK: - Bracketed paste

void cn_enable_bracketed_paste(void) { write_to_terminal("\033[?2004h"); }

void cn_disable_bracketed_paste(void) {
    write_to_terminal("\033[?2004l");
}

// MARK: - Clipboard

void cn_set_clipboard(const char *base64) {
    if (tty_out == NULL) return;
    fputs("\033]52;c;", tty_out);
    fputs(base64, tty_out);
    fputs("\a", tty_out);
    fflush(tty_out);
}
