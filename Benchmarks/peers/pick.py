#!/usr/bin/env python3
"""The peer benchmark's pick scenario: choosing a row for a script, listedit --pick against
fzf --multi, through the shared harness (../shared/bench: its pty session, end-of-frame rule,
key notation, clean environment and data), which is read-only, so the scenario lives here.

    python3 Benchmarks/peers/pick.py [--peers listedit,fzf] [--sizes 1m,10m] [--reps 3]

`make bench-pick` runs it with LISTEDIT_BIN set to the release binary (`make bench-peers`
runs it after the shared suite). Each run is a fresh process on an 80x24 pty:

  open      spawn -> first complete frame (fzf's counts once its n/n counter shows all
            input read, as in the shared suite)
  filter    the filter key (listedit `/`; fzf filters from the start) untimed, then the
            query typed one key at a time, each key timed to the end of its frame
  keep      listedit only: Enter closes the filter field and keeps the filter
  check     Space (listedit) / Tab (fzf) checks the cursor's row, the first match
  Enter     to the chosen row arriving on the program's stdout (a pipe, as in
            `... | xargs`), and to the process being reaped
  peak MiB  VmHWM just before Enter

The run is right when stdout is exactly the first row containing the query, and the exit
status is 0. Results: $BENCH_WORK/results/pick-DATE.{md,json}; the table is printed too.
"""
from __future__ import annotations

import argparse
import json
import os
import select
import shutil
import statistics
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import gen_data, pb, pc  # noqa: E402

QUERY = pb.FILTER_QUERY
ACCEPT_TIMEOUT = 30.0    # s from Enter to exit before the run counts as failed


def pick_peers() -> list:
    """listedit and fzf as pickers, each on the shared data file. Keys: filter opens the
    filter field ("" = none needed), keep closes it keeping the filter (None = none),
    check checks the cursor's row, accept prints the checked rows and exits."""
    peers = []
    listedit = os.environ.get("LISTEDIT_BIN")
    if listedit:
        # The file as argument: listedit reads it as it reads a file to edit.
        peers.append(pc.Peer(
            "listedit", lambda f, n: [listedit, "--pick", f],
            dict(filter="/", keep="<CR>", check="<Space>", accept="<CR>"),
            version_cmd=[listedit, "--version"]))
    # fzf reads its list only from stdin; the same file is its stdin. --exact --no-sort as in
    # the shared filter scenario: the matches are the rows containing the query, in file
    # order, so its first match is listedit's. Tab checks the row (and moves down).
    peers.append(pc.Peer(
        "fzf", lambda f, n: ["fzf", "--multi", "--layout=reverse", "--exact", "--no-sort"],
        dict(filter="", keep=None, check="<Tab>", accept="<CR>"),
        marker=lambda n: f"{n}/{n}", stdin=lambda f: f,
        version_cmd=["fzf", "--version"]))
    return peers


def expected_row(path: str) -> bytes:
    """The first row containing the query (at every size row 999, `Item 0000999 — …`)."""
    with open(path, "rb") as f:
        for line in f:
            if QUERY.encode() in line:
                return line.rstrip(b"\n")
    raise SystemExit(f"{path}: no row contains {QUERY!r}")


def accept(s: pb.Session, spec: str, stdout_fd: int) -> dict:
    """Enter, then read the program's stdout (a FIFO) and keep the pty drained until the
    process has exited and closed stdout. Times: the first complete line, stdout's end (what
    `$(…)` and xargs wait for) and the exit."""
    s.drain()
    out = bytearray()
    line_s = eof_s = exit_s = None
    t = time.monotonic()
    s._write(pb.encode_keys(spec, s.app_cursor))
    open_fds = [stdout_fd]
    while time.monotonic() - t < ACCEPT_TIMEOUT:
        if exit_s is None and s.poll_exit():
            exit_s = s.exit_time - t
        if exit_s is not None and not open_fds:
            break
        fds = open_fds + ([s.fd] if not s.eof else [])
        ready, _, _ = select.select(fds, [], [], 0.005)
        now = time.monotonic()
        if stdout_fd in ready:
            data = os.read(stdout_fd, 1 << 16)
            if not data:
                open_fds = []            # the writer (the program) has closed stdout
                eof_s = now - t
            out += data
            if line_s is None and b"\n" in out:
                line_s = now - t
        if s.fd in ready:
            s._read(0)
    else:
        s.kill()
    return dict(output_s=line_s, eof_s=eof_s, exit_s=exit_s, stdout=bytes(out),
                status=s.exit_status)


