#!/usr/bin/python3
"""A FUSE file system of one file whose content the file system itself changes, as a network
or synthetic file system may: no process opens the file to write it, so nothing on the
machine is told. Used by the end-to-end tests (FileStateTests).

    changing-fs.py MOUNTPOINT SOURCE

mounts MOUNTPOINT holding `list.txt`, with SOURCE's bytes, and `ctl`: writing `truncate` to
`ctl` empties list.txt, `garble` replaces every byte but the line feeds with `Z`. Attributes
are never cached, so every stat sees the change at once. Runs in the foreground until
unmounted."""
import errno
import stat
import sys
import time

from fusepy import FUSE, FuseOSError, Operations


class ChangingFS(Operations):
    def __init__(self, source):
        with open(source, "rb") as f:
            self.data = f.read()
        self.modified = time.time()

    def getattr(self, path, fh=None):
        now = self.modified
        if path == "/":
            return dict(st_mode=stat.S_IFDIR | 0o755, st_nlink=2, st_mtime=now, st_ctime=now)
        if path == "/list.txt":
            return dict(st_mode=stat.S_IFREG | 0o644, st_nlink=1, st_size=len(self.data), st_mtime=now, st_ctime=now)
        if path == "/ctl":
            return dict(st_mode=stat.S_IFREG | 0o666, st_nlink=1, st_size=0, st_mtime=now, st_ctime=now)
        raise FuseOSError(errno.ENOENT)

    def readdir(self, path, fh):
        return [".", "..", "list.txt", "ctl"]

    def open(self, path, flags):
        return 0

    def read(self, path, size, offset, fh):
        return self.data[offset:offset + size] if path == "/list.txt" else b""

    def truncate(self, path, length, fh=None):
        if path != "/ctl":
            raise FuseOSError(errno.EACCES)

    def write(self, path, data, offset, fh):
        if path != "/ctl":
            raise FuseOSError(errno.EACCES)
        command = data.strip()
        if command == b"truncate":
            self.data = b""
        elif command == b"garble":
            self.data = bytes(b if b == 10 else 90 for b in self.data)
        self.modified = time.time()
        return len(data)


if __name__ == "__main__":
    FUSE(ChangingFS(sys.argv[2]), sys.argv[1], foreground=True, attr_timeout=0, entry_timeout=0)
