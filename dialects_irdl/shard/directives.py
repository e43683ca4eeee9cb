"""Custom forms of the shard dialect, as mlir-opt-22 reads and prints them.

- ``DimensionList($shape)``: a grid's shape, ``2x?x4`` (``?``: a dynamic size, held as
  ``ShapedType::kDynamic``), or ``[]`` for no dimension; held in an i64 dense array.
  Nothing readable as a dimension is upstream's "Failed parsing dimension list. Did you
  mean an empty list?..." error; a bad dimension after an ``x`` is "invalid dimension",
  followed by "Failed parsing dimension list.".
- ``GridAxesList($axes)`` (``#shard.axisarray``'s parameter): ``[0], [], [1, 2]``, the grid
  axes of each tensor dimension, each an i16 dense array; registered with the C++ form of
  the attribute (``ShardGridAxesArrayAttr``: ``[`` list ``]``).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from core.diagnostics import Diagnostic, DiagnosticError, Severity
from core.lexer import INT
from irdl.format.directives import consume_x, parse_dimension
from irdl.plugin import Plugin, Slot

plugin = Plugin("shard")

_NO_DIMENSIONS = (
    'Failed parsing dimension list. Did you mean an empty list? It must be denoted by "[]".'
)


def _at_dimension(p: Any) -> bool:
    return bool(p.lex.kind is INT or p.at_punct("?"))


def _parse_dimension_list(dp: Any, shape: Slot) -> None:
    p = dp.p
    dims: list[int] = []
    if not (p.at_punct("[") or _at_dimension(p)):
        p.custom_error(_NO_DIMENSIONS)
    try:
        if p.consume_punct("["):
            p.expect_punct("]", "expected ']'")
        else:
            dims.append(parse_dimension(p, True))
            while consume_x(p):
                dims.append(parse_dimension(p, True))
    except DiagnosticError as exc:
        message = f"custom op '{dp.info.name}' Failed parsing dimension list."
        exc.followups.append(Diagnostic(Severity.ERROR, message, p.src.loc(p.lex.start)))
        raise
    dp.set_attr(shape, get(B.A["dense_array"], (B.I64, tuple(dims))))


def _print_dimension_list(dp: Any, shape: Slot) -> None:
    a = dp.attr(shape)
    dims = a.params[1] if a is not None and a.defn is B.A["dense_array"] else ()
    if not dims:
        dp.p.write("[]")
        return
    dp.p.write("x".join("?" if d == B.DYNAMIC else str(d) for d in dims))


plugin.directive("DimensionList", _parse_dimension_list, _print_dimension_list)


# --- #shard.axisarray -------------------------------------------------------------------------


_AXES_FAILURE = (
    "failed to parse Shard_GridAxesArrayAttr parameter 'axes' which is to be a "
    "`::llvm::ArrayRef<GridAxesAttr>`"
)


def _grid_axes(p: Any) -> tuple[tuple[int, ...], DiagnosticError | None]:
    """``[a, b]``, and the error of a value too large for i16, which MLIR reports once the
    array is read."""
    from irdl.format.int_lists import parse_integer

    p.expect_punct("[", "expected '['")
    values: list[int] = []
    too_large: DiagnosticError | None = None
    if p.consume_punct("]"):
        return (), None
    while True:
        try:
            values.append(parse_integer(p, 16))
        except DiagnosticError as exc:
            if not exc.diag.message.endswith("integer value too large"):
                exc.followups.append(Diagnostic(Severity.ERROR, "expected ']'", exc.diag.loc))
                raise
            too_large = too_large or exc  # (the value is read; the array goes on)
        if not p.consume_punct(","):
            break
    p.expect_punct("]", "expected ']'")
    return tuple(values), too_large


def _parse_grid_axes_list(p: Any, axes: str) -> dict[str, Any]:
    """``[0], [], [1, 2]``: the grid axes of each tensor dimension, each an i16 dense
    array written by its values (ODS's ``ArrayRefParameter<"GridAxesAttr">``)."""
    entries: list[Any] = []
    try:
        while True:
            values, too_large = _grid_axes(p)
            if too_large is not None:
                raise too_large
            entries.append(get(B.A["dense_array"], (B.integer_type(16), values)))
            if not p.consume_punct(","):
                break
    except DiagnosticError as exc:
        exc.followups.append(Diagnostic(Severity.ERROR, _AXES_FAILURE, p.src.loc(p.lex.start)))
        raise
    return {axes: B.array_attr(tuple(entries))}


def _print_grid_axes_list(attrs: Any, params: dict[str, Any], axes: str) -> str:
    a = params.get(axes)
    entries = a.params[0] if a is not None and a.defn is B.A["array"] else ()
    return ", ".join(
        "[" + ", ".join(str(v) for v in (e.params[1] if e.defn is B.A["dense_array"] else ())) + "]"
        for e in entries
    )


plugin.param_directive("GridAxesList", _parse_grid_axes_list, _print_grid_axes_list)
# C++'s form of #shard.axisarray (its parameter is a list the IRDL file cannot type)
plugin.assembly_format("ShardGridAxesArrayAttr", "`[` custom<GridAxesList>($axes) `]`")
