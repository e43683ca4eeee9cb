"""``irdl-opt --jobs N`` and several input files (issue 6): the bytes of a run (stdout, stderr,
exit status) do not depend on N, and several files give what one run per file would."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from irdl.tool.cli import main
from irdl.tool.progress import ProgressBar, wanted

REPO = Path(__file__).resolve().parents[2]
CMATH_IRDL = REPO / "examples" / "cmath.irdl.mlir"
CMATH_INVALID = REPO / "examples" / "cmath-invalid.mlir"
ARITH_INVALID = REPO.parent / "shared" / "conformance" / "mlir-dialects" / "Arith-invalid.mlir"

GOOD = """func.func @f(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}
"""
BAD = """func.func @g(%a: f32) -> f32 {
  %b = arith.addi %a, %a : f32
  return %b : f32
}
"""
# Chunks that pass, fail to parse, fail to verify; a near-miss marker; an expected-* comment.
SPLIT = f"""{GOOD}
// -----

"test.unknown"() : () -> ()

// -----

{BAD}
// ----

// -----
// expected-error @below {{{{custom op 'bogus.op' is unknown}}}}
bogus.op
// -----
{GOOD}"""
# Every diagnostic expected: --verify-diagnostics passes.
SPLIT_VERIFIED = f"""{GOOD}
// -----
func.func @g(%a: f32) -> f32 {{
  // expected-error @below {{{{'arith.addi' op operand #0 must be signless-integer-like}}}}
  %b = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return %b : f32
}}
// -----
func.func @h() {{
  // expected-error @below {{{{Dialect `bogus' not found for custom op 'bogus.op'}}}}
  // expected-note @below {{{{Available dialects}}}}
  bogus.op
}}
"""
# An expectation no chunk meets, and a diagnostic no comment expects.
SPLIT_UNMET = f"""{GOOD}
// -----
// expected-error @below {{{{never emitted}}}}
{GOOD}
// -----
{BAD}"""


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def _same_for_any_jobs(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """The run with --jobs 1, after checking that --jobs 2 and 4 give the same bytes."""
    sequential = _run(["--jobs", "1", *args], capsys)
    assert _run(["--jobs", "4", *args], capsys) == sequential
    assert _run(["-j", "2", *args], capsys) == sequential
    return sequential


def _write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_default_is_one_job(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = _write(tmp_path, "s.mlir", SPLIT)
    assert _run([path, "--split-input-file"], capsys) == _run(
        ["-j", "1", path, "--split-input-file"], capsys
    )


def test_several_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    files = [
        _write(tmp_path, "a.mlir", GOOD),
        _write(tmp_path, "b.mlir", BAD),
        _write(tmp_path, "c.mlir", GOOD.replace("@f", "@c")),
        _write(tmp_path, "d.mlir", '"test.unknown"() : () -> ()\n'),
    ]
    code, out, err = _same_for_any_jobs(files, capsys)
    # What one run per file gives, concatenated; failing if any failed.
    singles = [_run([f], capsys) for f in files]
    assert out == "".join(s[1] for s in singles)
    assert err == "".join(s[2] for s in singles)
    assert code == 1 and [s[0] for s in singles] == [0, 1, 0, 1]
    assert "@c" in out and "b.mlir:2:" in err and "d.mlir:1:" in err


def test_several_files_all_good(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    files = [_write(tmp_path, f"{n}.mlir", GOOD.replace("@f", f"@{n}")) for n in "abc"]
    code, out, err = _same_for_any_jobs(files, capsys)
    assert (code, err) == (0, "")
    assert [line for line in out.splitlines() if "func.func" in line] == [
        f"  func.func @{n}(%arg0: i32) -> i32 {{" for n in "abc"
    ]


def test_split_file_with_errors(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = _write(tmp_path, "s.mlir", SPLIT)
    code, out, err = _same_for_any_jobs([path, "--split-input-file"], capsys)
    assert code == 1
    assert out.count("// -----\n") == 4
    assert "near miss with file split marker" in err
    assert "was not produced" in err  # expected-* comments reported even unverified


def test_split_file_verified(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = _write(tmp_path, "v.mlir", SPLIT_VERIFIED)
    args = [path, "--split-input-file", "--verify-diagnostics"]
    assert _same_for_any_jobs(args, capsys)[::2] == (0, "")


def test_split_file_verify_fails(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = _write(tmp_path, "u.mlir", SPLIT_UNMET)
    args = [path, "--split-input-file", "--verify-diagnostics"]
    code, _, err = _same_for_any_jobs(args, capsys)
    assert code == 1
    assert "unexpected error" in err and 'expected error "never emitted" was not produced' in err


def test_verify_per_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Each file has its own verifier: an expectation of one is not met by another file."""
    verified = _write(tmp_path, "v.mlir", SPLIT_VERIFIED)
    unmet = _write(tmp_path, "u.mlir", SPLIT_UNMET)
    args = ["--split-input-file", "--verify-diagnostics"]
    code, out, err = _same_for_any_jobs([*args, verified, unmet, verified], capsys)
    singles = [_run([*args, f], capsys) for f in (verified, unmet, verified)]
    assert (code, out, err) == (1, "".join(s[1] for s in singles), "".join(s[2] for s in singles))


