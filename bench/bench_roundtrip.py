#!/usr/bin/env python3
"""Time parse + verify + generic print of generated IR: irdl-opt next to mlir-opt-22.

Inputs come from ``../shared/peers/gen_ir.py`` (nested ``builtin.module``s of cmath ops in
generic form). Both tools run on the same file, interleaved run by run, as whole processes;
wall time is taken around fork..reap and peak RSS from wait4. The ratio column is the
median of the per-run-pair ratios. Both tools load ``cmath.irdl.mlir`` with
``--irdl-file`` and verify every operation against it (``--unregistered``: load nothing,
accept the ops unregistered; this measures the core alone).

Usage: python bench/bench_roundtrip.py [N ...] [--runs R] [--data DIR] [--unregistered]
       (default N: 1e3 1e4 1e5; DATA_DIR defaults to bench-data/, git-ignored)
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PEERS = ROOT.parent / "shared" / "peers"


def timed(cmd: list[str]) -> tuple[float, int, int]:
    """(wall seconds, peak RSS KiB, exit code) of one command."""
    t0 = time.perf_counter()
    p = subprocess.Popen(
        cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL
    )
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    assert p.stderr is not None
    err = p.stderr.read()
    p.stderr.close()
    rc = os.waitstatus_to_exitcode(status)
    if rc:
        sys.stderr.write(err.decode(errors="replace")[:2000])
    return wall, ru.ru_maxrss, rc


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sizes", nargs="*", default=["1e3", "1e4", "1e5"])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--data", default=str(ROOT / "bench-data"))
    ap.add_argument("--unregistered", action="store_true", help="load no dialect")
    args = ap.parse_args()
    data = Path(args.data)
    data.mkdir(parents=True, exist_ok=True)
    mlir_opt = shutil.which("mlir-opt-22")
    ours = [sys.executable, "-m", "irdl"]
    flags = ["--mlir-print-op-generic"]
    if args.unregistered:
        flags.append("--allow-unregistered-dialect")
    else:
        flags.append(f"--irdl-file={PEERS / 'cmath.irdl.mlir'}")
    print("| N (ops) | tool | wall median s | ops/s | peak RSS MiB | wall vs mlir-opt-22 |")
    print("|---|---|---|---|---|---|")
    for size in args.sizes:
        n = int(float(size))
        src = data / f"gen_{size}.mlir"
        if not src.exists():
            subprocess.run(
                [sys.executable, str(PEERS / "gen_ir.py"), str(n), "-o", str(src)],
                check=True,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        rows: dict[str, list[tuple[float, int]]] = {"irdl-opt": [], "mlir-opt-22": []}
        for _ in range(args.runs):
            w, rss, rc = timed(ours + flags + [str(src), "-o", str(data / "out_ours.mlir")])
            if rc:
                print(f"irdl-opt failed on {src}", file=sys.stderr)
                return 1
            rows["irdl-opt"].append((w, rss))
            if mlir_opt:
                w, rss, rc = timed(
                    [mlir_opt] + flags + [str(src), "-o", str(data / "out_ref.mlir")]
                )
                rows["mlir-opt-22"].append((w, rss))
        same = ""
        if mlir_opt:
            same = (
                " (same bytes)"
                if (data / "out_ours.mlir").read_bytes() == (data / "out_ref.mlir").read_bytes()
                else " (OUTPUT DIFFERS)"
            )
        for tool, samples in rows.items():
            if not samples:
                continue
            wall = statistics.median(s[0] for s in samples)
            rss = statistics.median(s[1] for s in samples) / 1024
            ratio = ""
            if tool == "irdl-opt" and rows["mlir-opt-22"]:
                pairs = [a[0] / b[0] for a, b in zip(rows["irdl-opt"], rows["mlir-opt-22"])]
                ratio = f"{statistics.median(pairs):.2f}x{same}"
            elif tool == "mlir-opt-22":
                ratio = "1"
            print(f"| {n:,} | {tool} | {wall:.3f} | {n / wall:,.0f} | {rss:.1f} | {ratio} |")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
