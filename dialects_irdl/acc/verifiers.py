"""The C++ verifiers of the acc dialect's operations, with mlir-opt-22's messages.

- data constructs (acc.data, acc.parallel/serial/kernels, acc.update, acc.enter_data,
  acc.exit_data): their data operands come from data entry/exit operations; async and
  wait clauses do not conflict; num_gangs takes at most 3 values per device type; the
  clauses' operands, segments and device types agree; private/firstprivate/reduction
  operands come from acc.private/acc.firstprivate/acc.reduction.
- acc.wait, acc.init, acc.shutdown, acc.set: their clause rules, and the last three are
  not nested in a compute construct.
- atomic read/write/update/capture: the address's element type, the update region's
  argument and yield, the capture region's sequence.
- the recipes (private, firstprivate, reduction): their regions' arguments.
- data clause operations (acc.copyin, acc.present, acc.private, acc.copyout...), one shape:
  the data clause they record, the modifiers they allow, var and accVar of one type, the
  recipe private/firstprivate/reduction name; acc.bounds (extent or upperbound).
- acc.declare*, acc.host_data: their operands come from the right entry operations.
- acc.routine: one of gang/worker/vector/seq per device type.
- acc.loop: bounds, collapse, gang/worker/vector/tile device-type lists, auto/independent/
  seq, its private/firstprivate/reduction operands, and the loops a container-like loop holds.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.printer import attr_to_str
from irdl.checks import atomics
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("acc")

_COMPUTE = ("acc.parallel", "acc.serial", "acc.kernels")
_DATA_ENTRY_EXIT = ("acc.attach", "acc.copyin", "acc.copyout", "acc.create", "acc.delete",
                    "acc.detach", "acc.deviceptr", "acc.getdeviceptr", "acc.nocreate",
                    "acc.present")  # fmt: skip


def _defining(v: Any) -> str:
    owner = getattr(v, "owner", None)
    return owner.name if isinstance(owner, Operation) else ""


def _data_operands(
    op: Operation, values: list[Any], allowed: tuple[str, ...], message: str,
    diags: list[Diagnostic],
) -> bool:  # fmt: skip
    for v in values:
        if _defining(v) not in allowed:
            return fail(diags, op, message, prefix=False)
    return True


_ENTRY_EXIT_MESSAGE = "expect data entry/exit operation or acc.getdeviceptr as defining op"


def _async_wait(op: Operation, g: dict[str, list[Any]], diags: list[Diagnostic]) -> bool:
    """acc.wait's, acc.enter_data's and acc.exit_data's async and wait clauses."""
    if g.get("asyncOperand") and inherent(op, "async") is not None:
        return fail(diags, op, "async attribute cannot appear with asyncOperand", prefix=False)
    if g.get("waitOperands") and inherent(op, "wait") is not None:
        return fail(diags, op, "wait attribute cannot appear with waitOperands", prefix=False)
    if g.get("waitDevnum") and not g.get("waitOperands"):
        return fail(diags, op, "wait_devnum cannot appear without waitOperands", prefix=False)
    return True


