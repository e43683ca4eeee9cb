"""Nothing in an input is executed; output files are written only on success, atomically;
pipes work; the real command never prints a traceback on fuzzed input."""

from __future__ import annotations

import ast
import builtins
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from . import harness
from .mutators import mutate

PACKAGES = ("core", "irdl", "dialects_irdl")
# Calls that run text as code or load objects from bytes, whatever their arguments.
_ALWAYS_BAD = {"eval", "exec", "compile", "breakpoint"}
_BAD_ATTRS = {
    ("pickle", "loads"), ("pickle", "load"), ("marshal", "loads"), ("marshal", "load"),
    ("os", "system"), ("os", "popen"), ("shelve", "open"), ("dill", "loads"),
}  # fmt: skip
# Imports by name: allowed only with a literal module name.
_IMPORTERS = {"__import__", "import_module"}


def _call_name(node: ast.Call) -> tuple[str | None, str]:
    f = node.func
    if isinstance(f, ast.Name):
        return None, f.id
    if isinstance(f, ast.Attribute):
        base = f.value.id if isinstance(f.value, ast.Name) else None
        return base, f.attr
    return None, ""


def scan(source: str, filename: str) -> list[str]:
    """The dangerous calls in a module's source, as ``file:line: what``."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Call):
            base, name = _call_name(node)
            where = f"{filename}:{node.lineno}"
            if base is None and name in _ALWAYS_BAD:
                found.append(f"{where}: {name}()")
            elif (base, name) in _BAD_ATTRS:
                found.append(f"{where}: {base}.{name}()")
            elif name in _IMPORTERS and not (node.args and isinstance(node.args[0], ast.Constant)):
                found.append(f"{where}: {name}() of a computed name")
            for kw in node.keywords:
                if kw.arg == "shell" and not (
                    isinstance(kw.value, ast.Constant) and kw.value.value is False
                ):
                    found.append(f"{where}: shell=")
        elif isinstance(node, ast.Import | ast.ImportFrom):
            mods = [a.name for a in node.names]
            if isinstance(node, ast.ImportFrom) and node.module:
                mods.append(node.module)
            for m in mods:
                if m.split(".")[0] in {"pickle", "marshal", "shelve", "dill"}:
                    found.append(f"{filename}:{node.lineno}: import {m}")
    return found


def test_scanner_finds_what_it_looks_for() -> None:
    bad = (
        "import pickle\nx = eval(s)\nexec(s)\npickle.loads(b)\n__import__(name)\n"
        "importlib.import_module(n)\nsubprocess.run(c, shell=True)\n"
    )
    assert len(scan(bad, "bad.py")) == 7
    assert scan('__import__("irdl.format")\nsubprocess.run(c, shell=False)\n', "ok.py") == []


# The one module that imports code by name: plug-ins the user names (--load-dialect-plugin,
# Context.load_plugin) or installed (entry points), and the bundled dialects' own.
PLUGIN_LOADER = "irdl/plugin.py"


def test_no_code_execution_in_the_package() -> None:
    found: list[str] = []
    for pkg in PACKAGES:
        for path in sorted((harness.ROOT / pkg).rglob("*.py")):
            found += scan(path.read_text(encoding="utf-8"), str(path.relative_to(harness.ROOT)))
    assert [f for f in found if not f.startswith(PLUGIN_LOADER + ":")] == []
    # ... and there only by name, never from a module's text or IR.
    assert [f for f in found if "computed name" not in f] == []


C_PRED_IRDL = b"""irdl.dialect @cp {
  irdl.type @t
  irdl.operation @op {
    %0 = irdl.c_pred "__import__('os').system('touch MARKER') or eval('1') or True"
    %1 = irdl.c_pred "$_self.exec(\\"import os\\")"
    %2 = irdl.all_of(%0, %1)
    irdl.results(r: %2)
  }
}
"""


def test_c_pred_text_is_never_executed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A C++ predicate is text: checking an operation against it runs no Python (eval and
    exec would raise here), and its IRDL program round-trips with the text as it was."""
    marker = tmp_path / "pwned"
    irdl = C_PRED_IRDL.replace(b"MARKER", str(marker).encode())

    argv = ["-", f"--irdl-file={harness.irdl_path(irdl)}"]
    payload = b'%0 = "cp.op"() : () -> i32\n'
    # A first run imports what the tool imports on first use (dataclasses exec the text of
    # the methods they generate): that is the tool's code, not input.
    harness.run_cli(argv, payload)
    assert not marker.exists()
    real_eval, real_exec = builtins.eval, builtins.exec

    def no_text_eval(source: object, *args: object) -> object:
        if isinstance(source, str | bytes):
            raise AssertionError("text evaluated")
        return real_eval(source, *args)  # type: ignore[arg-type]

    def no_text_exec(source: object, *args: object) -> None:
        # the import system execs code objects (modules imported on first use)
        if isinstance(source, str | bytes):
            raise AssertionError("text executed")
        real_exec(source, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "eval", no_text_eval)
    monkeypatch.setattr(builtins, "exec", no_text_exec)
    o = harness.run_cli(argv, payload)
    assert harness.problems(o) == []
    assert o.code == 0 and '"cp.op"() : () -> i32' in o.stdout
    assert not marker.exists()
    o = harness.run_cli(["-", "--strict-predicates"], irdl)  # the IRDL program as input
    assert harness.problems(o) == []
    assert o.code == 0 and "touch " + str(marker) in o.stdout
    assert not marker.exists()


