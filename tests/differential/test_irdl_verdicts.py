"""Differential test of IRDL verification verdicts against ``mlir-opt-22``.

``irdlgen.py`` writes N cases: an IRDL file declaring one random dialect and a payload module
in generic form using its operations (built to verify, and usually with one mutation). Each
IRDL file goes to a temporary directory; ``mlir-opt-22 --allow-unregistered-dialect
--irdl-file=F --mlir-print-op-generic payload`` runs once per case (several at a time), and
``process_buffer`` gets the same input. Accept/reject (exit status) must agree.

Disagreements are classified:

* ``backtracking_accepts``: upstream rejects, we accept, the dialect has an ``irdl.any_of``
  and the generator's model of upstream rejects with greedy evaluation but accepts with
  backtracking. Our solver backtracks over ``any_of`` on purpose (DESIGN.md, "Constraint
  solving"); these are counted, not failures.
* anything else is a failure, named ``ours_accepts:<mutation>`` / ``ours_rejects:<mutation>``
  (``valid`` for a case built to verify) or ``crash`` (a Python exception in our tool).

When both accept, the generic prints are compared too, for information only
(``print_differs``; the round trip of printing is the business of test_random_roundtrip).

Knobs (environment): ``IRDL_VERDICT_CASES`` (default 500), ``IRDL_VERDICT_SEED`` (default 0).
A case is reproducible from (seed, index): ``python -m tests.differential.irdlgen SEED INDEX``
prints one.

Long runs: ``python -m tests.differential.test_irdl_verdicts --seed S --cases N --out DIR``
prints the counts and writes each disagreement (IRDL, payload, both verdicts and both tools'
diagnostics) to DIR.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, fields

import pytest

from core.diagnostics import SourceFile, SourceManager
from irdl.tool.process import process_buffer

from .irdlgen import Case, generate_case

MLIR_OPT = shutil.which("mlir-opt-22")
MLIR_FLAGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic"]
BACKTRACKING = "backtracking_accepts"


def _env_int(name: str, default: int) -> int:
    try:
        return int(os.environ.get(name, default))
    except ValueError:
        return default


@dataclass
class Outcome:
    case: Case
    mlir_ok: bool | None  # None: mlir-opt crashed or timed out
    mlir_out: str
    mlir_diag: str
    ours_ok: bool | None  # None: our tool raised
    ours_out: str
    ours_diag: str
    irdl_path: str = ""  # where the IRDL file was (diagnostics name it)
    klass: str = ""  # "" when the verdicts agree

    def render(self) -> str:
        c = self.case

        def verdict(ok: bool | None) -> str:
            return {True: "accept", False: "reject", None: "crash"}[ok]

        return (
            f"=== case {c.seed}:{c.index} class={self.klass or '-'} "
            f"mutation={c.mutation or '-'}\n"
            f"model (greedy): {c.model() or 'accept'}; "
            f"greedy, any attribute order: {c.model('any_order') or 'accept'}; "
            f"backtracking: {c.model('backtrack') or 'accept'}\n"
            f"--- IRDL ({c.dialect.name}.irdl.mlir):\n{c.irdl}"
            f"--- payload:\n{c.payload}"
            f"--- mlir-opt-22: {verdict(self.mlir_ok)}\n{self.mlir_diag}"
            f"--- irdl-opt: {verdict(self.ours_ok)}\n{self.ours_diag}"
        )


@dataclass
class Stats:
    cases: int = 0
    mlir_accepted: int = 0
    ours_accepted: int = 0
    agreements: int = 0
    backtracking_accepts: int = 0
    mlir_crashes: int = 0
    print_differs: int = 0
    model_agrees: int = 0  # the generator's greedy model predicted mlir-opt's verdict
    failures: list[Outcome] = field(default_factory=list)
    disagreements: list[Outcome] = field(default_factory=list)

    def summary(self) -> str:
        by_class = Counter(o.klass for o in self.failures)
        fails = ", ".join(f"{k}={v}" for k, v in sorted(by_class.items())) or "-"
        return (
            f"cases={self.cases} mlir_accepted={self.mlir_accepted} "
            f"ours_accepted={self.ours_accepted} agreements={self.agreements} "
            f"backtracking_accepts={self.backtracking_accepts} "
            f"mlir_crashes={self.mlir_crashes} failures={len(self.failures)} [{fails}] "
            f"(model_agrees={self.model_agrees} print_differs={self.print_differs})"
        )

    def add(self, other: Stats) -> None:
        for f in fields(self):
            if f.type == "int":
                setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))
        self.failures += other.failures
        self.disagreements += other.disagreements


def _paths(case: Case, workdir: str) -> tuple[str, str]:
    stem = os.path.join(workdir, f"case{case.index}")
    return stem + ".irdl.mlir", stem + ".mlir"


def _run_mlir(case: Case, workdir: str) -> tuple[bool | None, str, str]:
    assert MLIR_OPT is not None
    irdl_path, payload_path = _paths(case, workdir)
    try:
        proc = subprocess.run(
            [MLIR_OPT, *MLIR_FLAGS, f"--irdl-file={irdl_path}", payload_path],
            capture_output=True,
            timeout=60,
        )
    except subprocess.TimeoutExpired:
        return None, "", "timeout\n"
    out = proc.stdout.decode("utf-8", "surrogateescape")
    err = proc.stderr.decode("utf-8", "surrogateescape")
    if proc.returncode not in (0, 1):
        return None, out, f"exit status {proc.returncode}\n{err}"
    return proc.returncode == 0, out, err


def _run_ours(case: Case, workdir: str) -> tuple[bool | None, str, str]:
    irdl_path, payload_path = _paths(case, workdir)
    payload = SourceFile(payload_path, case.payload)
    irdl = SourceFile(irdl_path, case.irdl)
    try:
        printed, diags = process_buffer(
            payload, generic=True, debuginfo=False, allow_unregistered=True, irdl_files=[irdl]
        )
    except Exception:  # noqa: BLE001 - a crash is a finding
        return None, "", traceback.format_exc()
    sm = SourceManager()
    sm.add(payload)
    sm.add(irdl)
    return printed is not None, printed or "", sm.render_all(diags)


def classify(o: Outcome) -> str:
    """The class of a disagreement ("" when the verdicts agree)."""
    if o.ours_ok is None:
        return "crash"
    if o.mlir_ok is None or o.mlir_ok == o.ours_ok:
        return ""
    case = o.case
    # a verdict on the IRDL file itself (its diagnostics point into it)
    if not o.mlir_ok and o.mlir_diag.startswith(o.irdl_path + ":"):
        return "irdl_file:ours_accepts"
    if not o.ours_ok and o.ours_diag.startswith(o.irdl_path + ":"):
        return "irdl_file:ours_rejects"
    if o.ours_ok and case.uses_any_of and case.model("any_order") and not case.model("backtrack"):
        return BACKTRACKING
    return f"ours_{'accepts' if o.ours_ok else 'rejects'}:{case.mutation or 'valid'}"


def check_cases(cases: list[Case], jobs: int = 0) -> Stats:
    stats = Stats(cases=len(cases))
    with tempfile.TemporaryDirectory(prefix="irdl-verdicts-") as workdir:
        for case in cases:
            irdl_path, payload_path = _paths(case, workdir)
            for path, text in ((irdl_path, case.irdl), (payload_path, case.payload)):
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
        with ThreadPoolExecutor(max_workers=jobs or min(8, (os.cpu_count() or 1) + 1)) as pool:
            futures = [pool.submit(_run_mlir, case, workdir) for case in cases]
            ours = [_run_ours(case, workdir) for case in cases]
            mlir = [f.result() for f in futures]
    for case, (m_ok, m_out, m_diag), (o_ok, o_out, o_diag) in zip(cases, mlir, ours):
        o = Outcome(case, m_ok, m_out, m_diag, o_ok, o_out, o_diag, _paths(case, workdir)[0])
        o.klass = classify(o)
        if m_ok is None:
            stats.mlir_crashes += 1
        stats.mlir_accepted += bool(m_ok)
        stats.ours_accepted += bool(o_ok)
        if m_ok is not None and m_ok in ((not case.model()), (not case.model("any_order"))):
            stats.model_agrees += 1
        if not o.klass:
            if m_ok is not None:
                stats.agreements += 1
                if m_ok and m_out != o_out:
                    stats.print_differs += 1
            continue
        stats.disagreements.append(o)
        if o.klass == BACKTRACKING:
            stats.backtracking_accepts += 1
        else:
            stats.failures.append(o)
    return stats


def run_series(seed: int | str, n: int, start: int = 0, jobs: int = 0) -> Stats:
    cases = [generate_case(seed, i) for i in range(start, start + n)]
    return check_cases(cases, jobs)


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")
def test_irdl_verdicts() -> None:
    n = _env_int("IRDL_VERDICT_CASES", 500)
    seed = os.environ.get("IRDL_VERDICT_SEED", "0")
    stats = run_series(seed, n)
    # Both verdicts must be common, or the test checks little.
    assert 0.2 * n <= stats.mlir_accepted <= 0.8 * n, f"unbalanced cases: {stats.summary()}"
    if stats.failures:
        first: dict[str, Outcome] = {}
        for o in stats.failures:
            first.setdefault(o.klass, o)
        shown = "\n".join(o.render() for o in first.values())  # one case of each class
        pytest.fail(f"seed={seed} {stats.summary()}\n{shown}", pytrace=False)


def main(argv: list[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seed", default="0")
    ap.add_argument("--cases", type=int, default=2000)
    ap.add_argument("--start", type=int, default=0, help="first case index")
    ap.add_argument("--out", default="", help="directory to write disagreements to")
    ap.add_argument("--batch", type=int, default=500)
    ap.add_argument("--jobs", type=int, default=0, help="parallel mlir-opt runs")
    args = ap.parse_args(argv)
    if MLIR_OPT is None:
        print("mlir-opt-22 is not installed", file=sys.stderr)
        return 2
    if args.out:
        os.makedirs(args.out, exist_ok=True)
    t0 = time.time()
    total = Stats()
    end = args.start + args.cases
    for start in range(args.start, end, args.batch):
        st = run_series(args.seed, min(args.batch, end - start), start, args.jobs)
        total.add(st)
        if args.out:
            for o in st.disagreements:
                c = o.case
                klass = o.klass.replace(":", "_")
                path = os.path.join(args.out, f"s{c.seed}_{c.index}_{klass}.txt")
                with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
                    fh.write(o.render())
    print(f"seed={args.seed} {total.summary()} ({time.time() - t0:.1f}s)")
    return 1 if total.failures else 0


if __name__ == "__main__":
    sys.exit(main())