def _data(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = op_value_groups(op, ctx)
    if not op.operands and inherent(op, "defaultAttr") is None:
        return fail(diags, op, "at least one operand or the default attribute must appear on "
                    "the data operation", prefix=False)  # fmt: skip
    if not _data_operands(op, g.get("dataClauseOperands", []), _DATA_ENTRY_EXIT,
                          _ENTRY_EXIT_MESSAGE, diags):  # fmt: skip
        return False
    return _wait_async_conflict(op, diags)


def _update(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = op_value_groups(op, ctx)
    values = g.get("dataClauseOperands", [])
    if not values:
        return fail(diags, op, "at least one value must be present in dataOperands",
                    prefix=False)  # fmt: skip
    # (async before wait here)
    if not _count_match(op, g.get("asyncOperands", []), "asyncOperandsDeviceType", "async", diags):
        return False
    if not _segments_match(op, g.get("waitOperands", []), "waitOperandsSegments",
                           "waitOperandsDeviceType", "wait", diags):  # fmt: skip
        return False
    if not _wait_async_conflict(op, diags):
        return False
    allowed = ("acc.update_device", "acc.update_host", "acc.getdeviceptr")
    return _data_operands(op, values, allowed, _ENTRY_EXIT_MESSAGE, diags)


def _wait(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _async_wait(op, op_value_groups(op, ctx), diags)


def _enter_data(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = op_value_groups(op, ctx)
    if not g.get("dataClauseOperands"):
        return fail(diags, op, "at least one operand must be present in dataOperands on the "
                    "enter data operation", prefix=False)  # fmt: skip
    if not _async_wait(op, g, diags):
        return False
    return _data_operands(op, g["dataClauseOperands"], ("acc.attach", "acc.create", "acc.copyin"),
                          "expect data entry operation as defining op", diags)  # fmt: skip


def _exit_data(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = op_value_groups(op, ctx)
    if not g.get("dataClauseOperands"):
        return fail(diags, op, "at least one operand must be present in dataOperands on the "
                    "exit data operation", prefix=False)  # fmt: skip
    return _async_wait(op, g, diags)


# The device types checkWaitAndAsyncConflict visits (MLIR's loop stops before radeon).
_CONFLICT_DEVICE_TYPES = ("none", "star", "default", "host", "multicore", "nvidia")


def _wait_async_conflict(op: Operation, diags: list[Diagnostic]) -> bool:
    """A device type has either the keyword-only async (wait) or async (wait) values."""
    pairs = (("asyncOperandsDeviceType", "asyncOnly", "asyncOnly attribute cannot appear with "
              "asyncOperand"), ("waitOperandsDeviceType", "waitOnly", "wait attribute cannot "
                                "appear with waitOperands"))  # fmt: skip
    for dt in _CONFLICT_DEVICE_TYPES:
        for values, only, message in pairs:
            if dt in _device_types(op, values) and dt in _device_types(op, only):
                return fail(diags, op, message, prefix=False)
    return True


def _recipe_operands(op: Operation, g: dict[str, list[Any]], diags: list[Diagnostic]) -> bool:
    """private, firstprivate and reduction operands come from acc.private, acc.firstprivate
    and acc.reduction, each once."""
    for group, kind in (("privateOperands", "private"), ("firstprivateOperands", "firstprivate"),
                        ("reductionOperands", "reduction")):  # fmt: skip
        seen: set[int] = set()
        for v in g.get(group, []):
            if _defining(v) != f"acc.{kind}":
                return fail(diags, op, f"expected {kind} as defining op")
            if id(v) in seen:
                return fail(diags, op, f"{kind} operand appears more than once")
            seen.add(id(v))
    return True


def _clause_counts(
    op: Operation, g: dict[str, list[Any]], diags: list[Diagnostic], gangs: bool
) -> bool:
    """num_gangs (kernels, parallel), wait, num_workers and vector_length (kernels, parallel),
    async: their operands and device types agree."""
    if gangs and not _segments_match(op, g.get("numGangs", []), "numGangsSegments",
                                     "numGangsDeviceType", "num_gangs", diags, most=3):  # fmt: skip
        return False
    if not _segments_match(op, g.get("waitOperands", []), "waitOperandsSegments",
                           "waitOperandsDeviceType", "wait", diags):  # fmt: skip
        return False
    if gangs:
        counted = (("numWorkers", "numWorkersDeviceType", "num_workers"),
                   ("vectorLength", "vectorLengthDeviceType", "vector_length"))  # fmt: skip
        for group, dts, what in counted:
            if not _count_match(op, g.get(group, []), dts, what, diags):
                return False
    return _count_match(op, g.get("asyncOperands", []), "asyncOperandsDeviceType", "async", diags)


def _compute(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """acc.parallel, acc.serial, acc.kernels."""
    g = op_value_groups(op, ctx)
    if op.name != "acc.kernels" and not _recipe_operands(op, g, diags):
        return False
    if not _clause_counts(op, g, diags, gangs=op.name != "acc.serial"):
        return False
    if not _wait_async_conflict(op, diags):
        return False
    values = g.get("dataClauseOperands", [])
    return _data_operands(op, values, _DATA_ENTRY_EXIT, _ENTRY_EXIT_MESSAGE, diags)


def _not_in_compute(op: Operation, diags: list[Diagnostic]) -> bool:
    parent = op.parent_op
    while parent is not None:
        if parent.name in _COMPUTE:
            return fail(diags, op, "cannot be nested in a compute operation")
        parent = parent.parent_op
    return True


def _set(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _not_in_compute(op, diags):
        return False
    g = op_value_groups(op, ctx)
    if inherent(op, "device_type") is None and not g.get("defaultAsync") and not g.get("deviceNum"):
        return fail(diags, op, "at least one default_async, device_num, or device_type operand "
                    "must appear")  # fmt: skip
    return True


plugin.verifier("AccData", _data)
plugin.verifier("AccUpdate", _update)
plugin.verifier("AccWait", _wait)
plugin.verifier("AccEnterData", _enter_data)
plugin.verifier("AccExitData", _exit_data)
plugin.verifier("AccParallel", _compute)
plugin.verifier("AccSerial", _compute)
plugin.verifier("AccKernels", _compute)
plugin.verifier("AccInit", lambda op, diags, ctx: _not_in_compute(op, diags))
plugin.verifier("AccShutdown", lambda op, diags, ctx: _not_in_compute(op, diags))
plugin.verifier("AccSet", _set)


# --- atomic operations ---------------------------------------------------------------------------


plugin.verifier("AccAtomicRead", atomics.verify_read)
plugin.verifier("AccAtomicWrite", atomics.verify_write)
plugin.verifier("AccAtomicUpdate", atomics.verify_update,
                verify_regions=atomics.verify_update_regions("acc"))  # fmt: skip
plugin.verifier("AccAtomicCapture", verify_regions=atomics.verify_capture_regions("acc"))


# --- recipes ---------------------------------------------------------------------------------


def _recipe_type(op: Operation) -> Any:
    t = inherent(op, "type")
    return t.params[0] if t is not None and t.defn is B.A["type"] else None


def _first_arg_region(
    op: Operation, region: Any, name: str, kind: str, t: Any, diags: list[Diagnostic],
    optional: bool = False,
) -> bool:  # fmt: skip
    if not region.blocks:
        return True if optional else fail(diags, op, f"expects non-empty {name} region")
    args = region.blocks[0].args
    if not args or args[0].type is not t:
        return fail(diags, op, f"expects {name} region first argument of the {kind} type")
    return True


def _private_recipe(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = _recipe_type(op)
    init, destroy = op.regions[0], op.regions[1]
    return _first_arg_region(op, init, "init", "privatization", t, diags) and _first_arg_region(
        op, destroy, "destroy", "privatization", t, diags, optional=True
    )


def _firstprivate_recipe(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = _recipe_type(op)
    init, copy, destroy = op.regions[0], op.regions[1], op.regions[2]
    if not _first_arg_region(op, init, "init", "privatization", t, diags):
        return False
    if not copy.blocks:
        return fail(diags, op, "expects non-empty copy region")
    args = copy.blocks[0].args
    if len(args) < 2 or args[0].type is not t:
        return fail(diags, op, "expects copy region with two arguments of the privatization type")
    return _first_arg_region(op, destroy, "destroy", "privatization", t, diags, optional=True)


def _reduction_recipe(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    t = _recipe_type(op)
    init, combiner = op.regions[0], op.regions[1]
    if not _first_arg_region(op, init, "init", "reduction", t, diags):
        return False
    if not combiner.blocks:
        return fail(diags, op, "expects non-empty combiner region")
    args = combiner.blocks[0].args
    if len(args) < 2 or args[0].type is not t or args[1].type is not t:
        return fail(diags, op, "expects combiner region with the first two arguments of the "
                    "reduction type")  # fmt: skip
    for block in combiner.blocks:
        for inner in block.ops:
            if inner.name == "acc.yield" and (
                len(inner.operands) != 1 or inner.operands[0].type is not t
            ):
                return fail(diags, op, "expects combiner region to yield a value of the "
                            "reduction type")  # fmt: skip
    return True


plugin.verifier("AccPrivateRecipe", verify_regions=_private_recipe)
plugin.verifier("AccFirstprivateRecipe", verify_regions=_firstprivate_recipe)
plugin.verifier("AccReductionRecipe", verify_regions=_reduction_recipe)


# --- data clause operations ----------------------------------------------------------------------

_ALWAYS = ("alwaysin", "alwaysout")
_MODIFIER_BITS = {"zero": 1, "readonly": 2, "alwaysin": 4, "alwaysout": 8, "capture": 16}


def _stringify_modifiers(mask: int) -> str:
    """DataClauseModifier's stringify: `always` (both always bits) first, then single bits."""
    words = []
    if mask & 12 == 12:
        words.append("always")
        mask &= ~12
    words += [w for w, bit in _MODIFIER_BITS.items() if mask & bit]
    return ",".join(words)


def _modifier_mask(op: Operation) -> int:
    a = inherent(op, "modifiers")
    v = a.params[0] if a is not None and a.params else None
    return int(v.params[1]) if v is not None and getattr(v, "defn", None) is B.A["integer"] else 0


class _Clause:
    """One data clause operation's C++ verifier: the data clauses it may record (its own
    and those it is decomposed from), the modifiers it allows (None: none; "any": not
    checked), whether var and accVar have one type, and the recipe it must name."""

    def __init__(
        self, intent: str, clauses: tuple[str, ...], decomposed: bool,
        modifiers: tuple[str, ...] | str | None = None, same_type: bool = True,
        recipe: str | None = None,
    ) -> None:  # fmt: skip
        self.intent, self.clauses, self.decomposed = intent, clauses, decomposed
        self.modifiers, self.same_type, self.recipe = modifiers, same_type, recipe

    def __call__(self, op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        clause = _word_of(inherent(op, "dataClause"))
        if clause not in self.clauses:
            tail = (" or specify original clause this operation was decomposed from"
                    if self.decomposed else "")  # fmt: skip
            return fail(diags, op, f"data clause associated with {self.intent} operation must "
                        f"match its intent{tail}", prefix=False)  # fmt: skip
        g = op_value_groups(op, ctx)
        var, acc_var = g.get("var", []), g.get("accVar", [])
        if self.same_type and var and acc_var and var[0].type is not acc_var[0].type:
            return fail(diags, op, "input and output types must match", prefix=False)
        mask = _modifier_mask(op)
        if self.modifiers is None and mask:
            return fail(diags, op, "no data clause modifiers are allowed", prefix=False)
        if isinstance(self.modifiers, tuple):
            valid = sum(_MODIFIER_BITS[w] for w in self.modifiers)
            if mask & ~valid:
                return fail(diags, op, "invalid data clause modifiers: "
                            f"{_stringify_modifiers(mask & ~valid)}", prefix=False)  # fmt: skip
        if self.recipe is not None:
            return _recipe_declared(op, self.recipe, diags, ctx)
        return True


def _word_of(a: Any) -> str:
    v = a.params[0] if a is not None and a.params else None
    return str(v.params[0]) if v is not None and hasattr(v, "params") else ""


def _recipe_declared(op: Operation, kind: str, diags: list[Diagnostic], ctx: Any) -> bool:
    """The recipe a private, firstprivate or reduction operation names: present, and an
    acc.<kind>.recipe."""
    from irdl.checks.traits import lookup_symbol

    ref = inherent(op, "recipe")
    if ref is None:
        return fail(diags, op, f"recipe expected for {kind}")
    found = None
    if ref.defn is B.A["symbol_ref"]:
        found = lookup_symbol(ctx, op, ref.params[0], tuple(ref.params[1]))
    if found is None or found.name != f"acc.{kind}.recipe":
        return fail(diags, op, f"expected symbol reference {attr_to_str(ref)} to point to a "
                    f"{kind} declaration")  # fmt: skip
    return True


_C = "acc_"
_DATA_CLAUSES: dict[str, _Clause] = {
    "AccAttach": _Clause("attach", (_C + "attach",), False),
    "AccCache": _Clause("cache", (_C + "cache", _C + "cache_readonly"), True, ("readonly",)),
    "AccCopyin": _Clause("copyin", (_C + "copyin", _C + "copyin_readonly", _C + "copy",
                                    _C + "reduction"), True, ("readonly", *_ALWAYS, "capture")),
    "AccCreate": _Clause("create", (_C + "copyout", _C + "copyout_zero", _C + "create",
                                    _C + "create_zero"), True, ("zero", *_ALWAYS, "capture")),
    "AccDeclareDeviceResident": _Clause("device_resident", (_C + "declare_device_resident",),
                                        False),
    "AccDeclareLink": _Clause("link", (_C + "declare_link",), False),
    "AccDevicePtr": _Clause("deviceptr", (_C + "deviceptr",), False),
    "AccFirstprivate": _Clause("firstprivate", (_C + "firstprivate",), False, same_type=False,
                               recipe="firstprivate"),
    "AccFirstprivateMapInitial": _Clause("firstprivate", (_C + "firstprivate",), False,
                                         same_type=False),
    "AccNoCreate": _Clause("no_create", (_C + "no_create",), False),
    "AccPresent": _Clause("present", (_C + "present",), False),
    "AccPrivate": _Clause("private", (_C + "private",), False, same_type=False,
                          recipe="private"),
    "AccReduction": _Clause("reduction", (_C + "reduction",), False, same_type=False,
                            recipe="reduction"),
    "AccUpdateDevice": _Clause("device", (_C + "update_device",), True),
    "AccUseDevice": _Clause("use_device", (_C + "use_device",), True),
    "AccCopyout": _Clause("copyout", (_C + "copyout", _C + "copyout_zero", _C + "copy",
                                      _C + "reduction"), True, ("zero", *_ALWAYS, "capture")),
    "AccUpdateHost": _Clause("host", (_C + "update_host", _C + "update_self"), True),
    "AccDelete": _Clause("delete", (_C + "copyin", _C + "copyin_readonly", _C + "present",
                                    _C + "create", _C + "create_zero", _C + "delete",
                                    _C + "no_create", _C + "declare_device_resident",
                                    _C + "declare_link"), True, "any", same_type=False),
    "AccDetach": _Clause("detach", (_C + "attach", _C + "detach"), True, same_type=False),
}  # fmt: skip
for _name, _check in _DATA_CLAUSES.items():
    plugin.verifier(_name, _check)


def _bounds(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = op_value_groups(op, ctx)
    if not g.get("extent") and not g.get("upperbound"):
        return fail(diags, op, "expected extent or upperbound.", prefix=False)
    return True


plugin.verifier("AccDataBounds", _bounds)


# --- declare and host_data -----------------------------------------------------------------------

_DECLARE_ENTRIES = ("acc.copyin", "acc.copyout", "acc.create", "acc.deviceptr",
                    "acc.getdeviceptr", "acc.present", "acc.declare_device_resident",
                    "acc.declare_link")  # fmt: skip


def _declare_operands(
    op: Operation, diags: list[Diagnostic], ctx: Any, required: bool = True
) -> bool:
    values = op_value_groups(op, ctx).get("dataClauseOperands", [])
    if not values and required:
        return fail(diags, op, "at least one operand must appear on the declare operation",
                    prefix=False)  # fmt: skip
    return _data_operands(op, values, _DECLARE_ENTRIES, "expect valid declare data entry "
                          "operation or acc.getdeviceptr as defining op", diags)  # fmt: skip


def _declare_exit(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    token = op_value_groups(op, ctx).get("token")
    return _declare_operands(op, diags, ctx, required=not token)


def _host_data(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    values = op_value_groups(op, ctx).get("dataClauseOperands", [])
    if not values:
        return fail(diags, op, "at least one operand must appear on the host_data operation",
                    prefix=False)  # fmt: skip
    return _data_operands(op, values, ("acc.use_device",),
                          "expect data entry operation as defining op", diags)  # fmt: skip


plugin.verifier("AccDeclare", _declare_operands)
plugin.verifier("AccDeclareEnter", _declare_operands)
plugin.verifier("AccDeclareExit", _declare_exit)
plugin.verifier("AccHostData", _host_data)


# --- routine -------------------------------------------------------------------------------------

# The device types the routine's per-device-type check visits (MLIR's loop stops before the
# last enumerator, radeon).
_ROUTINE_DEVICE_TYPES = ("star", "default", "host", "multicore", "nvidia")


def _device_types(op: Operation, name: str) -> list[str]:
    a = inherent(op, name)
    if a is None or a.defn is not B.A["array"]:
        return []
    return [_word_of(d) for d in a.params[0]]


def _routine(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    lists = [
        _device_types(op, "gang") + _device_types(op, "gangDimDeviceType"),
        _device_types(op, "worker"),
        _device_types(op, "vector"),
        _device_types(op, "seq"),
    ]
    message = "only one of `gang`, `worker`, `vector`, `seq` can be present at the same time"
    unspecified = sum("none" in dts for dts in lists)
    if unspecified > 1:
        return fail(diags, op, message, prefix=False)
    for dt in _ROUTINE_DEVICE_TYPES:
        # (the clauses without a device type count for every device type)
        if unspecified + sum(dt in dts for dts in lists) > 1:
            return fail(diags, op, f"{message} for device_type `{dt}`", prefix=False)
    return True


plugin.verifier("AccRoutine", _routine)


# --- loop ----------------------------------------------------------------------------------------

# Operations implementing MLIR's LoopLikeOpInterface.
_LOOP_LIKE = ("acc.loop", "affine.for", "affine.parallel", "scf.for", "scf.forall",
              "scf.parallel", "scf.while", "sparse_tensor.iterate", "tosa.while_loop")  # fmt: skip


def _i32s(op: Operation, name: str) -> list[int] | None:
    a = inherent(op, name)
    return list(a.params[1]) if a is not None and a.defn is B.A["dense_array"] else None


def _array_len(op: Operation, name: str) -> int | None:
    a = inherent(op, name)
    return len(a.params[0]) if a is not None and a.defn is B.A["array"] else None


def _duplicate(dts: list[str]) -> str | None:
    seen: set[str] = set()
    for d in dts:
        if d in seen:
            return d
        seen.add(d)
    return None


def _segments_match(
    op: Operation, values: list[Any], segments: str, dts: str, what: str,
    diags: list[Diagnostic], most: int = 0,
) -> bool:  # fmt: skip
    """Operands grouped in segments (of at most ``most`` values), one per device type."""
    sizes, count = _i32s(op, segments) or [], _array_len(op, dts)
    for n in sizes:
        if most and n > most:
            return fail(diags, op, f"{what} expects a maximum of {most} values per segment")
    if sum(sizes) != len(values) or (count is None and values):
        return fail(diags, op, f"{what} operand count does not match count in segments")
    if count is not None and count != len(sizes):
        return fail(diags, op, f"{what} segment count does not match device_type count")
    return True


def _count_match(
    op: Operation, values: list[Any], dts: str, what: str, diags: list[Diagnostic]
) -> bool:
    """One operand per device type."""
    if values and _array_len(op, dts) != len(values):
        return fail(diags, op, f"{what} operands count must match {what} device_type count")
    return True


def _no_duplicate(op: Operation, name: str, diags: list[Diagnostic]) -> bool:
    d = _duplicate(_device_types(op, name))
    if d is not None:
        return fail(diags, op, f"duplicate device_type `{d}` found in {name} attribute")
    return True


def _segment_device_types(op: Operation, segments: str, dts: str) -> set[str]:
    """The device types whose segment holds operands."""
    sizes = _i32s(op, segments) or []
    return {d for d, n in zip(_device_types(op, dts), sizes) if n}


def _loop(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = op_value_groups(op, ctx)
    lbs, ubs, steps = g.get("lowerbound", []), g.get("upperbound", []), g.get("step", [])
    if len(ubs) != len(steps):
        return fail(diags, op, "number of upperbounds expected to be the same as number of "
                    "steps", prefix=False)  # fmt: skip
    if len(ubs) != len(lbs):
        return fail(diags, op, "number of upperbounds expected to be the same as number of "
                    "lowerbounds", prefix=False)  # fmt: skip
    inclusive = _i32s(op, "inclusiveUpperbound")
    if ubs and inclusive is not None and len(inclusive) != len(ubs):
        return fail(diags, op, "inclusiveUpperbound size is expected to be the same as "
                    "upperbound size", prefix=False)  # fmt: skip
    collapse = inherent(op, "collapse")
    if collapse is not None:
        n = _array_len(op, "collapseDeviceType")
        if n is None:
            return fail(diags, op, "collapse device_type attr must be define when collapse "
                        "attr is present")  # fmt: skip
        if n != len(collapse.params[0]):
            return fail(diags, op, "collapse attribute count must match collapse device_type "
                        "count")  # fmt: skip
    if not _no_duplicate(op, "collapseDeviceType", diags):
        return False
    gangs = g.get("gangOperands", [])
    if gangs:
        n = _array_len(op, "gangOperandsArgType")
        if n is None:
            return fail(diags, op, "gangOperandsArgType attribute must be defined when gang "
                        "operands are present")  # fmt: skip
        if n != len(gangs):
            return fail(diags, op, "gangOperandsArgType attribute count must match gangOperands "
                        "count")  # fmt: skip
    checks = (
        lambda: _no_duplicate(op, "gang", diags),
        lambda: _segments_match(
            op, gangs, "gangOperandsSegments", "gangOperandsDeviceType", "gang", diags
        ),  # fmt: skip
        lambda: _no_duplicate(op, "worker", diags),
        lambda: _no_duplicate(op, "workerNumOperandsDeviceType", diags),
        lambda: _count_match(
            op, g.get("workerNumOperands", []), "workerNumOperandsDeviceType", "worker", diags
        ),  # fmt: skip
        lambda: _no_duplicate(op, "vector", diags),
        lambda: _no_duplicate(op, "vectorOperandsDeviceType", diags),
        lambda: _count_match(
            op, g.get("vectorOperands", []), "vectorOperandsDeviceType", "vector", diags
        ),  # fmt: skip
        lambda: _segments_match(
            op,
            g.get("tileOperands", []),
            "tileOperandsSegments",
            "tileOperandsDeviceType",
            "tile",
            diags,
        ),  # fmt: skip
        lambda: _parallelism(op, diags),
        lambda: _recipe_operands(op, g, diags),
        lambda: _loop_body(op, diags, ctx),
    )
    return all(check() for check in checks)


def _parallelism(op: Operation, diags: list[Diagnostic]) -> bool:
    """auto, independent and seq: one per device type, one for none; no gang, worker or
    vector where seq applies."""
    modes = _device_types(op, "auto_") + _device_types(op, "independent")
    seq = _device_types(op, "seq")
    if _duplicate(modes + seq) is not None:
        return fail(diags, op, "only one of auto, independent, seq can be present at the same "
                    "time", prefix=False)  # fmt: skip
    if "none" not in modes + seq:
        return fail(diags, op, "at least one of auto, independent, seq must be present",
                    prefix=False)  # fmt: skip
    parallel = (
        set(_device_types(op, "gang"))
        | set(_device_types(op, "worker"))
        | set(_device_types(op, "vector"))
        | set(_device_types(op, "workerNumOperandsDeviceType"))
        | set(_device_types(op, "vectorOperandsDeviceType"))
        | _segment_device_types(op, "gangOperandsSegments", "gangOperandsDeviceType")
    )
    if any(d in parallel for d in seq):
        return fail(diags, op, "gang, worker or vector cannot appear with seq", prefix=False)
    return True


def _loop_body(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The body: present; a loop without induction variables either unstructured or holding
    as many nested loops as it collapses."""
    region = op.regions[0]
    if not region.blocks:
        return fail(diags, op, "expected non-empty body.", prefix=False)
    container = not op_value_groups(op, ctx).get("lowerbound")
    if inherent(op, "unstructured") is not None:
        if not container:
            return fail(diags, op, "unstructured acc.loop must not have induction variables",
                        prefix=False)  # fmt: skip
        return True
    if not container:
        return True
    collapse = inherent(op, "collapse")
    entries = [int(a.params[1]) for a in collapse.params[0]] if collapse is not None else []
    dts = _device_types(op, "collapseDeviceType")
    count = dict(zip(dts, entries)).get("none", 1)
    count = max([count, *entries])
    expected: Operation = op
    sibling = False

    def nearest_loop(o: Operation) -> Operation | None:
        p = o.parent_op
        while p is not None and p.name not in _LOOP_LIKE:
            p = p.parent_op
        return p

    def walk(ops: list[Operation]) -> bool:
        """Pre-order; False to stop."""
        nonlocal count, expected, sibling
        for o in ops:
            if o.name in _LOOP_LIKE:
                if nearest_loop(o) is not expected:
                    sibling = True
                    return False
                count -= 1
                expected = o
            if count == 0:
                return False
            for r in o.regions:
                for b in r.blocks:
                    if not walk(b.ops):
                        return False
        return True

    for b in region.blocks:
        if not walk(b.ops):
            break
    if sibling:
        return fail(diags, op, "found sibling loops inside container-like acc.loop",
                    prefix=False)  # fmt: skip
    if count != 0:
        return fail(diags, op, "failed to find enough loop-like operations inside "
                    "container-like acc.loop", prefix=False)  # fmt: skip
    return True


plugin.verifier("AccLoop", _loop)


# --- the C++ classes the generated predicates name -------------------------------------------


def _type_of(v: Any) -> Any:
    return v.params[0] if v.defn is B.A["type"] else v


def _pointer_like(v: Any) -> bool:
    """acc's PointerLikeType: mlir-opt attaches it to memrefs (ranked or not) and !llvm.ptr."""
    t = _type_of(v)
    return t.defn in (B.T["memref"], B.T["unranked_memref"]) or t.defn.key == "!llvm.ptr"


plugin.cpp_class("acc::PointerLikeType", _pointer_like, "pointer-like type")
# (no type mlir-opt-22 knows is an acc::MappableType)
plugin.cpp_class("acc::MappableType", lambda v: False, "mappable type")
plugin.cpp_classes([
    ("acc::DeviceTypeAttr", "#acc.device_type", "device type attribute"),
    ("acc::GangArgTypeAttr", "#acc.gang_arg_type", "gang arg type attribute"),
])  # fmt: skip
