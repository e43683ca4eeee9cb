"""The benchmark's inputs, generated into the data folder: ``gen`` (peers' gen_ir.py, cmath
ops in generic form, needs cmath.irdl.mlir) and ``mix`` (gen_mix.py, functions in custom
form over the standard library)."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
PEERS = ROOT.parent / "shared" / "peers"
CMATH = PEERS / "cmath.irdl.mlir"
GENERATORS = {"gen": PEERS / "gen_ir.py", "mix": BENCH / "gen_mix.py"}
MIX_DIALECTS = ("func", "arith", "scf", "cf", "memref")


@dataclass(frozen=True)
class Input:
    kind: str  # "gen" or "mix"
    size: str  # as given: "1e5"
    path: Path
    ops: int

    @property
    def irdl_files(self) -> list[Path]:
        return [CMATH] if self.kind == "gen" else []

    @property
    def dialects(self) -> tuple[str, ...]:
        """The standard-library dialects the input uses (loaded on first use)."""
        return MIX_DIALECTS if self.kind == "mix" else ()


def make(kind: str, size: str, data: Path) -> Input:
    """Generate (or reuse) one input. A file is reused when it is newer than its generator;
    the op count the generator reports is kept next to it."""
    gen = GENERATORS[kind]
    path = data / f"{kind}_{size}.mlir"
    count = path.with_suffix(".ops")
    fresh = path.exists() and count.exists() and count.stat().st_mtime >= gen.stat().st_mtime
    if not fresh:
        tmp = path.with_suffix(".tmp")
        done = subprocess.run(
            [sys.executable, str(gen), str(int(float(size))), "-o", str(tmp)],
            check=True,
            capture_output=True,
            text=True,
        )
        tmp.replace(path)
        # Both generators end with "<N> ops" on stderr.
        count.write_text(done.stderr.split()[-2] + "\n")
    return Input(kind, size, path, int(count.read_text()))
