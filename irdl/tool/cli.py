"""``irdl-opt``: read MLIR text, verify it, print it back; mlir-opt's flags and conventions.

Exit status 0 on success, 1 on any diagnostic error or bad input. Output goes to ``-o``
only when the whole run succeeds (written to a temporary file and renamed).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, TextIO

from core.diagnostics import Diagnostic, HookFailure, Severity, SourceFile, SourceManager
from irdl.reports.diagnostic_formats import DiagnosticSink, TextSink, color_wanted
from irdl.tool import emit
from irdl.tool.process import process_buffer
from irdl.tool.split_input import Chunk, chunk_source, join_outputs, split_input_with_warnings
from irdl.tool.verify_diagnostics import DiagnosticVerifier, unverified_output

if TYPE_CHECKING:
    from irdl.plugin import PluginError
    from irdl.tool.progress import ProgressBar

_FLAGS = (
    ("split-input-file", "cut the input at '// -----' lines and process each chunk alone"),
    ("verify-diagnostics", "check diagnostics against expected-* comments in the input"),
    ("mlir-print-op-generic", "print operations in generic form"),
    ("allow-unregistered-dialect", "accept operations of dialects that are not loaded"),
    ("mlir-print-debuginfo", "print locations"),
)


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="irdl-opt",
        description="Parse, verify and print MLIR; dialects are loaded from IRDL files.",
        allow_abbrev=False,
    )
    ap.add_argument(
        "input",
        nargs="*",
        default=["-"],
        metavar="FILE",
        help="input files ('-' for stdin); their outputs are concatenated in order",
    )
    ap.add_argument("-o", dest="output", default="-", help="output file ('-' for stdout)")
    for flag, help_text in _FLAGS:
        # mlir-opt accepts both -flag and --flag.
        ap.add_argument(f"--{flag}", f"-{flag}", action="store_true", help=help_text)
    ap.add_argument(
        "--irdl-file",
        "-irdl-file",
        action="append",
        default=[],
        metavar="F",
        help="IRDL file to load before parsing (repeatable)",
    )
    ap.add_argument(
        "--load-dialect-plugin",
        "-load-dialect-plugin",
        action="append",
        default=[],
        metavar="PLUGIN",
        help="load a dialect plug-in: a Python file or module whose verifiers, traits and "
        "directives IRDL files name (repeatable; docs/plugins.md)",
    )
    ap.add_argument(
        "--show-dialects",
        "-show-dialects",
        action="store_true",
        help="print the available dialects (the standard library's, installed packages' "
        "and those the --irdl-file files declare) and exit",
    )
    ap.add_argument(
        "--plugin-traceback",
        "-plugin-traceback",
        action="store_true",
        help="when a plug-in raises, also print its Python traceback (for plug-in authors)",
    )
    ap.add_argument(
        "--irdl-relaxed-names",
        "-irdl-relaxed-names",
        action="store_true",
        help="accept IRDL names with capitals, dots and dollars (ODS-generated IRDL)",
    )
    ap.add_argument(
        "--strict-predicates",
        "-strict-predicates",
        action="store_true",
        help="fail an IRDL file with a C++ predicate we cannot check (default: a warning)",
    )
    ap.add_argument(
        "--strict-verifiers",
        "-strict-verifiers",
        action="store_true",
        help="refuse any use of an operation whose C++ verifier no plug-in reproduces "
        "(default: it is checked against its declaration only; docs/dialects/coverage.md)",
    )
    ap.add_argument(
        "--jobs",
        "-j",
        type=_positive_int,
        default=1,
        metavar="N",
        help="process the inputs (their chunks under --split-input-file) in N worker "
        "processes; the output is the same as with 1",
    )
    ap.add_argument(
        "--diagnostics-format", "-diagnostics-format", choices=("text", "json", "sarif"),
        default="text", help="how diagnostics are written to stderr: mlir-opt's text (default), "
        "one JSON document, or a SARIF 2.1.0 log (docs/cli.md)",
    )  # fmt: skip
    emit.add_arguments(ap)  # --emit=docs|json|json-schema|dot, --dialect, --dot-op
    return ap


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got '{text}'")
    return value


def _read_input(path: str) -> tuple[str, str]:
    if path == "-":
        data = sys.stdin.buffer.read()
        name = "<stdin>"
    else:
        with open(path, "rb") as f:
            data = f.read()
        name = path
    return name, data.decode("utf-8", "surrogateescape")


@dataclass(slots=True)
class _Input:
    """One input file and what its results are checked and rendered against."""

    whole: SourceFile
    sm: SourceManager  # diagnostics render against the whole file, chunks keep its positions
    chunks: list[Chunk] | None  # None: the file is one buffer
    split_warnings: list[Diagnostic]
    verifier: DiagnosticVerifier | None

    @property
    def units(self) -> int:
        return 1 if self.chunks is None else len(self.chunks)

    def sources(self) -> Iterator[SourceFile]:
        if self.chunks is None:
            yield self.whole
        else:
            yield from (chunk_source(self.whole.name, c) for c in self.chunks)


def run(argv: Sequence[str] | None = None) -> int:
    # Intermixed: files may come after flags (`irdl-opt a.mlir --split-input-file b.mlir`).
    args = _parser().parse_intermixed_args(argv)
    HookFailure.show_traceback = args.plugin_traceback
    if not _load_plugins(args):
        return 1
    if args.emit is not None:
        return emit.run_emit(args)
    if args.input.count("-") > 1:
        sys.stderr.write("irdl-opt: standard input ('-') given more than once\n")
        return 1
    texts: list[tuple[str, str]] = []
    for path in args.input:
        try:
            texts.append(_read_input(path))
        except OSError as exc:
            sys.stderr.write(f"irdl-opt: could not open input file '{path}': {exc.strerror}\n")
            return 1
    irdl_files: list[SourceFile] = []
    for path in args.irdl_file:
        try:
            irdl_name, irdl_text = _read_input(path)
        except OSError as exc:
            sys.stderr.write(f"irdl-opt: could not open IRDL file '{path}': {exc.strerror}\n")
            return 1
        irdl_files.append(SourceFile(irdl_name, irdl_text))
    if args.show_dialects:
        return _show_dialects(irdl_files, args)
    inputs = [_prepare(name, text, irdl_files, args) for name, text in texts]
    try:
        output = _Output(args.output)
    except OSError as exc:
        sys.stderr.write(f"irdl-opt: could not open output file '{args.output}': {exc.strerror}\n")
        return 1
    ok = False
    args.diagnostics_sink = _make_sink(args.diagnostics_format, sys.stderr)
    try:
        total = sum(i.units for i in inputs)
        if args.jobs > 1 and total > 1:
            ok = _run_parallel(inputs, irdl_files, args, output, total)
        else:
            ok = all([_finish(i, _run_sequential(i, irdl_files, args, output), args, output)
                      for i in inputs])  # fmt: skip
    finally:
        output.finish(ok)
        args.diagnostics_sink.finish()
    return 0 if ok else 1


def _make_sink(fmt: str, stream: TextIO) -> DiagnosticSink:
    """Where diagnostics go: mlir-opt's text, or a JSON or SARIF report."""
    if fmt in ("json", "sarif"):
        # pydantic and the SARIF models load only for these (a tenth of a second).
        from irdl.reports import diagnostic_reports

        return diagnostic_reports.make_report_sink(fmt, stream)
    return TextSink(stream, color=color_wanted(stream))


