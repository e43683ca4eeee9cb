"""Shared helpers for the conformance runs against ../shared/conformance and mlir-opt-22."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared"
CONFORMANCE = SHARED / "conformance"
MLIR_OPT = shutil.which("mlir-opt-22")

needs_mlir_opt = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")
needs_shared = pytest.mark.skipif(not CONFORMANCE.is_dir(), reason="../shared is not present")


def mlir_opt(args: list[str], stdin: str) -> subprocess.CompletedProcess[str]:
    assert MLIR_OPT is not None
    return subprocess.run([MLIR_OPT, *args, "-"], input=stdin, capture_output=True, text=True)


# The dialects mlir-opt-22 registers (its "Available dialects" note), `test` and
# `test_dyn` being MLIR's C++-only test dialects.
MLIR_OPT_DIALECTS = frozenset(
    "acc affine amdgpu amx arith arm_neon arm_sme arm_sve async bufferization builtin cf "
    "complex dlti emitc func gpu index irdl linalg llvm math memref ml_program mpi nvgpu nvvm "
    "omp pdl pdl_interp ptr quant rocdl scf shape shard smt sparse_tensor spirv tensor test "
    "test_dyn tosa transform ub vector wasmssa x86vector xegpu xevm".split()
)
_OP_NAME = re.compile(r'(?<![\w.$%#!@^])"?([a-z_][a-z0-9_]*)\.[a-z_][\w.]*')


def missing_dialects(text: str) -> list[str]:
    """mlir-opt's dialects a chunk uses that our library does not have yet, or whose
    operations, types or attributes it uses that our library does not declare yet, or that
    are generated from ODS (their hand-written parts are issue 15's work list, measured by
    test_more_dialects)."""
    from irdl.runtime.library import Context
    from irdl.tool.regenerate import SOURCES

    ctx = Context()
    missing = set()
    for m in _OP_NAME.finditer(text):
        ns = m.group(1)
        if ns not in MLIR_OPT_DIALECTS:
            continue
        if ns in SOURCES:
            missing.add(ns)
            continue
        full = m.group(0).lstrip('"')
        info = ctx.op_info(full)
        if info is not None and ".ods.irdl.mlir:" in getattr(info.defn, "loc", ""):
            missing.add(ns)  # generated from ODS into a hand-written dialect (llvm.intr.*)
            continue
        if ctx.dialect(ns) is None or (ns != "builtin" and ctx.op_info(full) is None):
            missing.add(ns)
    for m in re.finditer(r"([!#])([a-z_][a-z0-9_]*)\.([a-z_][\w.]*)", text):
        sigil, ns, name = m.groups()
        if ns not in MLIR_OPT_DIALECTS:
            continue
        if ns in SOURCES:
            missing.add(ns)
            continue
        d = ctx.dialect(ns)
        if d is None or (ns != "builtin" and name not in (d.types if sigil == "!" else d.attrs)):
            missing.add(ns)
    return sorted(missing)


def _item_span(lines: list[str], at: int) -> tuple[int, int] | None:
    """The top-level item (function, global, metadata) holding line ``at``: it starts at a
    line in column 0 and, unless it is that one line, ends at the next line in column 0
    that closes a bracket. None inside a module written around everything."""
    start = next(
        (i for i in range(at, -1, -1) if lines[i][:1] not in ("", " ", "\t", "\n", "}", "/", "^")),
        None,
    )
    if start is None or lines[start].startswith(("module", "builtin.module")):
        return None
    end: int | None = start
    if at > start or lines[start].rstrip().endswith(("{", "[", "(")):
        closers = ("}", "]", ")")
        end = next((i for i in range(at + 1, len(lines)) if lines[i].startswith(closers)), None)
    return None if end is None else (start, end)


def readable_part(text: str, flags: list[str]) -> str | None:
    """``text`` without the top-level items mlir-opt-22 cannot read (upstream test files
    newer than LLVM 22 in places), or None when what is left is not readable either."""
    lines = text.splitlines(keepends=True)
    for _ in range(60):
        proc = mlir_opt(flags, "".join(lines))
        if proc.returncode == 0:
            return "".join(lines)
        m = re.search(r":(\d+):\d+: error", proc.stderr)
        if m is None:
            return None
        span = _item_span(lines, min(int(m.group(1)) - 1, len(lines) - 1))
        if span is None:
            return None
        del lines[span[0] : span[1] + 1]
    return None


def declared_part(text: str) -> tuple[str, int]:
    """``text`` without its comment lines and the top-level items that use operations
    the library does not declare yet, and how many items were left out."""
    lines = [line for line in text.splitlines(keepends=True) if not line.lstrip().startswith("//")]
    dropped = 0
    at = 0
    while at < len(lines):
        span = _item_span(lines, at) if lines[at][:1] not in ("", " ", "\n", "/") else None
        if span is None or span[0] != at:
            at += 1
            continue
        if missing_dialects("".join(lines[span[0] : span[1] + 1])):
            del lines[span[0] : span[1] + 1]
            dropped += 1
        else:
            at = span[1] + 1
    return "".join(lines), dropped
