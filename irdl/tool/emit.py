"""``irdl-opt --emit=...``: other outputs than the printed IR.

- ``docs``: Markdown pages of dialects (``irdl.reports.docgen``), those of ``--irdl-file`` files
  and/or bundled ones named by ``--dialect``; ``-o DIR/`` (an existing folder, or a path
  ending in ``/``) writes one ``<name>.md`` per dialect, else the pages go in a row.
- ``json``: the same dialects' definitions as a JSON array of ``DialectDef``
  (``irdl.runtime.defs``); ``json-schema``: the JSON schema of that array.
- ``coverage``: per dialect (``--irdl-file`` ones and bundled ones named by ``--dialect``;
  every bundled one when neither is given), which operations have their custom syntax and
  C++ verifiers here, as Markdown (``irdl.reports.coverage``).
- ``dot``: the CFG of a region of the input (the first function's body, or that of the
  symbol ``--dot-op=@name``) with its dominator tree, as Graphviz DOT (``irdl.reports.dot``).

Imported at start-up for its options only: the work is imported when asked for.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from functools import cache
from typing import Any

EMITS = ("docs", "json", "json-schema", "dot", "coverage")


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("--emit", "-emit", choices=EMITS, default=None,
                    help="write dialect docs (Markdown), definitions as JSON, their JSON "
                    "schema, a region's CFG as Graphviz DOT, or the dialects' coverage "
                    "(Markdown), instead of the IR")  # fmt: skip
    ap.add_argument("--dialect", "-dialect", action="append", default=[], metavar="NS",
                    help="with --emit=docs|json|coverage: a bundled dialect "
                    "(repeatable)")  # fmt: skip
    ap.add_argument("--dot-op", "-dot-op", default=None, metavar="@NAME",
                    help="with --emit=dot: the symbol whose region to draw (default: the "
                    "first function)")  # fmt: skip


class EmitError(Exception):
    """A message for the user (``irdl-opt: ...``), exit status 1."""


def run_emit(args: argparse.Namespace) -> int:
    try:
        if args.emit == "json-schema":
            return _write(args.output, _dumps(dialects_schema()))
        if args.emit == "dot":
            return _emit_dot(args)
        if args.emit == "coverage":
            return _emit_coverage(args)
        defs = [info.defn for info, _ in _chosen(args)]
        if args.emit == "json":
            return _write(args.output, dialects_json(defs))
        from irdl.reports.docgen import write_docs

        return write_docs(defs, args.output, "irdl-opt --emit=docs")
    except EmitError as exc:
        sys.stderr.write(f"irdl-opt: {exc}\n")
        return 1


def _emit_coverage(args: argparse.Namespace) -> int:
    from irdl.reports.coverage import coverage_page, dialect_coverage
    from irdl.runtime.library import LIBRARY

    if not args.irdl_file and not args.dialect:
        args.dialect = LIBRARY.namespaces()
    dialects = [dialect_coverage(info, generated) for info, generated in _chosen(args)]
    return _write(args.output, coverage_page(dialects, "irdl-opt --emit=coverage"))


def _chosen(args: argparse.Namespace) -> list[tuple[Any, bool]]:
    """The dialects (DialectInfo) of the --irdl-file files, then of --dialect, each with
    whether its file was generated from ODS."""
    from core.diagnostics import SourceFile, SourceManager
    from irdl.reports.coverage import GENERATED_MARK
    from irdl.runtime.library import LIBRARY, Context, LoadFailure

    if not args.irdl_file and not args.dialect:
        raise EmitError(f"--emit={args.emit} needs --irdl-file=F or --dialect=NS")
    if args.input not in ([], ["-"]):
        raise EmitError(f"--emit={args.emit} takes no input file (it reads --irdl-file)")
    chosen: list[tuple[Any, bool]] = []
    ctx = Context(False, args.irdl_relaxed_names, args.strict_predicates)
    for path in args.irdl_file:
        src = SourceFile(path, _read(path, "IRDL file"))
        before = dict(ctx.dialects)
        try:
            ctx.load_irdl(src)
        except LoadFailure as exc:
            sm = SourceManager()
            sm.add(src)
            sys.stderr.write(sm.render_all(exc.diagnostics))
            raise EmitError(f"could not load IRDL file '{path}'") from None
        # what the file declares: new here, and not the standard library's (loaded meanwhile)
        generated = src.text.startswith(GENERATED_MARK)
        chosen += [(info, generated) for name, info in ctx.dialects.items()
                   if before.get(name) is not info and info.defn is not None
                   and not any(info is i for i in LIBRARY.loaded.get(name, ()))]  # fmt: skip
    for ns in args.dialect:
        try:
            infos = LIBRARY.load(ns)
        except LoadFailure as exc:
            sm = SourceManager()
            if exc.source is not None:
                sm.add(exc.source)
            sys.stderr.write(sm.render_all(exc.diagnostics))
            raise EmitError(f"could not load dialect '{ns}'") from None
        if infos is None:
            raise EmitError(f"no bundled dialect '{ns}'")
        path, _ = LIBRARY.files[ns]
        generated = path.read_text(encoding="utf-8").startswith(GENERATED_MARK)
        chosen += [(i, generated) for i in infos if i.name == ns and i.defn is not None]
    return chosen


def _read(path: str, what: str) -> str:
    try:
        if path == "-":
            return sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
        with open(path, "rb") as f:
            return f.read().decode("utf-8", "surrogateescape")
    except OSError as exc:
        raise EmitError(f"could not open {what} '{path}': {exc.strerror}") from None


def _write(output: str, text: str) -> int:
    if output == "-":
        sys.stdout.write(text)
        return 0
    try:
        with open(output, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as exc:
        raise EmitError(f"could not open output file '{output}': {exc.strerror}") from None
    return 0


@cache
def _array_adapter() -> Any:
    from pydantic import TypeAdapter

    from irdl.runtime.defs import DialectDef

    return TypeAdapter(list[DialectDef])


def dialects_json(defs: Sequence[Any], indent: int | None = 2) -> str:
    """The definitions as a JSON array of DialectDef (as ``irdl.runtime.defs.to_json``
    writes each)."""
    return str(_array_adapter().dump_json(list(defs), indent=indent).decode()) + "\n"


def dialects_schema() -> dict[str, Any]:
    """The JSON schema of ``dialects_json``'s output."""
    schema = dict(_array_adapter().json_schema(mode="serialization"))
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema.setdefault("title", "IRDL dialect definitions")
    return schema


