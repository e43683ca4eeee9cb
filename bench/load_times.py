#!/usr/bin/env python3
"""First use of each bundled dialect, in process (issue 16's load-time table).

Each measurement is a fresh process that makes a ``Context`` and then times
``ctx.dialect(ns)``: reading the dialect's IRDL file, importing its plug-in and compiling
its definitions (what an input that first names the namespace pays). Python's bytecode is
kept under ``DIR/pycache`` (PYTHONPYCACHEPREFIX), as an installed package has it, and one
untimed run comes first. Printed: a markdown table, slowest first, with the median and the
issue's target (<= 15 ms).

Usage: python bench/load_times.py [NAMESPACE ...] [--runs R] [--data DIR]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_MS = 15.0
_PROBE = (
    "import sys, time\n"
    "from irdl.runtime.library import Context\n"
    "ctx = Context()\n"
    "t = time.perf_counter()\n"
    "ctx.dialect(sys.argv[1])\n"
    "print((time.perf_counter() - t) * 1000)\n"
)


def first_use_ms(namespace: str, env: dict[str, str]) -> float:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, namespace],
        cwd=ROOT, env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    return float(done.stdout.strip())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("namespaces", nargs="*")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--data", type=Path, default=ROOT / "bench-data")
    args = ap.parse_args(argv)
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(args.data / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.path.insert(0, str(ROOT))
    from irdl.runtime.library import LIBRARY

    names = args.namespaces or [n for n in LIBRARY.namespaces() if n not in ("builtin", "irdl")]
    rows = []
    for ns in names:
        first_use_ms(ns, env)  # untimed: bytecode written
        times = [first_use_ms(ns, env) for _ in range(args.runs)]
        rows.append((statistics.median(times), ns))
    print(f"| dialect | first use, median of {args.runs} (ms) | <= {TARGET_MS:g} ms |")
    print("| --- | ---: | --- |")
    for ms, ns in sorted(rows, reverse=True):
        print(f"| {ns} | {ms:.1f} | {'yes' if ms <= TARGET_MS else 'no'} |")
    met = sum(ms <= TARGET_MS for ms, _ in rows)
    print(f"\n{met} of {len(rows)} dialects within {TARGET_MS:g} ms.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
