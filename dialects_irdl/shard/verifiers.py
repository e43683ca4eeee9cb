"""C++ checks of the shard dialect, with mlir-opt-22's messages.

Named as the generated file names C++ pieces (``Shard`` + the operation class):

- ``ShardGrid``: a positive rank; each size non-negative or dynamic.
- ``ShardSharding``: split axes non-negative and used once, halo sizes and sharded dims
  offsets mutually exclusive, two halo sizes per split tensor dimension; its symbol uses:
  the grid exists, has a static shape when offsets are given, and the offsets (one more
  than the shards of each split dimension) do not decrease.
- The symbol uses of the operations on a grid (``SymbolUserOpInterface``): the grid symbol
  names a ``shard.grid`` ("Undefined required grid symbol ..."), the grid axes are unique
  and within its rank, result counts (``grid_shape``, ``process_multi_index``), in-group
  device multi-indices (``root``, ``source``, ``destination``), and the result shapes of
  the collectives (gather, slice, scatter, all-to-all), the shift axis.

The generated file names only the first two (the ODS operations with ``hasVerifier``); the
others are registered under the names the importer will give them once it names C++'s
``verifySymbolUses`` (``ShardAllGather``...). ``PENDING_TRAITS`` checks the ODS trait the
generated file keeps by name only (``SameOperandsAndResultRank``, outside the trait
library): delete an entry once the importer maps its trait.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from irdl.checks.traits import lookup_symbol
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("shard")

Check = Callable[[Operation, list[Diagnostic], Any], bool]
DYN = B.DYNAMIC


# --- reading the operations ---------------------------------------------------------------


def _ints(a: Attribute | None) -> tuple[int, ...]:
    """The values of a dense array attribute (none for anything else)."""
    return tuple(a.params[1]) if a is not None and a.defn is B.A["dense_array"] else ()


def _int(a: Attribute | None) -> int | None:
    return int(a.params[1]) if a is not None and a.defn is B.A["integer"] else None


def split_axes(op: Operation) -> list[tuple[int, ...]]:
    """The grid axes of each tensor dimension of ``#shard.axisarray``."""
    a = inherent(op, "split_axes")
    if a is None or not a.params:
        return []
    axes = a.params[0]
    if axes is None or axes.defn is not B.A["array"]:
        return []
    entries = axes.params[0]
    if entries and all(e.defn is B.A["integer"] for e in entries):
        # `[ $axes ]` read as one attribute (the generated format): a single sub-list
        return [tuple(int(e.params[1]) for e in entries)]
    return [_ints(e) for e in entries]


def _shape(t: Attribute) -> tuple[int, ...] | None:
    """A ranked tensor's or memref's shape; None when unranked or not shaped."""
    if t.defn in (B.T["tensor"], B.T["memref"], B.T["vector"]):
        return tuple(t.params[0])
    return None


def _emit(diags: list[Diagnostic], op: Operation, message: str) -> bool:
    """MLIR's ``emitError``: the message alone, at the operation."""
    return fail(diags, op, message, False)


# --- the grid -----------------------------------------------------------------------------


def _grid(op: Operation, ctx: Any) -> Operation | None:
    """The ``shard.grid`` the operation's ``grid`` symbol names, or None."""
    ref = inherent(op, "grid")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return None
    target = lookup_symbol(ctx, op, ref.params[0], tuple(ref.params[1]))
    return target if isinstance(target, Operation) and target.name == "shard.grid" else None


def _grid_or_fail(op: Operation, diags: list[Diagnostic], ctx: Any) -> Operation | None:
    grid = _grid(op, ctx)
    if grid is None:
        ref = inherent(op, "grid")
        name = ref.params[0] if ref is not None and ref.defn is B.A["symbol_ref"] else ""
        _emit(diags, op, f'Undefined required grid symbol "{name}".')
    return grid


def grid_shape(grid: Operation) -> tuple[int, ...]:
    return _ints(inherent(grid, "shape"))


def _grid_name(grid: Operation) -> str:
    a = inherent(grid, "sym_name")
    return str(a.params[0]) if a is not None and a.defn is B.A["string"] else ""


