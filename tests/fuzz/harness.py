"""What the fuzz tests share: the seed corpus (the conformance files), running ``irdl-opt``
in-process on bytes, and the properties every run must have.

The tool runs as its command does (``irdl.tool.cli.main``): on a thread with a large stack and a
high recursion limit. But ``irdl.tool.cli.run`` is called directly, so an uncaught exception
reaches the test with its traceback instead of becoming ``internal error``.

Knobs (environment):

* ``IRDL_FUZZ_CASES``: a multiplier for the number of generated inputs (default 1; the
  default run tries >= 20,000 inputs in under a minute on two cores).
* ``IRDL_FUZZ_SAVE``: a directory; every input that breaks a property is written there
  (``<sha1>.mlir``, plus ``<sha1>.irdl.mlir`` for the IRDL file it was run with).
* ``IRDL_CONFORMANCE_DIR``: where the conformance corpus is (default ``../shared/conformance``
  next to the checkout).
"""

from __future__ import annotations

import functools
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TypeVar

from core.diagnostics import SourceFile
from irdl.tool import cli, process
from irdl.tool.split_input import chunk_source, split_input

ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = Path(
    os.environ.get("IRDL_CONFORMANCE_DIR", str(ROOT.parent / "shared" / "conformance"))
)
FOLDERS = ("mlir-ir", "mlir-dialects", "mlir-irdl")
SEPARATOR = re.compile(rb"^// -----\n", re.MULTILINE)
_RUN_IRDL = re.compile(rb"--irdl-file=%S/(\S+)")
# A located diagnostic as mlir-opt renders it; an input may itself place the failing
# operation at `loc(unknown)`, which mlir-opt renders as `<unknown>:0:`.
LOCATED_ERROR = re.compile(r"^(?:[^\n]*:\d+:\d+|<unknown>:0): error: ", re.MULTILINE)

# Inputs tried, by test: printed by conftest at the end of the session.
COUNTS: Counter[str] = Counter()


def scale() -> float:
    try:
        return max(0.01, float(os.environ.get("IRDL_FUZZ_CASES", "1")))
    except ValueError:
        return 1.0


def cases(default: int) -> int:
    return max(1, int(default * scale()))


@dataclass(frozen=True)
class Seed:
    """One conformance file (``chunk`` None) or one of its ``// -----`` chunks."""

    path: str
    text: bytes
    irdl: bytes | None  # the IRDL file its RUN line loads
    is_irdl: bool  # an IRDL program itself (``*.irdl.mlir``)

    @property
    def name(self) -> str:
        return os.path.basename(self.path)


@cache
def corpus_files() -> tuple[Seed, ...]:
    seeds: list[Seed] = []
    for folder in FOLDERS:
        d = CONFORMANCE / folder
        if not d.is_dir():
            continue
        for p in sorted(d.glob("*.mlir")):
            data = p.read_bytes()
            m = _RUN_IRDL.search(data)
            irdl = (d / m.group(1).decode()).read_bytes() if m else None
            seeds.append(Seed(str(p), data, irdl, p.name.endswith(".irdl.mlir")))
    return tuple(seeds)


@cache
def corpus_chunks() -> tuple[Seed, ...]:
    out: list[Seed] = []
    for s in corpus_files():
        for piece in SEPARATOR.split(s.text):
            if piece.strip():
                out.append(Seed(s.path, piece, s.irdl, s.is_irdl))
    return tuple(out)


def have_corpus() -> bool:
    return bool(corpus_files())


T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., None])
_THREAD_NAME = "irdl-opt-fuzz"


def on_big_stack(fn: Callable[[], T]) -> T:
    """``fn()`` as ``irdl-opt`` runs: a thread with its stack size and recursion limit.
    Exceptions are re-raised here. Already on such a thread, just ``fn()``."""
    if threading.current_thread().name == _THREAD_NAME:
        return fn()
    box: list[T] = []
    err: list[BaseException] = []

    def target() -> None:
        try:
            box.append(fn())
        except BaseException as exc:  # noqa: BLE001 - handed to the caller
            err.append(exc)

    old_limit = sys.getrecursionlimit()
    old_stack = threading.stack_size(cli._STACK_BYTES)
    sys.setrecursionlimit(cli._RECURSION_LIMIT)
    try:
        t = threading.Thread(target=target, name=_THREAD_NAME)
        t.start()
        t.join()
    finally:
        threading.stack_size(old_stack)
        sys.setrecursionlimit(old_limit)
    if err:
        raise err[0]
    return box[0]


def big_stack(test: F) -> F:
    """A test run whole on the big stack (one thread for all its examples)."""

    @functools.wraps(test)
    def wrapper(*args: object, **kwargs: object) -> None:
        on_big_stack(lambda: test(*args, **kwargs))

    return wrapper  # type: ignore[return-value]


@dataclass
class Outcome:
    code: int | None  # None: an uncaught exception
    stdout: str
    stderr: str
    error: str = ""  # the traceback of an uncaught exception


_TMP = tempfile.mkdtemp(prefix="irdl-fuzz-")


def irdl_path(data: bytes) -> str:
    """A file holding ``data`` (IRDL files are given to the tool by path)."""
    path = os.path.join(_TMP, hashlib.sha1(data).hexdigest()[:16] + ".irdl.mlir")
    if not os.path.exists(path):
        with open(path, "wb") as f:
            f.write(data)
    return path


