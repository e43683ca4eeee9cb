"""ODS's verification of an operation, for dialects marked ``ods``.

An operation MLIR defines with ODS verifies in a fixed order, with messages built from the
summaries of its constraints; a library dialect that mirrors one says ``ods`` and gives its
constraint operations a ``summary``. The order (after which the caller runs the rest):

1. the count traits: regions (``requires zero regions``, ``requires one region``), results,
   successors, operands (``expected 2 operands, but found 1``, ``requires a single
   operand``, ``expected 1 or more operands, but found 0``);
2. (the caller) the structural traits: SingleBlock, HasParent, segment sizes...;
3. the invariants: required attributes (``requires attribute 'x'``), each attribute's
   constraint (``attribute 'x' failed to satisfy constraint: <summary>``), each operand's and
   result's (``operand #1 must be variadic of index, but got 'f32'``), the predicate traits,
   then each region's (``region #0 ('body') failed to verify constraint: <summary>``);
4. (the caller) the other traits, then the named verifier.

Each value is checked against its constraint alone (no IRDL variable binding: ODS states
type equality with traits). A constraint without a summary reports IRDL's message.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation, Region
from core.printer import attr_to_str
from core.verifier import op_diagnostic
from irdl.plugin import inherent
from irdl.runtime import constraints as C
from irdl.runtime.defs import OpDef, Variadicity


def _counted(n: int, what: str) -> str:
    return f"{n} {what}" + ("s" if n != 1 else "")


class OdsChecker:
    def __init__(self, o: OpDef, prog: C.Program) -> None:
        self.o = o
        self.prog = prog

    # --- 1. counts --------------------------------------------------------------------------

    def counts(self, op: Operation, diags: list[Diagnostic]) -> bool:
        o = self.o
        message = (
            _region_count(o.regions, len(op.regions))
            or _value_count([a.variadicity for a in o.results], len(op.results), "result")
            or _successor_count(o, len(op.successors))
            or _value_count([a.variadicity for a in o.operands], len(op.operands), "operand")
        )
        if message is not None:
            diags.append(op_diagnostic(op, message))
            return False
        return True

    # --- 3. invariants ----------------------------------------------------------------------

    def invariants(self, op: Operation, diags: list[Diagnostic], predicates: Any = None) -> bool:
        """``predicates`` (the predicate traits' checks, a callable) run where ODS runs them:
        after the operands and results, before the regions."""
        message = self._attributes(op) or self._values(op)
        if message is None and predicates is not None and op.regions and not predicates():
            return False
        message = message or self._regions(op)
        if message is not None:
            diags.append(op_diagnostic(op, message))
            return False
        return True

    def _fails(self, value: Any, slot: int) -> str | None:
        """IRDL's message if ``value`` does not satisfy the constraint ``slot`` alone."""
        return C.Solver(self.prog).check_goal(value, ~slot)

    def _summary(self, slot: int) -> str:
        return self.o.constraints[slot].summary

    def type_problem(self, name: str, t: Any) -> str | None:
        """The summary of the constraint of operand or result ``name`` if type ``t`` fails
        it (None if it holds, or the constraint has no summary)."""
        for a in (*self.o.operands, *self.o.results):
            if a.name == name:
                summary = self._summary(a.constraint)
                if summary and self._fails(B.type_attr(t), a.constraint) is not None:
                    return summary
                return None
        return None

    def attribute_problem(self, name: str, value: Attribute) -> str | None:
        """MLIR's message if ``value`` fails the constraint of the declared attribute
        ``name`` (None if it holds or ``name`` is not declared)."""
        for a in self.o.attributes:
            if a.name == name:
                err = self._fails(value, a.constraint)
                if err is None:
                    return None
                summary = self._summary(a.constraint)
                if not summary:
                    return err
                return f"attribute '{name}' failed to satisfy constraint: {summary}"
        return None

    def _attributes(self, op: Operation) -> str | None:
        present = []
        for a in self.o.attributes:
            value = inherent(op, a.name)
            if value is None:
                if a.variadicity is not Variadicity.optional:
                    return f"requires attribute '{a.name}'"
                continue
            present.append((a, value))
        for a, value in present:
            problem = self.attribute_problem(a.name, value)
            if problem is not None:
                return problem
        return None

    def _values(self, op: Operation) -> str | None:
        from irdl.format.ops import value_groups

        groups = value_groups(op, self.o)
        for defs, what in ((self.o.operands, "operand"), (self.o.results, "result")):
            index = 0
            for a in defs:
                values = groups.get(a.name, [])
                if a.variadicity is Variadicity.optional and len(values) > 1:
                    return (
                        f"{what} group starting at #{index} requires 0 or 1 element, but "
                        f"found {len(values)}"
                    )
                for v in values:
                    t = B.type_attr(v.type)
                    err = self._fails(t, a.constraint)
                    if err is not None:
                        summary = self._summary(a.constraint)
                        if not summary:
                            return err
                        if a.variadicity is Variadicity.variadic:
                            summary = "variadic of " + summary
                        return f"{what} #{index} must be {summary}, but got '{attr_to_str(v.type)}'"
                    index += 1
        return None

    def _regions(self, op: Operation) -> str | None:
        for index, rdef in enumerate(region_defs(self.o.regions, len(op.regions)) or ()):
            region = op.regions[index]
            rc = self.o.region_constraints[rdef.constraint]
            err = region_problem(region, index, rc, self.prog)
            if err is not None:
                if not rc.summary:
                    return err
                return f"region #{index} ('{rdef.name}') failed to verify constraint: {rc.summary}"
        return None


def region_defs(defs: tuple[Any, ...], count: int) -> list[Any] | None:
    """The definition of each of ``count`` regions (a variadic group, ``variadic_regions``,
    takes what the others leave), or None if ``count`` regions do not fit ``defs``."""
    singles = sum(d.variadicity is Variadicity.single for d in defs)
    if count < singles or (count > singles and singles == len(defs)):
        return None
    out: list[Any] = []
    for d in defs:
        out.extend([d] * (1 if d.variadicity is Variadicity.single else count - singles))
    return out


def _region_count(defs: tuple[Any, ...], found: int) -> str | None:
    expected = sum(d.variadicity is Variadicity.single for d in defs)
    if expected != len(defs):  # a variadic group
        return None if found >= expected else f"expected {expected} or more regions"
    if expected == found:
        return None
    if expected == 0:
        return "requires zero regions"
    if expected == 1:
        return "requires one region"
    return f"expected {expected} regions"


def _value_count(kinds: list[Variadicity], found: int, what: str) -> str | None:
    singles = sum(k is Variadicity.single for k in kinds)
    if len(kinds) != singles:  # some group is variadic or optional
        if found < singles:
            return f"expected {singles} or more {what}s, but found {found}"
        return None
    if found == singles:
        return None
    if singles == 0:
        return f"requires zero {what}s"
    if singles == 1:
        return "requires one result" if what == "result" else "requires a single operand"
    return f"expected {_counted(singles, what)}, but found {found}"


def _successor_count(o: OpDef, found: int) -> str | None:
    kinds = [s.variadicity for s in o.successors]
    singles = sum(k is Variadicity.single for k in kinds)
    if len(kinds) != singles:
        if found < singles:
            return f"requires at least {_counted(singles, 'successor')} but found {found}"
        return None
    if found == singles:
        return None
    return f"requires {_counted(singles, 'successor')} but found {found}"


def region_problem(region: Region, index: int, rc: Any, prog: C.Program) -> str | None:
    """IRDL's message for a region that does not have the shape ``rc`` asks for, or whose
    entry arguments do not satisfy their constraints (each alone); None if it fits."""
    if rc.blocks is not None and rc.blocks != len(region.blocks):
        return f"expected region {index} to have {rc.blocks} block(s) but got {len(region.blocks)}"
    if rc.args is not None:
        args = region.blocks[0].args if region.blocks else []
        if len(args) != len(rc.args):
            return f"expected region {index} to have {len(rc.args)} arguments but got {len(args)}"
        for arg, slot in zip(args, rc.args):
            err = C.Solver(prog).check_goal(B.type_attr(arg.type), ~slot)
            if err is not None:
                return err
    return None
