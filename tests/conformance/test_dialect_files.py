"""Upstream's dialect tests as written, in custom form (issue 5, "done when" 1).

For every ``// -----`` chunk of ``../shared/conformance/mlir-dialects/*-ops.mlir`` (and the
other files without ``-verify-diagnostics``) that ``mlir-opt-22 --allow-unregistered-dialect``
accepts (less any top-level function it cannot read: some files are newer than LLVM 22 in
places): irdl-opt reads the chunk as written, prints it in custom form, reads that again
and prints it generic; the result must be mlir-opt-22's generic print of the chunk.

A chunk that uses operations the standard library does not declare yet is an expected
failure, named by its dialects; ``python -m tests.conformance.test_dialect_files`` prints
the counts per file.
"""

from __future__ import annotations

import sys

import pytest

from core.diagnostics import SourceFile, SourceManager
from irdl.cli import process_buffer
from irdl.split_input import split_input

from .conftest import CONFORMANCE, missing_dialects, mlir_opt, needs_mlir_opt, needs_shared

FOLDER = CONFORMANCE / "mlir-dialects"
FLAGS = ["--allow-unregistered-dialect"]


def _files() -> list[str]:
    if not FOLDER.is_dir():
        return []
    out = []
    for path in sorted(FOLDER.glob("*.mlir")):
        head = path.read_text()[:2000]
        if "verify-diagnostics" not in head:
            out.append(path.name)
    return out


def _chunks() -> list[tuple[str, str]]:
    out = []
    for name in _files():
        for chunk in split_input((FOLDER / name).read_text()):
            out.append((f"{name}#{chunk.index}", chunk.text))
    return out


def readable(text: str) -> str | None:
    """The chunk less the functions mlir-opt-22 cannot read (None: nothing readable)."""
    from .conftest import readable_part

    return readable_part(text, FLAGS)


CHUNKS = _chunks()


def round_trip(text: str) -> tuple[str | None, str]:
    """(generic print after a custom-form round trip, or None; diagnostics)."""
    sm = SourceManager()
    src = SourceFile("<chunk>", text)
    sm.add(src)
    custom, diags = process_buffer(src, generic=False, debuginfo=False, allow_unregistered=True)
    if custom is None:
        return None, sm.render_all(diags)
    again = SourceFile("<custom>", custom)
    sm.add(again)
    generic, diags = process_buffer(again, generic=True, debuginfo=False, allow_unregistered=True)
    if generic is None:
        return None, "custom form printed:\n" + custom + sm.render_all(diags)
    return generic, ""


def check(chunk_id: str, text: str) -> str:
    """ "pass", "skip" (mlir-opt rejects it), "missing: <dialects>", or the failure."""
    part = readable(text)
    if part is None:
        return "skip"
    ref = mlir_opt([*FLAGS, "--mlir-print-op-generic"], part)
    generic, why = round_trip(part)
    if generic == ref.stdout:
        return "pass"
    missing = missing_dialects(text)
    if missing:
        return "missing: " + ", ".join(missing)
    if generic is None:
        return why
    return "printed differently"


@needs_shared
@needs_mlir_opt
@pytest.mark.parametrize("chunk_id,text", CHUNKS, ids=[c[0] for c in CHUNKS])
def test_custom_form_round_trip(chunk_id: str, text: str) -> None:
    part = readable(text)
    if part is None:
        pytest.skip("mlir-opt-22 rejects this chunk")
    ref = mlir_opt([*FLAGS, "--mlir-print-op-generic"], part)
    generic, why = round_trip(part)
    if generic != ref.stdout:
        missing = missing_dialects(part)
        if missing:
            pytest.xfail(f"needs operations not declared here yet: {', '.join(missing)}")
    assert generic is not None, why
    assert generic == ref.stdout


def main() -> int:
    from collections import Counter

    per_file: dict[str, Counter[str]] = {}
    for chunk_id, text in CHUNKS:
        name = chunk_id.split("#")[0]
        result = check(chunk_id, text)
        kind = "missing" if result.startswith("missing") else result
        if kind not in ("pass", "skip", "missing"):
            kind = "fail"
        per_file.setdefault(name, Counter())[kind] += 1
    for name, counts in per_file.items():
        total = sum(v for k, v in counts.items() if k != "skip")
        print(f"{name}: {counts['pass']}/{total} chunks pass "
              f"({counts['missing']} need undeclared ops, {counts['fail']} fail, "
              f"{counts['skip']} rejected by mlir-opt-22)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
