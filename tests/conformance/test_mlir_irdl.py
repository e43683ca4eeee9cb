"""MLIR's own IRDL tests, each run by its RUN lines (issue 3, "done when" 1).

Every file of ../shared/conformance/mlir-irdl/ is run as lit would: ``%s``, ``%S``, ``%t``
substituted, ``mlir-opt`` (and ``mlir-irdl-to-cpp``, which upstream uses for the naming
checks) replaced by ``irdl-opt``, ``FileCheck`` by the ``filecheck`` package, each line a
shell pipeline with pipefail. Files that cannot pass are listed in EXPECTED_FAILURES.
A file with no CHECK line (test-irdl2cpp-mvp.irdl.mlir) is run without its FileCheck stage,
which would only fail on the empty check file (LLVM's FileCheck fails on it too).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import CONFORMANCE, needs_shared

FOLDER = CONFORMANCE / "mlir-irdl"
# file -> why it cannot pass (strict: it fails the suite once it passes)
EXPECTED_FAILURES = {
    "cpred.irdl.mlir": "predates LLVM 22's mandatory parameter names: irdl.parameters(%0) is "
    "'expected valid keyword' for mlir-opt-22 as for us",
}
_TOOLS = {"mlir-opt": "irdl-opt", "mlir-irdl-to-cpp": "irdl-opt", "FileCheck": "filecheck"}


def run_lines(path: Path) -> list[str]:
    """The RUN lines of a test file, continuations joined."""
    lines: list[str] = []
    pending = ""
    for text in path.read_text().splitlines():
        m = re.search(r"RUN:(.*)$", text)
        if not m:
            continue
        part = m.group(1).strip()
        if part.endswith("\\"):
            pending += part[:-1] + " "
            continue
        lines.append(pending + part)
        pending = ""
    return lines


def substitute(line: str, path: Path, tmp: Path) -> str:
    line = line.replace("%s", str(path)).replace("%S", str(path.parent))
    line = line.replace("%t", str(tmp / "t"))
    for tool, ours in _TOOLS.items():
        line = re.sub(rf"(?<![\w-]){re.escape(tool)}(?![\w-])", ours, line)
    return line


def run_test(path: Path, tmp: Path) -> tuple[bool, str]:
    """(passed, transcript) for one file."""
    out = []
    has_checks = "CHECK" in path.read_text()
    env = dict(os.environ)
    env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", "")
    for line in run_lines(path):
        cmd = substitute(line, path, tmp)
        if not has_checks:
            cmd = re.sub(r"\|\s*filecheck\b.*$", "", cmd)
        proc = subprocess.run(
            ["bash", "-o", "pipefail", "-c", cmd], capture_output=True, text=True, env=env,
            timeout=300,
        )  # fmt: skip
        out.append(f"$ {cmd}\n{proc.stdout}{proc.stderr}(exit {proc.returncode})")
        if proc.returncode != 0:
            return False, "\n".join(out)
    return True, "\n".join(out)


FILES = sorted(p.name for p in FOLDER.glob("*.mlir")) if FOLDER.is_dir() else []
needs_tools = pytest.mark.skipif(
    shutil.which("filecheck") is None or shutil.which("irdl-opt") is None,
    reason="filecheck or irdl-opt is not installed",
)


@needs_shared
@needs_tools
@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=EXPECTED_FAILURES[n]))
        if n in EXPECTED_FAILURES
        else n
        for n in FILES
    ],
)
def test_mlir_irdl_file(name: str, tmp_path: Path) -> None:
    ok, transcript = run_test(FOLDER / name, tmp_path)
    assert ok, transcript


def test_substitution_of_tools(tmp_path: Path) -> None:
    line = substitute("mlir-opt %s --irdl-file=%S/x.mlir | FileCheck %s", Path("/a/b.mlir"),
                      tmp_path)  # fmt: skip
    assert line == "irdl-opt /a/b.mlir --irdl-file=/a/x.mlir | filecheck /a/b.mlir"