def _load_plugins(args: argparse.Namespace) -> bool:
    """Import the plug-ins named with --load-dialect-plugin (before any input is read, and
    before --jobs forks, so workers inherit them); a failure is reported where it is."""
    from irdl.plugin import PluginError, load_plugin

    for target in args.load_dialect_plugin:
        try:
            load_plugin(target)
        except PluginError as exc:
            _report_plugin_error(exc, args)
            return False
    return True


def _report_plugin_error(exc: PluginError, args: argparse.Namespace) -> None:
    """A located error at the plug-in's line at fault; without one, a plain line as for a
    missing input file."""
    loc = exc.loc
    if loc is None or loc.file is None:
        sys.stderr.write(f"irdl-opt: {exc.message}\n")
    else:
        sm = SourceManager()
        try:
            sm.add(SourceFile(loc.file, Path(loc.file).read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError):
            pass
        _emit(args, sm, [Diagnostic(Severity.ERROR, exc.message, loc)])
    if args.plugin_traceback and exc.__cause__ is not None:
        traceback.print_exception(exc.__cause__, file=sys.stderr)


def _emit(args: argparse.Namespace, sm: SourceManager, diags: list[Diagnostic]) -> None:
    """Diagnostics of a run that stops before any input (in the --diagnostics-format)."""
    sink = _make_sink(args.diagnostics_format, sys.stderr)
    sink.emit(sm, diags)
    sink.finish()


def _show_dialects(irdl_files: list[SourceFile], args: argparse.Namespace) -> int:
    """mlir-opt's --show-dialects: the namespaces one may use, comma-separated."""
    from irdl.runtime.library import LIBRARY, Context, LoadFailure

    names = set(LIBRARY.namespaces()) | set(LIBRARY.installed_namespaces())
    ctx = Context(True, args.irdl_relaxed_names, args.strict_predicates)
    for src in irdl_files:
        try:
            ctx.load_irdl(src)
        except LoadFailure as exc:
            sm = SourceManager()
            sm.add(src)
            _emit(args, sm, exc.diagnostics)
            return 1
    names |= set(ctx.dialects)
    sys.stdout.write("Available Dialects: " + ",".join(sorted(names)) + "\n")
    return 0


def _prepare(
    name: str, text: str, irdl_files: list[SourceFile], args: argparse.Namespace
) -> _Input:
    whole = SourceFile(name, text)
    sm = SourceManager()
    sm.add(whole)
    for irdl_src in irdl_files:
        sm.add(irdl_src)
    chunks: list[Chunk] | None = None
    warnings: list[Diagnostic] = []
    if args.split_input_file:
        chunks, warnings = split_input_with_warnings(text, name=name)
    verifier = (
        DiagnosticVerifier(whole, split_warnings=warnings) if args.verify_diagnostics else None
    )
    return _Input(whole, sm, chunks, warnings, verifier)


_Result = tuple[str | None, list[Diagnostic]]


def _run_sequential(
    inp: _Input, irdl_files: list[SourceFile], args: argparse.Namespace, output: _Output
) -> Iterator[_Result]:
    # One buffer, nothing to compare: printed straight to the output as it is made.
    stream = inp.chunks is None and inp.verifier is None
    for src in inp.sources():
        yield process_buffer(
            src, args.mlir_print_op_generic, args.mlir_print_debuginfo,
            args.allow_unregistered_dialect, irdl_files, args.irdl_relaxed_names,
            args.strict_predicates, output.write if stream else None,
            strict_verifiers=args.strict_verifiers,
        )  # fmt: skip


def _run_parallel(
    inputs: list[_Input],
    irdl_files: list[SourceFile],
    args: argparse.Namespace,
    output: _Output,
    total: int,
) -> bool:
    from irdl.tool import parallel, progress

    options = parallel.Options(
        args.mlir_print_op_generic, args.mlir_print_debuginfo, args.allow_unregistered_dialect,
        tuple(irdl_files), args.irdl_relaxed_names, args.strict_predicates,
        args.strict_verifiers, _STACK_BYTES, _RECURSION_LIMIT,
    )  # fmt: skip
    units = [
        parallel.Unit(i.whole.name, chunk)
        for i in inputs
        for chunk in (i.chunks if i.chunks is not None else [Chunk(i.whole.text, 1, 0)])
    ]
    bar = progress.ProgressBar(total, sys.stderr) if progress.wanted(total, sys.stderr) else None
    results = parallel.map_units(units, options, args.jobs, bar)
    try:
        # Each file is rendered and written as soon as its last unit is done.
        return all([_finish(i, results, args, output, bar) for i in inputs])
    finally:
        results.close()
        if bar is not None:
            bar.clear()


def _finish(
    inp: _Input,
    results: Iterator[_Result],
    args: argparse.Namespace,
    output: _Output,
    bar: ProgressBar | None = None,
) -> bool:
    """Takes the file's results from ``results`` (one per unit, in order), writes its
    diagnostics and its output; whether the file passed."""
    outputs: list[str] = []
    emitted: list[Diagnostic] = []
    failed = False
    for _ in range(inp.units):
        printed, diags = next(results)
        if inp.verifier is not None:
            for d in diags:
                inp.verifier.handle(d)
        else:
            emitted.extend(diags)
        if printed is None:
            failed = True
        outputs.append(printed or "")
    if bar is not None:
        bar.clear()
    if inp.verifier is not None:
        args.diagnostics_sink.emit(inp.sm, inp.verifier.finish())
        ok = inp.verifier.succeeded()
    else:
        # mlir-opt reports expected-* comments even when not asked to verify them.
        diags = unverified_output(inp.whole, emitted, inp.split_warnings)
        args.diagnostics_sink.emit(inp.sm, diags)
        ok = not failed
    output.write(join_outputs(outputs) if args.split_input_file else "".join(outputs))
    return ok


class _Output:
    """Where the printed IR goes: standard output as it comes, or a temporary file next to
    the target that replaces it only when the whole run succeeds (never a half-written or
    a failed run's file)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.tmp: str | None = None
        if path == "-":
            self.file: TextIO = sys.stdout
            # Bytes of the input that are not UTF-8 (surrogate escapes) go out as they came,
            # whatever the locale made of stdout's error handler.
            reconfigure = getattr(self.file, "reconfigure", None)
            if reconfigure is not None:
                reconfigure(errors="surrogateescape")
            return
        fd, self.tmp = tempfile.mkstemp(
            dir=os.path.dirname(os.path.abspath(path)), prefix=".irdl-opt-"
        )
        self.file = os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape")

    def write(self, text: str) -> None:
        if text:
            self.file.write(text)

    def finish(self, ok: bool) -> None:
        if self.tmp is None:
            self.file.flush()
            return
        self.file.close()
        if ok:
            os.replace(self.tmp, self.path)
        else:
            os.unlink(self.tmp)


def _guarded_run(argv: Sequence[str] | None) -> int:
    try:
        return run(argv)
    except SystemExit as exc:  # argparse: --help (0) or a usage error, already printed
        return 0 if exc.code in (0, None) else 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 1
    except Exception as exc:  # last line of defence: never a traceback
        sys.stderr.write(f"irdl-opt: internal error: {type(exc).__name__}: {exc}\n")
        return 1


# Deeply nested IR recurses in the parser and printer: run on a thread with a large stack
# and a recursion limit to match, so thousands of nested regions work.
_STACK_BYTES = 512 * 1024 * 1024
_RECURSION_LIMIT = 200_000
_JOIN_SLICE_SECONDS = 0.1


def main(argv: Sequence[str] | None = None) -> int:
    result: list[int] = [1]

    def target() -> None:
        result[0] = _guarded_run(argv)

    old_limit = sys.getrecursionlimit()
    old_stack = threading.stack_size(_STACK_BYTES)
    sys.setrecursionlimit(_RECURSION_LIMIT)
    try:
        worker = threading.Thread(target=target, name="irdl-opt")
        worker.start()
        # In slices: Ctrl-C may be delivered to another thread, and this one only acts on it
        # when it runs; an unbounded join would defer it to the end of the run.
        while worker.is_alive():
            worker.join(_JOIN_SLICE_SECONDS)
    except KeyboardInterrupt:
        # Ctrl-C arrives on this thread, not the worker's; `entry` then exits without waiting
        # for it (and --jobs workers, which ignore Ctrl-C, exit when they see this process go).
        return 130
    finally:
        threading.stack_size(old_stack)
        sys.setrecursionlimit(old_limit)
    return result[0]


def entry() -> NoReturn:
    """The ``irdl-opt`` command: ``main``, then exit without tearing the interpreter down.
    The IR is cyclic (parents and uses), so Python's exit would run the cyclic collector
    over every object of it, a large share of the run at 1e5 operations; all output is
    written and flushed by then."""
    code = main()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except OSError:  # a closed pipe
        code = code or 1
    os._exit(code)


if __name__ == "__main__":
    entry()
