"""Plug-ins: how they load (a file, a module, an installed package), what a declaration
that names a missing piece is told, and what a plug-in that fails shows (a located error
naming it and the operation, exit code 1, no traceback)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from core.diagnostics import SourceFile
from irdl.plugin import PROVIDERS, VERIFIERS, Plugin, PluginError, load_plugin
from irdl.runtime.library import Context, LoadFailure

REPO = Path(__file__).resolve().parents[2]

# A dialect whose IRDL names a verifier, a directive and a result-name hint of the plug-in
# below (``RAISE`` makes each of them raise, to see the failure reported).
TOY_IRDL = """\
irdl.dialect @toy {
  irdl.operation @op attributes {
      assembly_format = "custom<Word>($w) attr-dict",
      verifier = "ToyCheck", result_names = "ToyName"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.is i32
    irdl.attributes {"w" = %0}
    irdl.results(r: %1)
  }
}
"""

TOY_PLUGIN = """\
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("toy")
RAISE = {raise_in!r}


def _parse(dp, w):
    if RAISE == "parse":
        raise ValueError("parse broke")
    from core import builtin as B
    dp.set_attr(w, B.string_attr(dp.p.tok))
    dp.p.lex.next()


def _print(dp, w):
    if RAISE == "print":
        raise ValueError("print broke")
    dp.p.write(inherent(dp.op, "w").params[0])


def _check(op, diags, ctx):
    if RAISE == "verify":
        return 1 // 0
    if inherent(op, "w").params[0] == "bad":
        return fail(diags, op, "word is bad")
    return True


def _name(op):
    if RAISE == "name":
        raise KeyError("no name")
    return inherent(op, "w").params[0]


