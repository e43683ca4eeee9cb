"""Where ODS's generated printers put spaces, decided once per format.

ODS decides spacing while generating a printer, from the sequence of elements alone (not
from what is present at run time): two flags, "should emit a space" and "last element was
punctuation", thread through the elements in order, including both branches of an
optional group. ``plan`` computes the same decision for every element, so the print
engine only looks a precomputed flag up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from irdl.format.grammar import Directive, Group, Literal, OIList


def _space_before_literal(value: str, last_was_punct: bool) -> bool:
    if len(value) != 1 and value != "->":
        return True
    if last_was_punct:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


class _State:
    __slots__ = ("emit", "punct")

    def __init__(self) -> None:
        self.emit = True
        self.punct = False


def plan(
    elements: tuple[Any, ...],
    silent: Callable[[Any], bool] = lambda e: False,
    params: bool = False,
) -> dict[int, bool]:
    """id(element occurrence) -> whether a space is printed before it. Literals and other
    elements only; whitespace literals and attribute dictionaries manage their own, and
    ``silent`` elements (a unit attribute anchoring a group) print nothing at all.
    ``params``: a type's or attribute's format, where a ` ` literal is the only space
    before what follows it (an operation's format adds its own after it)."""
    out: dict[int, bool] = {}
    _plan(elements, _State(), out, silent, params)
    return out


def _plan(
    elements: tuple[Any, ...],
    st: _State,
    out: dict[int, bool],
    silent: Callable[[Any], bool],
    params: bool,
) -> None:
    for e in elements:
        if silent(e):
            continue
        if isinstance(e, Literal):
            text = e.text
            if text == "\\n":
                continue
            if text in ("", " "):
                st.punct = text == "" or params
                st.emit = False
                continue
            out[id(e)] = st.emit and _space_before_literal(text, st.punct)
            st.emit = len(text) != 1 or text[0] not in "<({["
            st.punct = text[0] != "_" and not text[0].isalpha()
            continue
        if isinstance(e, Group):
            _plan(e.then, st, out, silent, params)
            if e.otherwise is not None:
                _plan(e.otherwise, st, out, silent, params)
            continue
        if isinstance(e, OIList):
            for clause in e.clauses:
                _plan(clause, st, out, silent, params)
            continue
        if isinstance(e, Directive) and e.name in ("attr-dict", "attr-dict-with-keyword"):
            st.punct = False
            continue
        out[id(e)] = st.emit or not st.punct
        st.punct = False
        st.emit = True