def _axes_ok(
    op: Operation, axes: tuple[int, ...], grid: Operation, diags: list[Diagnostic]
) -> bool:
    """Grid axes used once each, each within the grid's rank."""
    if len(set(axes)) != len(axes):
        return _emit(diags, op, "Grid axes contains duplicate elements.")
    rank = len(grid_shape(grid))
    for axis in axes:
        if not 0 <= axis < rank:
            return _emit(diags, op, f"0-based grid axis index {axis} is out of bounds. The "
                         f'referenced grid "{_grid_name(grid)}" is of rank {rank}.')  # fmt: skip
    return True


def _grid_and_axes(
    op: Operation, diags: list[Diagnostic], ctx: Any, name: str = "grid_axes"
) -> Operation | None:
    grid = _grid_or_fail(op, diags, ctx)
    if grid is None or not _axes_ok(op, _ints(inherent(op, name)), grid, diags):
        return None
    return grid


def _group_size(axes: Iterable[int], shape: tuple[int, ...]) -> int:
    """The number of devices of a group along ``axes`` (dynamic if any size is)."""
    size = 1
    for axis in axes:
        if shape[axis] == DYN:
            return DYN
        size *= shape[axis]
    return size


def _mul(a: int, b: int) -> int:
    return DYN if DYN in (a, b) else a * b


def _div(a: int, b: int) -> int:
    return DYN if DYN in (a, b) or b == 0 else a // b


# --- shared checks ------------------------------------------------------------------------


def _dim_ok(op: Operation, diags: list[Diagnostic], expected: int, got: int, axis: int) -> bool:
    """A static result size must be the expected one."""
    if got != DYN and expected != got:
        want = "dynamic" if expected == DYN else str(expected)
        return _emit(diags, op, f"Dimension size mismatch for result axis {axis}. "
                     f"Expected {want}, but got {got}.")  # fmt: skip
    return True


def _in_group_device(
    op: Operation, diags: list[Diagnostic], name: str, axes: tuple[int, ...], shape: tuple[int, ...]
) -> bool:
    """A device multi-index within the group ``axes`` of the grid."""
    device = _ints(inherent(op, name))
    if len(device) != len(axes):
        return _emit(diags, op, f'In-group device "{name}" has unexpected multi-index size '
                     f"{len(device)}. Expected {len(axes)}.")  # fmt: skip
    for i, (coord, axis) in enumerate(zip(device, axes)):
        size = shape[axis]
        if coord != DYN and size != DYN and size <= coord:
            return _emit(diags, op, f"Out of bounds coordinate {i} for in-group device "
                         f'"{name}". Got {coord}, but expected value in the range '
                         f"[0, {size - 1}].")  # fmt: skip
    return True


def _io_shapes(op: Operation) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    if not op.operands or not op.results:
        return None
    a, b = _shape(op.operands[0].type), _shape(op.results[0].type)
    return None if a is None or b is None else (a, b)


def _gather_shapes(
    op: Operation, diags: list[Diagnostic], axis: int, axes: tuple[int, ...], shape: tuple[int, ...]
) -> bool:
    """The gather axis grows by the group size, the other dimensions stay."""
    shapes = _io_shapes(op)
    if shapes is None:
        return True
    operand, result = shapes
    if not 0 <= axis < len(result):
        return _emit(diags, op, f"Gather axis {axis} is out of bounds [0, {len(result)}).")
    group = _group_size(axes, shape)
    for i, (size, got) in enumerate(zip(operand, result)):
        if not _dim_ok(op, diags, _mul(group, size) if i == axis else size, got, i):
            return False
    return True


def _scatter_shapes(
    op: Operation, diags: list[Diagnostic], axis: int, axes: tuple[int, ...], shape: tuple[int, ...]
) -> bool:
    """The scattered (sliced) axis shrinks by the group size, which must divide it; the
    other dimensions stay."""
    shapes = _io_shapes(op)
    if shapes is None:
        return True
    operand, result = shapes
    for i, (size, got) in enumerate(zip(operand, result)):
        if i != axis and not _dim_ok(op, diags, size, got, i):
            return False
    if not 0 <= axis < min(len(operand), len(result)):
        return True
    group = _group_size(axes, shape)
    if group == 0:  # no device: C++ divides by zero, and mlir-opt-22 reports nothing
        return True
    size = operand[axis]
    if size != DYN and group != DYN and size % group:
        return _emit(diags, op, f"Operand dimension size {size} is not divisible by collective "
                     f"device group size {group} for tensor axis {axis}.")  # fmt: skip
    return _dim_ok(op, diags, _div(size, group), result[axis], axis)


