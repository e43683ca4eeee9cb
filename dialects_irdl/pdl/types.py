"""The pdl dialect's range type, ``!pdl.range<element>`` (C++'s parser and printer,
``cpp_assembly_format = "PdlRangeType"``, and its ``cpp_verifier``).

- ``PdlElementType($elementType)``: a pdl type written without its ``!pdl.`` prefix
  (``attribute``, ``operation``, ``type``, ``value``, or ``range<...>``); any other word is
  "invalid 'pdl' type".
- ``RangeType`` (the verifier): the element is a pdl type other than a range.
"""

from __future__ import annotations

from typing import Any

from core.attributes import get
from core.lexer import BARE
from irdl.plugin import Plugin

plugin = Plugin("pdl")

_HANDLES = ("attribute", "operation", "type", "value")
_KEYS = frozenset(f"!pdl.{n}" for n in _HANDLES)


def pdl_type(ctx: Any, name: str, *params: Any) -> Any:
    """The type ``!pdl.<name>`` (``range`` with its element type)."""
    info = ctx.dialect("pdl")
    defn = info.types.get(name) or info.types.get("!" + name)
    return get(defn, tuple(params))


def _parse_handle(p: Any, name_at: int) -> Any:
    if p.lex.kind is not BARE:
        p.error_here("expected valid keyword")
    word = p.tok
    if word in _HANDLES:
        p.lex.next()
        return pdl_type(p.ctx, word)
    if word == "range":
        p.lex.next()
        p.expect_punct("<", "expected '<'")
        inner = _parse_checked(p, name_at)
        p.expect_punct(">", "expected '>'")
        return pdl_type(p.ctx, "range", inner)
    p.error_at(name_at, f"invalid 'pdl' type: `{word}'")  # where C++ reports it: the name


def _parse_checked(p: Any, name_at: int) -> Any:
    """A range's element, checked where it is written."""
    at = p.lex.start
    t = _parse_handle(p, name_at)
    problem = _check_range((t,))
    if problem is not None:
        p.error_at(at, problem[0])
    return t


def _parse_element(p: Any, element: str) -> dict[str, Any]:
    # the mnemonic of the range being read, where C++ reports an element it cannot read
    name_at = p.src.text.rfind("range", 0, p.lex.start)
    return {element: _parse_checked(p, name_at if name_at >= 0 else p.lex.start)}


def _print_element(attrs: Any, params: dict[str, Any], element: str) -> str:
    t = params[element]
    text = attrs.type(t)
    return text.removeprefix("!pdl.") if t.defn.dialect == "pdl" else text


plugin.param_directive("PdlElementType", _parse_element, _print_element)
plugin.assembly_format("PdlRangeType", "`<` custom<PdlElementType>($elementType) `>`")


def _check_range(params: tuple[Any, ...]) -> tuple[str, int] | None:
    (element,) = params
    if element.defn.is_type and element.defn.key == "!pdl.range":
        return f"element of pdl.range cannot be another range, but got'{element!r}'", -1
    if not (element.defn.is_type and element.defn.key in _KEYS):
        return ("expected element of pdl.range to be one of [!pdl.attribute, !pdl.operation, "
                f"!pdl.type, !pdl.value], but got '{element!r}'", -1)  # fmt: skip
    return None


plugin.type_verifier("PdlRangeType", _check_range)
