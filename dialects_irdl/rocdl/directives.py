"""Custom forms of the rocdl dialect, as mlir-opt-22 reads and prints them.

- ``RocdlRawBufferLoad``: ``%rsrc, %offset, %soffset, %aux : type``, the type the result's;
  ``RocdlRawBufferStore`` and ``RocdlRawBufferAtomic{FAdd,FMax,SMax,UMin}``: ``%vdata,
  %rsrc, %offset, %soffset, %aux : type``, the type the data's. Both are C++ forms, written
  here as declarative formats over ``custom<RawBufferOperands>``.
- ``RawBufferOperands($a, ...)``: exactly as many operands as it names (else "expected N
  operands", where the list starts; "expected operand" just after the name when there is
  none), the resource of type ``vector<4xi32>`` and the offsets
  and auxiliary flags ``i32``; the stored data's type is left to ``type($vdata)``. No
  attribute dictionary: C++ neither reads nor prints one.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from core.lexer import VALUE
from irdl.format.directives import print_values
from irdl.plugin import Plugin, Slot

plugin = Plugin("rocdl")

_I32 = B.integer_type(32)
_RSRC = get(B.T["vector"], ((4,), _I32, (False,)))
# the type of each operand C++ resolves itself, by name (the data's is the format's)
_FIXED = {"rsrc": _RSRC, "offset": _I32, "soffset": _I32, "aux": _I32}


def _parse_operands(dp: Any, *slots: Slot) -> None:
    p = dp.p
    start = p.lex.start
    if p.lex.kind is not VALUE:
        # blamed on the end of the operation's name, as MLIR does
        end = start
        while end > 0 and p.text[end - 1] in " \t\r\n":
            end -= 1
        p.error_at(end, "expected operand")
    refs = [p.parse_operand_ref()]
    while p.consume_punct(","):
        refs.append(p.parse_operand_ref())
    if len(refs) != len(slots):
        p.custom_error(f"expected {len(slots)} operands", at=start)
    for slot, ref in zip(slots, refs):
        dp.set_operands(slot, [ref])
        fixed = _FIXED.get(slot.name)
        if fixed is not None:
            dp.set_types(slot, [fixed])


def _print_operands(dp: Any, *slots: Slot) -> None:
    print_values(dp.p, [v for slot in slots for v in dp.operands(slot)])


plugin.directive("RawBufferOperands", _parse_operands, _print_operands)

_LOAD = "custom<RawBufferOperands>($rsrc, $offset, $soffset, $aux) `:` type($res)"
_STORE = "custom<RawBufferOperands>($vdata, $rsrc, $offset, $soffset, $aux) `:` type($vdata)"
plugin.assembly_format("RocdlRawBufferLoad", _LOAD)
for _name in ("Store", "AtomicFAdd", "AtomicFMax", "AtomicSMax", "AtomicUMin"):
    plugin.assembly_format(f"RocdlRawBuffer{_name}", _STORE)
