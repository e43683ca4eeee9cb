"""Whole-process measurements: wall time and peak RSS of one command, and their medians."""

from __future__ import annotations

import os
import statistics
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Sample:
    wall: float  # seconds, fork..reap
    rss_kib: int  # peak resident set size, from wait4
    rc: int


def timed(
    cmd: list[str], cwd: Path | None = None, env: dict[str, str] | None = None
) -> tuple[Sample, str]:
    """Run ``cmd`` once (in ``cwd``, with ``env`` if given): its sample and the start of its
    standard error."""
    # stderr goes to a file, not a pipe: a pipe left unread while we wait4 would block a
    # tool that reports a lot.
    with tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        p = subprocess.Popen(
            cmd, stdout=subprocess.DEVNULL, stderr=err, stdin=subprocess.DEVNULL, cwd=cwd, env=env
        )
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)  # reaped: stop Popen waiting again
        err.seek(0)
        text = err.read(4000).decode(errors="replace")
    return Sample(wall, ru.ru_maxrss, p.returncode), text


def ok(samples: list[Sample]) -> list[Sample]:
    return [s for s in samples if s.rc == 0]


def median_wall(samples: list[Sample]) -> float | None:
    good = ok(samples)
    return statistics.median(s.wall for s in good) if good else None


def median_rss_mib(samples: list[Sample]) -> float | None:
    good = ok(samples)
    return statistics.median(s.rss_kib for s in good) / 1024 if good else None


def paired_ratio(a: list[Sample], b: list[Sample], field: str) -> float | None:
    """Median over run pairs (run i of a / run i of b) of ``field``; both runs must pass.
    Pairing cancels most of the load the shared machine puts on both runs of a pair."""
    ratios = [
        getattr(x, field) / getattr(y, field)
        for x, y in zip(a, b)
        if x.rc == 0 and y.rc == 0 and getattr(y, field)
    ]
    return statistics.median(ratios) if ratios else None
