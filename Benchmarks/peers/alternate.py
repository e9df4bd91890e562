#!/usr/bin/env python3
"""Alternates listedit binaries (and the C floor) on the peer benchmark's down and delete
scenarios at a million rows, round after round, so that builds are compared in the same
state of a noisy machine.

    $BENCH_WORK/.venv/bin/python Benchmarks/peers/alternate.py ROUNDS NAME=BINARY ...

Needs the peer benchmark set up once (`make bench-peers`), whose harness it uses
(../shared/bench/ptybench.py) and whose data and C floor it reads from BENCH_WORK
(default ~/.cache/listedit-bench). Prints, per program, the median key latency of each
round in ms: 20 downs from the top; 20 deletes from row 11 (listedit: e, then d d each).
"""
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "shared", "bench"))
import ptybench as pb  # noqa: E402

WORK = os.environ.get("BENCH_WORK", os.path.expanduser("~/.cache/listedit-bench"))
DATA = os.path.join(WORK, "data", "lines-1m.txt")
FLOOR = os.path.join(WORK, "build", "c_baseline")
ENV = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")


def median_key_ms(binary, scenario, keys=20):
    is_floor = binary == FLOOR
    with pb.Session([binary, DATA], env=ENV) as session:
        if not session.first_frame("Item 0000001")["ok"]:
            raise SystemExit(f"{binary}: no first frame")
        if scenario == "delete":
            if not is_floor:
                session.press("e")
            for _ in range(10):
                session.press("j")
            spec = "d" if is_floor else ["d", "d"]
        else:
            spec = "j"
        latencies = [session.press(spec)["seconds"] for _ in range(keys)]
        session.quit("q" if is_floor else "<C-c>")
    return statistics.median(latencies) * 1000


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    rounds = int(sys.argv[1])
    programs = dict(arg.split("=", 1) for arg in sys.argv[2:])
    programs["C floor"] = FLOOR
    results = {name: {"down": [], "delete": []} for name in programs}
    for _ in range(rounds):
        for name, binary in programs.items():
            for scenario in ("down", "delete"):
                results[name][scenario].append(median_key_ms(binary, scenario))
    for scenario in ("down", "delete"):
        for name, rows in results.items():
            values = " ".join(f"{v:.2f}" for v in rows[scenario])
            print(f"{scenario:7} {name:12} {values}   median {statistics.median(rows[scenario]):.2f}")


if __name__ == "__main__":
    main()
