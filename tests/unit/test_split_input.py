"""Tests for irdl.tool.split_input: mlir-opt's --split-input-file cutting and output joining."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from core.diagnostics import Diagnostic, Loc, Severity, SourceFile, SourceManager  # noqa: E402
from irdl.tool.split_input import (  # noqa: E402
    Chunk,
    chunk_source,
    join_outputs,
    split_input,
    split_input_with_warnings,
)

A = '"a.b"() : () -> ()\n'
C = '"c.d"() : () -> ()\n'


def texts(text: str, marker: str = "// -----") -> list[str]:
    return [c.text for c in split_input(text, marker)]


def warnings(text: str) -> list[tuple[int, int]]:
    return [(w.loc.line, w.loc.col) for w in split_input_with_warnings(text, name="f")[1]]


# --- what counts as a marker -----------------------------------------------------------------


def test_two_chunks_positions() -> None:
    chunks = split_input(A + "// -----\n" + C)
    assert chunks == [
        Chunk(A, first_line=1, index=0, first_col=1, offset=0),
        Chunk("\n" + C, first_line=2, index=1, first_col=9, offset=len(A) + 8),
    ]


def test_no_marker_is_one_chunk() -> None:
    assert texts(A + C) == [A + C]


@pytest.mark.parametrize("lead", ["  ", "\t", "x "])
def test_text_before_marker_stays_in_previous_chunk(lead: str) -> None:
    assert texts(A + lead + "// -----\n" + C) == [A + lead, "\n" + C]


@pytest.mark.parametrize("rest", [" foo", "foo", "-", "--------- ", "\t", "1"])
def test_rest_of_marker_line_starts_next_chunk(rest: str) -> None:
    chunks = split_input(A + "// -----" + rest + "\n" + C)
    assert [c.text for c in chunks] == [A, rest + "\n" + C]
    assert (chunks[1].first_line, chunks[1].first_col) == (2, 9)


@pytest.mark.parametrize("line", ["//-----", "//  -----", "// -- ---", "/ -----", "// --"])
def test_not_a_marker(line: str) -> None:
    text = A + line + "\n" + C
    assert texts(text) == [text]
    assert warnings(text) == []


@pytest.mark.parametrize("line", ["// ----", "// ---- -", "// -----0", "// ---x"])
def test_near_miss_warns_and_does_not_split(line: str) -> None:
    text = A + line + "\n" + C
    chunks, warns = split_input_with_warnings(text, name="in.mlir")
    assert [c.text for c in chunks] == [text]
    assert warns == [
        Diagnostic(Severity.WARNING, "near miss with file split marker", Loc("in.mlir", 2, 7))
    ]


def test_marker_ending_the_file_is_a_near_miss() -> None:
    text = A + "// -----"
    assert texts(text) == [text]
    assert warnings(text) == [(2, 7)]


def test_marker_then_newline_at_end_gives_a_last_chunk() -> None:
    assert texts(A + "// -----\n") == [A, "\n"]


def test_back_to_back_markers() -> None:
    # The "--" between the two "// ---" is too short to be a marker: a near miss.
    assert texts(A + "// -----// -----\n" + C) == [A + "// -----", "\n" + C]
    assert warnings(A + "// -----// -----\n" + C) == [(2, 7)]
    assert warnings(A + "// -----// ----\n" + C) == [(2, 7), (2, 15)]
    assert warnings(A + "// ----// ----\n" + C) == [(2, 7), (2, 14)]


def test_consecutive_marker_lines_give_an_empty_chunk() -> None:
    assert texts(A + "// -----\n// -----\n" + C) == [A, "\n", "\n" + C]


def test_marker_at_start_of_file_is_not_a_split() -> None:
    chunks = split_input("// -----\n" + A)
    assert [(c.text, c.first_line, c.first_col) for c in chunks] == [("--\n" + A, 1, 7)]
    assert warnings("// ---x\n" + A) == []


def test_empty_file_has_no_chunk() -> None:
    assert split_input("") == []
    assert texts("\n") == ["\n"]


def test_custom_marker() -> None:
    text = A + "# XYZW\n" + C + "# XYZ\n" + A
    chunks, warns = split_input_with_warnings(text, "# XYZW", name="f")
    assert [c.text for c in chunks] == [A, "\n" + C + "# XYZ\n" + A]
    assert [(w.loc.line, w.loc.col) for w in warns] == [(4, 5)]


def test_marker_too_short() -> None:
    with pytest.raises(ValueError):
        split_input(A, "//")


def test_indices() -> None:
    assert [c.index for c in split_input(A + "// -----\n" + C + "// -----\n" + A)] == [0, 1, 2]


# --- chunk_source --------------------------------------------------------------------------


def test_chunk_source_keeps_whole_file_positions() -> None:
    text = A + "  // ----- %x\n" + C + "\t// -----\n" + A + '"e.f"() : () -> (i32\n'
    whole = SourceFile("in.mlir", text)
    for chunk in split_input(text):
        src = chunk_source("in.mlir", chunk)
        assert src.name == "in.mlir"
        pad = len(src.text) - len(chunk.text)
        for i in range(len(chunk.text) + 1):
            assert src.line_col(pad + i) == whole.line_col(chunk.offset + i)
        # Whole lines of the chunk read as in the file.
        last = chunk.first_line + chunk.text.count("\n")
        for line in range(chunk.first_line + 1, last):
            assert src.line_text(line) == whole.line_text(line)


# --- join_outputs --------------------------------------------------------------------------

MOD_A = 'module {\n  "a.b"() : () -> ()\n}\n\n'
MOD_C = 'module {\n  "c.d"() : () -> ()\n}\n\n'


def test_join_outputs() -> None:
    assert join_outputs([MOD_A, MOD_C]) == MOD_A + "// -----\n" + MOD_C
    assert join_outputs([MOD_A]) == MOD_A
    assert join_outputs([]) == ""


def test_join_outputs_with_failed_chunks() -> None:
    assert join_outputs([MOD_A, "", MOD_C]) == MOD_A + "// -----\n// -----\n" + MOD_C
    assert join_outputs(["", ""]) == "// -----\n"
    assert join_outputs([MOD_A, "x"], marker="XX") == MOD_A + "XX\nx"


# --- differential against mlir-opt-22 --------------------------------------------------------

MLIR_OPT = shutil.which("mlir-opt-22")
needs_mlir = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not installed")

BAD = '"x.y"() : () -> (i32\n'
DIFF_INPUTS = {
    "plain": A + "// -----\n" + C,
    "failing_middle": A + "// -----\n" + BAD + "// -----\n" + C,
    "failing_first_and_last": BAD + "// -----\n" + A + "// -----\n" + BAD,
    "empty_chunk": A + "// -----\n\n// -----\n" + C,
    "rest_of_line": A + "// ----- " + C + "  // -----\n" + C,
    "near_misses": A + "// ----\n" + C + "// -----0\n" + A + "// -----\n" + C + "// -----",
    "leading_marker": "// -----\n" + A,
    "empty": "",
    "marker_mid_line": A + '"c.d"() : () -> () // -----\n' + A,
    "back_to_back": A + "// -----// -----\n" + C + "// ----// -----\n" + A,
    "long_dashes": A + "// ----------\n" + C,
    "error_on_first_chunk_line": A + '// ----- "x.y"(%0) : (i32) -> ()\n',
}


def run_mlir(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    assert MLIR_OPT is not None
    cmd = [MLIR_OPT, "--allow-unregistered-dialect", *args]
    return subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, timeout=60)


def headers(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("in.mlir:")]


@needs_mlir
@pytest.mark.parametrize("case", sorted(DIFF_INPUTS))
def test_against_mlir_opt(case: str, tmp_path: Path) -> None:
    """Processing our chunks one by one reproduces mlir-opt's split run exactly."""
    text = DIFF_INPUTS[case]
    (tmp_path / "in.mlir").write_text(text)
    split_run = run_mlir(["--split-input-file", "in.mlir"], tmp_path)

    chunks, warns = split_input_with_warnings(text, name="in.mlir")
    sm = SourceManager()
    sm.add(SourceFile("in.mlir", text))
    warning_text = "".join(sm.render(w) for w in warns)
    chunk_dir = tmp_path / "chunk"
    chunk_dir.mkdir()
    outputs: list[str] = []
    errors: list[str] = []
    for chunk in chunks:
        (chunk_dir / "in.mlir").write_text(chunk_source("in.mlir", chunk).text)
        run = run_mlir(["in.mlir"], chunk_dir)
        outputs.append(run.stdout if run.returncode == 0 else "")
        errors += headers(run.stderr)

    assert join_outputs(outputs) == split_run.stdout
    assert split_run.stderr.startswith(warning_text)  # warnings first, rendered alike
    assert headers(warning_text) + errors == headers(split_run.stderr)  # same line:col
    assert (split_run.returncode == 0) == all(outputs)
