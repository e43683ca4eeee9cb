"""``irdl-opt --diagnostics-format=text|json|sarif`` (issue 8): text is mlir-opt's, unchanged;
json is one document with every diagnostic; sarif is a SARIF 2.1.0 log that round-trips through
the sarif-pydantic models; colour only on a terminal."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from sarif_pydantic import Sarif

from core.diagnostics import Diagnostic, Loc, Severity, SourceFile, SourceManager
from irdl.reports.diagnostic_formats import TextSink
from irdl.reports.diagnostic_reports import JsonReport, SarifSink, utf16_column

REPO = Path(__file__).resolve().parents[2]
CMATH_IRDL = REPO / "examples" / "cmath.irdl.mlir"
CMATH_INVALID = REPO / "examples" / "cmath-invalid.mlir"

BAD = """func.func @f() {
  %0 = arith.constant 1 : i32
  %1 = arith.addi %0, %0 : i64
  return
}
"""
# What mlir-opt 22 prints for BAD (checked against `mlir-opt-22 bad.mlir`).
BAD_TEXT = """bad.mlir:3:19: error: use of value '%0' expects different type than prior uses: \
'i64' vs 'i32'
  %1 = arith.addi %0, %0 : i64
                  ^
bad.mlir:2:3: note: prior use here
  %0 = arith.constant 1 : i32
  ^
