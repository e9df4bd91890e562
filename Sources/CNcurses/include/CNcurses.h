// The ncursesw shim: what Swift 6 cannot import from <curses.h> (macros, globals), as static
// inline functions, plus the signal and crash handling that must be written in C.
// No ncurses constant is copied into Swift by value: Swift calls these.
#ifndef CNCURSES_H
#define CNCURSES_H

// Must come before the first include, or the wide API stays hidden from Swift.
#define _GNU_SOURCE 1
#if defined(__APPLE__)
// macOS's ncurses has the wide-character API under its own name, shown by this define.
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncurses.h>
#else
#include <ncursesw/curses.h>
#endif
#include <term.h>
#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

// MARK: - Globals

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline void cn_getmaxyx(WINDOW *w, int *y, int *x) { getmaxyx(w, *y, *x); }

// MARK: - Attributes

static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_italic(void) { return A_ITALIC; }

// MARK: - Keys and mouse

static inline int cn_key_f(int n) { return KEY_F(n); }
static inline mmask_t cn_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t cn_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

/// Asks the terminal for SGR (1006) mouse reports, which can say a column past 223 (X10's
/// cannot); terminals without them ignore the request.
void cn_enable_sgr_mouse(void);
/// Stops SGR mouse reports (before endwin, so the shell never receives them).
void cn_disable_sgr_mouse(void);

/// Asks the terminal to bracket pasted text (xterm's mode 2004; terminals without it ignore
/// the request), so that pasted text is read as text, never as keys.
void cn_enable_bracketed_paste(void);
/// Stops bracketing pasted text (before endwin: the shell has its own idea of it).
void cn_disable_bracketed_paste(void);
/// Asks the terminal to put text on its clipboard (OSC 52, "c"): `base64` is the text in
/// base64. Terminals that do not take it ignore it.
void cn_set_clipboard(const char *base64);

// MARK: - Drawing

/// Draws `n` wide characters at (y, x) with attributes and colour pair.
int cn_draw(WINDOW *w, int y, int x, const wchar_t *text, int n, attr_t attrs, short pair);

/// Moves lines `top...bottom` of the window up by `n` lines (down if `n` is negative), in the
/// window only: the lines left empty are blank, and the terminal is told at the next refresh.
void cn_scroll_lines(WINDOW *w, int top, int bottom, int n);

// MARK: - Opening the terminal

/// Opens the terminal on /dev/tty (stdin and stdout stay free for pipes). Returns NULL and
/// sets *reason to a message when there is no terminal, TERM is unset or unknown, or the
/// terminal cannot address the cursor (TERM=dumb).
SCREEN *cn_open_tty(const char **reason);
/// Closes what cn_open_tty opened (after endwin).
void cn_close_tty(SCREEN *screen);
/// The file descriptor of the tty cn_open_tty opened, or -1.
int cn_tty_fd(void);
/// The descriptor ncurses reads the terminal from, or -1: a paste's bytes are read from it
/// directly, as they came.
int cn_tty_input_fd(void);

// MARK: - Signals

/// Installs flag handlers for SIGINT, SIGTERM and SIGHUP (before newterm, so ncurses keeps
/// them): a signal only sets a flag, and a blocking read returns early (no SA_RESTART).
void cn_install_signal_flags(void);
/// The signal number received since the last call, or 0; clears it.
int cn_take_signal(void);
/// The signal waiting to be taken, or 0; leaves it.
int cn_pending_signal(void);
/// Whether the process is in the terminal's foreground process group (a job stopped and then
/// killed is not: touching the terminal's modes would stop it again, by SIGTTOU).
int cn_is_foreground(void);
/// Whether SIGCONT arrived since the last call (the process was stopped, by anyone, and
/// continues: the terminal's modes and contents may have changed meanwhile); clears it.
int cn_take_continued(void);
/// Whether SIGTSTP arrived since the last call (someone asked the program to stop); clears it.
int cn_take_stop_request(void);
/// Whether SIGWINCH arrived since the last call; clears it.
int cn_take_resized(void);
/// Has ncurses take the terminal's size now (after a SIGWINCH).
void cn_apply_window_size(void);
/// The terminal's key sequence for a terminfo capability (`kcuu1`), or NULL.
const char *cn_key_sequence(const char *capability);
/// Stops the process (with `whole_group`, its whole process group, as the terminal's own
/// Ctrl-Z would) until SIGCONT, then goes on catching SIGTSTP as a request.
void cn_stop(int whole_group);

/// Remembers how to restore the terminal if the process crashes (a Swift runtime trap is
/// SIGILL; also SEGV, BUS, FPE, ABRT): the termios cn_open_tty saved before newterm, and the bytes that
/// leave the alternate screen, show the cursor, reset attributes and stop mouse reports.
/// Then installs handlers that write those bytes, restore the termios, and hand the signal
/// to whatever handler was there before (so the backtrace still prints) or die by it.
void cn_install_crash_guard(int fd);
/// Keeps unsaved edits when the process crashes: called in a child process (with a deadline)
/// with a descriptor to write the path of what it wrote to; returns 0 when it wrote
/// something, 1 when there was nothing to keep, 2 when it failed.
typedef int (*cn_crash_rescue)(int path_fd);
/// Sets what the crash guard calls to keep unsaved edits, and whether it then hands the
/// crash to the Swift runtime's backtracer (`chain`) or ends the process at once.
void cn_set_crash_rescue(cn_crash_rescue rescue, int chain);

#endif
