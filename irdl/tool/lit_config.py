"""lit configuration for a user's own ``.mlir`` test suite run with ``irdl-opt`` and FileCheck,
as MLIR's tests are run with ``mlir-opt``. In a suite's ``lit.cfg.py``::

    import irdl.tool.lit_config

    irdl.tool.lit_config.configure(config, irdl_files=["dialects/my.irdl.mlir"])

Then a test's ``// RUN: irdl-opt %s | FileCheck %s`` runs this package's ``irdl-opt`` (with the
given ``--irdl-file`` options) and FileCheck (LLVM's, or the ``filecheck`` Python port).
``%irdl_opt`` and ``%{irdl-opt}`` are the same substitution, for suites that spell tools that
way. See docs/lit.md.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

# The bare tool names are replaced only as a whole word of the command (not inside a path
# such as `Inputs/irdl-opt-ops.mlir` or a longer name such as `irdl-opt-extra`), as
# llvm-lit's ToolSubst does.
_WORD_BEFORE = r"(?<![\w./%{-])"
_WORD_AFTER = r"(?![\w./-])"


def tool_pattern(name: str) -> str:
    """The lit substitution pattern (a regular expression) for a bare tool name."""
    return _WORD_BEFORE + re.escape(name) + _WORD_AFTER


def irdl_opt_command(irdl_files: Iterable[str | os.PathLike[str]] = (), python: str = "") -> str:
    """The shell command that runs this package's ``irdl-opt`` with the Python running lit
    (the one that imported this module), loading ``irdl_files`` first."""
    words = [python or sys.executable, "-m", "irdl"]
    words += [f"--irdl-file={os.path.abspath(f)}" for f in irdl_files]
    return " ".join(shlex.quote(w) for w in words)


def filecheck_command() -> str:
    """LLVM's ``FileCheck`` if on PATH, else the ``filecheck`` Python port."""
    found = shutil.which("FileCheck") or shutil.which("filecheck")
    if found:
        return shlex.quote(found)
    return f"{shlex.quote(sys.executable)} -m filecheck"


def configure(
    config: Any,
    *,
    irdl_files: Iterable[str | os.PathLike[str]] = (),
    suffixes: Iterable[str] = (".mlir",),
    name: str | None = None,
) -> None:
    """Set up a lit ``config`` for ``.mlir`` tests run with ``irdl-opt`` and FileCheck.

    ``irdl_files`` (relative to ``config.test_source_root``, or absolute) are loaded by every
    ``irdl-opt`` of the suite. Sets the test format (lit's shell tests, run by lit's own
    shell, so ``not`` works everywhere), the suffixes, ``PYTHONPATH`` and the
    substitutions ``irdl-opt``, ``%irdl_opt``, ``%{irdl-opt}`` and ``FileCheck``/``filecheck``.
    """
    import lit.formats

    root = config.test_source_root
    files = [os.fspath(f) for f in irdl_files]
    if root is None and not all(os.path.isabs(f) for f in files):
        raise ValueError(
            "irdl.tool.lit_config.configure: set config.test_source_root first "
            "(relative irdl_files are relative to it)"
        )
    files = [os.path.join(root, f) if root is not None else f for f in files]
    if name is not None:
        config.name = name
    config.test_format = lit.formats.ShTest(execute_external=False)
    config.suffixes = list(suffixes)
    # `python -m irdl` must import the irdl that configured the suite, installed or not.
    package_root = str(Path(__file__).resolve().parents[2])
    path = config.environment.get("PYTHONPATH", os.environ.get("PYTHONPATH", ""))
    config.environment["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, path) if p)
    # One substitution per tool, all its spellings in one pattern: the replacement is not
    # searched again (`python -m filecheck` must not become `python -m python -m filecheck`).
    irdl_opt = "|".join(
        (re.escape("%{irdl-opt}"), re.escape("%irdl_opt"), tool_pattern("irdl-opt"))
    )
    filecheck = "|".join((tool_pattern("FileCheck"), tool_pattern("filecheck")))
    config.substitutions.append((irdl_opt, irdl_opt_command(files)))
    config.substitutions.append((filecheck, filecheck_command()))