"""
# ... and with `--color` (the bytes mlir-opt-22 --color writes).
BAD_COLOR = (
    "\x1b[1mbad.mlir:3:19: \x1b[0m\x1b[0;1;31merror: \x1b[0m\x1b[1muse of value '%0' expects "
    "different type than prior uses: 'i64' vs 'i32'\n\x1b[0m  %1 = arith.addi %0, %0 : i64\n"
    "\x1b[0;1;32m                  ^\n\x1b[0m\x1b[1mbad.mlir:2:3: \x1b[0m\x1b[0;1;30mnote: "
    "\x1b[0m\x1b[1mprior use here\n\x1b[0m  %0 = arith.constant 1 : i32\n\x1b[0;1;32m  ^\n"
    "\x1b[0m"
)
GOOD = """func.func @g(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}
"""


def irdl_opt(
    *args: str | Path, cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "irdl", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
    )


@pytest.fixture()
def bad(tmp_path: Path) -> Path:
    (tmp_path / "bad.mlir").write_text(BAD)
    (tmp_path / "good.mlir").write_text(GOOD)
    return tmp_path


def cmath_args(fmt: str, *more: str) -> list[str | Path]:
    return [f"--irdl-file={CMATH_IRDL}", "--split-input-file", *more,
            f"--diagnostics-format={fmt}", CMATH_INVALID]  # fmt: skip


# --- text ------------------------------------------------------------------------------------


def test_text_is_the_default_and_unchanged(bad: Path) -> None:
    default = irdl_opt("bad.mlir", cwd=bad)
    text = irdl_opt("--diagnostics-format=text", "bad.mlir", cwd=bad)
    assert default.returncode == text.returncode == 1
    assert default.stderr == text.stderr == BAD_TEXT
    whole = irdl_opt(*cmath_args("text"))
    assert whole.stderr == irdl_opt(*cmath_args("text")[:-2], CMATH_INVALID).stderr
    # Five errors, and the seven expected-* comments reported as not produced.
    assert whole.stderr.count(": error: ") == 12


def test_unknown_format_is_a_usage_error(bad: Path) -> None:
    proc = irdl_opt("--diagnostics-format=xml", "bad.mlir", cwd=bad)
    assert proc.returncode == 1
    assert "invalid choice: 'xml'" in proc.stderr
    assert "Traceback" not in proc.stderr


def _run_on_pty(args: list[str], cwd: Path, env: dict[str, str]) -> bytes:
    """stderr of irdl-opt when it is a terminal (stdout a pipe, as in `irdl-opt x | less`)."""
    leader, follower = pty.openpty()
    try:
        subprocess.run(
            [sys.executable, "-m", "irdl", *args],
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=follower,
            check=False,
        )
    finally:
        os.close(follower)
    out = b""
    while True:
        try:
            data = os.read(leader, 4096)
        except OSError:  # EIO: the other end is closed and everything was read
            break
        if not data:
            break
        out += data
    os.close(leader)
    return out.replace(b"\r\n", b"\n")  # the terminal's line discipline


def _env(**changes: str | None) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("NO_COLOR", None)
    env["TERM"] = "xterm-256color"
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def test_colour_on_a_terminal_is_mlir_opts(bad: Path) -> None:
    assert _run_on_pty(["bad.mlir"], bad, _env()).decode() == BAD_COLOR


def test_no_colour_under_no_color_or_dumb_terminal_or_json(bad: Path) -> None:
    assert _run_on_pty(["bad.mlir"], bad, _env(NO_COLOR="1")).decode() == BAD_TEXT
    assert _run_on_pty(["bad.mlir"], bad, _env(TERM="dumb")).decode() == BAD_TEXT
    out = _run_on_pty(["--diagnostics-format=json", "bad.mlir"], bad, _env()).decode()
    assert "\x1b" not in out
    assert json.loads(out)["diagnostics"][0]["line"] == 3


def test_no_colour_when_redirected(bad: Path) -> None:
    proc = irdl_opt("bad.mlir", cwd=bad, env=_env())
    assert "\x1b" not in proc.stderr
    assert proc.stderr == BAD_TEXT


def test_text_sink_colours_only_when_asked() -> None:
    import io

    sm = SourceManager()
    sm.add(SourceFile("bad.mlir", BAD))
    diag = Diagnostic(Severity.WARNING, "careful", Loc("bad.mlir", 2, 3), length=3)
    plain, coloured = io.StringIO(), io.StringIO()
    TextSink(plain).emit(sm, [diag])
    TextSink(coloured, color=True).emit(sm, [diag])
    assert (
        plain.getvalue() == "bad.mlir:2:3: warning: careful\n  %0 = arith.constant 1 : i32\n  ^~~\n"
    )
    assert "\x1b[0;1;35mwarning: " in coloured.getvalue()  # magenta, as LLVM's warnings
    assert "\x1b[0;1;32m  ^~~\n\x1b[0m" in coloured.getvalue()
    stripped = coloured.getvalue()
    for esc in ("\x1b[1m", "\x1b[0m", "\x1b[0;1;35m", "\x1b[0;1;32m"):
        stripped = stripped.replace(esc, "")
    assert stripped == plain.getvalue()


# --- json ------------------------------------------------------------------------------------


def test_json_has_the_fields(bad: Path) -> None:
    proc = irdl_opt("--diagnostics-format=json", "bad.mlir", cwd=bad)
    assert proc.returncode == 1
    doc = json.loads(proc.stderr)
    assert doc["version"] == 1
    [diag] = doc["diagnostics"]
    assert diag == {
        "severity": "error",
        "message": "use of value '%0' expects different type than prior uses: 'i64' vs 'i32'",
        "file": "bad.mlir",
        "line": 3,
        "column": 19,
        "location": "bad.mlir:3:19",
        "notes": [
            {
                "severity": "note",
                "message": "prior use here",
                "file": "bad.mlir",
                "line": 2,
                "column": 3,
                "location": "bad.mlir:2:3",
                "notes": [],
            }
        ],
    }
    JsonReport.model_validate(doc)


def test_json_on_success_is_an_empty_document(bad: Path) -> None:
    proc = irdl_opt("--diagnostics-format=json", "good.mlir", cwd=bad)
    assert proc.returncode == 0
    assert "func.func @g" in proc.stdout
    assert json.loads(proc.stderr) == {"version": 1, "diagnostics": []}


def test_json_matches_text_split_and_several_files(bad: Path) -> None:
    text = irdl_opt(*cmath_args("text")[:-1], bad / "bad.mlir", CMATH_INVALID)
    doc = json.loads(irdl_opt(*cmath_args("json")[:-1], bad / "bad.mlir", CMATH_INVALID).stderr)
    headers = [f"{d['location']}: {d['severity']}: {d['message']}" for d in doc["diagnostics"]]
    text_errors = [line for line in text.stderr.splitlines() if ": error: " in line]
    assert headers == text_errors  # the same diagnostics, in the same (input) order
    assert doc["diagnostics"][0]["file"] == str(bad / "bad.mlir")
    assert {d["file"] for d in doc["diagnostics"][1:]} == {str(CMATH_INVALID)}


def test_json_unknown_location() -> None:
    import io

    from irdl.reports.diagnostic_reports import JsonSink

    out = io.StringIO()
    sink = JsonSink(out)
    sink.emit(
        SourceManager(), [Diagnostic(Severity.ERROR, "lost", Loc(None, 0, 0, "loc(unknown)"))]
    )
    sink.finish()
    [diag] = json.loads(out.getvalue())["diagnostics"]
    assert (diag["file"], diag["line"], diag["column"]) == (None, None, None)
    assert diag["location"] == "loc(unknown)"


@pytest.mark.parametrize("fmt", ["json", "sarif"])
def test_jobs_give_the_same_document(fmt: str) -> None:
    one = irdl_opt(*cmath_args(fmt, "-j", "1")[:-1], CMATH_INVALID, CMATH_INVALID)
    four = irdl_opt(*cmath_args(fmt, "-j", "4")[:-1], CMATH_INVALID, CMATH_INVALID)
    assert (one.returncode, one.stdout, one.stderr) == (four.returncode, four.stdout, four.stderr)
    assert one.returncode == 1
    doc = json.loads(one.stderr)
    count = len(doc["diagnostics"] if fmt == "json" else doc["runs"][0]["results"])
    assert count == 24  # twelve per copy of the file


@pytest.mark.parametrize("fmt", ["json", "sarif"])
def test_verify_diagnostics_reports_the_verifier_findings(fmt: str) -> None:
    # cmath-invalid.mlir expects every error it gives: verified, nothing is reported.
    ok = irdl_opt(*cmath_args(fmt, "--verify-diagnostics"))
    assert ok.returncode == 0, ok.stderr
    doc = json.loads(ok.stderr)
    assert (doc["diagnostics"] if fmt == "json" else doc["runs"][0]["results"]) == []
    # Without the dialect nothing is as expected: the verifier's complaints are the output.
    failed = irdl_opt("--split-input-file", "--verify-diagnostics", "--diagnostics-format=" + fmt,
                      CMATH_INVALID)  # fmt: skip
    assert failed.returncode == 1
    doc = json.loads(failed.stderr)
    messages = [
        d["message"] if fmt == "json" else d["message"]["text"]
        for d in (doc["diagnostics"] if fmt == "json" else doc["runs"][0]["results"])
    ]
    assert any(m.startswith("expected error ") and m.endswith("was not produced") for m in messages)


# --- sarif -----------------------------------------------------------------------------------


def _sarif(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    doc = json.loads(proc.stderr)
    assert isinstance(doc, dict)
    return doc


def test_sarif_round_trips_through_the_models() -> None:
    proc = irdl_opt(*cmath_args("sarif"))
    assert proc.returncode == 1
    log = Sarif.model_validate_json(proc.stderr)
    again = json.loads(log.model_dump_json(by_alias=True, exclude_none=True))
    assert again == json.loads(proc.stderr)
    assert log.version == "2.1.0"
    [run] = log.runs
    assert run.tool.driver.name == "irdl-opt"
    assert run.results is not None and len(run.results) == 12


def test_sarif_results_and_locations(bad: Path) -> None:
    doc = _sarif(irdl_opt("--diagnostics-format=sarif", "bad.mlir", cwd=bad))
    assert doc["version"] == "2.1.0"
    assert "sarif-2.1.0" in doc["$schema"]
    [run] = doc["runs"]
    driver = run["tool"]["driver"]
    assert driver["name"] == "irdl-opt" and driver["version"]
    rules = driver["rules"]
    assert [r["id"] for r in rules] == [
        "irdl-opt/error", "irdl-opt/warning", "irdl-opt/note", "irdl-opt/remark"
    ]  # fmt: skip
    [result] = run["results"]
    assert rules[result["ruleIndex"]]["id"] == result["ruleId"] == "irdl-opt/error"
    assert result["level"] == "error"
    assert result["message"]["text"].startswith("use of value '%0'")
    [loc] = result["locations"]
    assert loc["physicalLocation"]["artifactLocation"] == {
        "uri": "bad.mlir",
        "uriBaseId": "%SRCROOT%",
    }
    assert loc["physicalLocation"]["region"] == {"startLine": 3, "startColumn": 19}
    [note] = result["relatedLocations"]
    assert note["message"]["text"] == "prior use here"
    assert note["physicalLocation"]["region"] == {"startLine": 2, "startColumn": 3}
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == bad.resolve().as_uri() + "/"


def test_sarif_absolute_path_and_unicode_column() -> None:
    import io

    name = "/abs/dir/x y.mlir"
    src = SourceFile(name, '"é" %x\n')
    sm = SourceManager()
    sm.add(src)
    # `%x` is at byte column 6 (é is two UTF-8 bytes), UTF-16 column 5.
    assert utf16_column(src, 1, 6) == 5
    out = io.StringIO()
    sink = SarifSink(out)
    sink.emit(sm, [Diagnostic(Severity.WARNING, "w", Loc(name, 1, 6), length=2)])
    sink.emit(sm, [Diagnostic(Severity.ERROR, "nowhere", Loc(None, 0, 0, "loc(unknown)"))])
    sink.finish()
    log = Sarif.model_validate_json(out.getvalue())
    [run] = log.runs
    assert run.results is not None
    first, second = run.results
    assert first.level is not None and first.level.value == "warning"
    assert first.locations is not None
    phys = first.locations[0].physical_location
    assert phys is not None and phys.artifact_location is not None and phys.region is not None
    assert phys.artifact_location.uri == "file:///abs/dir/x%20y.mlir"
    assert phys.artifact_location.uri_base_id is None
    assert (phys.region.start_line, phys.region.start_column, phys.region.end_column) == (1, 5, 7)
    assert second.locations is None and second.message.text == "nowhere"