def test_irdl_file_per_unit(capsys: pytest.CaptureFixture[str]) -> None:
    args = [f"--irdl-file={CMATH_IRDL}", "--split-input-file", "--verify-diagnostics"]
    assert _same_for_any_jobs([*args, str(CMATH_INVALID)], capsys)[0] == 0
    code, _, err = _same_for_any_jobs(args[::2] + [str(CMATH_INVALID)], capsys)
    assert code == 1 and "cmath-invalid.mlir:" in err


@pytest.mark.skipif(not ARITH_INVALID.exists(), reason="../shared is not present")
def test_upstream_split_file(capsys: pytest.CaptureFixture[str]) -> None:
    args = [str(ARITH_INVALID), "--split-input-file"]
    assert _same_for_any_jobs([*args, "--verify-diagnostics"], capsys)[::2] == (0, "")
    _same_for_any_jobs(args, capsys)


def test_files_after_flags(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    a, b = _write(tmp_path, "a.mlir", GOOD), _write(tmp_path, "b.mlir", GOOD)
    assert _run([a, "-j", "2", b], capsys) == _run(["-j", "2", a, b], capsys)


@pytest.mark.parametrize(
    "args, message",
    [
        (["-j", "0"], "expected a positive integer, got '0'"),
        (["--jobs", "x"], "expected a positive integer, got 'x'"),
        (["-", "-"], "standard input ('-') given more than once"),
        (["nonexistent.mlir"], "could not open input file 'nonexistent.mlir'"),
    ],
)
def test_bad_arguments(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    good = _write(tmp_path, "a.mlir", GOOD)
    code, out, err = _run([good, *args], capsys)
    assert (code, out) == (1, "")
    assert message in err and "Traceback" not in err


def _cli(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "irdl", *args], input=stdin, capture_output=True, text=True
    )


def test_output_file_and_stdin(tmp_path: Path) -> None:
    """End to end: `-` among the files, `-o` written only when every file passed."""
    a = _write(tmp_path, "a.mlir", GOOD)
    bad = _write(tmp_path, "bad.mlir", BAD)
    out = tmp_path / "out.mlir"
    stdin = GOOD.replace("@f", "@s")
    expected = _cli([a]).stdout + _cli([], stdin).stdout + _cli([a]).stdout
    for jobs in ("1", "3"):
        assert _cli(["-j", jobs, a, "-", a], stdin).stdout == expected
        done = _cli(["-j", jobs, a, "-", a, "-o", str(out)], stdin)
        assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
        assert out.read_text() == expected
        out.unlink()
        failed = _cli(["-j", jobs, a, bad, "-o", str(out)])
        assert failed.returncode == 1 and "bad.mlir:2:" in failed.stderr
        assert not out.exists()


def test_progress_bar_only_on_a_terminal() -> None:
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    assert not wanted(100, io.StringIO())
    assert not wanted(5, Tty())
    assert wanted(100, Tty())
    stream = Tty()
    bar = ProgressBar(30, stream)
    for _ in range(30):
        bar.advance()
    bar.clear()
    text = stream.getvalue()
    assert "30/30 units" in text and text.endswith("\r\x1b[K")
