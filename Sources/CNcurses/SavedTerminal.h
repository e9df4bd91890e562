// The terminal's modes as they were before curses took it, shared by the code that opens
// the terminal (which saves them) and the crash guard (which puts them back).
#ifndef CNCURSES_SAVED_TERMINAL_H
#define CNCURSES_SAVED_TERMINAL_H
#include <stdbool.h>
#include <termios.h>

extern struct termios cn_saved_termios;
extern bool cn_have_saved_termios;

#endif
