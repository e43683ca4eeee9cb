"""The constraint solver: a definition's constraint slots, compiled, and the search.

As in upstream MLIR's ConstraintVerifier, every constraint operation of a definition is a
slot of a flat table, and an assignment vector holds what each slot is bound to: a slot
accepts a value only if it is unbound and its constraint holds (then it binds) or it is
bound to that very value (values are interned, so that is an identity test).

``check`` is MLIR's greedy evaluation, so the first failure and its message are
upstream's. A greedy ``any_of`` takes the first alternative that holds and never comes
back; when the greedy pass fails and the table has an ``any_of``, ``search`` looks for an
assignment with backtracking (an undo trail), so no verdict depends on the order of the
alternatives. The search is bounded (``SEARCH_BUDGET`` steps); past it the greedy verdict
stands and the diagnostic says the search gave up.

Types are handled as MLIR's IRDL does, wrapped in a type attribute: an operand of type i32
is checked as the value ``i32`` of ``#builtin.type``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from core import builtin as B
from core.attributes import AttrDef, Attribute
from core.printer import attr_to_str

IS, BASE_TYPE, BASE_ATTR, PARAM_TYPE, PARAM_ATTR, ANY, ANY_OF, ALL_OF, CPRED = range(9)
SEARCH_BUDGET = 100_000
_TYPE_ATTR = B.A["type"]


def base_name(d: AttrDef) -> str:
    """The name MLIR gives a type or attribute kind in messages (``builtin.integer``)."""
    return f"{d.dialect}.{d.name}"


def _kind_name(a: Attribute) -> str:
    if a.defn is B.A["opaque"] and not a.defn.is_type:
        return "builtin.opaque"
    return base_name(a.defn)


class Program:
    """A definition's constraint slots.

    ``kinds[i]`` is one of the constants above; ``data[i]`` holds: IS the value; BASE_* the
    key (``!builtin.integer``) and its message name; PARAM_* the definition and the slots
    of its parameters; ANY_OF / ALL_OF the slots of the alternatives; CPRED the compiled
    predicate (``irdl.checks.predicates``), None when it is not known (it then accepts anything).
    """

    __slots__ = ("kinds", "data", "has_any_of")

    def __init__(self, kinds: Sequence[int], data: Sequence[Any]) -> None:
        self.kinds = list(kinds)
        self.data = list(data)
        self.has_any_of = ANY_OF in self.kinds


def _param_why(defn: AttrDef, index: int, why: str) -> str:
    """How a parameter is named in an explanation: "parameter 'elem' of operand 'z'"."""
    params = getattr(getattr(defn, "defn", None), "parameters", ())
    name = f"'{params[index].name}'" if index < len(params) else f"#{index}"
    return f"parameter {name} of {why}"


class Solver:
    """One assignment of a program's slots (one per operation, type or attribute
    instance being checked)."""

    __slots__ = ("prog", "assigned", "bound_by", "conflict", "trail", "steps")

    def __init__(self, prog: Program) -> None:
        self.prog = prog
        self.assigned: list[Attribute | None] = [None] * len(prog.kinds)
        # why each slot was bound (for the explanation note), set by the caller's goals
        self.bound_by: list[str | None] = [None] * len(prog.kinds)
        self.conflict: int | None = None  # the bound slot that refused the last value
        self.trail: list[int] = []
        self.steps = 0

    # --- greedy evaluation (MLIR's) -------------------------------------------------------

    def check_goal(self, value: Attribute, slot: int, why: str = "") -> str | None:
        """``check`` for a goal; a negative slot (``~slot``) is checked on its own: the
        bindings it makes are undone afterwards."""
        if slot >= 0:
            return self.check(value, slot, True, why)
        saved = list(self.assigned)
        err = self.check(value, ~slot, True, why)
        self.assigned = saved
        return err

    def check(self, value: Attribute, slot: int, want: bool, why: str = "") -> str | None:
        """None if ``value`` satisfies ``slot`` (binding it), else the message (empty when
        not ``want``ed, as MLIR passes no emitter into an any_of's alternatives)."""
        bound = self.assigned[slot]
        if bound is not None:
            if bound is value:
                return None
            self.conflict = slot
            return f"expected '{attr_to_str(bound)}' but got '{attr_to_str(value)}'" if want else ""
        err = self._verify(value, slot, want, why)
        if err is None:
            self.assigned[slot] = value
            self.bound_by[slot] = why
        return err

    def _verify(self, value: Attribute, slot: int, want: bool, why: str) -> str | None:
        prog = self.prog
        kind = prog.kinds[slot]
        data = prog.data[slot]
        if kind is ANY:
            return None
        if kind is CPRED:
            if data is None or data[0](value):
                return None
            return (
                f"'{attr_to_str(value)}' does not satisfy the predicate: {data[1]}" if want else ""
            )
        if kind is IS:
            if value is data:
                return None
            return f"expected '{attr_to_str(data)}' but got '{attr_to_str(value)}'" if want else ""
        if kind is BASE_ATTR:
            if value.defn.key == data[0]:
                return None
            return (
                f"expected base attribute '{data[1]}' but got '{_kind_name(value)}'" if want else ""
            )
        if kind is BASE_TYPE:
            if value.defn is not _TYPE_ATTR:
                return f"expected type, got attribute '{attr_to_str(value)}" if want else ""
            t = value.params[0]
            if t.defn.key == data[0]:
                return None
            return f"expected base type '{data[1]}' but got '{_kind_name(t)}'" if want else ""
        if kind is PARAM_TYPE or kind is PARAM_ATTR:
            defn, args = data
            inner = value
            if kind is PARAM_TYPE:
                if value.defn is not _TYPE_ATTR:
                    return f"expected type, got attribute '{attr_to_str(value)}" if want else ""
                inner = value.params[0]
            if inner.defn is not defn:
                if not want:
                    return ""
                what = "type" if kind is PARAM_TYPE else "attribute"
                return f"expected base {what} '{base_name(defn)}' but got '{attr_to_str(value)}'"
            for i, (param, arg) in enumerate(zip(inner.params, args)):
                err = self.check(as_value(param), arg, want, why and _param_why(defn, i, why))
                if err is not None:
                    return err
            return None
        if kind is ALL_OF:
            for arg in data:
                err = self.check(value, arg, want, why)
                if err is not None:
                    return err
            return None
        # ANY_OF
        for arg in data:
            if self.check(value, arg, False, why) is None:
                return None
        return f"'{attr_to_str(value)}' does not satisfy the constraint" if want else ""

    # --- complete search -----------------------------------------------------------------

    def search(self, goals: list[tuple[Attribute, int]]) -> bool | None:
        """Whether some assignment satisfies every (value, slot) goal, starting from no
        binding; None when the step budget ran out. Leaves the assignment found."""
        self.assigned = [None] * len(self.prog.kinds)
        self.trail = []
        self.steps = 0
        try:
            return self._goals(goals, 0, lambda: True)
        except _Exhausted:
            return None

    def _goals(self, goals: list[tuple[Attribute, int]], i: int, k: Callable[[], bool]) -> bool:
        if i == len(goals):
            return k()
        value, slot = goals[i]
        if slot < 0:
            # Checked on its own: some assignment satisfies it, none of it is kept.
            mark = len(self.trail)
            ok = self._sat(value, ~slot, lambda: True)
            self._undo(mark)
            return ok and self._goals(goals, i + 1, k)
        return self._sat(value, slot, lambda: self._goals(goals, i + 1, k))

    def _bind(self, slot: int, value: Attribute, k: Callable[[], bool]) -> bool:
        bound = self.assigned[slot]
        if bound is not None:
            return bound is value and k()
        self.assigned[slot] = value
        self.trail.append(slot)
        if k():
            return True
        self.assigned[slot] = None
        self.trail.pop()
        return False

    def _sat(self, value: Attribute, slot: int, k: Callable[[], bool]) -> bool:
        self.steps += 1
        if self.steps > SEARCH_BUDGET:
            raise _Exhausted
        bound = self.assigned[slot]
        if bound is not None:
            return bound is value and k()
        prog = self.prog
        kind = prog.kinds[slot]
        data = prog.data[slot]
        if kind is ANY_OF:
            for arg in data:
                mark = len(self.trail)
                if self._sat(value, arg, lambda: self._bind(slot, value, k)):
                    return True
                self._undo(mark)
            return False
        if kind is ALL_OF:
            return self._all(value, data, 0, lambda: self._bind(slot, value, k))
        if kind is PARAM_TYPE or kind is PARAM_ATTR:
            if not self._base_ok(value, slot):
                return False
            inner = value.params[0] if kind is PARAM_TYPE else value
            pairs = [(as_value(p), a) for p, a in zip(inner.params, data[1])]
            return self._goals(pairs, 0, lambda: self._bind(slot, value, k))
        if self._verify(value, slot, False, "") is not None:
            return False
        return self._bind(slot, value, k)

    def _base_ok(self, value: Attribute, slot: int) -> bool:
        kind = self.prog.kinds[slot]
        defn = self.prog.data[slot][0]
        if kind is PARAM_TYPE:
            return value.defn is _TYPE_ATTR and value.params[0].defn is defn
        return value.defn is defn

    def _all(self, value: Attribute, args: Sequence[int], i: int, k: Callable[[], bool]) -> bool:
        if i == len(args):
            return k()
        return self._sat(value, args[i], lambda: self._all(value, args, i + 1, k))

    def _undo(self, mark: int) -> None:
        trail = self.trail
        while len(trail) > mark:
            self.assigned[trail.pop()] = None


class _Exhausted(Exception):
    pass


def as_value(param: Any) -> Attribute:
    """A parameter or operand type as the solver sees it: types wrapped as type
    attributes."""
    if isinstance(param, Attribute) and param.defn.is_type:
        return B.type_attr(param)
    return param
