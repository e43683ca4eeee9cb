"""Every file of the standard library loads in upstream's ``mlir-minimal-opt-22
--irdl-file`` (DESIGN.md's rule), except ``builtin`` and ``irdl``, which it has built in."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from irdl.library import LIBRARY_DIR

MINIMAL_OPT = shutil.which("mlir-minimal-opt-22")
BUILT_IN_UPSTREAM = {"builtin.irdl.mlir", "irdl.irdl.mlir"}
FILES = sorted(p.name for p in LIBRARY_DIR.glob("*.irdl.mlir") if p.name not in BUILT_IN_UPSTREAM)


@pytest.mark.skipif(MINIMAL_OPT is None, reason="mlir-minimal-opt-22 is not installed")
@pytest.mark.parametrize("name", FILES)
def test_loads_in_mlir_minimal_opt(name: str, tmp_path: Path) -> None:
    assert MINIMAL_OPT is not None
    empty = tmp_path / "empty.mlir"
    empty.write_text("")
    proc = subprocess.run(
        [MINIMAL_OPT, f"--irdl-file={LIBRARY_DIR / name}", str(empty)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr


def test_library_is_found() -> None:
    assert "func.irdl.mlir" in FILES
