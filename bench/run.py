#!/usr/bin/env python3
"""Issue 6's benchmark: parse + verify + generic print, irdl-opt next to mlir-opt-22 and xDSL.

Inputs are generated into DIR (default bench-data/, git-ignored): ``gen`` from
``../shared/peers/gen_ir.py`` (cmath ops in generic form, every tool loads
``cmath.irdl.mlir``) and, with --mix, ``mix`` from bench/gen_mix.py (functions in custom form
over func/arith/scf/cf/memref; xDSL skips it). The tools run as whole processes, interleaved
run by run (the order rotates each run); wall is fork..reap, peak RSS is wait4's ru_maxrss,
ratios are medians over run pairs. Then irdl-opt's in-process split (bench/phases.py, one
fresh process per run), the growth exponent from 1e5 to 1e6, and issue 6's targets.

Usage: python bench/run.py [sizes...] [--runs R] [--data DIR] [--mix] [--write-results]
                           [--xdsl-install] [--xdsl-1e6]
xDSL runs when $XDSL_PYTHON (or DIR/xdsl-venv, made by --xdsl-install) has xdsl==0.74.0.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import inputs
import machine
import report
import startup
import tools
from measure import timed

NOTES = [
    "Wall: perf_counter around fork..reap of the whole process; peak RSS: wait4's "
    "ru_maxrss; medians over the runs. Ratios are medians of per-run-pair ratios (the tools "
    "run interleaved, so a pair shares the machine's load). `output`: whether the generic "
    "print is byte-identical to mlir-opt-22's. Targets: gen inputs only.",
]


def _slug(name: str) -> str:
    return name.lower().replace("-", "_")


def compare(out: Path, ref: Path, inp: inputs.Input, ref_tool: tools.Tool) -> str:
    """How ``out`` stands against the reference print ``ref``."""
    got, want = out.read_bytes(), ref.read_bytes()
    if got == want:
        return "same bytes"
    # xDSL numbers values its own way and ends with one newline less: the same IR when
    # mlir-opt-22 reads it back and prints exactly its own output.
    again = out.with_suffix(".reprinted.mlir")
    reprint, _ = timed(ref_tool.command(dataclasses.replace(inp, path=out), again))
    if reprint.rc == 0 and again.read_bytes() == want:
        return "same IR (same bytes once mlir-opt-22 reprints it)"
    return "DIFFERS"


def measure(
    inp: inputs.Input, chosen: list[tools.Tool], runs: int, data: Path, warm_up: bool
) -> report.Result:
    result = report.Result(inp)
    outs = {t.name: data / f"out_{inp.kind}_{inp.size}_{_slug(t.name)}.mlir" for t in chosen}
    for out in outs.values():
        out.unlink(missing_ok=True)  # no stale output from an earlier run compared
    for tool in chosen if warm_up else []:  # untimed: Python tools compile their bytecode
        timed(tool.command(inp, outs[tool.name]))
    for tool in chosen:
        result.samples[tool.name] = []
    for run in range(runs):
        k = run % len(chosen)
        for tool in chosen[k:] + chosen[:k]:
            sample, err = timed(tool.command(inp, outs[tool.name]))
            result.samples[tool.name].append(sample)
            if sample.rc:
                msg = f"{tool.name} failed on {inp.path} (exit {sample.rc}):\n{err}"
                print(msg, file=sys.stderr)
    ref = next((t for t in chosen if t.name == tools.MLIR_OPT), None)
    if ref is not None and all(s.rc == 0 for s in result.samples[ref.name]):
        for tool in chosen:
            if tool is not ref and all(s.rc == 0 for s in result.samples[tool.name]):
                result.same[tool.name] = compare(outs[tool.name], outs[ref.name], inp, ref)
    return result


def split(inp: inputs.Input, runs: int) -> list[dict[str, float]]:
    cmd = [sys.executable, str(inputs.BENCH / "phases.py"), str(inp.path)]
    cmd += [f"--irdl-file={f}" for f in inp.irdl_files]
    cmd += [f"--preload={ns}" for ns in inp.dialects]
    found = []
    for _ in range(runs):
        done = subprocess.run(cmd, capture_output=True, text=True)
        if done.returncode:
            print(f"phases.py failed on {inp.path}:\n{done.stderr[-2000:]}", file=sys.stderr)
            return []
        found.append(json.loads(done.stdout))
    return found


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("sizes", nargs="*", default=["1e3", "1e4", "1e5", "1e6"])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--data", type=Path, default=inputs.ROOT / "bench-data")
    ap.add_argument("--mix", action="store_true", help="also the real-world mix (gen_mix.py)")
    ap.add_argument("--write-results", action="store_true", help="write bench/RESULTS.md")
    ap.add_argument("--xdsl-install", action="store_true", help="make DIR/xdsl-venv if needed")
    ap.add_argument("--xdsl-1e6", action="store_true", help="run xDSL at 1e6 too (minutes)")
    args = ap.parse_args(argv)
    data: Path = args.data
    data.mkdir(parents=True, exist_ok=True)
    # Python tools run with their bytecode compiled, as when installed: a checkout whose
    # __pycache__ is stale and not rewritten would compile its changed modules every run.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ.setdefault("PYTHONPYCACHEPREFIX", str(data / "pycache"))

    chosen = [tools.irdl_opt()]
    ref = tools.mlir_opt()
    if ref is None:
        print(f"{tools.MLIR_OPT} not found: no ratios", file=sys.stderr)
    else:
        chosen.append(ref)
    xdsl_python, xdsl_found = tools.find_xdsl_python(data, args.xdsl_install)
    if xdsl_python is None:
        print(f"xDSL skipped: {xdsl_found}", file=sys.stderr)
    else:
        chosen.append(tools.xdsl(xdsl_python, args.xdsl_1e6))

    lines = ["## Whole process: parse + verify + print generic", "", *NOTES, ""]
    lines += report.WALL_HEADER
    print("\n".join(lines), flush=True)
    results: list[report.Result] = []
    failed = False
    for size in args.sizes:
        for kind in ("gen", "mix") if args.mix else ("gen",):
            inp = inputs.make(kind, size, data)
            accepted = [t for t in chosen if t.accepts(inp)]
            result = measure(inp, accepted, args.runs, data, warm_up=not results)
            result.phases = split(inp, args.runs)
            results.append(result)
            rows = report.wall_rows(result)
            print("\n".join(rows), flush=True)
            lines += rows
            failed |= not result.phases or any(s.rc for v in result.samples.values() for s in v)
            failed |= result.same.get(tools.IRDL_OPT, "same bytes") != "same bytes"

    tail = ["", "## irdl-opt in process (medians; dialect load includes Context())", ""]
    tail += report.phase_table(results)
    tail += ["", "## Growth of wall time", "", *report.growth_lines(results)]
    tail += ["", "## Issue 6 targets (gen inputs)", "", *report.targets(results)]
    print("\n".join(tail), flush=True)
    lines += tail

    if args.write_results:
        command = "python bench/run.py " + shlex.join(sys.argv[1:] if argv is None else argv)
        now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
        head = ["# Benchmark results (issue 6)", ""]
        head += machine.describe(tools.mlir_opt_version(), xdsl_found)
        head += [f"- Date: {now}", f"- Command: `{command}` ({args.runs} runs)", ""]
        # Where the time goes (profiles read by hand, kept next to the numbers).
        profile = inputs.BENCH / "PROFILE.md"
        notes = ["", profile.read_text(encoding="utf-8").rstrip()] if profile.exists() else []
        path = inputs.BENCH / "RESULTS.md"
        # bench/startup.py's section (its own command, two trees) stays as it was.
        kept = startup.section(path.read_text(encoding="utf-8")) if path.exists() else None
        notes += ["", kept] if kept else []
        path.write_text("\n".join(head + lines + notes) + "\n", encoding="utf-8")
        print(f"\nwrote {path}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
