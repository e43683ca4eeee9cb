"""Round trip against MLIR (issue 2, "done when" 1).

For every `// -----` chunk of every file in ../shared/conformance/mlir-ir/ (and, for more
real-world IR, mlir-dialects/) that
`mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic` accepts, feeding that
output to irdl-opt with the same flags must print the very same bytes. Chunks that differ
for a known reason are listed in KNOWN_DIFFERENCES (strict xfail: fixing one fails the test
until the entry is removed), and docs/differences.md explains them.
"""

from __future__ import annotations

import pytest

from core.diagnostics import SourceFile, SourceManager
from irdl.tool.process import process_buffer
from irdl.tool.split_input import split_input

from .conftest import CONFORMANCE, missing_dialects, mlir_opt, needs_mlir_opt, needs_shared

FLAGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic"]

# chunk id -> why our print differs from mlir-opt's
KNOWN_DIFFERENCES: dict[str, str] = {
    "affine-map.mlir#0": "mlir-opt itself does not reproduce its own output for this chunk "
    "(re-simplified maps renumber the aliases)",
    "locations.mlir#0": "#test.custom_location is a location only MLIR's C++ test dialect knows",
    "print-attr-type-aliases.mlir#0": "alias names chosen by MLIR's C++ test dialect",
    "print-attr-type-aliases.mlir#2": "alias names chosen by MLIR's C++ test dialect",
    "print-attr-type-aliases.mlir#4": "alias names chosen by MLIR's C++ test dialect",
    "print-attr-type-aliases.mlir#5": "alias names chosen by MLIR's C++ test dialect",
}
KNOWN_DIFFERENCES.update(
    {
        "parser.mlir#0": "a memref of MLIR's C++ test dialect's element type",
        "Affine-ops.mlir#3": "test.affine_scope, an op of MLIR's C++ test dialect",
    }
)


def _chunks() -> list[tuple[str, str]]:
    if not CONFORMANCE.is_dir():
        return []
    out = []
    for folder in ("mlir-ir", "mlir-dialects"):
        for path in sorted((CONFORMANCE / folder).glob("*.mlir")):
            for chunk in split_input(path.read_text()):
                out.append((f"{path.name}#{chunk.index}", chunk.text))
    return out


CHUNKS = _chunks()


@needs_shared
@needs_mlir_opt
@pytest.mark.parametrize(
    "chunk_id,text",
    [
        pytest.param(
            cid,
            text,
            marks=[pytest.mark.xfail(strict=True, reason=KNOWN_DIFFERENCES[cid])]
            if cid in KNOWN_DIFFERENCES
            else [],
        )
        for cid, text in CHUNKS
    ],
    ids=[cid for cid, _ in CHUNKS],
)
def test_roundtrip(chunk_id: str, text: str) -> None:
    ref = mlir_opt(FLAGS, text)
    if ref.returncode != 0:
        pytest.skip("mlir-opt-22 rejects this chunk")
    src = SourceFile("<stdin>", ref.stdout)
    printed, diags = process_buffer(src, generic=True, debuginfo=False)
    if printed != ref.stdout:
        missing = missing_dialects(ref.stdout)
        if missing:
            pytest.xfail(f"needs dialects not declared here yet: {', '.join(missing)}")
    if printed is None:
        sm = SourceManager()
        sm.add(src)
        pytest.fail("irdl-opt rejected mlir-opt's output:\n" + "".join(sm.render(d) for d in diags))
    assert printed == ref.stdout
