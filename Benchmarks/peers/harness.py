"""The shared peer benchmark (../shared/bench) as modules for this folder's scenarios: its pty
session and end-of-frame rule (`ptybench`), its peers and clean environment (`peers`), and its
data (`gen_data`).

The shared folder is read-only by agreement, but root may write anywhere, and the harness puts
data and results beside itself when it can: BENCH_WORK points it at the Makefile's default,
and Python is kept from leaving its bytecode there.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH_DIR = os.path.abspath(os.environ.get("BENCH_DIR")
                            or os.path.join(HERE, "..", "..", "..", "shared", "bench"))
sys.path.insert(0, BENCH_DIR)
os.environ.setdefault("BENCH_WORK", os.path.join(os.path.expanduser("~"), ".cache", "listedit-bench"))
sys.dont_write_bytecode = True
import gen_data  # noqa: E402,F401
import peers as pc  # noqa: E402,F401  (reads BENCH_WORK at import)
import ptybench as pb  # noqa: E402,F401
