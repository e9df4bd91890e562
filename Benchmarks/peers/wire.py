#!/usr/bin/env python3
"""Shows the bytes a program writes for each key of the peer benchmark's scenarios, with
the escape sequences spelled out, so that a frame's cost on the wire can be read.

    $BENCH_WORK/.venv/bin/python Benchmarks/peers/wire.py SCENARIO PROGRAM [ROWS]

SCENARIO is down, delete or move (the peer benchmark's b, c and d); PROGRAM is a listedit
binary, `vim` or `c` (the C floor); ROWS is 1m (default) or 10m. Needs the peer benchmark
set up once (`make bench-peers`), whose harness and data it uses. Prints each key's bytes
and the total, as the benchmark's KiB column counts them.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "shared", "bench"))
import ptybench as pb  # noqa: E402

WORK = os.environ.get("BENCH_WORK", os.path.expanduser("~/.cache/listedit-bench"))
FLOOR = os.path.join(WORK, "build", "c_baseline")
ENV = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")


def spelled(data: bytes) -> str:
    text = data.decode("utf-8", "replace")
    text = re.sub(r"\x1b", "⎋", text)
    return "".join(c if c >= " " or c == "⎋" else f"^{chr(ord(c) + 64)}" for c in text)


def main():
    scenario, program = sys.argv[1], sys.argv[2]
    rows = sys.argv[3] if len(sys.argv) > 3 else "1m"
    data = os.path.join(WORK, "data", f"lines-{rows}.txt")
    kind = "vim" if program == "vim" else "c" if program == "c" else "listedit"
    argv = {"vim": ["vim", "-u", "NONE", "-N", "-n", data], "c": [FLOOR, data]}.get(kind, [program, data])
    keys = {
        "vim": dict(down="j", delete="dd", move="ddp"),
        "c": dict(down="j", delete="d", move="J"),
        "listedit": dict(down="j", delete=["d", "d"], move="J"),
    }[kind]
    with pb.Session(argv, env=ENV) as session:
        first = session.first_frame("Item 0000001")
        print(f"first frame: {len(session.out)} bytes")
        count = 40 if scenario == "down" else 20
        if scenario != "down":
            if kind == "listedit":
                session.press("e")
            for _ in range(10):
                session.press("j")
        total = 0
        for n in range(count):
            result = session.press(keys[scenario])
            chunk = bytes(session.out[result["at"]:])
            total += result["nbytes"]
            print(f"{n + 1:2} {result['nbytes']:4} B  {spelled(chunk)}")
        print(f"total {total} B = {total / 1024:.1f} KiB")
        session.press("<C-c>" if kind != "vim" else ":q!<CR>")


if __name__ == "__main__":
    main()
