"""Regenerate the bundled dialects that come from MLIR's ODS, byte for byte.

``python -m irdl.tool.regenerate [--include DIR] [--check] [NS...]`` imports each dialect of
``SOURCES`` with ``irdl-import-ods`` from the ``.td`` files under ``DIR/mlir/Dialect``
(default ``/usr/lib/llvm-22/include``, Debian's ``libmlir-22-dev``) and writes
``dialects_irdl/<ns>/<ns>.irdl.mlir``; for each dialect of ``SUPPLEMENTS`` (written by
hand), the operations ODS has that its file does not declare, as the supplement
``dialects_irdl/<ns>/<ns>.ods.irdl.mlir``. ``--check`` writes nothing and exits 1 listing the
files that would change. What C++ does by hand lives in each dialect's plug-in
(``dialects_irdl/<ns>/__init__.py``), never in a generated file.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from irdl.runtime.library import LIBRARY, LIBRARY_DIR
from irdl.tool.ods_import import (
    OdsImportError,
    choose_dialect,
    forget_parsed_types,
    import_checked,
    merge_records,
    run_tblgen,
)

DEFAULT_INCLUDE = "/usr/lib/llvm-22/include"

# namespace -> its .td files under include/mlir/Dialect, merged in this order. The dialects
# of the bundle not listed here are written by hand.
SOURCES: dict[str, tuple[str, ...]] = {
    "acc": ("OpenACC/OpenACCOps.td",),
    "amdgpu": ("AMDGPU/IR/AMDGPU.td",),
    "amx": ("AMX/AMX.td",),
    "arm_neon": ("ArmNeon/ArmNeon.td",),
    "arm_sme": ("ArmSME/IR/ArmSMEOps.td", "ArmSME/IR/ArmSMEIntrinsicOps.td"),
    "arm_sve": ("ArmSVE/IR/ArmSVE.td",),
    "async": ("Async/IR/AsyncOps.td",),
    "bufferization": ("Bufferization/IR/BufferizationOps.td",),
    "dlti": ("DLTI/DLTI.td", "DLTI/DLTIAttrs.td"),
    "emitc": ("EmitC/IR/EmitC.td",),
    "gpu": ("GPU/IR/GPUOps.td",),
    "linalg": (
        "Linalg/IR/LinalgOps.td",
        "Linalg/IR/LinalgStructuredOps.td",
        "Linalg/IR/LinalgRelayoutOps.td",
    ),
    "ml_program": ("MLProgram/IR/MLProgramOps.td",),
    "mpi": ("MPI/IR/MPIOps.td",),
    "nvgpu": ("NVGPU/IR/NVGPUOps.td",),
    "nvvm": ("LLVMIR/NVVMOps.td",),
    "omp": ("OpenMP/OpenMPOps.td",),
    "pdl": ("PDL/IR/PDLOps.td",),
    "pdl_interp": ("PDLInterp/IR/PDLInterpOps.td",),
    "ptr": ("Ptr/IR/PtrOps.td",),
    "quant": ("Quant/IR/QuantOps.td",),
    "rocdl": ("LLVMIR/ROCDLOps.td",),
    "shape": ("Shape/IR/ShapeOps.td",),
    "shard": ("Shard/IR/ShardOps.td",),
    "smt": ("SMT/IR/SMT.td",),
    "sparse_tensor": ("SparseTensor/IR/SparseTensorOps.td",),
    "spirv": ("SPIRV/IR/SPIRVOps.td",),
    "tosa": ("Tosa/IR/TosaOps.td", "Tosa/IR/TosaUtilOps.td", "Tosa/IR/TosaShapeOps.td"),
    # The transform dialect with every extension mlir-opt registers.
    "transform": (
        "Transform/IR/TransformOps.td",
        "Transform/DebugExtension/DebugExtensionOps.td",
        "Transform/IRDLExtension/IRDLExtensionOps.td",
        "Transform/LoopExtension/LoopExtensionOps.td",
        "Transform/PDLExtension/PDLExtensionOps.td",
        "Transform/SMTExtension/SMTExtensionOps.td",
        "Transform/TuneExtension/TuneExtensionOps.td",
        "Affine/TransformOps/AffineTransformOps.td",
        "ArmNeon/TransformOps/ArmNeonVectorTransformOps.td",
        "ArmSVE/TransformOps/ArmSVEVectorTransformOps.td",
        "Bufferization/TransformOps/BufferizationTransformOps.td",
        "DLTI/TransformOps/DLTITransformOps.td",
        "Func/TransformOps/FuncTransformOps.td",
        "GPU/TransformOps/GPUTransformOps.td",
        "Linalg/TransformOps/LinalgMatchOps.td",
        "Linalg/TransformOps/LinalgTransformOps.td",
        "MemRef/TransformOps/MemRefTransformOps.td",
        "NVGPU/TransformOps/NVGPUTransformOps.td",
        "SCF/TransformOps/SCFTransformOps.td",
        "SparseTensor/TransformOps/SparseTensorTransformOps.td",
        "Tensor/TransformOps/TensorTransformOps.td",
        "Vector/TransformOps/VectorTransformOps.td",
        "X86Vector/TransformOps/X86VectorTransformOps.td",
        "XeGPU/TransformOps/XeGPUTransformOps.td",
    ),
    "wasmssa": ("WasmSSA/IR/WasmSSAOps.td",),
    "x86vector": ("X86Vector/X86Vector.td",),
    "xegpu": ("XeGPU/IR/XeGPU.td",),
    "xevm": ("LLVMIR/XeVMOps.td",),
}


# Dialects written by hand whose file lacks some of MLIR's operations -> their .td files.
SUPPLEMENTS: dict[str, tuple[str, ...]] = {
    "llvm": ("LLVMIR/LLVMOps.td", "LLVMIR/LLVMIntrinsicOps.td"),
}


def generated_path(ns: str) -> Path:
    if ns in SUPPLEMENTS:
        return LIBRARY_DIR / ns / f"{ns}.ods.irdl.mlir"
    return LIBRARY_DIR / ns / f"{ns}.irdl.mlir"


def _hand_written_ops(ns: str) -> frozenset[str]:
    """The operations the hand-written file of ``ns`` declares (without its supplements)."""
    from core.diagnostics import SourceFile
    from irdl.runtime.library import compile_irdl

    path = LIBRARY_DIR / ns / f"{ns}.irdl.mlir"
    infos, _ = compile_irdl(SourceFile(str(path), path.read_text(encoding="utf-8")),
                            relaxed_names=True)  # fmt: skip
    return frozenset(op for info in infos for op in info.ops)


def generate(ns: str, include: str = DEFAULT_INCLUDE) -> str:
    """The IRDL text of bundled dialect ``ns`` (or of its supplement), imported from its
    ODS files."""
    dialect_dir = Path(include) / "mlir" / "Dialect"
    tds = SOURCES.get(ns) or SUPPLEMENTS[ns]
    records = merge_records([run_tblgen(str(dialect_dir / td), [include]) for td in tds])
    hand = _hand_written_ops(ns) if ns in SUPPLEMENTS else None
    return import_checked(records, choose_dialect(records, ns), hand).text


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m irdl.tool.regenerate", description=__doc__.split("\n\n")[0]
    )
    ap.add_argument("namespaces", nargs="*", metavar="NS", help="only these (default: all)")
    ap.add_argument("--include", default=DEFAULT_INCLUDE, metavar="DIR")
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 on a diff")
    args = ap.parse_args(argv)
    unknown = [ns for ns in args.namespaces if ns not in SOURCES and ns not in SUPPLEMENTS]
    if unknown:
        print(f"regenerate: error: not generated: {', '.join(unknown)}", file=sys.stderr)
        return 1
    stale: list[str] = []
    # A file may name another generated dialect's types (pdl_interp's `!pdl.range<type>`),
    # read with that dialect as it is on disk: rewrite until nothing changes.
    for _ in range(3):
        changed = []
        for ns in args.namespaces or [*SOURCES, *SUPPLEMENTS]:
            try:
                text = generate(ns, args.include)
            except OdsImportError as exc:
                print(f"regenerate: error: {ns}: {exc}", file=sys.stderr)
                return 1
            path = generated_path(ns)
            old = path.read_text(encoding="utf-8") if path.is_file() else None
            if old == text:
                continue
            changed.append(ns)
            if not args.check:
                path.parent.mkdir(exist_ok=True)
                path.write_text(text, encoding="utf-8")
                LIBRARY.loaded.pop(ns, None)  # later imports read the new file
                forget_parsed_types()
        stale += [ns for ns in changed if ns not in stale]
        if args.check or not changed:
            break
    verb = "would change" if args.check else "rewritten"
    for ns in stale:
        print(f"{generated_path(ns).relative_to(LIBRARY_DIR.parent)}: {verb}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
