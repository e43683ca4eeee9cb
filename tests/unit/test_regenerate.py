"""The bundled dialects generated from ODS are what ``python -m irdl.tool.regenerate``
writes from LLVM 22's ``.td`` files, byte for byte (skipped without ``llvm-tblgen-22`` and
``libmlir-22-dev``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irdl.runtime.library import LIBRARY
from irdl.tool.regenerate import DEFAULT_INCLUDE, SOURCES, main

REPO = Path(__file__).resolve().parents[2]
HAVE_TD = shutil.which("llvm-tblgen-22") is not None and Path(DEFAULT_INCLUDE, "mlir").is_dir()


@pytest.mark.skipif(not HAVE_TD, reason="llvm-tblgen-22 or MLIR 22's .td files are missing")
def test_regeneration_gives_no_diff() -> None:
    r = subprocess.run(
        [sys.executable, "-m", "irdl.tool.regenerate", "--check"],
        capture_output=True, text=True, cwd=REPO,
    )  # fmt: skip
    assert r.returncode == 0, f"stale (run python -m irdl.tool.regenerate):\n{r.stdout}{r.stderr}"


def test_every_generated_dialect_is_bundled_with_its_mark() -> None:
    for ns in SOURCES:
        path, _ = LIBRARY.files[ns]
        assert path.read_text(encoding="utf-8").startswith("// Imported from ODS"), ns


def test_unknown_namespace_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--check", "arith", "nope"]) == 1
    assert capsys.readouterr().err == "regenerate: error: not generated: arith, nope\n"


# mlir-opt-22 --show-dialects, less its test dialects (test, test_dyn, test_irdl_to_cpp).
MLIR_22_DIALECTS = (
    "acc affine amdgpu amx arith arm_neon arm_sme arm_sve async bufferization builtin cf "
    "complex dlti emitc func gpu index irdl linalg llvm math memref ml_program mpi nvgpu nvvm "
    "omp pdl pdl_interp ptr quant rocdl scf shape shard smt sparse_tensor spirv tensor tosa "
    "transform ub vector wasmssa x86vector xegpu xevm"
).split()


def test_every_mlir_dialect_is_bundled() -> None:
    assert LIBRARY.namespaces() == sorted(MLIR_22_DIALECTS)
    if shutil.which("mlir-opt-22"):
        shown = subprocess.run(["mlir-opt-22", "--show-dialects"], capture_output=True,
                               text=True).stdout  # fmt: skip
        upstream = shown.split("Available Dialects:", 1)[1].strip().split(",")
        assert sorted(set(upstream) - {"test", "test_dyn", "test_irdl_to_cpp"}) == sorted(
            MLIR_22_DIALECTS
        )


@pytest.mark.parametrize("ns", sorted(MLIR_22_DIALECTS))
def test_bundled_dialect_loads(ns: str) -> None:
    from irdl.runtime.library import Context

    info = Context().dialect(ns)
    assert info is not None and info.name == ns


# The .td files of the dialects written by hand: irdl-import-ods reads each into a file that
# loads with no flag (the generated ones are checked by the regeneration test).
HAND_WRITTEN_TD = {
    "affine": "Affine/IR/AffineOps.td", "arith": "Arith/IR/ArithOps.td",
    "builtin": "../IR/BuiltinOps.td", "cf": "ControlFlow/IR/ControlFlowOps.td",
    "complex": "Complex/IR/ComplexOps.td", "func": "Func/IR/FuncOps.td",
    "index": "Index/IR/IndexOps.td", "irdl": "IRDL/IR/IRDLOps.td",
    "llvm": "LLVMIR/LLVMOps.td", "math": "Math/IR/MathOps.td",
    "memref": "MemRef/IR/MemRefOps.td", "scf": "SCF/IR/SCFOps.td",
    "tensor": "Tensor/IR/TensorOps.td", "ub": "UB/IR/UBOps.td",
    "vector": "Vector/IR/VectorOps.td",
}  # fmt: skip


@pytest.mark.skipif(not HAVE_TD, reason="llvm-tblgen-22 or MLIR 22's .td files are missing")
@pytest.mark.parametrize("ns", sorted(HAND_WRITTEN_TD))
def test_import_ods_of_a_hand_written_dialect_loads(ns: str, tmp_path: Path) -> None:
    out = tmp_path / f"{ns}.irdl.mlir"
    td = Path(DEFAULT_INCLUDE) / "mlir" / "Dialect" / HAND_WRITTEN_TD[ns]
    r = subprocess.run(
        [sys.executable, "-m", "irdl.tool.ods_import", str(td), "-I", DEFAULT_INCLUDE,
         "--dialect", ns, "-o", str(out)],
        capture_output=True, text=True, cwd=REPO,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    empty = tmp_path / "empty.mlir"
    empty.write_text("")
    r = subprocess.run(
        [sys.executable, "-m", "irdl.tool.cli", f"--irdl-file={out}", str(empty)],
        capture_output=True, text=True, cwd=REPO,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr


INTRINSICS = """\
llvm.func @f(%a: i32, %p: !llvm.ptr, %q: !llvm.ptr, %f: f32) {
  %0 = llvm.intr.smax(%a, %a) : (i32, i32) -> i32
  "llvm.intr.memcpy"(%p, %q, %a) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %2 = llvm.intr.fma(%f, %f, %f) : (f32, f32, f32) -> f32
  llvm.return
}
"""


def test_llvm_gets_its_intrinsics_from_the_generated_supplement() -> None:
    """llvm.irdl.mlir (by hand) declares 79 operations; llvm.ods.irdl.mlir adds the 205
    others of LLVM 22's ODS; prints recorded from mlir-opt-22."""
    from core.diagnostics import SourceFile
    from irdl.runtime.library import Context
    from irdl.tool.process import process_buffer

    info = Context().dialect("llvm")
    assert info is not None and len(info.ops) == 284
    assert info.defn is not None and len(info.defn.operations) == 284
    custom, _ = process_buffer(SourceFile("t", INTRINSICS), generic=False, debuginfo=False)
    assert custom is not None
    assert "    %0 = llvm.intr.smax(%arg0, %arg0) : (i32, i32) -> i32\n" in custom
    generic, _ = process_buffer(SourceFile("t", INTRINSICS), generic=True, debuginfo=False)
    assert generic is not None
    assert (
        '%1 = "llvm.intr.fma"(%arg3, %arg3, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> '
        ": (f32, f32, f32) -> f32\n" in generic
    )
