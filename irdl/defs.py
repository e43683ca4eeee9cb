"""Dialect definitions as data: frozen pydantic models, exportable as JSON.

A loaded IRDL file becomes ``DialectDef`` values. They say what IRDL says (constraints as
a flat table of slots, one per constraint operation, referring to each other by index)
plus our extensions (assembly formats, traits, a named verifier, documentation). The
runtime (``irdl.runtime``) compiles them into the core's ``DialectInfo``; nothing on the
parse/verify/print hot path touches these models.

Attribute values (``irdl.is`` operands) are kept as the interned ``Attribute`` and exported
as their text.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, PlainSerializer

from core.attributes import Attribute


def _attr_text(a: Attribute) -> str:
    from core.printer import attr_to_str

    return attr_to_str(a)


AttrValue = Annotated[Attribute, PlainSerializer(_attr_text, return_type=str)]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)


class Variadicity(StrEnum):
    single = "single"
    optional = "optional"
    variadic = "variadic"


ConstraintKind = Literal["is", "base", "parametric", "any", "any_of", "all_of", "c_pred"]


class Constraint(_Frozen):
    """One constraint slot: a variable that, once bound to a value, accepts only it.

    - ``is``: exactly ``value``.
    - ``base``: an instance of ``base`` (``!builtin.integer``, ``#builtin.string``, or a
      dialect's ``!d.name`` / ``#d.name``).
    - ``parametric``: an instance of ``base`` whose parameters satisfy ``args``.
    - ``any``; ``any_of`` / ``all_of`` over ``args``; ``c_pred``: the C++ ``pred`` text.
    """

    kind: ConstraintKind
    value: AttrValue | None = None
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


class RegionConstraint(_Frozen):
    """``irdl.region``: entry-block argument constraints (``None``: unconstrained) and an
    exact block count (``None``: any)."""

    args: tuple[int, ...] | None = None
    blocks: int | None = None
    summary: str = ""  # as Constraint.summary


class NamedSlot(_Frozen):
    name: str
    constraint: int
    variadicity: Variadicity = Variadicity.single


class TypeDef(_Frozen):
    """``irdl.type`` / ``irdl.attribute``."""

    name: str
    loc: str = ""  # where the definition is, as for Constraint
    is_type: bool
    parameters: tuple[NamedSlot, ...] = ()
    constraints: tuple[Constraint, ...] = ()
    assembly_format: str | None = None
    verifier: str | None = None  # a named check of irdl.verifiers.TYPE_VERIFIERS
    summary: str = ""
    description: str = ""


class OpDef(_Frozen):
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
    result_names: str | None = None  # a hint of irdl.asm_names
    # attribute -> its default (ODS's DefaultValuedAttr), as written: a required one is set
    # to it when absent; a custom form leaves out a value equal to it
    defaults: tuple[tuple[str, str], ...] = ()
    default_dialect: str = ""  # namespace its regions' unprefixed op names belong to
    summary: str = ""
    description: str = ""


class DialectDef(_Frozen):
    """``irdl.dialect``. ``properties``: its operations keep inherent attributes as
    properties (as operations defined with ODS do) rather than in the dictionary.
    ``partial``: it declares only some of the dialect's operations; the others are treated
    as operations of a dialect that is not loaded. ``ods``: its operations are verified as
    ODS-generated C++ verifies them (irdl.ods), with the constraints' summaries."""

    name: str
    types: tuple[TypeDef, ...] = ()
    attributes: tuple[TypeDef, ...] = ()
    operations: tuple[OpDef, ...] = ()
    properties: bool = False
    partial: bool = False  # declares only some of the dialect's operations
    ods: bool = False  # its operations verify in ODS's order, with ODS's messages
    summary: str = ""
    description: str = ""
