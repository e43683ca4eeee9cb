"""Upstream's tests of every MLIR dialect, against mlir-opt-22: the figures of issue 15's
"done when", and a ratchet on them.

Over every ``// -----`` chunk of ``../shared/conformance/mlir-dialects*/`` (the first
fifteen dialects' files and the others'):

- *printing*: a chunk ``mlir-opt-22 --allow-unregistered-dialect`` accepts must print
  byte-identical in custom form, and in generic form (``--mlir-print-op-generic``);
- *invalid*: a chunk of an ``invalid`` file that passes ``mlir-opt-22 --verify-diagnostics``
  must pass ours.

Running every chunk through mlir-opt-22 three times is slow, so the suite checks the chunks
``more_passing.txt`` lists (each must still pass: a regression fails the suite), and
``python -m tests.conformance.test_more_dialects [--write]`` measures them all, prints the
figures per folder and dialect file, and (``--write``) rewrites the list. The first
fifteen dialects' invalid files are left out of the list: test_verify_diagnostics_ir
checks every chunk of them.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from core.diagnostics import SourceFile
from irdl.tool.process import process_buffer
from irdl.tool.split_input import Chunk, chunk_source, split_input
from irdl.tool.verify_diagnostics import DiagnosticVerifier

from .conftest import CONFORMANCE, mlir_opt, needs_mlir_opt, needs_shared

FOLDERS = ("mlir-dialects", "mlir-dialects-more")
PASSING = Path(__file__).with_name("more_passing.txt")
FLAGS = ["--allow-unregistered-dialect"]


def chunks() -> list[tuple[str, str, Chunk]]:
    """(id ``folder/file#n``, kind ``invalid`` or ``print``, chunk) for every chunk."""
    out = []
    for folder in FOLDERS:
        path = CONFORMANCE / folder
        for file in sorted(path.glob("*.mlir")) if path.is_dir() else ():
            kind = "invalid" if "invalid" in file.name else "print"
            for chunk in split_input(file.read_text()):
                out.append((f"{folder}/{file.name}#{chunk.index}", kind, chunk))
    return out


def _ours(src: SourceFile, generic: bool) -> str | None:
    text, _ = process_buffer(src, generic=generic, debuginfo=False, allow_unregistered=True)
    return text


# An operation of MLIR's C++ test dialect, or of the transform dialect's test extension
# (mlir-opt-22 has them; they are not part of the 48 dialects), in either form, or without
# its prefix in a transform sequence; or one of the test dialect's types or attributes.
_TEST_DIALECT = re.compile(
    r"^\s*(%[^=\n]*=\s*)?\"?(test\.\w|transform\.test_\w|test_\w)|[#!]test\.\w", re.MULTILINE
)


def print_outcome(cid: str, chunk: Chunk) -> str:
    """``skip`` (mlir-opt-22 rejects it, or it needs MLIR's test dialect), ``pass``,
    ``custom`` (differs in custom form only), ``generic`` (differs in generic form) for a
    chunk mlir-opt-22 may accept."""
    ref = mlir_opt(FLAGS, chunk.text)
    if ref.returncode != 0 or _TEST_DIALECT.search(chunk.text):
        return "skip"
    src = chunk_source(cid, chunk)
    ref_generic = mlir_opt([*FLAGS, "--mlir-print-op-generic"], chunk.text).stdout
    if _ours(src, True) != ref_generic:
        return "generic"
    return "pass" if _ours(src, False) == ref.stdout else "custom"


def invalid_outcome(cid: str, chunk: Chunk) -> str:
    """``skip`` (mlir-opt-22 does not pass its expectations, or it needs a test dialect),
    ``pass`` or ``fail``."""
    if _TEST_DIALECT.search(chunk.text):
        return "skip"
    if mlir_opt([*FLAGS, "--verify-diagnostics"], chunk.text).returncode != 0:
        return "skip"
    src = chunk_source(cid, chunk)
    _, diags = process_buffer(src, generic=False, debuginfo=False, allow_unregistered=True)
    verifier = DiagnosticVerifier(src)
    for d in diags:
        verifier.handle(d)
    verifier.finish()
    return "pass" if verifier.succeeded() else "fail"


def outcome(cid: str, kind: str, chunk: Chunk) -> str:
    return invalid_outcome(cid, chunk) if kind == "invalid" else print_outcome(cid, chunk)


def _listed() -> set[str]:
    if not PASSING.is_file():
        return set()
    return {line.strip() for line in PASSING.read_text().splitlines() if line.strip()}


CHUNKS = chunks()
LISTED = _listed()


@needs_shared
@needs_mlir_opt
@pytest.mark.parametrize(
    "cid,kind,chunk", [c for c in CHUNKS if c[0] in LISTED], ids=lambda v: str(v)[:80]
)
def test_listed_chunk_still_passes(cid: str, kind: str, chunk: Chunk) -> None:
    assert outcome(cid, kind, chunk) == "pass"


@needs_shared
def test_list_names_existing_chunks() -> None:
    assert LISTED, "more_passing.txt is empty"
    assert LISTED <= {c[0] for c in CHUNKS}


def main(argv: list[str]) -> int:
    per_file: dict[str, Counter[str]] = {}
    passing = []
    for cid, kind, chunk in CHUNKS:
        result = outcome(cid, kind, chunk)
        per_file.setdefault(cid.split("#")[0], Counter())[result] += 1
        if result == "pass":
            passing.append(cid)
    for folder in FOLDERS:
        totals: dict[str, Counter[str]] = {"print": Counter(), "invalid": Counter()}
        for name, counts in per_file.items():
            if not name.startswith(folder + "/"):
                continue
            kind = "invalid" if "invalid" in name else "print"
            totals[kind].update(counts)
            considered = sum(v for k, v in counts.items() if k != "skip")
            others = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()) if k != "pass")
            print(f"{name}: {counts['pass']}/{considered} pass ({others})")
        p = totals["print"]
        accepted = p["pass"] + p["custom"] + p["generic"]
        i = totals["invalid"]
        print(
            f"== {folder}: of {accepted} chunks mlir-opt-22 accepts, {p['pass'] + p['custom']} "
            f"print identical in generic form, {p['pass']} in both forms; of "
            f"{i['pass'] + i['fail']} invalid-file chunks mlir-opt-22 passes, {i['pass']} pass"
        )
    if "--write" in argv:
        listed = [c for c in passing if not c.startswith(f"{FOLDERS[0]}/") or "invalid" not in c]
        PASSING.write_text("".join(f"{c}\n" for c in listed))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
