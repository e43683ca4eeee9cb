"""One buffer through the pipeline: load the IRDL files, parse, verify, print. What
``irdl-opt`` does for each input (or chunk), in this process or in a --jobs worker."""

from __future__ import annotations

import gc
from collections.abc import Callable, Sequence

from core.diagnostics import Diagnostic, Loc, Severity, SourceFile


def process_buffer(
    src: SourceFile,
    generic: bool,
    debuginfo: bool,
    allow_unregistered: bool = True,
    irdl_files: Sequence[SourceFile] = (),
    relaxed_names: bool = False,
    strict_predicates: bool = False,
    sink: Callable[[str], object] | None = None,
    *,
    strict_verifiers: bool = False,
) -> tuple[str | None, list[Diagnostic]]:
    """Load the IRDL files, then parse, verify and print one buffer: (printed text or
    None, diagnostics). With a ``sink`` the text goes there as it is printed (the result
    is then empty)."""
    from core.diagnostics import DiagnosticError
    from core.printer import print_module
    from irdl.runtime.library import Context, LoadFailure

    # The cyclic collector finds nothing to free in a tree being built but walks it again
    # and again; pausing it while the IR is alive is the largest single speed-up.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        ctx = Context(allow_unregistered, relaxed_names, strict_predicates, strict_verifiers)
        warnings: list[Diagnostic] = []
        for irdl_src in irdl_files:
            try:
                warnings.extend(ctx.load_irdl(irdl_src))
            except LoadFailure as exc:
                return None, exc.diagnostics
        try:
            parsed = ctx.parse(src)
        except DiagnosticError as exc:
            return None, warnings + exc.diagnostics
        except RecursionError:
            return None, [Diagnostic(Severity.ERROR, "nesting too deep", Loc(src.name, 1, 1))]
        diags = warnings + parsed.warnings + ctx.verify(parsed.module)
        if any(d.severity is Severity.ERROR for d in diags):
            return None, diags
        try:
            printed = print_module(parsed.module, ctx, generic, debuginfo, parsed.resources, sink)
        except DiagnosticError as exc:  # a plug-in's printer raised
            return None, diags + exc.diagnostics
        return printed, diags
    finally:
        if was_enabled:
            gc.enable()
