#!/usr/bin/env python3
"""listedit's first frame on files of every size, and keys sent at once after it, while the
rest of the file is still being read: through the shared harness's pty session (../shared/bench,
read-only, so the scenario lives here), against `listedit --version` (process and runtime
start-up) and `less` (which draws its first screen before reading the file).

    python3 Benchmarks/peers/first_frame.py [--sizes 1k,1m,10m] [--reps 5] [--keys 20]

The shared suite's open waits until the program is quiet for 150 ms and idle, which for a
program still reading its file in the background is when the reading ends: it measures the
whole read. This scenario measures what the user sees first:

  start     spawn -> exit of `listedit --version` (no terminal, no file)
  first     spawn -> the last byte of the first burst of output that holds row 1's text and
            the status line (a burst ends at the first 10 ms without output)
  whole     spawn -> the last output before the program falls quiet and idle (the
            status line's exact count: the file read)
  keys      `j` sent right after the first frame, one at a time, each timed to the end of
            its burst (10 ms quiet): median / p90 over the keys of every repetition, and
            how many were sent while the file was still being read
  peak MiB  VmHWM once the file is read
  less      spawn -> less's first screen (row 1's text, then 10 ms quiet)

Results: $BENCH_WORK/results/first-frame-DATE.{md,json}; the table is printed too.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import gen_data, pb, pc  # noqa: E402

BURST_QUIET = 0.010      # s without output that ends a burst
MARKER = b"Item 0000001"
SIZES = {"1k": 1_000, "1m": 1_000_000, "10m": 10_000_000, "100m": 100_000_000}


def burst(session: pb.Session, marker: bytes | None, timeout: float) -> dict:
    """Reads until `marker` (if any) has appeared and then 10 ms pass without output."""
    return session.collect(BURST_QUIET, timeout, marker, need_output=True)


def start_up(binary: str, reps: int) -> float:
    """Median seconds from spawn to exit of `listedit --version`."""
    times = []
    for _ in range(reps):
        t0 = time.monotonic()
        subprocess.run([binary, "--version"], stdout=subprocess.DEVNULL, check=True)
        times.append(time.monotonic() - t0)
    return statistics.median(times)


def run_listedit(binary: str, path: str, rows: int, keys: int) -> dict:
    with pb.Session([binary, "--no-animation", path], env=pc.child_env()) as s:
        first = s.collect(BURST_QUIET, 60, MARKER)
        # The status line is the last thing a frame draws: the first frame is whole once the
        # burst that holds row 1 also holds it.
        while first["ok"] and s.plain_find(b"LIST ") < 0:
            first = burst(s, None, 60)
        first_s = (first["last"] - s.t0) if first["ok"] else None
        key_times, sent = [], []
        for _ in range(keys):
            t0 = time.monotonic()
            s._write(b"j")
            r = burst(s, None, 30)
            if r["ok"] and r["last"]:
                key_times.append(r["last"] - t0)
                sent.append(t0 - s.t0)
        # The screen is sent as changes, so the status line's text is not in the byte stream
        # whole: the file is read when the program falls quiet and idle (the shared suite's
        # rule), its last output being the status line's exact count.
        whole = s.collect(0.15, 600, None, need_output=False, idle_cpu_ms=5)
        whole_s = (whole["last"] - s.t0) if whole["ok"] and whole["last"] else None
        while_reading = sum(1 for t in sent if whole_s is not None and t < whole_s)
        peak = s.vm().get("VmHWM", 0) / 1024
        s.quit("q")
    return dict(first=first_s, whole=whole_s, keys=key_times, while_reading=while_reading, peak=peak)


def run_less(path: str) -> float | None:
    with pb.Session(["less", path], env=pc.child_env()) as s:
        r = s.collect(BURST_QUIET, 30, MARKER)
        t = (r["last"] - s.t0) if r["ok"] else None
        s.quit("q")
    return t


def ms(x):
    return "n/a" if x is None else f"{x * 1000:.1f}"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", default="1k,1m,10m")
    p.add_argument("--reps", type=int, default=5)
    p.add_argument("--keys", type=int, default=20)
    opts = p.parse_args(argv)
    binary = os.environ.get("LISTEDIT_BIN")
    if not binary:
        print("LISTEDIT_BIN must name the listedit binary", file=sys.stderr)
        return 2
    sizes = [s for s in opts.sizes.split(",") if s]
    data = os.path.join(os.environ["BENCH_WORK"], "data")
    os.makedirs(data, exist_ok=True)
    gen_data.main(sizes)
    start = start_up(binary, max(5, opts.reps))
    rows_out, runs = [], {}
    for size in sizes:
        path = os.path.join(data, f"lines-{size}.txt")
        results = [run_listedit(binary, path, SIZES[size], opts.keys) for _ in range(opts.reps)]
        less = [run_less(path) for _ in range(opts.reps)]
        keys = [k for r in results for k in r["keys"]]
        med = lambda xs: statistics.median([x for x in xs if x is not None]) if any(x is not None for x in xs) else None
        row = dict(size=size, start=start, first=med([r["first"] for r in results]),
                   whole=med([r["whole"] for r in results]),
                   key_median=statistics.median(keys) if keys else None, key_p90=pb.pct(keys, 90) if keys else None,
                   keys_while_reading=sum(r["while_reading"] for r in results), keys=len(keys),
                   peak=max(r["peak"] for r in results), less=med(less))
        rows_out.append(row)
        runs[size] = dict(listedit=results, less=less)
    lines = ["| rows | --version ms | first frame ms | whole file ms | j median / p90 ms | j while reading | peak MiB | less first ms |",
             "|---|---:|---:|---:|---|---:|---:|---:|"]
    for r in rows_out:
        lines.append(f"| {r['size']} | {ms(r['start'])} | {ms(r['first'])} | {ms(r['whole'])} | "
                     f"{ms(r['key_median'])} / {ms(r['key_p90'])} | {r['keys_while_reading']}/{r['keys']} | "
                     f"{r['peak']:.0f} | {ms(r['less'])} |")
    table = "\n".join(lines)
    print(table)
    out = os.path.join(os.environ["BENCH_WORK"], "results")
    os.makedirs(out, exist_ok=True)
    stamp = time.strftime("%Y-%m-%d")
    with open(os.path.join(out, f"first-frame-{stamp}.md"), "w") as f:
        f.write(table + "\n")
    with open(os.path.join(out, f"first-frame-{stamp}.json"), "w") as f:
        json.dump(dict(rows=rows_out, runs=runs), f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