plugin.directive("Word", _parse, _print)
plugin.verifier("ToyCheck", _check)
plugin.result_names("ToyName", _name)
"""


def irdl_opt(args: list[str], stdin: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {**os.environ, **env}
    return subprocess.run(
        [sys.executable, "-m", "irdl", *args], input=stdin, capture_output=True, text=True,
        env=environ, cwd=REPO,
    )  # fmt: skip


@pytest.fixture
def toy(tmp_path: Path) -> Path:
    (tmp_path / "toy.irdl.mlir").write_text(TOY_IRDL)
    for case in ("none", "verify", "parse", "print", "name"):
        (tmp_path / f"toy_{case}.py").write_text(TOY_PLUGIN.format(raise_in=case))
    return tmp_path


def _run(toy: Path, case: str, text: str, *more: str) -> subprocess.CompletedProcess[str]:
    return irdl_opt(
        [f"--load-dialect-plugin={toy / f'toy_{case}.py'}",
         f"--irdl-file={toy / 'toy.irdl.mlir'}", *more, "-"],
        text,
    )  # fmt: skip


def test_a_plugin_provides_what_the_irdl_names(toy: Path) -> None:
    done = _run(toy, "none", "%x = toy.op hello\n")
    assert done.returncode == 0, done.stderr
    assert "%hello = toy.op hello" in done.stdout  # the directive, and the result name
    bad = _run(toy, "none", "%x = toy.op bad\n")
    assert bad.returncode == 1
    assert bad.stderr.startswith("<stdin>:1:6: error: 'toy.op' op word is bad\n")


@pytest.mark.parametrize(
    ("case", "what", "action"),
    [
        ("verify", "verifier 'ToyCheck'", "verifying"),
        ("parse", "directive 'Word'", "parsing"),
        ("print", "directive 'Word'", "printing"),
        ("name", "result name hint 'ToyName'", "printing"),
    ],
)
def test_a_plugin_that_raises_is_a_located_error(
    toy: Path, case: str, what: str, action: str
) -> None:
    done = _run(toy, case, "%x = toy.op hello\n")
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    first = done.stderr.splitlines()[0]
    assert first.startswith("<stdin>:1:6: error: plug-in 'toy' (" + what + ") raised "), first
    assert first.endswith(f" while {action} 'toy.op'")
    shown = _run(toy, case, "%x = toy.op hello\n", "--plugin-traceback")
    assert "note: Python traceback:" in shown.stderr
    assert f"toy_{case}.py" in shown.stderr


def test_a_missing_plugin_fails_the_irdl_file_at_the_definition(toy: Path) -> None:
    """Each piece the definition names and no loaded plug-in provides is named, in turn."""
    text = TOY_IRDL
    for missing, drop in (
        ("unknown result name hint 'ToyName'", ', result_names = "ToyName"'),
        ("unknown verifier 'ToyCheck'", ',\n      verifier = "ToyCheck"'),
        ("'toy.op': unknown custom directive 'Word'", None),
    ):
        (toy / "t.irdl.mlir").write_text(text)
        done = irdl_opt([f"--irdl-file={toy / 't.irdl.mlir'}", "-"], "")
        assert done.returncode == 1
        assert done.stderr.startswith(
            f"{toy / 't.irdl.mlir'}:2:3: error: {missing}: no loaded plug-in provides it\n"
        ), done.stderr
        if drop is not None:
            assert drop in text
            text = text.replace(drop, "")


def test_a_broken_plugin_file_is_a_located_error(tmp_path: Path) -> None:
    broken = tmp_path / "broken.py"
    broken.write_text("from irdl.plugin import Plugin\n\nplugin = Plugin('b')\nx = y + 1\n")
    done = irdl_opt([f"--load-dialect-plugin={broken}", "-"], "")
    assert done.returncode == 1
    assert done.stderr.startswith(
        f"{broken}:4:1: error: failed to load dialect plugin from '{broken}': "
        "NameError: name 'y' is not defined\nx = y + 1\n^\n"
    )
    (tmp_path / "syntax.py").write_text("def f(:\n")
    done = irdl_opt([f"--load-dialect-plugin={tmp_path / 'syntax.py'}", "-"], "")
    assert done.returncode == 1
    assert done.stderr.startswith(f"{tmp_path / 'syntax.py'}:1:7: error: failed to load")
    done = irdl_opt(["--load-dialect-plugin=no_such_plugin_module", "-"], "")
    assert (done.returncode, done.stderr) == (
        1,
        "irdl-opt: failed to load dialect plugin from 'no_such_plugin_module': "
        "no module named 'no_such_plugin_module'\n",
    )


def test_a_name_belongs_to_one_plugin_and_a_failed_plugin_registers_nothing(
    tmp_path: Path,
) -> None:
    with pytest.raises(PluginError, match="plug-in 'other' registers verifier 'FunctionOp', "
                       "which plug-in 'irdlkit' provides already"):  # fmt: skip
        Plugin("other").verifier("FunctionOp", lambda op, diags, ctx: True)
    half = tmp_path / "half.py"
    half.write_text(
        "from irdl.plugin import Plugin\n"
        "p = Plugin('half')\n"
        "p.verifier('HalfDone', lambda op, diags, ctx: True)\n"
        "raise RuntimeError('stop')\n"
    )
    with pytest.raises(PluginError) as info:
        load_plugin(half)
    assert info.value.loc is not None and info.value.loc.line == 4
    assert "HalfDone" not in VERIFIERS and ("verifier", "HalfDone") not in PROVIDERS


def test_context_load_plugin(toy: Path) -> None:
    ctx = Context()
    with pytest.raises(LoadFailure):
        ctx.load_irdl(toy / "toy.irdl.mlir")
    module = ctx.load_plugin(toy / "toy_none.py")
    assert ctx.load_plugin(toy / "toy_none.py") is module  # once per process
    ctx.load_irdl(toy / "toy.irdl.mlir")
    module = ctx.parse(SourceFile("<t>", "%x = toy.op hi\n")).module
    assert ctx.verify(module) == []


def test_an_installed_package_provides_a_dialect(toy: Path) -> None:
    """A package that names its plug-in module in the ``irdlkit.dialects`` entry-point
    group, with ``<namespace>.irdl.mlir`` beside the module, is loaded on first use."""
    site = toy / "site"
    package = site / "toy_dialect"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(TOY_PLUGIN.format(raise_in="none"))
    (package / "toy.irdl.mlir").write_text(TOY_IRDL)
    info = site / "toy_dialect-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toy-dialect\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[irdlkit.dialects]\ntoy = toy_dialect\n")
    path = os.pathsep.join(p for p in (str(site), os.environ.get("PYTHONPATH", "")) if p)
    done = irdl_opt(["-"], "%x = toy.op hello\n", PYTHONPATH=path)
    assert done.returncode == 0, done.stderr
    assert "%hello = toy.op hello" in done.stdout
    shown = irdl_opt(["--show-dialects"], "", PYTHONPATH=path)
    assert shown.stdout.startswith("Available Dialects: ") and ",toy," in shown.stdout
    # without the package, the namespace is unknown: nothing in the input loads code
    done = irdl_opt(["-"], "%x = toy.op hello\n")
    assert done.returncode == 1 and "Traceback" not in done.stderr


def test_show_dialects_is_mlir_opts_form() -> None:
    done = irdl_opt(["--show-dialects"], "")
    assert done.returncode == 0
    names = done.stdout.removeprefix("Available Dialects: ").rstrip("\n").split(",")
    assert names == sorted(names) and {"builtin", "func", "llvm", "irdl"} <= set(names)
    cmath = f"--irdl-file={REPO / 'examples' / 'cmath.irdl.mlir'}"
    assert ",cmath," in irdl_opt(["--show-dialects", cmath], "").stdout


def test_a_type_verifier_that_raises_is_a_located_error(tmp_path: Path) -> None:
    (tmp_path / "box.irdl.mlir").write_text(
        "irdl.dialect @box {\n"
        '  irdl.type @b attributes {verifier = "BoxCheck"} {\n'
        "    %0 = irdl.any\n"
        "    irdl.parameters(p: %0)\n"
        "  }\n"
        "}\n"
    )
    (tmp_path / "box.py").write_text(
        "from irdl.plugin import Plugin\n"
        "def check(params):\n"
        "    raise RuntimeError('no')\n"
        "Plugin('box').type_verifier('BoxCheck', check)\n"
    )
    done = irdl_opt(
        [f"--load-dialect-plugin={tmp_path / 'box.py'}",
         f"--irdl-file={tmp_path / 'box.irdl.mlir'}", "--allow-unregistered-dialect", "-"],
        '"x.y"() {a = !box.b<i32>} : () -> ()\n',
    )  # fmt: skip
    assert done.returncode == 1
    assert done.stderr.startswith(
        "<stdin>:1:19: error: plug-in 'box' (type verifier 'BoxCheck') raised RuntimeError: no "
        "while parsing '!box.b'\n"
    ), done.stderr


EVEN_IRDL = """\
irdl.dialect @even {
  irdl.operation @op {
    %0 = irdl.c_pred "::llvm::isa<::my::EvenAttr>($_self)"
    irdl.attributes {"v" = %0}
  }
}
"""


def test_a_plugin_teaches_the_predicates_a_cpp_class() -> None:
    strict = Context(strict_predicates=True)
    with pytest.raises(LoadFailure) as info:
        strict.load_irdl(EVEN_IRDL)
    assert "::my::EvenAttr" in info.value.diagnostics[0].message

    def even(v: object) -> bool:
        params = getattr(v, "params", ())
        return len(params) == 2 and isinstance(params[1], int) and params[1] % 2 == 0

    Plugin("even").cpp_class("my::EvenAttr", even, "even integer attribute")
    ctx = Context(strict_predicates=True)
    ctx.load_irdl(EVEN_IRDL)
    good = ctx.parse(SourceFile("<t>", '"even.op"() {v = 4 : i32} : () -> ()\n')).module
    assert ctx.verify(good) == []
    bad = ctx.parse(SourceFile("<t>", '"even.op"() {v = 3 : i32} : () -> ()\n')).module
    messages = [d.message for d in ctx.verify(bad)]
    assert messages and "even integer attribute" in messages[0], messages


def test_a_failure_is_described_whatever_else_is_registered() -> None:
    """Registrations that hold no code (a dialect's flag, a shaped type's functions) do
    not stop a failure from being put down to its plug-in."""
    from irdl.plugin import Plugin, describe_failure

    flags = Plugin("flags_only")
    flags.allow_unknown_operations("flags_only_ns")
    flags.shaped_type("!flags_only_ns.t", lambda t: (), lambda t: t)

    def verify(op: object, diags: object, ctx: object) -> bool:
        raise ZeroDivisionError

    flags.verifier("FlagsOnlyCheck", verify)
    try:
        verify(None, None, None)
    except ZeroDivisionError as exc:
        assert describe_failure(exc, "x.op") == "plug-in 'flags_only' (verifier 'FlagsOnlyCheck')"
