"""The dlti dialect's hand-written part: the syntax C++ gives its key-value attributes
(``#dlti.dl_spec<"dlti.endianness" = "little", i64 = dense<64> : vector<2xi64>>``,
``#dlti.map``, ``#dlti.target_system_spec``, ``#dlti.target_device_spec``).

Each entry's key is a string or a type, its value any attribute; the entries are held as a
tuple of (key attribute, value) pairs, in the order written."""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.lexer import STRING, unescape_string
from irdl.plugin import Plugin

plugin = Plugin("dlti")


def _parse_entries(p: Any, entries: str) -> dict[str, Any]:
    out: list[tuple[Any, Any]] = []
    if p.lex.kind is STRING or not p.lex.text.startswith(">", p.lex.start):
        while True:
            if p.lex.kind is STRING:
                key = B.string_attr(unescape_string(p.src, p.lex.start, p.lex.end))
                p.lex.next()
            else:
                key = B.type_attr(p.parse_type())
            p.expect_punct("=", "expected '='")
            out.append((key, p.parse_attribute()))
            if not p.consume_punct(","):
                break
    return {entries: tuple(out)}


def _print_entries(attrs: Any, params: dict[str, Any], entries: str) -> str:
    parts = []
    for key, value in params[entries]:
        k = attrs.type(key.params[0]) if key.defn is B.A["type"] else attrs.attr(key)
        parts.append(f"{k} = {attrs.attr(value)}")
    return ", ".join(parts)


plugin.param_directive("DltiEntries", _parse_entries, _print_entries)
for _cls in ("DataLayoutSpecAttr", "MapAttr", "TargetSystemSpecAttr", "TargetDeviceSpecAttr"):
    plugin.assembly_format(f"Dlti{_cls}", "`<` custom<DltiEntries>($entries) `>`")
