"""The xegpu dialect's custom directives (C++'s parse and print functions the ODS formats
name).

- ``OptionalDynamicIndexList($values, $static)``: ``[%a, 4, %b]`` or nothing: the offsets
  of ``create_nd_tdesc``, ``load_nd``, ``store_nd`` and ``prefetch_nd``. Without ``[`` the
  static list is left absent; an empty or absent list prints nothing. A list that does not
  read is followed by mlir-opt's "expected a list of SSA values or integers" at the
  operation's name.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic, DiagnosticError, Severity
from core.lexer import VALUE
from irdl.format.int_lists import i64_array, mixed_entries, parse_integer, print_index_list
from irdl.plugin import Plugin, Slot

plugin = Plugin("xegpu")


def _parse_optional_index_list(dp: Any, values: Slot, static: Slot) -> None:
    p = dp.p
    if not p.consume_punct("["):
        return
    refs: list[tuple[str, int]] = []
    ints: list[int] = []
    try:
        while True:
            if p.lex.kind is VALUE:
                refs.append(p.parse_operand_ref())
                ints.append(B.DYNAMIC)
            else:
                ints.append(parse_integer(p))
            if not p.consume_punct(","):
                break
        p.expect_punct("]", "expected ']'")
    except DiagnosticError as exc:
        exc.followups.append(Diagnostic(
            Severity.ERROR,
            f"custom op '{dp.info.name}' expected a list of SSA values or integers",
            p.src.loc(dp.loc)))  # fmt: skip
        raise
    dp.set_index_operands(values, refs)
    dp.set_attr(static, i64_array(ints))


def _print_optional_index_list(dp: Any, values: Slot, static: Slot) -> None:
    entries = mixed_entries(dp, values, static)
    if entries:
        print_index_list(dp.p, entries)


def _present(dp: Any, values: Slot, static: Slot) -> bool:
    return bool(mixed_entries(dp, values, static))


plugin.directive(
    "OptionalDynamicIndexList",
    _parse_optional_index_list,
    _print_optional_index_list,
    starts=lambda p: bool(p.at_punct("[")),
    present=_present,
)
