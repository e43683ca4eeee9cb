"""``irdl-opt --jobs N``: units of work processed in worker processes, results in input order.

A unit is one buffer (a whole input file, or one ``// -----`` chunk of it under
``--split-input-file``) and depends on no other: each gets its own context and loads the
``--irdl-file`` dialects itself, as in a sequential run. Everything that depends on order
(checking expected-* comments, rendering diagnostics, writing output) stays in the parent,
which takes the results in input order, so a run's bytes do not depend on the worker count.

Workers are forked where the platform allows it: they start with the parent's modules already
imported and with the standard-library dialects it has compiled, and nothing but the units and
their results crosses the pipes.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import re
import signal
import sys
import threading
import time
import warnings
from collections.abc import Generator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing.context import BaseContext

from core.diagnostics import Diagnostic, SourceFile
from irdl.tool.progress import ProgressBar
from irdl.tool.split_input import Chunk, chunk_source

# What processing one buffer gives: the printed IR (None if it failed) and its diagnostics.
Result = tuple[str | None, list[Diagnostic]]


@dataclass(frozen=True, slots=True)
class Options:
    """The flags ``process_buffer`` takes besides the buffer; sent to each worker once."""

    generic: bool
    debuginfo: bool
    allow_unregistered: bool
    irdl_files: tuple[SourceFile, ...]
    relaxed_names: bool
    strict_predicates: bool
    strict_verifiers: bool
    # Deeply nested IR recurses deeply: each unit runs on a thread with this much stack.
    stack_bytes: int
    recursion_limit: int


@dataclass(frozen=True, slots=True)
class Unit:
    """One buffer to process: a chunk of the file ``name`` (a whole file is one chunk at line
    1, column 1). The worker pads it back to its place in the file: cheaper than sending the
    padding."""

    name: str
    chunk: Chunk


def _context() -> BaseContext:
    if "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


_options: Options | None = None
_PARENT_POLL_SECONDS = 0.2
# The worker's unit thread takes units from ``_todo`` and answers on ``_done``.
_todo: queue.SimpleQueue[Unit] = queue.SimpleQueue()
_done: queue.SimpleQueue[tuple[Result | None, BaseException | None]] = queue.SimpleQueue()


def _init_worker(options: Options, parent: int) -> None:
    global _options
    _options = options
    threading.Thread(target=_exit_with_parent, args=(parent,), daemon=True).start()
    # Ctrl-C reaches the whole process group: the parent alone decides what to do with it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.setrecursionlimit(options.recursion_limit)
    # Deeply nested IR recurses deeply: units run on one thread with a large stack, kept for
    # the worker's life (a fresh one per unit would fault its stack pages in every time).
    threading.stack_size(options.stack_bytes)
    threading.Thread(target=_unit_thread, name="irdl-opt-unit", daemon=True).start()


def _exit_with_parent(parent: int) -> None:
    """A worker whose parent is gone (Ctrl-C, which the parent answers by exiting at once, or
    a crash) has nobody to answer: it would wait for work forever."""
    while os.getppid() == parent:
        time.sleep(_PARENT_POLL_SECONDS)
    os._exit(1)


def _unit_thread() -> None:
    while True:
        unit = _todo.get()
        try:
            _done.put((_process(unit), None))
        except BaseException as exc:  # handed to the parent, which reports it
            _done.put((None, exc))


def _process(unit: Unit) -> Result:
    from irdl.tool.process import process_buffer

    opts = _options
    assert opts is not None, "worker not initialised"
    return process_buffer(
        chunk_source(unit.name, unit.chunk), opts.generic, opts.debuginfo,
        opts.allow_unregistered, opts.irdl_files, opts.relaxed_names, opts.strict_predicates,
        strict_verifiers=opts.strict_verifiers,
    )  # fmt: skip


def _run_unit(unit: Unit) -> Result:
    """``_process`` on the unit thread; its exception is re-raised here, for the pool to
    hand it to the parent."""
    _todo.put(unit)
    result, failure = _done.get()
    if failure is not None:
        raise failure
    assert result is not None
    return result


# Namespaces are looked for in the first this-many characters of each file only: enough for
# the dialects a file uses, cheap on a large one. One missed is loaded by each worker itself.
_SCAN_CHARS = 1 << 16
_PREFIX = re.compile(r"\b([a-z_][a-z0-9_]*)\.")


def _warm(units: Sequence[Unit]) -> None:
    """Do once in the parent what every worker would do: import the modules and compile the
    standard-library dialects the inputs name. Forked workers inherit both."""
    import core.printer  # noqa: F401
    from irdl.runtime.library import LIBRARY, Context

    seen: set[str] = set()
    for unit in units:
        if unit.chunk.offset < _SCAN_CHARS:
            seen.update(_PREFIX.findall(unit.chunk.text, 0, _SCAN_CHARS - unit.chunk.offset))
    try:
        Context()  # loads the builtin dialect
        for namespace in sorted(seen & set(LIBRARY.namespaces())):
            LIBRARY.load(namespace)
    except Exception:  # the workers meet it again, and report it as a sequential run does
        pass


def map_units(
    units: Sequence[Unit], options: Options, jobs: int, progress: ProgressBar | None = None
) -> Generator[Result, None, None]:
    """The result of each unit, in the order of ``units``, computed by up to ``jobs`` workers.
    A worker that dies (a crash, the OOM killer) raises ``BrokenProcessPool`` here rather
    than leaving its unit unanswered. Closing the generator early cancels what has not
    started."""
    _warm(units)
    # Buffered output would be written again by each forked worker's copy of it.
    sys.stdout.flush()
    sys.stderr.flush()
    workers = max(1, min(jobs, len(units)))
    executor = ProcessPoolExecutor(workers, _context(), _init_worker, (options, os.getpid()))
    try:
        # A few units per message: fewer round trips, still fine-grained enough to balance.
        chunksize = max(1, min(8, len(units) // (workers * 8)))
        with warnings.catch_warnings():
            # Python 3.12+ warns about forking a multi-threaded process: the other thread
            # here only waits for this one, it holds no lock a worker could need.
            warnings.filterwarnings("ignore", r".*fork\(\)", DeprecationWarning)
            results = executor.map(_run_unit, units, chunksize=chunksize)  # forks the workers
        for result in results:
            if progress is not None:
                progress.advance()
            yield result
    finally:
        executor.shutdown(wait=False, cancel_futures=True)