def _dumps(data: Any) -> str:
    import json

    return json.dumps(data, indent=2) + "\n"


def _emit_dot(args: argparse.Namespace) -> int:
    from core.diagnostics import DiagnosticError, Severity, SourceFile, SourceManager
    from irdl.reports.dot import find_region, region_to_dot, symbol_name
    from irdl.tool.api import Context

    if len(args.input) != 1:
        raise EmitError("--emit=dot takes one input file")
    path = args.input[0]
    name = "<stdin>" if path == "-" else path
    src = SourceFile(name, _read(path, "input file"))
    sm = SourceManager()
    sm.add(src)
    ctx = Context(args.allow_unregistered_dialect, args.irdl_relaxed_names,
                  args.strict_predicates)  # fmt: skip
    from irdl.runtime.library import LoadFailure

    for irdl_path in args.irdl_file:
        irdl_src = SourceFile(irdl_path, _read(irdl_path, "IRDL file"))
        sm.add(irdl_src)
        try:
            ctx.load_irdl(irdl_src)
        except LoadFailure as exc:
            sys.stderr.write(sm.render_all(exc.diagnostics))
            return 1
    try:
        module = ctx.parse(src)
    except DiagnosticError as exc:
        sys.stderr.write(sm.render_all(exc.diagnostics))
        return 1
    diags = module.verify()
    sys.stderr.write(sm.render_all(diags))
    if any(d.severity is Severity.ERROR for d in diags):
        return 1
    found = find_region(module.op, args.dot_op)
    if found is None:
        what = f"symbol '{args.dot_op}' with a region" if args.dot_op else "function"
        raise EmitError(f"{name}: no {what} to draw")
    op, region = found
    title = f"@{symbol_name(op)}"
    return _write(args.output, region_to_dot(region, ctx, title))
