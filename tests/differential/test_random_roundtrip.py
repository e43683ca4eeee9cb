"""Differential round trip against ``mlir-opt-22`` on randomly generated modules.

``irgen.py`` writes N random modules in generic form. They go, separated by ``// -----``
lines, through ONE ``mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic
--split-input-file`` run (and a second one adding ``--mlir-print-debuginfo``). Chunks mlir-opt
rejects print nothing and are counted and skipped; every accepted chunk's output is fed to
``process_buffer`` with the same flags and must come back byte for byte. Where our print
differs, mlir-opt is run once more on its own output (one batch): if mlir-opt does not
reproduce itself (f80/f128 decimals read through a double, sparse indices printed as a splat
it cannot read back...), its second print is the reference instead and the case is counted
as "mlir_not_fixpoint".

KNOWN_CLASSES lists the constructs where mlir-opt-22 is no reference (its own bugs); the
generator leaves them out. Every other difference is a failure.

Knobs (environment):

* ``IRDL_DIFF_CASES``: number of cases (default 300, about 15 s for both runs).
* ``IRDL_DIFF_SEED``: the series (default 0); cases are reproducible from (seed, index):
  ``python -m tests.differential.irgen SEED INDEX`` prints one.
* ``IRDL_DIFF_ALL=1``: also generate the constructs of KNOWN_CLASSES (shows them failing).

For large runs: ``python -m tests.differential.test_random_roundtrip --seed S --cases N
[--all] [--direct] [--out DIR]`` prints the counts and writes each failing case to DIR;
``--direct`` parses the generated text itself instead of mlir-opt's print of it, which also
shows what mlir-opt normalises while parsing and we do not.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
import traceback
from dataclasses import dataclass, field

import pytest

from core.diagnostics import SourceFile
from irdl.tool.process import process_buffer

from .irgen import generate_case

MLIR_OPT = shutil.which("mlir-opt-22")
BASE_FLAGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic", "--split-input-file"]
SEPARATOR = "// -----"
_SPLIT = re.compile(r"^// -----\n", re.MULTILINE)

# Constructs the generator leaves out: name (a knob in irgen.py) -> why. Only places where
# mlir-opt-22 cannot serve as the reference belong here; a difference of ours is a failure.
KNOWN_CLASSES: dict[str, str] = {
    "complex_i1": "mlir-opt-22 loses set bits of complex<i1> dense elements (its bit packing), "
    "differently from one print to the next, so neither of its prints is a reference",
}


def _env_int(name: str, default: int) -> int:
    try:
        return int(os.environ.get(name, default))
    except ValueError:
        return default


@dataclass
class Failure:
    index: int
    debuginfo: bool
    source: str  # the generated case
    reference: str  # mlir-opt's print of it
    ours: str | None  # our print of ``reference`` (None: rejected or crashed)
    detail: str = ""  # diagnostics or traceback

    def render(self, limit: int = 4000) -> str:
        def cut(s: str | None) -> str:
            if s is None:
                return "<none>"
            return s if len(s) <= limit else s[:limit] + "\n...<cut>"

        return (
            f"=== case {self.index} (debuginfo={self.debuginfo}) ===\n"
            f"--- generated input:\n{cut(self.source)}\n"
            f"--- mlir-opt-22:\n{cut(self.reference)}\n"
            f"--- irdl:\n{cut(self.ours)}\n"
            + (f"--- detail:\n{cut(self.detail)}\n" if self.detail else "")
        )


@dataclass
class Stats:
    cases: int = 0
    accepted: int = 0
    compared: int = 0
    not_fixpoint: int = 0
    failures: list[Failure] = field(default_factory=list)

    def summary(self) -> str:
        return (
            f"cases={self.cases} accepted={self.accepted} compared={self.compared} "
            f"mlir_not_fixpoint={self.not_fixpoint} failures={len(self.failures)}"
        )


def _run_mlir_opt(cases: list[str], extra: list[str]) -> list[str | None]:
    """mlir-opt's output for each case ("" when it rejects it), one process for all.

    If the process crashes (or the chunk count is off), the batch is bisected so that one
    case crashing mlir-opt only loses that case (None).
    """
    assert MLIR_OPT is not None
    if not cases:
        return []
    text = ("\n" + SEPARATOR + "\n").join(cases)
    proc = subprocess.run(
        [MLIR_OPT, *BASE_FLAGS, *extra, "-"],
        input=text.encode("utf-8", "surrogateescape"),
        capture_output=True,
        timeout=600,
    )
    out = proc.stdout.decode("utf-8", "surrogateescape")
    chunks = _SPLIT.split(out) if out else [""] * len(cases)
    if proc.returncode in (0, 1) and len(chunks) == len(cases):
        return list(chunks)
    if len(cases) == 1:
        return [None]
    mid = len(cases) // 2
    return _run_mlir_opt(cases[:mid], extra) + _run_mlir_opt(cases[mid:], extra)


def _ours(text: str, debuginfo: bool) -> tuple[str | None, str]:
    try:
        printed, diags = process_buffer(
            SourceFile("<stdin>", text), generic=True, debuginfo=debuginfo, allow_unregistered=True
        )
    except Exception:  # noqa: BLE001 - a crash is a finding
        return None, traceback.format_exc()
    if printed is None:
        detail = "\n".join(f"{d.loc.line}:{d.loc.col}: {d.message}" for d in diags)
        return None, "rejected:\n" + detail
    return printed, ""


def run_series(seed: int | str, n: int, avoid: set[str], debuginfo: bool) -> Stats:
    cases = [generate_case(seed, i, avoid) for i in range(n)]
    return check_cases(cases, debuginfo)


def check_cases(cases: list[str], debuginfo: bool, direct: bool = False) -> Stats:
    """``direct``: parse the generated text itself rather than mlir-opt's print of it (finds
    differences in what the parser normalises; used by ``main --direct`` only)."""
    extra = ["--mlir-print-debuginfo"] if debuginfo else []
    refs = _run_mlir_opt(cases, extra)
    stats = Stats(cases=len(cases))
    mismatched: list[tuple[int, str, str | None, str]] = []
    for i, ref in enumerate(refs):
        if not ref:
            continue  # rejected (or crashed) by mlir-opt
        stats.accepted += 1
        if direct:
            ours, detail = _ours(cases[i], debuginfo)
            stats.compared += 1
            if ours != ref:
                stats.failures.append(Failure(i, debuginfo, cases[i], ref, ours, detail))
            continue
        ours, detail = _ours(ref, debuginfo)
        stats.compared += 1
        if ours != ref:
            mismatched.append((i, ref, ours, detail))
    if mismatched:
        # Does mlir-opt reproduce its own output? If not, the second print is the reference.
        again = _run_mlir_opt([m[1] for m in mismatched], extra)
        for (i, ref, ours, detail), ref2 in zip(mismatched, again):
            if ref2 == ref:
                stats.failures.append(Failure(i, debuginfo, cases[i], ref, ours, detail))
                continue
            # mlir-opt does not reproduce its own output (f80/f128 decimals go through a
            # double; sparse indices printed as a splat it cannot read back): the reference
            # for our print of ``ref`` is mlir-opt's print of ``ref``
            stats.not_fixpoint += 1
            if ref2 and ours != ref2:
                stats.failures.append(Failure(i, debuginfo, ref, ref2, ours, detail))
    return stats


def _avoid() -> set[str]:
    return set() if os.environ.get("IRDL_DIFF_ALL") == "1" else set(KNOWN_CLASSES)


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")
@pytest.mark.parametrize("debuginfo", [False, True], ids=["plain", "debuginfo"])
def test_random_roundtrip(debuginfo: bool) -> None:
    n = _env_int("IRDL_DIFF_CASES", 300)
    seed = os.environ.get("IRDL_DIFF_SEED", "0")
    stats = run_series(seed, n, _avoid(), debuginfo)
    # Most generated cases must be valid MLIR, or the test checks little.
    assert stats.accepted >= 0.8 * stats.cases, (
        f"too many cases rejected by mlir-opt: {stats.summary()}"
    )
    if stats.failures:
        shown = "\n".join(f.render(1500) for f in stats.failures[:3])
        pytest.fail(f"seed={seed} {stats.summary()}\n{shown}", pytrace=False)


def main(argv: list[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seed", default="0")
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--all", action="store_true", help="also generate KNOWN_CLASSES constructs")
    ap.add_argument("--out", default="", help="directory to write failing cases to")
    ap.add_argument("--batch", type=int, default=500)
    ap.add_argument("--direct", action="store_true", help="parse the generated text itself")
    args = ap.parse_args(argv)
    avoid = set() if args.all else set(KNOWN_CLASSES)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
    for debuginfo in (False, True):
        t0 = time.time()
        total = Stats()
        for start in range(0, args.cases, args.batch):
            idxs = range(start, min(args.cases, start + args.batch))
            cases = [generate_case(args.seed, i, avoid) for i in idxs]
            st = check_cases(cases, debuginfo, args.direct)
            total.cases += st.cases
            total.accepted += st.accepted
            total.compared += st.compared
            total.not_fixpoint += st.not_fixpoint
            for f in st.failures:
                f.index += start
                total.failures.append(f)
        print(f"seed={args.seed} debuginfo={debuginfo} {total.summary()} ({time.time() - t0:.1f}s)")
        if args.out:
            for f in total.failures:
                path = os.path.join(
                    args.out, f"s{args.seed}_{f.index}_{'d' if debuginfo else 'p'}.txt"
                )
                with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
                    fh.write(f.render(100000))
    return 0


if __name__ == "__main__":
    sys.exit(main())
