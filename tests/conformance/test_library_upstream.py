"""Every file of the standard library loads in upstream's ``mlir-minimal-opt-22
--irdl-file`` (DESIGN.md's rule), except ``builtin`` and ``irdl``, which it has built in,
and those generated from ODS.

A file that refers to another library dialect (``@arith::@fastmath``) is loaded together
with that dialect's file. (An operation whose name has a dot, which IRDL's names cannot
hold, is declared under an underscore name with the ``mnemonic`` extension.)
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from irdl.runtime.library import LIBRARY_DIR
from irdl.tool.regenerate import SOURCES

MINIMAL_OPT = shutil.which("mlir-minimal-opt-22")
BUILT_IN_UPSTREAM = {"builtin.irdl.mlir", "irdl.irdl.mlir"}
# Files generated from ODS keep ODS's names (capitals), which upstream's loader refuses.
FILES = sorted(
    p.name
    for p in LIBRARY_DIR.glob("*/*.irdl.mlir")
    if p.name not in BUILT_IN_UPSTREAM
    and p.parent.name not in SOURCES
    and p.name == f"{p.parent.name}.irdl.mlir"  # not a supplement generated from ODS
)


def _path(file: str) -> Path:
    return LIBRARY_DIR / file.removesuffix(".irdl.mlir") / file


_REFERENCE = re.compile(r"@([a-z_0-9]+)::@")


def upstream_text(name: str) -> str:
    """The file with the files of the dialects it refers to in front."""
    order: list[str] = []

    def visit(file: str) -> None:
        if file in order or file in BUILT_IN_UPSTREAM:
            return
        text = _path(file).read_text()
        own = file.removesuffix(".irdl.mlir")
        for ns in sorted(set(_REFERENCE.findall(text)) - {own}):
            if _path(f"{ns}.irdl.mlir").is_file():
                visit(f"{ns}.irdl.mlir")
        order.append(file)

    visit(name)
    return "\n".join(_path(f).read_text() for f in order)


def test_upstream_text_puts_dependencies_first() -> None:
    text = upstream_text("complex.irdl.mlir")
    assert text.index("irdl.dialect @arith") < text.index("irdl.dialect @complex")


@pytest.mark.skipif(MINIMAL_OPT is None, reason="mlir-minimal-opt-22 is not installed")
@pytest.mark.parametrize("name", FILES)
def test_loads_in_mlir_minimal_opt(name: str, tmp_path: Path) -> None:
    assert MINIMAL_OPT is not None
    empty = tmp_path / "empty.mlir"
    empty.write_text("")
    spec = tmp_path / name
    spec.write_text(upstream_text(name))
    proc = subprocess.run(
        [MINIMAL_OPT, f"--irdl-file={spec}", str(empty)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr


def test_library_is_found() -> None:
    assert "func.irdl.mlir" in FILES