def _temps(d: Path) -> list[str]:
    return sorted(p.name for p in d.iterdir() if p.name.startswith(".irdl-opt-"))


def test_output_file_written_only_on_success(tmp_path: Path) -> None:
    out = tmp_path / "out.mlir"
    out.write_text("previous\n")
    bad = harness.run_cli(["-", "-o", str(out)], b'"test.op"() : () -> (\n')
    assert bad.code == 1 and harness.problems(bad) == []
    assert out.read_text() == "previous\n" and _temps(tmp_path) == []
    good = harness.run_cli(["-", "-o", str(out), "--allow-unregistered-dialect"],
                           b'"test.op"() : () -> ()\n')  # fmt: skip
    assert good.code == 0 and good.stdout == ""
    assert out.read_text() == 'module {\n  "test.op"() : () -> ()\n}\n\n'
    assert _temps(tmp_path) == []
    # One of two inputs fails: nothing is written either.
    (tmp_path / "ok.mlir").write_text("module {}\n")
    (tmp_path / "bad.mlir").write_text("module {\n")
    both = harness.run_cli([str(tmp_path / "ok.mlir"), str(tmp_path / "bad.mlir"),
                            "-o", str(out)], b"")  # fmt: skip
    assert both.code == 1 and out.read_text().startswith('module {\n  "test.op"')
    assert _temps(tmp_path) == []


def test_output_into_missing_directory_is_a_clean_error(tmp_path: Path) -> None:
    o = harness.run_cli(["-", "-o", str(tmp_path / "no" / "such.mlir")], b"module {}\n")
    assert o.code == 1 and "could not open output file" in o.stderr
    assert "Traceback" not in o.stderr


def _command(*args: str) -> list[str]:
    return [sys.executable, "-m", "irdl", *args]


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(harness.ROOT)}


def test_stdin_to_stdout_pipe() -> None:
    proc = subprocess.run(
        _command("--allow-unregistered-dialect"), input=b'"a.b"() : () -> ()\n',
        capture_output=True, timeout=120, env=_env(), cwd=harness.ROOT,
    )  # fmt: skip
    assert proc.returncode == 0 and proc.stderr == b""
    assert proc.stdout == b'module {\n  "a.b"() : () -> ()\n}\n\n'


def test_closed_stdout_pipe(tmp_path: Path) -> None:
    """``irdl-opt big.mlir | head -1``: the reader goes away; no traceback, no hang."""
    src = tmp_path / "big.mlir"
    src.write_text("".join(f'"t.op"() {{i = {i} : i32}} : () -> ()\n' for i in range(100_000)))
    proc = subprocess.Popen(
        _command("--allow-unregistered-dialect", str(src)), stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, env=_env(), cwd=harness.ROOT,
    )  # fmt: skip
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()  # as `head -1` exits
    err = proc.stderr.read()
    code = proc.wait(timeout=300)
    assert first == b"module {\n"
    assert b"Traceback" not in err and b"internal error" not in err
    assert code in (0, 1)


@pytest.mark.skipif(not harness.have_corpus(), reason="no conformance corpus")
def test_command_on_mutated_inputs() -> None:
    """A small sample of mutants through the real command (a process each): exit 0 or 1,
    no traceback, a located error on 1."""
    rng = random.Random(7)
    chunks = harness.corpus_chunks()
    for _ in range(6):
        seed = rng.choice(chunks)
        data, _ = mutate(rng, seed.text, rng.randint(1, 4))
        args = ["--allow-unregistered-dialect"]
        if seed.irdl is not None:
            args.append(f"--irdl-file={harness.irdl_path(seed.irdl)}")
        proc = subprocess.run(_command(*args), input=data, capture_output=True, timeout=120,
                              env=_env(), cwd=harness.ROOT)  # fmt: skip
        harness.COUNTS["command (subprocess)"] += 1
        o = harness.Outcome(
            proc.returncode, proc.stdout.decode("utf-8", "replace"),
            proc.stderr.decode("utf-8", "replace"),
        )  # fmt: skip
        assert harness.problems(o) == [], (harness.show(data), harness.problems(o))
