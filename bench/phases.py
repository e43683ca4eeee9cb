#!/usr/bin/env python3
"""irdl-opt's time split in one fresh process: import, dialect load, parse, verify, print.

The steps are those of ``irdl.tool.process.process_buffer``, with the collector paused as
there.
"Dialect load" is ``Context()`` (the builtin dialect) plus the IRDL files given, or, with
none, the standard-library dialects named by ``--preload`` (otherwise they would load
during parsing). Printing is to a string; writing it out is not timed.

Usage: python bench/phases.py INPUT [--irdl-file F ...] [--preload NS ...]
       (prints one JSON object of seconds per phase on stdout)
"""

from __future__ import annotations

import time

_T0 = time.perf_counter()

import gc  # noqa: E402

from core.diagnostics import Severity, SourceFile  # noqa: E402
from core.printer import print_module  # noqa: E402

try:
    from irdl.runtime.library import Context
except ImportError:  # a tree from before irdl/ had sub-packages (for bench/startup.py)
    from irdl.library import Context  # type: ignore[no-redef]

_IMPORT = time.perf_counter() - _T0

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402


def split(path: str, irdl_files: list[str], preload: list[str]) -> dict[str, float]:
    src = SourceFile(path, Path(path).read_bytes().decode("utf-8", "surrogateescape"))
    irdl = [SourceFile(f, Path(f).read_text(encoding="utf-8")) for f in irdl_files]
    gc.disable()
    t: dict[str, float] = {"import": _IMPORT}
    t0 = time.perf_counter()
    ctx = Context(False)
    for f in irdl:
        ctx.load_irdl(f)
    for ns in preload:
        ctx.dialect(ns)
    t1 = time.perf_counter()
    parsed = ctx.parse(src)
    t2 = time.perf_counter()
    diags = ctx.verify(parsed.module)
    t3 = time.perf_counter()
    text = print_module(parsed.module, ctx, True, False, parsed.resources, None)
    t4 = time.perf_counter()
    if any(d.severity is Severity.ERROR for d in diags) or text is None:
        raise SystemExit(f"{path}: does not verify: {diags[0].message}")
    t.update(load=t1 - t0, parse=t2 - t1, verify=t3 - t2, print=t4 - t3)
    return t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("input")
    ap.add_argument("--irdl-file", action="append", default=[])
    ap.add_argument("--preload", action="append", default=[])
    args = ap.parse_args()
    sys.setrecursionlimit(100_000)
    print(json.dumps(split(args.input, args.irdl_file, args.preload)), flush=True)
    # As irdl-opt does: skip the interpreter's teardown of the (cyclic) IR.
    os._exit(0)


if __name__ == "__main__":
    main()
