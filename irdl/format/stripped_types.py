"""``custom<StrippedType>(type($x), "!dialect.name")``: ODS's ``type($x)`` where ``$x``'s
constraint is a dialect's type class (an ODS ``TypeDef``), read with
``parseCustomTypeWithFallback`` and printed with ``printStrippedAttrOrType``: the type's
parameters alone (``: <1>`` for ``!llvm.ptr<1>``), or the whole type when they print nothing
(a type without parameters); reading takes either form.
"""

from __future__ import annotations

from typing import Any

from core.attributes import get
from core.lexer import BANG
from irdl.plugin import Plugin, Slot

_library = Plugin("irdlkit")


def _definition(ctx: Any, key: str) -> Any:
    dialect, _, name = key[1:].partition(".")
    types = ctx.dialect(dialect).types
    return types.get(name) or types.get("!" + name)


def _parse_stripped_type(dp: Any, value: Slot, key: str) -> None:
    p = dp.p
    if p.lex.kind is BANG:  # the whole type
        dp.set_types(value, [p.parse_type()])
        return
    defn = _definition(p.ctx, key)
    dp.set_types(value, [get(defn, tuple(defn.parse(p)))])


def _print_stripped_type(dp: Any, value: Slot, key: str) -> None:
    values = dp.operands(value) or dp.results(value)
    for i, v in enumerate(values):
        if i:
            dp.p.write(", ")
        t = v.type
        body = t.defn.print(dp.p.attrs, t) if getattr(t.defn, "key", None) == key else ""
        if body:
            dp.p.write(body)
        else:
            dp.p.print_type(t)


_library.directive("StrippedType", _parse_stripped_type, _print_stripped_type)