def _all_to_all_shapes(
    op: Operation, diags: list[Diagnostic], split: int, concat: int, axes: tuple[int, ...],
    shape: tuple[int, ...],
) -> bool:  # fmt: skip
    """The concat axis grows and the split axis shrinks by the group size."""
    shapes = _io_shapes(op)
    if shapes is None:
        return True
    operand, result = shapes
    for i, (size, got) in enumerate(zip(operand, result)):
        if (i not in (split, concat) or split == concat) and not _dim_ok(op, diags, size, got, i):
            return False
    if split == concat:
        return True
    n = min(len(operand), len(result))
    group = _group_size(axes, shape)
    # (an axis beyond the rank: C++ reads past the shape; only the other one is checked)
    if 0 <= concat < n:
        expected = _mul(operand[concat], group)
        if not _dim_ok(op, diags, expected, result[concat], concat):
            return False
    if 0 <= split < n:
        return _dim_ok(op, diags, _div(operand[split], group), result[split], split)
    return True


# --- the ODS traits the generated file keeps by name only ----------------------------------


def _same_rank(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """SameOperandsAndResultRank, over the ranked operands and results."""
    ranks = [len(s) for s in (_shape(v.type) for v in op.operands) if s is not None]
    if ranks and any(r != ranks[0] for r in ranks):
        return fail(diags, op, "operands don't have matching ranks")
    for r in op.results:
        s = _shape(r.type)
        if ranks and s is not None and len(s) != ranks[0]:
            return fail(diags, op, "result type has different rank than operands")
    return True


# operation -> the checks of its ODS traits the generated file keeps by name only (in ODS order)
PENDING_TRAITS: dict[str, tuple[Check, ...]] = {
    "shard.all_gather": (_same_rank,),
    "shard.all_slice": (_same_rank,),
    "shard.all_to_all": (_same_rank,),
    "shard.reduce_scatter": (_same_rank,),
}


def _pending_traits(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return all(check(op, diags, ctx) for check in PENDING_TRAITS.get(op.name, ()))


# --- shard.grid -----------------------------------------------------------------------------


def _verify_grid(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    shape = grid_shape(op)
    if not shape:
        return fail(diags, op, "rank of grid is expected to be a positive integer")
    if any(d < 0 and d != DYN for d in shape):
        return fail(diags, op, "dimension size of a grid is expected to be non-negative or dynamic")
    return True


plugin.verifier("ShardGrid", _verify_grid)


# --- shard.sharding -------------------------------------------------------------------------


def _verify_sharding(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    seen: set[int] = set()
    axes = split_axes(op)
    for sub in axes:
        for axis in sub:
            if axis < 0:
                return _emit(diags, op, "grid axis is expected to be non-negative")
            if axis in seen:
                return _emit(diags, op, "grid axis duplicated")
            seen.add(axis)
    halos = _ints(inherent(op, "static_halo_sizes"))
    offsets = _ints(inherent(op, "static_sharded_dims_offsets"))
    if halos and offsets:
        return fail(diags, op, "halo sizes and shard offsets are mutually exclusive")
    if halos and len(halos) != 2 * sum(1 for sub in axes if sub):
        return _emit(diags, op, "halo sizes must be specified for all split axes.")
    return True


def _sharding_symbols(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    grid = _grid_or_fail(op, diags, ctx)
    if grid is None:
        return False
    shape = grid_shape(grid)
    offsets = _ints(inherent(op, "static_sharded_dims_offsets"))
    if not offsets:
        return True
    if DYN in shape:
        return _emit(diags, op, "sharded dims offsets are not allowed for device grids with "
                     "dynamic shape.")  # fmt: skip
    pos = 0
    for sub in split_axes(op):
        if not sub:
            continue
        shards = sum(shape[a] for a in sub if 0 <= a < len(shape))
        last = 0
        for i in range(shards + 1):
            if len(offsets) <= pos + i:
                return _emit(diags, op, "sharded dims offsets has wrong size.")
            value = offsets[pos + i]
            if value != DYN:
                if value < last:
                    return _emit(diags, op, "sharded dims offsets must be non-decreasing.")
                last = value
        pos += shards + 1
    return True


plugin.verifier("ShardSharding", _verify_sharding, verify_symbol_uses=_sharding_symbols)


# --- operations that only name a grid -------------------------------------------------------


def _grid_only(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _grid_or_fail(op, diags, ctx) is not None


for _name in ("ShardProcessLinearIndex", "ShardNeighborsLinearIndices", "ShardUpdateHalo"):
    plugin.verifier(_name, verify_symbol_uses=_grid_only)


def _grid_indices(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """grid_shape, process_multi_index: one result per axis (per grid axis when none)."""
    grid = _grid_and_axes(op, diags, ctx, "axes")
    if grid is None:
        return False
    axes = _ints(inherent(op, "axes"))
    expected = len(axes) if axes else len(grid_shape(grid))
    if len(op.results) != expected:
        return _emit(diags, op, f"Unexpected number of results {len(op.results)}. "
                     f"Expected {expected}.")  # fmt: skip
    return True


plugin.verifier("ShardGridShape", verify_symbol_uses=_grid_indices)
plugin.verifier("ShardProcessMultiIndex", verify_symbol_uses=_grid_indices)


# --- collectives ----------------------------------------------------------------------------


def _collective(
    *, device: str | None = None, optional_device: bool = False,
    shapes: Callable[[Operation, list[Diagnostic], tuple[int, ...], tuple[int, ...]], bool]
    | None = None,
) -> Check:  # fmt: skip
    """The symbol uses of a collective: its grid and grid axes, the in-group ``device``,
    then the result shape (``shapes``)."""

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        grid = _grid_and_axes(op, diags, ctx)
        if grid is None:
            return False
        axes = _ints(inherent(op, "grid_axes"))
        shape = grid_shape(grid)
        if device is not None and not (optional_device and inherent(op, device) is None):
            if not _in_group_device(op, diags, device, axes, shape):
                return False
        return shapes is None or shapes(op, diags, axes, shape)

    return verify


def _axis_shapes(attr: str, rule: Callable[..., bool]) -> Callable[..., bool]:
    def shapes(op: Operation, diags: list[Diagnostic], axes: tuple[int, ...], shape: Any) -> bool:
        axis = _int(inherent(op, attr))
        return axis is None or rule(op, diags, axis, axes, shape)

    return shapes


def _all_to_all(op: Operation, diags: list[Diagnostic], axes: tuple[int, ...], shape: Any) -> bool:
    split, concat = _int(inherent(op, "split_axis")), _int(inherent(op, "concat_axis"))
    if split is None or concat is None:
        return True
    return _all_to_all_shapes(op, diags, split, concat, axes, shape)


def _shift(op: Operation, diags: list[Diagnostic], axes: tuple[int, ...], shape: Any) -> bool:
    axis = _int(inherent(op, "shift_axis"))
    if axis is not None and axis not in axes:
        shown = axis % (1 << 64)  # C++ reads it unsigned
        return _emit(diags, op, f"Invalid shift axis {shown}. It must be one of the grouping "
                     "grid axes.")  # fmt: skip
    return True


_COLLECTIVES: dict[str, Check] = {
    "ShardAllGather": _collective(shapes=_axis_shapes("gather_axis", _gather_shapes)),
    "ShardAllReduce": _collective(),
    "ShardAllSlice": _collective(shapes=_axis_shapes("slice_axis", _scatter_shapes)),
    "ShardAllToAll": _collective(shapes=_all_to_all),
    "ShardBroadcast": _collective(device="root"),
    "ShardGather": _collective(device="root", shapes=_axis_shapes("gather_axis", _gather_shapes)),
    "ShardRecv": _collective(device="source", optional_device=True),
    "ShardReduce": _collective(device="root"),
    "ShardReduceScatter": _collective(shapes=_axis_shapes("scatter_axis", _scatter_shapes)),
    "ShardScatter": _collective(
        device="root", shapes=_axis_shapes("scatter_axis", _scatter_shapes)
    ),
    "ShardSend": _collective(device="destination"),
    "ShardShift": _collective(shapes=_shift),
}
for _name, _check in _COLLECTIVES.items():
    plugin.verifier(_name, _pending_traits, verify_symbol_uses=_check)