def run_cli(argv: Sequence[str], stdin: bytes) -> Outcome:
    """``irdl-opt ARGV < stdin`` in this process. Standard output is encoded strictly (a
    string the terminal could not take is a crash), standard error as Python's is."""
    out_bytes = io.BytesIO()
    err_bytes = io.BytesIO()
    fake_in = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    fake_out = io.TextIOWrapper(out_bytes, encoding="utf-8", errors="strict", newline="")
    fake_err = io.TextIOWrapper(err_bytes, encoding="utf-8", errors="backslashreplace")
    saved = sys.stdin, sys.stdout, sys.stderr
    code: int | None = None
    error = ""
    sys.stdin, sys.stdout, sys.stderr = fake_in, fake_out, fake_err
    try:
        code = on_big_stack(lambda: cli.run(list(argv)))
    except SystemExit as exc:  # argparse
        code = 0 if exc.code in (0, None) else 1
    except Exception:  # noqa: BLE001 - a crash is what we look for
        error = traceback.format_exc()
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        try:
            fake_out.flush()
            fake_err.flush()
        except Exception:  # noqa: BLE001
            error = error or traceback.format_exc()
    return Outcome(
        code,
        out_bytes.getvalue().decode("utf-8", "replace"),
        err_bytes.getvalue().decode("utf-8", "replace"),
        error,
    )


def save(data: bytes, irdl: bytes | None) -> None:
    where = os.environ.get("IRDL_FUZZ_SAVE")
    if not where:
        return
    os.makedirs(where, exist_ok=True)
    h = hashlib.sha1(data + (irdl or b"")).hexdigest()[:16]
    with open(os.path.join(where, f"{h}.mlir"), "wb") as f:
        f.write(data)
    if irdl is not None:
        with open(os.path.join(where, f"{h}.irdl.mlir"), "wb") as f:
            f.write(irdl)


def problems(o: Outcome) -> list[str]:
    """What is wrong with a run, by the properties every run must have."""
    bad: list[str] = []
    if o.code is None:
        bad.append("uncaught exception:\n" + o.error)
        return bad
    if o.code not in (0, 1):
        bad.append(f"exit code {o.code}")
    if "Traceback" in o.stderr or "internal error" in o.stderr:
        bad.append("traceback on stderr:\n" + o.stderr[-3000:])
    if o.code == 1 and not LOCATED_ERROR.search(o.stderr):
        bad.append("exit 1 without a 'file:line:col: error:' line:\n" + o.stderr[-3000:])
    return bad


def decode(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def round_trip_problems(
    name: str, data: bytes, irdl: bytes | None, split: bool, allow_unregistered: bool = True
) -> list[str]:
    """For a buffer that verifies: its generic print G, its custom print C; parsing C and G
    again must both print G (generic)."""
    irdl_files = [SourceFile(irdl_path(irdl), decode(irdl))] if irdl is not None else []
    text = decode(data)
    sources = (
        [chunk_source(name, c) for c in split_input(text)] if split else [SourceFile(name, text)]
    )
    bad: list[str] = []

    def pb(src: SourceFile, generic: bool) -> str | None:
        return process.process_buffer(src, generic, False, allow_unregistered, irdl_files)[0]

    def check(src: SourceFile) -> None:
        g = pb(src, True)
        if g is None:
            return
        c = pb(src, False)
        if c is None:
            bad.append(f"verifies in generic print but not in custom print:\n{src.text[:2000]}")
            return
        for form, printed in (("custom", c), ("generic", g)):
            again = pb(SourceFile(name, printed), True)
            if again is not None and expand_aliases(again) == expand_aliases(g):
                continue
            if again is not None and again == reference_print(printed, irdl, allow_unregistered):
                # mlir-opt-22 prints the same from that text: the first and second prints
                # differ in mlir-opt too (f80/f128 decimals read through a double, distinct
                # ids numbered in parse order...); nothing of ours.
                COUNTS["round trips like mlir-opt's (not a fixpoint there either)"] += 1
                continue
            bad.append(
                f"{form} print does not round-trip:\n--- input\n{src.text[:2000]}\n"
                f"--- {form} print\n{printed[:2000]}\n--- generic of that\n"
                f"{(again or '<rejected>')[:2000]}\n--- expected\n{g[:2000]}"
            )

    def check_all() -> None:
        for src in sources:
            check(src)

    on_big_stack(check_all)
    return bad


_ALIAS_DEF = re.compile(r"^([#!][A-Za-z_][\w$.-]*) = (.*)$", re.MULTILINE)


def expand_aliases(printed: str) -> str:
    """The print with its alias definitions substituted into their uses. Two attributes that
    differ in structure may print the same (``d0 + d1 + 5`` from ``(i + 3 + 2)`` and from
    ``(i + 5)``): the first print gives them two aliases, the second one, as mlir-opt-22
    does; what they stand for is the same."""
    defs = _ALIAS_DEF.findall(printed)
    if not defs:
        return printed
    body = _ALIAS_DEF.sub("", printed).lstrip("\n")
    for alias, value in reversed(defs):
        # the value as text, not a template (it may hold backslashes)
        body = re.sub(re.escape(alias) + r"(?![\w$.-])", value.replace("\\", "\\\\"), body)
    return body


MLIR_OPT = shutil.which("mlir-opt-22")


def reference_print(text: str, irdl: bytes | None, allow_unregistered: bool) -> str | None:
    """mlir-opt-22's generic print of ``text`` (None: not installed, or it rejects it)."""
    if MLIR_OPT is None:
        return None
    argv = [MLIR_OPT, "--mlir-print-op-generic", "-"]
    if allow_unregistered:
        argv.append("--allow-unregistered-dialect")
    if irdl is not None:
        argv.append(f"--irdl-file={irdl_path(irdl)}")
    proc = subprocess.run(
        argv, input=text.encode("utf-8", "surrogateescape"), capture_output=True, timeout=120
    )
    return proc.stdout.decode("utf-8", "surrogateescape") if proc.returncode == 0 else None


def show(data: bytes, limit: int = 1500) -> str:
    return repr(data[:limit]) + ("...<cut>" if len(data) > limit else "")
