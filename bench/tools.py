"""The tools compared and how each is called: irdl-opt, mlir-opt-22 and xDSL 0.74.0."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from inputs import PEERS, Input

IRDL_OPT = "irdl-opt"
MLIR_OPT = "mlir-opt-22"
XDSL = "xDSL"
XDSL_VERSION = "0.74.0"


@dataclass(frozen=True)
class Tool:
    name: str
    command: Callable[[Input, Path], list[str]]  # (input, output file) -> argv
    accepts: Callable[[Input], bool]


def _opt_like(exe: list[str]) -> Callable[[Input, Path], list[str]]:
    def command(inp: Input, out: Path) -> list[str]:
        irdl = [f"--irdl-file={f}" for f in inp.irdl_files]
        return [*exe, "--mlir-print-op-generic", *irdl, str(inp.path), "-o", str(out)]

    return command


def irdl_opt() -> Tool:
    return Tool(IRDL_OPT, _opt_like([sys.executable, "-m", "irdl"]), lambda inp: True)


def mlir_opt() -> Tool | None:
    exe = shutil.which(MLIR_OPT)
    return Tool(MLIR_OPT, _opt_like([exe]), lambda inp: True) if exe else None


def mlir_opt_version() -> str:
    exe = shutil.which(MLIR_OPT)
    if not exe:
        return "not installed"
    out = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout
    return next((line.strip() for line in out.splitlines() if line.strip()), "?")


def xdsl(python: str, with_1e6: bool) -> Tool:
    """xDSL through peers' xdsl_verify.py. Its IRDL interpreter lacks what the mix needs,
    and a 1e6 run takes minutes, so those are left out unless asked for."""

    def command(inp: Input, out: Path) -> list[str]:
        script = str(PEERS / "xdsl_verify.py")
        return [python, script, *map(str, inp.irdl_files), str(inp.path), "-o", str(out)]

    def accepts(inp: Input) -> bool:
        return inp.kind == "gen" and (with_1e6 or float(inp.size) < 1e6)

    return Tool(XDSL, command, accepts)


def _xdsl_version(python: str) -> str | None:
    probe = "import importlib.metadata as m; print(m.version('xdsl'))"
    try:
        done = subprocess.run([python, "-c", probe], capture_output=True, text=True)
    except OSError:
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def find_xdsl_python(data: Path, install: bool) -> tuple[str | None, str]:
    """A python with xdsl==0.74.0: $XDSL_PYTHON, else the venv in the data folder, made
    when ``install`` is set. Returns (python or None, what was found, for the report)."""
    venv_python = data / "xdsl-venv" / "bin" / "python"
    env = os.environ.get("XDSL_PYTHON")
    python = env or str(venv_python)
    if not env and not venv_python.exists() and install:
        print(f"creating {venv_python.parent.parent} with xdsl=={XDSL_VERSION}", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(venv_python.parent.parent)], check=True)
        pip = [python, "-m", "pip", "install", "-q", f"xdsl=={XDSL_VERSION}"]
        subprocess.run(pip, check=True)
    version = _xdsl_version(python)
    if version is None:
        return None, "not found (set XDSL_PYTHON or pass --xdsl-install)"
    if version != XDSL_VERSION:
        return None, f"{python} has xdsl {version}, want {XDSL_VERSION}"
    return python, f"xdsl {version} ({python})"