def run_once(peer, size: str, path: str, opts, env) -> dict:
    nrows = pc.SIZES[size]
    res = dict(peer=peer.name, size=size)
    with tempfile.TemporaryDirectory(prefix="pickbench-") as tmp:
        fifo = os.path.join(tmp, "stdout")
        os.mkfifo(fifo)
        # Opened first, without blocking, so that the program's open for writing succeeds.
        stdout_fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
        # The pty stays the controlling terminal and stderr; stdout becomes the FIFO, as in
        # `listedit --pick | xargs …`. `exec` keeps the pid, so memory and CPU are the program's.
        argv = ["sh", "-c", 'out=$1; shift; exec "$@" >"$out"', "sh", fifo] + peer.argv(path, nrows)
        stdin = peer.stdin(path) if peer.stdin else None
        try:
            with pb.Session(argv, opts.rows, opts.cols, env, stdin, cwd=tmp,
                            idle_cpu_ms=opts.idle_cpu_ms) as s:
                res.update(steps(s, peer, nrows, opts, stdout_fd))
                res["cpu_s"] = s.cpu_seconds()
        finally:
            os.close(stdout_fd)
    want = expected_row(path) + b"\n"
    res["stdout"] = res.get("stdout", b"").decode("utf-8", "replace")
    res["right"] = res["stdout"].encode() == want and res.get("status") == 0
    if not res["right"] and not res.get("error"):
        res["error"] = f"stdout {res['stdout'][:60]!r}, status {res.get('status')}"
    return res


def steps(s: pb.Session, peer, nrows: int, opts, stdout_fd: int) -> dict:
    """open, filter keys, keep, check, Enter; stops at the first step that fails."""
    keys = peer.keys
    ff = s.first_frame(peer.marker(nrows), opts.quiet, opts.first_frame_timeout)
    if not ff["ok"]:
        return dict(error=f"open: {ff['reason']}")
    r = dict(open_s=ff["seconds"], filter_s=[])

    def press(spec, what):
        p = s.press(spec, opts.quiet, opts.op_timeout)
        if not p["ok"]:
            r["error"] = f"{what}: {p['reason']}"
        return p["seconds"] if p["ok"] else None
    if keys["filter"] and press(keys["filter"], "filter key") is None:
        return r
    for ch in QUERY:
        t = press(ch, f"query key {ch!r}")
        if t is None:
            return r
        r["filter_s"].append(t)
    if keys["keep"]:
        r["keep_s"] = press(keys["keep"], "keep key")
        if r["keep_s"] is None:
            return r
    r["check_s"] = press(keys["check"], "check key")
    if r["check_s"] is None:
        return r
    r["hwm_mib"] = s.vm().get("VmHWM", 0) / 1024 or None
    r.update(accept(s, keys["accept"], stdout_fd))
    return r


def summarize(runs: list) -> dict:
    """Medians over the repetitions that ran; a run's filter figure is its keys' median."""
    def med(key):
        v = [r[key] for r in runs if r.get(key) is not None]
        return statistics.median(v) if v else None
    per_run = [statistics.median(r["filter_s"]) for r in runs if len(r.get("filter_s", [])) == len(QUERY)]
    worst = [max(r["filter_s"]) for r in runs if len(r.get("filter_s", [])) == len(QUERY)]
    return dict(n=len(runs), open_s=med("open_s"), keep_s=med("keep_s"), check_s=med("check_s"),
                output_s=med("output_s"), eof_s=med("eof_s"), exit_s=med("exit_s"),
                hwm_mib=med("hwm_mib"),
                filter_s=statistics.median(per_run) if per_run else None,
                filter_max_s=max(worst) if worst else None,
                right=sum(1 for r in runs if r.get("right")),
                errors=sorted({r["error"] for r in runs if r.get("error")}))


def ms(seconds):
    return pb.fmt_ms(seconds * 1000) if seconds is not None else "–"


