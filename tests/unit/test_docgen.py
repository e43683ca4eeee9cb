"""--emit=docs and docs/dialects/: Markdown pages generated from the IRDL definitions."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from irdl.reports.docgen import bundled, constraint_text, dialect_page, pages
from irdl.runtime.defs import Constraint

ROOT = Path(__file__).resolve().parents[2]
PAGES = ROOT / "docs" / "dialects"

CMATH = """irdl.dialect @cmath attributes {summary = "Complex arithmetic"} {
  irdl.type @complex attributes {assembly_format = "`<` $elem `>`", summary = "A complex"} {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2)
  }
  irdl.operation @mul attributes {
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure"], summary = "Multiply", description = "Multiplies two numbers."} {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    %2 = irdl.base "#builtin.integer" {summary = "an integer attribute"}
    irdl.operands(lhs: %1, rhs: variadic %1)
    irdl.results(res: %1)
    irdl.attributes {"k" = %2}
    %r = irdl.region with size 2
    irdl.regions(body: %r)
  }
}
"""


def irdl_opt(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "irdl", *args], capture_output=True,
                          text=True, cwd=cwd)  # fmt: skip


def test_bundled_pages_are_fresh() -> None:
    """docs/dialects/ is what `python -m irdl.reports.docgen --all docs/dialects/` writes: run it
    when this fails."""
    want = pages(bundled(), with_index=True)
    have = {p.name: p.read_text(encoding="utf-8") for p in PAGES.glob("*.md")}
    assert sorted(have) == sorted(want), "pages added or removed: regenerate docs/dialects/"
    stale = [name for name in want if have[name] != want[name]]
    assert not stale, (
        f"stale pages (run python -m irdl.reports.docgen --all docs/dialects/): {stale}"
    )


def test_a_bundled_page_reads_like_mlir_docs() -> None:
    [cf] = bundled(["cf"])
    page = dialect_page(cf)
    assert page.startswith("# 'cf' dialect\n\n_Unstructured control flow_\n")
    assert "### cf.cond_br\n\n_Conditional branch operation_\n" in page
    assert "operation ::= `cf.br` $dest (`(` $dest_operands^" in page
    assert "Traits: `Pure`, `Terminator`" in page
    assert "| `arg` | 1-bit signless integer |" in page
    assert "| `dest` | any successor |" in page
    assert "| `dest_operands` | variadic of any type |" in page


def test_constraints_in_words_without_summaries() -> None:
    cs = (
        Constraint(kind="any"),
        Constraint(kind="base", base="!builtin.integer"),
        Constraint(kind="c_pred", pred="$_self.isF32() || x|y"),
        Constraint(kind="any_of", args=(1, 2)),
        Constraint(kind="all_of", args=(3, 0)),
        Constraint(kind="parametric", base="!d.t", args=(1,)),
        Constraint(kind="any", summary="anything at all"),
    )
    assert constraint_text(0, cs) == "any"
    assert constraint_text(1, cs) == "any `!builtin.integer`"
    assert constraint_text(2, cs) == r"C++ predicate `$_self.isF32() \|\| x\|y`"
    assert constraint_text(4, cs) == (
        r"(any `!builtin.integer` or C++ predicate `$_self.isF32() \|\| x\|y`) and any"
    )
    assert constraint_text(5, cs) == "`!d.t` of (any `!builtin.integer`)"
    assert constraint_text(6, cs) == "anything at all"


def test_emit_docs_for_a_users_file(tmp_path: Path) -> None:
    (tmp_path / "cmath.irdl.mlir").write_text(CMATH)
    r = irdl_opt("--emit=docs", "--irdl-file=cmath.irdl.mlir", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    page = r.stdout
    # only the file's dialect, not the standard library's it refers to
    assert page.count("' dialect\n") == 1 and "# 'cmath' dialect" in page
    assert "operation ::= `cmath.mul` $lhs `,` $rhs attr-dict `:` type($res)" in page
    assert "_Multiply_\n" in page and "Multiplies two numbers." in page
    assert "| `lhs` | `!cmath.complex` of (any) |" in page
    assert "| `rhs` | variadic of `!cmath.complex` of (any) |" in page
    assert "| `k` | an integer attribute |" in page
    assert "| `body` | 2 blocks |" in page
    assert "### !cmath.complex\n\n_A complex_\n" in page
    assert "!cmath.complex `<` $elem `>`" in page
    assert "| `elem` | `f32` or `f64` |" in page
    # into a folder: one page per dialect, with a bundled one by name
    r = irdl_opt("--emit=docs", "--irdl-file=cmath.irdl.mlir", "--dialect=ub", "-o", "out/",
                 cwd=tmp_path)  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["cmath.md", "ub.md"]


def test_emit_docs_bad_input_is_an_error_not_a_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.irdl.mlir"
    bad.write_text(CMATH.replace("@cmath::@complex", "@cmath::@nope"))
    r = irdl_opt("--emit=docs", f"--irdl-file={bad}")
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert f"{bad}:12:" in r.stderr and "symbol '@cmath::@nope' not found" in r.stderr
    r = irdl_opt("--emit=docs", "--dialect=nope")
    assert (r.returncode, r.stderr) == (1, "irdl-opt: no bundled dialect 'nope'\n")
    r = irdl_opt("--emit=docs")
    assert r.returncode == 1 and "needs --irdl-file=F or --dialect=NS" in r.stderr


def test_docgen_module_command(tmp_path: Path) -> None:
    r = subprocess.run([sys.executable, "-m", "irdl.reports.docgen", "--all", str(tmp_path)],
                       capture_output=True, text=True)  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "README.md").read_text() == (PAGES / "README.md").read_text()
    assert (tmp_path / "arith.md").read_text() == (PAGES / "arith.md").read_text()
