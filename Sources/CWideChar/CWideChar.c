// Everything is inline in the header; SwiftPM needs a source file for a C target.
#include "CWideChar.h"