def markdown(meta, summary, peers, sizes) -> str:
    L = [f"# Choosing rows: listedit --pick against fzf --multi — {meta['date']}", "",
         f"Terminal {meta['cols']}x{meta['rows']}, the shared harness's end-of-frame rule "
         f"(quiet {meta['quiet_ms']:.0f} ms and idle); medians over *n* repetitions. Query "
         f"'{QUERY}' typed one key at a time (filter: median / max over the keys). Enter → "
         f"row: until the chosen row is on the program's stdout (a pipe); → exit: until it "
         f"is reaped. *right*: runs whose stdout was exactly the first matching row, status 0.",
         "", "| peer | rows | open ms | filter ×4 ms | keep ms | check ms | Enter → row ms "
         "| Enter → exit ms | peak MiB | right | n |",
         "|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|"]
    for p in peers:
        for size in sizes:
            a = summary.get(f"{p.name} {size}")
            if not a:
                continue
            flt = f"{ms(a['filter_s'])} / {ms(a['filter_max_s'])}" if a["filter_s"] else "fail"
            keep = ms(a["keep_s"]) if p.keys["keep"] else "n/a"
            peak = f"{a['hwm_mib']:.0f}" if a["hwm_mib"] else "–"
            L.append(f"| {p.name} | {size} | {ms(a['open_s'])} | {flt} | {keep} | "
                     f"{ms(a['check_s'])} | {ms(a['output_s'])} | {ms(a['exit_s'])} | {peak} | "
                     f"{a['right']}/{a['n']} | {a['n']} |")
    errors = [f"{k}: {'; '.join(v['errors'])}" for k, v in summary.items() if v["errors"]]
    if errors:
        L += ["", "Errors: " + " · ".join(errors)]
    L += [""]
    for size in sizes:        # the comparison the issue asks for, from the figures above
        le, fz = summary.get(f"listedit {size}"), summary.get(f"fzf {size}")
        if not (le and fz):
            continue
        said = []
        for label, key in (("open", "open_s"), ("per filter key", "filter_s"),
                           ("Enter → row", "output_s"), ("Enter → exit", "exit_s")):
            if le[key] and fz[key]:
                said.append(f"{label} fzf/listedit = {fz[key] / le[key]:.1f}× (listedit "
                            f"{'faster' if le[key] < fz[key] else 'NOT faster'})")
        L.append(f"- {size}: " + "; ".join(said) + ".")
    L += ["", "Versions: " + "; ".join(f"{k}: {v}" for k, v in meta["versions"].items()),
          "", f"Total wall time {meta['wall_s']:.0f} s. Command: `{meta['command']}`"]
    return "\n".join(L) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--peers", type=lambda v: v.split(","), default=["listedit", "fzf"])
    ap.add_argument("--sizes", type=lambda v: v.split(","), default=["1m", "10m"])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--rows", type=int, default=pb.DEFAULT_ROWS)
    ap.add_argument("--cols", type=int, default=pb.DEFAULT_COLS)
    ap.add_argument("--quiet-ms", type=float, default=pb.DEFAULT_QUIET * 1000)
    ap.add_argument("--idle-cpu-ms", type=float, default=pb.DEFAULT_IDLE_CPU_MS)
    ap.add_argument("--first-frame-timeout", type=float, default=pb.FIRST_FRAME_TIMEOUT)
    ap.add_argument("--op-timeout", type=float, default=pb.OP_TIMEOUT)
    ap.add_argument("--out", help="write OUT.md and OUT.json (default "
                                  "$BENCH_WORK/results/pick-DATE)")
    opts = ap.parse_args(argv)
    opts.quiet = opts.quiet_ms / 1000
    bad = [s for s in opts.sizes if s not in pc.SIZES]
    if bad:
        ap.error(f"--sizes: unknown {','.join(bad)}; known: {','.join(pc.SIZES)}")
    peers = []
    for p in pick_peers():
        exe = p.argv(os.devnull, 0)[0]
        if p.name not in opts.peers:
            continue
        if not (os.access(exe, os.X_OK) or shutil.which(exe)):
            pb.log(f"skip {p.name}: {exe} not found")
            continue
        peers.append(p)
    if "listedit" in opts.peers and not os.environ.get("LISTEDIT_BIN"):
        pb.log("skip listedit: LISTEDIT_BIN is not set")
    # The data (idempotent: files whose checksum matches are left alone); 1k for the warm-up.
    gen_data.main(sorted(set(opts.sizes) | {"1k"}, key=lambda s: pc.SIZES[s]))
    env = pc.child_env()
    meta = dict(date=time.strftime("%Y-%m-%d %H:%M:%S"), command=" ".join(sys.argv),
                rows=opts.rows, cols=opts.cols, quiet_ms=opts.quiet_ms, reps=opts.reps,
                query=QUERY, versions=pb.tool_versions(peers))
    t0 = time.monotonic()
    runs, summary = [], {}
    data = lambda size: os.path.join(pc.WORK, "data", f"lines-{size}.txt")  # noqa: E731
    for p in peers:
        run_once(p, "1k", data("1k"), opts, env)   # unrecorded: page cache, dynamic linking
        for size in opts.sizes:
            mine = []
            for rep in range(1, opts.reps + 1):
                r = run_once(p, size, data(size), opts, env)
                r["rep"] = rep
                mine.append(r)
                pb.log(f"{p.name:9s} {size:>4s} #{rep}  open {ms(r.get('open_s'))}  filter "
                       f"{' '.join(ms(x) for x in r.get('filter_s', []))}  keep "
                       f"{ms(r.get('keep_s'))}  check {ms(r.get('check_s'))}  Enter→row "
                       f"{ms(r.get('output_s'))}  →exit {ms(r.get('exit_s'))}  "
                       f"{'right' if r['right'] else 'WRONG: ' + r.get('error', '')}")
            runs += mine
            summary[f"{p.name} {size}"] = summarize(mine)
    meta["wall_s"] = time.monotonic() - t0
    md = markdown(meta, summary, peers, opts.sizes)
    print(md)
    out = opts.out or os.path.join(pc.WORK, "results", "pick-" + time.strftime("%Y-%m-%d"))
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out + ".md", "w") as f:
        f.write(md)
    with open(out + ".json", "w") as f:
        json.dump(dict(meta=meta, summary=summary, runs=runs), f, indent=1, default=str)
    pb.log(f"wrote {out}.md and {out}.json")


if __name__ == "__main__":
    main()
