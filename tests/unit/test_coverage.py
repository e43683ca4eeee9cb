"""What C++ provides, taken from plug-ins (``cpp_assembly_format``, ``ods_assembly_format``,
``cpp_verifier``), what happens when none does (the custom form is a located error saying
why; ``--strict-verifiers`` refuses the operation), and the coverage report of it all."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from irdl.reports.coverage import bundled_coverage, coverage_page, dialect_coverage, totals
from irdl.runtime.library import Context

REPO = Path(__file__).resolve().parents[2]

# Generated-style declarations: each op names a C++ piece instead of stating it.
CPP_IRDL = """\
// Imported from ODS (Cov.td:1) by irdl-import-ods: attributes, types and operations.
irdl.dialect @cov attributes {ods, properties} {
  irdl.operation @neg attributes {cpp_assembly_format = "CovNeg", cpp_verifier = "CovNeg"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(x: %0)
    irdl.results(r: %0)
  }
  irdl.operation @abs attributes {cpp_assembly_format = "CovAbs", cpp_verifier = "CovAbs"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(x: %0)
    irdl.results(r: %0)
  }
  irdl.operation @sq attributes {ods_assembly_format = "custom<CovOperand>($x) attr-dict"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(x: %0)
    irdl.results(r: %0)
  }
  irdl.operation @plain {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.results(r: %0)
  }
}
"""

# Provides CovNeg's syntax and verifier, nothing for CovAbs or custom<CovOperand>.
PLUGIN = """\
from irdl.plugin import Plugin, fail

plugin = Plugin("cov")
plugin.assembly_format("CovNeg", "$x attr-dict `:` type($x)")


def _verify(op, diags, ctx):
    if op.operands[0] is op.results[0]:
        return fail(diags, op, "cannot happen")
    return True


plugin.verifier("CovNeg", _verify)
"""


def _run(tmp_path: Path, text: str, *flags: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "cov.irdl.mlir").write_text(CPP_IRDL)
    (tmp_path / "cov_plugin.py").write_text(PLUGIN)
    return subprocess.run(
        [sys.executable, "-m", "irdl.tool.cli",
         f"--load-dialect-plugin={tmp_path / 'cov_plugin.py'}",
         f"--irdl-file={tmp_path / 'cov.irdl.mlir'}", *flags, "-"],
        input=text, capture_output=True, text=True, cwd=REPO,
    )  # fmt: skip


IR = '%0 = "test.x"() : () -> i32\n%1 = cov.neg %0 : i32\n%2 = "cov.abs"(%0) : (i32) -> i32\n'


def test_plugin_stands_for_cpp_syntax_and_verifier(tmp_path: Path) -> None:
    r = _run(tmp_path, IR, "--allow-unregistered-dialect")
    assert r.returncode == 0, r.stderr
    # neg has its custom form from the plug-in; abs stays generic (no plug-in for CovAbs)
    assert "%1 = cov.neg %0 : i32\n" in r.stdout
    assert '%2 = "cov.abs"(%0) : (i32) -> i32\n' in r.stdout


def test_missing_custom_form_is_a_located_error_saying_why(tmp_path: Path) -> None:
    r = _run(tmp_path, '%0 = "test.x"() : () -> i32\n%1 = cov.abs %0 : i32\n',
             "--allow-unregistered-dialect")  # fmt: skip
    assert r.returncode == 1
    assert r.stderr.startswith(
        "<stdin>:2:6: error: custom op 'cov.abs' has no custom assembly form here: "
        "its C++ parser (CovAbs) has no plug-in\n"
    )
    r = _run(tmp_path, '%0 = "test.x"() : () -> i32\n%1 = cov.sq %0\n',
             "--allow-unregistered-dialect")  # fmt: skip
    assert "has no custom assembly form here: no plug-in provides custom<CovOperand>" in r.stderr
    assert "Traceback" not in r.stderr


def test_strict_verifiers_refuses_an_unreproduced_verifier(tmp_path: Path) -> None:
    r = _run(tmp_path, IR, "--allow-unregistered-dialect", "--strict-verifiers")
    assert r.returncode == 1
    assert (
        "<stdin>:3:6: error: 'cov.abs' op has a C++ verifier (CovAbs) that no plug-in "
        "reproduces (--strict-verifiers)" in r.stderr
    )
    # neg's verifier is reproduced: not refused
    assert "'cov.neg' op has" not in r.stderr


def test_emit_coverage_of_a_users_file(tmp_path: Path) -> None:
    r = _run(tmp_path, "", "--emit=coverage")
    assert r.returncode == 0, r.stderr
    assert "| cov | ODS | 4 | 0 | 1 | 1 | 2 | 50.0% | 2 | 1 | 1 |" in r.stdout
    assert "- custom form missing (its C++ parser (CovAbs) has no plug-in): `cov.abs`" in r.stdout
    assert "- C++ verifier missing: `cov.abs`" in r.stdout


def test_coverage_of_a_bundled_dialect() -> None:
    ctx = Context()
    [linalg] = [d for d in bundled_coverage(["linalg"])]
    generic = {o.name: o for o in linalg.ops}["linalg.generic"]
    assert linalg.generated and generic.syntax in ("plug-in", "missing")
    [arith] = bundled_coverage(["arith"])
    assert not arith.generated
    assert {o.syntax for o in arith.ops} == {"declarative"}
    info = ctx.dialect("arith")
    assert info is not None
    again = dialect_coverage(info, False)
    t = totals([again])
    assert t["operations"] == len(info.ops) == t["syntax working"]
    page = coverage_page([again], "cmd")
    assert "Generated by `cmd`." in page and "| arith | hand |" in page


def test_emit_coverage_unknown_dialect() -> None:
    r = subprocess.run(
        [sys.executable, "-m", "irdl.tool.cli", "--emit=coverage", "--dialect=nope"],
        capture_output=True, text=True, cwd=REPO,
    )  # fmt: skip
    assert r.returncode == 1
    assert r.stderr == "irdl-opt: no bundled dialect 'nope'\n"
