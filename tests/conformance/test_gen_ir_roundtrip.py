"""Round trip of the peers' generated IR at 1e5 ops (issue 2, "done when" 2; issue 3, 4).

``../shared/peers/gen_ir.py`` writes nested modules of cmath operations in generic form.
mlir-opt-22 reads and prints it, cmath unregistered or loaded from the peers'
``cmath.irdl.mlir`` (then every operation is verified against it), and irdl-opt, set up the
same way, must print mlir-opt's output back byte for byte.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from core.diagnostics import SourceFile
from irdl.tool.process import process_buffer

from .conftest import SHARED, mlir_opt, needs_mlir_opt, needs_shared

GEN_IR = SHARED / "peers" / "gen_ir.py"
CMATH = SHARED / "peers" / "cmath.irdl.mlir"


def generated(n: int) -> str:
    return subprocess.run(
        [sys.executable, str(GEN_IR), str(n)], capture_output=True, text=True, check=True
    ).stdout


@needs_shared
@needs_mlir_opt
@pytest.mark.parametrize("dialect", ["unregistered", "cmath"])
def test_gen_ir_1e5_round_trip(dialect: str) -> None:
    if dialect == "cmath":
        flags, irdl = [f"--irdl-file={CMATH}"], [SourceFile(str(CMATH), CMATH.read_text())]
    else:
        flags, irdl = ["--allow-unregistered-dialect"], []
    ref = mlir_opt([*flags, "--mlir-print-op-generic"], generated(100_000))
    assert ref.returncode == 0, ref.stderr
    printed, diags = process_buffer(
        SourceFile("<stdin>", ref.stdout), True, False, not irdl, irdl_files=irdl
    )
    assert not diags
    assert printed == ref.stdout
