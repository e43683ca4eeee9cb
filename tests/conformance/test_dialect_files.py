"""Upstream's dialect tests as written, in custom form (issue 5, "done when" 1).

For every ``// -----`` chunk of ``../shared/conformance/mlir-dialects/*-ops.mlir`` (and the
other files without ``-verify-diagnostics``) that ``mlir-opt-22 --allow-unregistered-dialect``
accepts (less any top-level item it cannot read: some files are newer than LLVM 22 in
places): irdl-opt reads the chunk as written, prints it in custom form, reads that again
and prints it generic; the result must be mlir-opt-22's generic print of the chunk.

When it is not, and the chunk uses operations the standard library does not declare yet,
the chunk less the top-level items that use them must pass instead (a long file such as
LLVMIR-roundtrip.mlir is then checked on what is declared); a chunk with nothing left is an
expected failure, named by its dialects. ``python -m tests.conformance.test_dialect_files``
prints the counts per file.
"""

from __future__ import annotations

import difflib
import sys

import pytest

from core.diagnostics import SourceFile, SourceManager
from irdl.tool.process import process_buffer
from irdl.tool.split_input import split_input

from .conftest import (
    CONFORMANCE,
    declared_part,
    missing_dialects,
    mlir_opt,
    needs_mlir_opt,
    needs_shared,
    readable_part,
)

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
    """The chunk less the top-level items mlir-opt-22 cannot read (None: nothing readable)."""
    return readable_part(text, FLAGS)


def comparable(part: str) -> tuple[str | None, int]:
    """The readable ``part`` of a chunk less the top-level items that use operations not
    declared yet (read by mlir-opt-22 again: an item may use one left out), and how many
    such items were left out."""
    declared, dropped = declared_part(part)
    if not dropped:
        return part, 0
    if not declared.strip():
        return None, dropped
    return readable(declared), dropped


def outcome(text: str) -> tuple[str, str]:
    """("pass" | "skip" | "missing" | "fail", detail) for one chunk: it passes when its
    readable part, or else that part less the items that use undeclared operations,
    round-trips to mlir-opt-22's generic print."""
    part = readable(text)
    if part is None:
        return "skip", "mlir-opt-22 rejects this chunk"
    generic, why = _compare(part)
    if generic:
        return "pass", ""
    declared, dropped = comparable(part)
    if not dropped:
        missing = missing_dialects(part)
        return ("missing", ", ".join(missing)) if missing else ("fail", why)
    if declared is None:
        return "missing", ", ".join(missing_dialects(part))
    ok, why = _compare(declared)
    return ("pass", f"{dropped} items left out") if ok else ("fail", why)


def _compare(text: str) -> tuple[bool, str]:
    ref = mlir_opt([*FLAGS, "--mlir-print-op-generic"], text)
    generic, why = round_trip(text)
    if generic == ref.stdout:
        return True, ""
    if generic is None:
        return False, why
    diff = difflib.unified_diff(ref.stdout.splitlines(), generic.splitlines(), lineterm="", n=1)
    return False, "printed differently (- mlir-opt-22, + irdl-opt):\n" + "\n".join(list(diff)[:60])


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


def test_declared_part_leaves_out_items_with_undeclared_ops() -> None:
    text = (
        "// CHECK: llvm.not_an_op\n"
        "llvm.func @a() {\n  llvm.return\n}\n"
        "llvm.func @b() {\n  llvm.not_an_op\n  llvm.return\n}\n"
        'llvm.named_metadata_x "n" [\n  1\n]\n'
        "llvm.func @c()\n"
    )
    declared, dropped = declared_part(text)
    assert dropped == 2
    assert declared == "llvm.func @a() {\n  llvm.return\n}\nllvm.func @c()\n"


@needs_shared
@needs_mlir_opt
@pytest.mark.parametrize("chunk_id,text", CHUNKS, ids=[c[0] for c in CHUNKS])
def test_custom_form_round_trip(chunk_id: str, text: str) -> None:
    kind, detail = outcome(text)
    if kind == "skip":
        pytest.skip(detail)
    if kind == "missing":
        pytest.xfail(f"needs operations not declared here yet: {detail}")
    assert kind == "pass", detail


def main() -> int:
    from collections import Counter

    per_file: dict[str, Counter[str]] = {}
    left_out: Counter[str] = Counter()
    for chunk_id, text in CHUNKS:
        name = chunk_id.split("#")[0]
        kind, detail = outcome(text)
        if kind == "pass" and detail:
            left_out[chunk_id.split("#")[0]] += int(detail.split()[0])
        per_file.setdefault(name, Counter())[kind] += 1
    for name, counts in per_file.items():
        total = sum(v for k, v in counts.items() if k != "skip")
        print(f"{name}: {counts['pass']}/{total} chunks pass "
              f"({counts['missing']} need undeclared ops, {counts['fail']} fail, "
              f"{counts['skip']} rejected by mlir-opt-22"
              + (f"; {left_out[name]} items with undeclared ops left out" if left_out[name] else "")
              + ")")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
