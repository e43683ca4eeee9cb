"""bench/gen_mix.py, the benchmark's "real-world mix": same text every time, and irdl-opt
accepts it (nothing is timed here)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

GEN_MIX = Path(__file__).resolve().parents[2] / "bench" / "gen_mix.py"


def _gen(n: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(GEN_MIX), str(n)], capture_output=True, text=True, check=True
    )


def test_mix_is_deterministic() -> None:
    first, again = _gen(300), _gen(300)
    assert first.stdout == again.stdout
    assert first.stderr.split()[-1] == "ops" and int(first.stderr.split()[-2]) >= 300


def test_mix_has_what_it_promises() -> None:
    text = _gen(1000).stdout
    for piece in ("cf.cond_br", "cf.br", "scf.for", "scf.if", "} else {", "func.call",
                  "memref.load", "memref.store", "tensor<1000xf32>"):  # fmt: skip
        assert piece in text, piece


def test_irdl_opt_accepts_a_small_mix() -> None:
    text = _gen(300).stdout
    done = subprocess.run(
        [sys.executable, "-m", "irdl", "--mlir-print-op-generic", "-"],
        input=text,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert '"func.func"' in done.stdout
