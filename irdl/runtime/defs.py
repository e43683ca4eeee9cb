"""Dialect definitions as data: frozen dataclasses, exportable as JSON.

A loaded IRDL file becomes ``DialectDef`` values. They say what IRDL says (constraints as
a flat table of slots, one per constraint operation, referring to each other by index)
plus our extensions (assembly formats, traits, a named verifier, documentation). The
runtime (``irdl.runtime.build``) compiles them into the core's ``DialectInfo``; nothing on the
parse/verify/print hot path touches these models.

Attribute values (``irdl.is`` operands) are kept as the interned ``Attribute`` and exported
as their text. The JSON form and its schema come from pydantic (``to_json``,
``json_schema``), imported only when asked for: start-up does not pay for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any, Literal

from core.attributes import Attribute


class Variadicity(StrEnum):
    single = "single"
    optional = "optional"
    variadic = "variadic"


ConstraintKind = Literal["is", "base", "parametric", "any", "any_of", "all_of", "c_pred"]


@dataclass(frozen=True, kw_only=True, slots=True)
class Constraint:
    """One constraint slot: a variable that, once bound to a value, accepts only it.

    - ``is``: exactly ``value``.
    - ``base``: an instance of ``base`` (``!builtin.integer``, ``#builtin.string``, or a
      dialect's ``!d.name`` / ``#d.name``).
    - ``parametric``: an instance of ``base`` whose parameters satisfy ``args``.
    - ``any``; ``any_of`` / ``all_of`` over ``args``; ``c_pred``: the C++ ``pred`` text.
    """

    kind: ConstraintKind
    value: Attribute | None = None
    base: str | None = None
    args: tuple[int, ...] = ()
    pred: str | None = None
    loc: str = ""  # where the constraint operation is (for diagnostics)
    # Our extension: the message when a value of a parameter, operand... fails this
    # constraint (in place of IRDL's), and whether it is reported at that parameter's
    # position rather than at the value that holds it.
    message: str | None = None
    at_parameter: bool = False
    summary: str = ""  # ODS's description of the constraint, for `ods` dialects' messages


@dataclass(frozen=True, kw_only=True, slots=True)
class RegionConstraint:
    """``irdl.region``: entry-block argument constraints (``None``: unconstrained) and an
    exact block count (``None``: any)."""

    args: tuple[int, ...] | None = None
    blocks: int | None = None
    summary: str = ""  # as Constraint.summary


@dataclass(frozen=True, kw_only=True, slots=True)
class NamedSlot:
    name: str
    constraint: int
    variadicity: Variadicity = Variadicity.single


@dataclass(frozen=True, kw_only=True, slots=True)
class TypeDef:
    """``irdl.type`` / ``irdl.attribute``."""

    name: str
    loc: str = ""  # where the definition is, as for Constraint
    is_type: bool
    parameters: tuple[NamedSlot, ...] = ()
    constraints: tuple[Constraint, ...] = ()
    assembly_format: str | None = None
    verifier: str | None = None  # a named check of irdl.checks.verifiers.TYPE_VERIFIERS
    summary: str = ""
    description: str = ""
    # What C++ provides (a file generated from ODS): the parameters' syntax
    # (``Plugin.assembly_format``) and the check (``Plugin.type_verifier``), each used when
    # a plug-in registers it.
    cpp_assembly_format: str | None = None
    cpp_verifier: str | None = None
    # ODS's format naming custom directives no plug-in had when generated: used once the
    # plug-ins provide them (``Plugin.param_directive``)
    ods_assembly_format: str | None = None
    # an attribute's parameter that is its type (ODS's AttributeSelfTypeParameter): not in
    # its syntax, written `` : type`` after it
    self_type: str | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class OpDef:
    """``irdl.operation``."""

    name: str
    loc: str = ""
    operands: tuple[NamedSlot, ...] = ()
    results: tuple[NamedSlot, ...] = ()
    attributes: tuple[NamedSlot, ...] = ()
    regions: tuple[NamedSlot, ...] = ()  # ``constraint`` indexes ``region_constraints``
    successors: tuple[NamedSlot, ...] = ()
    constraints: tuple[Constraint, ...] = ()
    region_constraints: tuple[RegionConstraint, ...] = ()
    assembly_format: str | None = None
    traits: tuple[str, ...] = ()
    verifier: str | None = None
    # Operand/result groups whose values are each checked on their own (the constraint's
    # variables bound per value, not once for the whole operation).
    independent: tuple[str, ...] = ()
    result_names: str | None = None  # a hint of irdl.checks.result_names
    # attribute -> its default (ODS's DefaultValuedAttr), as written: a required one is set
    # to it when absent; a custom form leaves out a value equal to it
    defaults: tuple[tuple[str, str], ...] = ()
    default_dialect: str = ""  # namespace its regions' unprefixed op names belong to
    summary: str = ""
    description: str = ""
    # What C++ provides, by the name a plug-in registers it under (files generated from
    # ODS): the verifier, the parser and printer (``Plugin.assembly_format``), the result
    # names; and an ODS assembly format whose ``custom<X>`` directives plug-ins provide.
    cpp_verifier: str | None = None
    cpp_assembly_format: str | None = None
    ods_assembly_format: str | None = None
    cpp_result_names: str | None = None
    cpp_result_types: str | None = None  # C++'s inferReturnTypes (Plugin.result_types)


@dataclass(frozen=True, kw_only=True, slots=True)
class DialectDef:
    """``irdl.dialect``. ``properties``: its operations keep inherent attributes as
    properties (as operations defined with ODS do) rather than in the dictionary.
    ``partial``: it declares only some of the dialect's operations; the others are treated
    as operations of a dialect that is not loaded. ``ods``: its operations are verified as
    ODS-generated C++ verifies them (irdl.runtime.ods), with the constraints' summaries."""

    name: str
    types: tuple[TypeDef, ...] = ()
    attributes: tuple[TypeDef, ...] = ()
    operations: tuple[OpDef, ...] = ()
    properties: bool = False
    partial: bool = False  # declares only some of the dialect's operations
    ods: bool = False  # its operations verify in ODS's order, with ODS's messages
    summary: str = ""
    description: str = ""


@cache
def _adapter() -> Any:
    from pydantic import TypeAdapter

    return TypeAdapter(DialectDef)


def to_json(defn: DialectDef, indent: int | None = None) -> str:
    """The definitions as JSON (attribute values as their MLIR text)."""
    return str(_adapter().dump_json(defn, indent=indent).decode())


def json_schema() -> dict[str, Any]:
    """The JSON schema of ``to_json``'s output."""
    return dict(_adapter().json_schema(mode="serialization"))
