"""The smt dialect's plug-in: what smt.irdl.mlir (generated from ODS) names and MLIR writes
in C++.

Importing it registers ``directives`` (``#smt.bv<N> : !smt.bv<W>``, the forms of
``smt.eq``, ``smt.distinct``, ``smt.int.constant`` and ``smt.bv.repeat``), ``verifiers``,
``transforms`` (C++'s TypesMatchWith type transforms),
and the result-name hints of the constants and declarations: ``%c5_bv32`` for
``#smt.bv<5> : !smt.bv<32>``, ``%true``/``%false``, ``%c-5`` for ``smt.int.constant -5``,
``%<prefix>`` (or ``%0``) for ``smt.declare_fun``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.ir import Operation
from dialects_irdl.smt import directives, transforms, verifiers  # noqa: F401  (they register on import)
from dialects_irdl.smt.directives import bv_value, bv_width, int_value
from irdl.plugin import Plugin, inherent

plugin = Plugin("smt")


def _bv_constant(op: Operation) -> Any:
    a = inherent(op, "value")
    if a is None or a.defn.key != "#smt.bv":
        return None
    value, width = bv_value(a), bv_width(a)
    return f"c{value}_bv{width}"


def _bool_constant(op: Operation) -> Any:
    a = inherent(op, "value")
    if a is not None and a.defn is B.A["integer"] and a.params[0] is B.integer_type(1):
        return "true" if a.params[1] else "false"
    return None


def _int_constant(op: Operation) -> Any:
    a = inherent(op, "value")
    value = int_value(a) if a is not None else None
    return None if value is None else f"c{value}"


def _declare_fun(op: Operation) -> Any:
    a = inherent(op, "namePrefix")
    if a is None or a.defn is not B.A["string"]:
        return None
    return str(a.params[0])


plugin.result_names("SmtBVConstant", _bv_constant)
plugin.result_names("SmtBoolConstant", _bool_constant)
plugin.result_names("SmtIntConstant", _int_constant)
plugin.result_names("SmtDeclareFun", _declare_fun)
