"""The C++ verifiers of the acc dialect's operations, with mlir-opt-22's messages.

- data constructs (acc.data, acc.parallel/serial/kernels, acc.update, acc.enter_data,
  acc.exit_data): their data operands come from data entry/exit operations; async and
  wait clauses do not conflict; num_gangs takes at most 3 values per device type.
- acc.wait, acc.init, acc.shutdown, acc.set: their clause rules, and the last three are
  not nested in a compute construct.
- atomic read/write/update/capture: the address's element type, the update region's
  argument and yield, the capture region's sequence.
- the recipes (private, firstprivate, reduction): their regions' arguments.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
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
    return _data_operands(op, g.get("dataClauseOperands", []), _DATA_ENTRY_EXIT,
                          _ENTRY_EXIT_MESSAGE, diags)  # fmt: skip


def _update(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    values = op_value_groups(op, ctx).get("dataClauseOperands", [])
    if not values:
        return fail(diags, op, "at least one value must be present in dataOperands",
                    prefix=False)  # fmt: skip
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


def _compute(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    segments = inherent(op, "numGangsSegments")
    if segments is not None and segments.defn is B.A["dense_array"]:
        if any(n > 3 for n in segments.params[1]):
            return fail(diags, op, "num_gangs expects a maximum of 3 values per segment")
    values = op_value_groups(op, ctx).get("dataClauseOperands", [])
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
