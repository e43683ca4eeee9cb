"""C++ verifiers of the tosa dialect, with mlir-opt's messages (a first set).

- ``TosaTranspose``: ``perms`` has one entry per input dimension and is a permutation; the
  input and result ranks agree; each static result size is the permuted input's.
- ``TosaConcat``: the inputs' element types are the result's; the axis is within the rank;
  sizes agree off the axis; along it they add up to the result's.
- ``TosaReduceAll/Any/Max/Min/Product/Sum``: a non-negative axis below the input rank, a
  result of the input's rank whose size along the axis is 1.
- ``TosaSlice``: start and size (``!tosa.shape<N>``) of the input's rank. ``TosaTile``:
  multiples of the input's rank. ``TosaReshape``: static element counts agree.
  ``TosaReverse``: the axis below the rank. ``TosaConst``: the values' element type is the
  result's (but for quantized results).
- ``TosaArgMax``: the axis within the rank; the result's shape is the input's without it.
  ``TosaClamp``: min/max of the element type's kind, min <= max.
- ``TosaVariableRead``/``Write``: the variable is declared (in an enclosing block), of
  the value's element type and shape. ``TosaIf``: each branch yields the results' element
  types. ``TosaWhile``: the condition yields a ``tensor<i1>``. ``TosaSelect``: the
  choices' element type is the result's.
- ``TosaDim``: the axis within the rank. ``TosaMul``: one element type when floats are
  involved. ``TosaNegate``: the result's element type is the input's. ``TosaPad``: two
  padding values per dimension, which (when constant) add up to the result's sizes.
- ``TosaGather``: the values' element type is the result's, the batch sizes agree.
  ``TosaConstShape``: one value per rank of the result. ``TosaTable``: the result's sizes
  are the input's.
- ``TosaMaxPool2d``/``TosaAvgPool2d`` (the pooling part): kernel and stride >= 1,
  padding >= 0 and below the kernel, the result's height and width as the window gives.
- ``TosaScatter``: as gather. ``TosaFFT2d``/``TosaRFFT2d``: power-of-two height and
  width; rfft2d's results of one shape, of width input_width / 2 + 1.
- ``TosaConcatShape``: the result's rank is the sum of the inputs'.
- ``TosaMatMul`` (zero points): each of its value's element type, and 0 (when constant)
  unless int8; ``TosaNegate`` checks the values of its zero points alike.
- ``shapeType`` (``!tosa.shape<N>``): N >= 0 (reported at the type's name; mlir-opt
  points at its ``<``).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from core.ir import Operation
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("tosa")


def _ranked(t: Any) -> bool:
    return bool(t.defn is B.T["tensor"])


def _element(t: Any) -> Any:
    if t.defn is B.T["tensor"]:
        return t.params[1]
    if t.defn is B.T["unranked_tensor"]:
        return t.params[0]
    return t


def _ints(a: Any) -> list[int] | None:
    """The values of a dense array attribute (or an integer attribute, as one value)."""
    if a is None:
        return None
    if a.defn is B.A["integer"]:
        return [int(a.params[1])]
    if a.defn is B.A["dense_array"]:
        return [int(v) for v in a.params[1]]
    return None


def _verify_transpose(op: Operation, diags: list[Any], ctx: Any) -> bool:
    src, dst = op.operands[0].type, op.results[0].type
    perms = _ints(inherent(op, "perms"))
    if perms is None:
        return True
    if _ranked(src):
        rank = len(src.params[0])
        if len(perms) != rank:
            return fail(diags, op, f"expected perms attribute to have size {rank} (input rank) "
                        f"but got size {len(perms)}")  # fmt: skip
    if _ranked(src) and _ranked(dst) and len(src.params[0]) != len(dst.params[0]):
        return fail(diags, op, "expected input tensor rank to equal result tensor rank")
    if _ranked(dst) and len(perms) != len(dst.params[0]):
        return fail(diags, op, f"expected perms attribute to have size {len(dst.params[0])} "
                    f"(output rank) but got size {len(perms)}")  # fmt: skip
    if sorted(perms) != list(range(len(perms))):
        return fail(diags, op, "expected valid permutation indices")
    if _ranked(src) and _ranked(dst):
        ins, outs = src.params[0], dst.params[0]
        for d, p in enumerate(perms):
            if ins[p] != B.DYNAMIC and outs[d] != B.DYNAMIC and ins[p] != outs[d]:
                return fail(diags, op, f"expected output tensor dim {d} to match input dim {p} "
                            f"with value of {ins[p]}")  # fmt: skip
    return True


def _verify_concat(op: Operation, diags: list[Any], ctx: Any) -> bool:
    out = op.results[0].type
    out_elt = _element(out)
    for v in op.operands:
        if _element(v.type) is not out_elt:
            return fail(diags, op, "expect input and output to have same element type, got "
                        f"'{_element(v.type)!r}' and '{out_elt!r}'")  # fmt: skip
    axis_attr = _ints(inherent(op, "axis"))
    ranked = [(i, v.type) for i, v in enumerate(op.operands) if _ranked(v.type)]
    if axis_attr is None or not ranked:
        return True
    axis = axis_attr[0]
    first, first_type = ranked[0]
    rank = len(first_type.params[0])
    if axis < 0 or axis >= max(rank, 1):
        return fail(diags, op, "expect axis to be within range 0 < axis < "
                    f"rank(input1[firstRankedTensorIdx]), got {axis}")  # fmt: skip
    shape = first_type.params[0]
    for i, t in ranked[1:]:
        other = t.params[0]
        if len(other) != rank:
            continue
        for d in range(rank):
            if d == axis or shape[d] == B.DYNAMIC or other[d] == B.DYNAMIC:
                continue
            if shape[d] != other[d]:
                return fail(diags, op, "expect all operand shapes to have the same sizes on "
                            f"non-axis dimensions, but got {other[d]} vs {shape[d]} at index "
                            f"{d} on operands {first} and {i}")  # fmt: skip
    if _ranked(out) and len(out.params[0]) == rank and len(ranked) == len(op.operands):
        sizes = [t.params[0][axis] for _, t in ranked]
        total = out.params[0][axis]
        if B.DYNAMIC not in sizes and total != B.DYNAMIC and sum(sizes) != total:
            return fail(diags, op, "requires sum of axis dimensions of input1 equal to output "
                        f"axis dimension, got {sum(sizes)} and {total}")  # fmt: skip
    return True


def _verify_reduce(op: Operation, diags: list[Any], ctx: Any) -> bool:
    axis_attr = _ints(inherent(op, "axis"))
    if axis_attr is None:
        return True
    axis = axis_attr[0]
    src, dst = op.operands[0].type, op.results[0].type
    if axis < 0:
        return fail(diags, op, "reduce axis must not be negative")
    if _ranked(src):
        rank = len(src.params[0])
        if rank != 0 and axis >= rank:
            return fail(diags, op, f"expect input tensor rank ({rank}) to be larger than reduce "
                        f"axis ({axis})")  # fmt: skip
    if _ranked(dst):
        if _ranked(src) and len(dst.params[0]) != len(src.params[0]):
            return fail(diags, op, "expect output tensor rank to be equal to input tensor rank")
        if axis < len(dst.params[0]):
            size = dst.params[0][axis]
            if size != B.DYNAMIC and size != 1:
                return fail(diags, op, f"expect reduced dimension size to be 1, got {size}")
    return True


plugin.verifier("TosaTranspose", _verify_transpose)
plugin.verifier("TosaConcat", _verify_concat)
for _name in ("All", "Any", "Max", "Min", "Product", "Sum"):
    plugin.verifier(f"TosaReduce{_name}", _verify_reduce)


def _shape_rank(t: Any) -> int | None:
    """The rank of a ``!tosa.shape<N>`` type."""
    if t.defn.key != "!tosa.shape" or not t.params:
        return None
    n = t.params[0]
    return int(n.params[1]) if hasattr(n, "defn") else int(n)


def _verify_slice(op: Operation, diags: list[Any], ctx: Any) -> bool:
    src = op.operands[0].type
    if not _ranked(src):
        return True
    rank = len(src.params[0])
    for name, v in (("start", op.operands[1]), ("size", op.operands[2])):
        n = _shape_rank(v.type)
        if n is not None and n != rank:
            return fail(diags, op, f"length of {name} is not equal to rank of input shape")
    return True


def _verify_tile(op: Operation, diags: list[Any], ctx: Any) -> bool:
    src = op.operands[0].type
    n = _shape_rank(op.operands[1].type)
    if _ranked(src) and n is not None and n != len(src.params[0]):
        return fail(diags, op, f"expect 'multiples' to have rank {len(src.params[0])} but got "
                    f"{n}.")  # fmt: skip
    return True


def _count(t: Any) -> int | None:
    if not _ranked(t) or B.DYNAMIC in t.params[0]:
        return None
    n = 1
    for d in t.params[0]:
        n *= d
    return n


def _verify_reshape(op: Operation, diags: list[Any], ctx: Any) -> bool:
    a, b = _count(op.operands[0].type), _count(op.results[0].type)
    if a is not None and b is not None and a != b:
        return fail(diags, op, f"cannot reshape {a} elements into {b}")
    return True


def _verify_reverse(op: Operation, diags: list[Any], ctx: Any) -> bool:
    axis = _ints(inherent(op, "axis"))
    src = op.operands[0].type
    if axis is not None and _ranked(src):
        rank = len(src.params[0])
        if rank != 0 and axis[0] >= rank:
            return fail(diags, op, f"expect input tensor rank ({rank}) to be larger than reverse "
                        f"axis ({axis[0]})")  # fmt: skip
    return True


def _verify_const(op: Operation, diags: list[Any], ctx: Any) -> bool:
    values = inherent(op, "values")
    if values is None or not values.params or not hasattr(values.params[0], "defn"):
        return True
    attr_type = values.params[0]
    if not attr_type.defn.is_type:
        return True
    result = _element(op.results[0].type)
    if result.defn.dialect == "quant":
        return True
    if _element(attr_type) is not result:
        return fail(diags, op, "expected same attr/result element types")
    return True


plugin.verifier("TosaSlice", _verify_slice)
plugin.verifier("TosaTile", _verify_tile)
plugin.verifier("TosaReshape", _verify_reshape)
plugin.verifier("TosaReverse", _verify_reverse)
plugin.verifier("TosaConst", _verify_const)


def _check_shape_type(params: tuple[Any, ...]) -> tuple[str, int] | None:
    (rank,) = params
    n = int(rank.params[1]) if hasattr(rank, "defn") else int(rank)
    if n < 0:
        return f"invalid rank (must be >= 0): {n}", -1
    return None


plugin.type_verifier("TosashapeType", _check_shape_type)


def _dims_text(dims: tuple[int, ...] | list[int]) -> str:
    return ", ".join("?" if d == B.DYNAMIC else str(d) for d in dims)


def _verify_argmax(op: Operation, diags: list[Any], ctx: Any) -> bool:
    axis = _ints(inherent(op, "axis"))
    src, dst = op.operands[0].type, op.results[0].type
    if axis is None or not _ranked(src):
        return True
    rank = len(src.params[0])
    if axis[0] < 0 or (rank and axis[0] >= rank):
        return fail(diags, op, "specified axis is outside the rank of the tensor")
    if _ranked(dst) and rank:
        want = [d for i, d in enumerate(src.params[0]) if i != axis[0]]
        got = list(dst.params[0])
        same = len(want) == len(got) and all(
            a == b or B.DYNAMIC in (a, b) for a, b in zip(want, got)
        )
        if not same:
            return fail(diags, op, f"expected output shape '{_dims_text(want)}', got "
                        f"'{_dims_text(got)}'")  # fmt: skip
    return True


def _scalar(a: Any) -> float | int | None:
    if a.defn is B.A["integer"]:
        return int(a.params[1])
    if a.defn is B.A["float"]:
        from core import floats

        sem = floats.SEMANTICS[B.FLOAT_DEFS[a.params[0].defn]]
        try:
            return float(floats.format_float(sem, a.params[1]))
        except ValueError:
            return None
    return None


def _verify_clamp(op: Operation, diags: list[Any], ctx: Any) -> bool:
    lo, hi = inherent(op, "min_val"), inherent(op, "max_val")
    if lo is None or hi is None:
        return True
    elt = _element(op.operands[0].type)
    is_float = elt.defn in B.FLOAT_DEFS
    for bound in (lo, hi):
        if (bound.defn is B.A["float"]) != is_float or (
            bound.defn in (B.A["float"], B.A["integer"]) and bound.params[0] is not elt and is_float
        ):
            return fail(diags, op, "min/max attributes types are incompatible with input/output "
                        "element types.")  # fmt: skip
    a, b = _scalar(lo), _scalar(hi)
    if a is not None and b is not None and a > b:
        return fail(diags, op, f"expected min_val <= max_val, got min_val={lo!r}, "
                    f"max_val={hi!r}")  # fmt: skip
    return True


plugin.verifier("TosaArgMax", _verify_argmax)
plugin.verifier("TosaClamp", _verify_clamp)


def _variable(op: Operation) -> Operation | None:
    """The ``tosa.variable`` the op names, looked up in its enclosing symbol tables."""
    name = inherent(op, "name")  # a string (or, as ODS had it, a flat symbol reference)
    if name is None or name.defn not in (B.A["symbol_ref"], B.A["string"]):
        return None
    wanted = name.params[0]
    block = op.parent
    while block is not None:
        for other in block.ops:
            if other.name == "tosa.variable":
                sym = inherent(other, "sym_name")
                if sym is not None and sym.params[0] == wanted:
                    return other
        region = block.parent
        parent = region.parent if region is not None else None
        block = parent.parent if parent is not None else None
    return None


def _variable_type(var: Operation) -> Any:
    shape = inherent(var, "var_shape")
    elt = inherent(var, "type")
    if shape is None or elt is None or shape.defn is not B.A["dense_int_or_fp_elements"]:
        return None
    shaped, splat, stored = shape.params
    n = shaped.params[0][0] if shaped.params[0] else 0
    dims = (stored[0],) * n if splat else tuple(stored)
    elt_type = elt.params[0] if elt.defn is B.A["type"] else elt
    return get(B.T["tensor"], (tuple(int(d) for d in dims), elt_type, None))


def _variable_access(what: str) -> Any:
    def verify(op: Operation, diags: list[Any], ctx: Any) -> bool:
        var = _variable(op)
        if var is None:
            name = inherent(op, "name")
            text = name.params[0] if name is not None else ""
            return fail(diags, op, f"'{text}' has not been declared by 'tosa.variable'")
        declared = _variable_type(var)
        value = op.results[0] if what == "output1" else op.operands[0]
        t = value.type
        if declared is None or not _ranked(t):
            return True
        if _element(t) is not _element(declared):
            return fail(diags, op, f"require same element type for '{what}' "
                        f"('{_element(t)!r}') and the input tensor "
                        f"('{_element(declared)!r}')")  # fmt: skip
        if t.params[0] != declared.params[0]:
            return fail(diags, op, f"require same shapes for '{what}' ('{t!r}') and the input "
                        f"tensor ('{declared!r}')")  # fmt: skip
        return True

    return verify


def _terminator_operands(region: Any) -> list[Any] | None:
    if region is None or not region.blocks or not region.blocks[0].ops:
        return None
    return list(region.blocks[0].ops[-1].operands)


def _verify_if(op: Operation, diags: list[Any], ctx: Any) -> bool:
    for index, name in ((0, "then_graph"), (1, "else_graph")):
        values = _terminator_operands(op.regions[index] if index < len(op.regions) else None)
        if values is None:
            continue
        for v, r in zip(values, op.results):
            if _element(v.type) is not _element(r.type):
                return fail(diags, op, f"require same element type for '{name}' results "
                            f"('{_element(v.type)!r}') and 'output_list' "
                            f"('{_element(r.type)!r}')")  # fmt: skip
    return True


def _verify_while(op: Operation, diags: list[Any], ctx: Any) -> bool:
    values = _terminator_operands(op.regions[0] if op.regions else None)
    if values is not None and len(values) == 1:
        t = values[0].type
        if not (_ranked(t) and not t.params[0] and t.params[1] is B.integer_type(1)):
            return fail(diags, op, f"'cond_graph' result must be a boolean tensor, got '{t!r}'")
    return True


def _verify_select(op: Operation, diags: list[Any], ctx: Any) -> bool:
    out = _element(op.results[0].type)
    for v in op.operands[1:]:
        if _element(v.type) is not out:
            return fail(diags, op, "expect input and output to have same element type, got "
                        f"'{_element(v.type)!r}' and '{out!r}'")  # fmt: skip
    return True


plugin.verifier("TosaVariableRead", _variable_access("output1"))
plugin.verifier("TosaVariableWrite", _variable_access("input1"))
plugin.verifier("TosaIf", _verify_if)
plugin.verifier("TosaWhile", _verify_while)
plugin.verifier("TosaSelect", _verify_select)


def _verify_dim(op: Operation, diags: list[Any], ctx: Any) -> bool:
    axis = _ints(inherent(op, "axis"))
    src = op.operands[0].type
    if axis is not None and _ranked(src):
        rank = len(src.params[0])
        if not 0 <= axis[0] < rank:
            return fail(diags, op, f"expect axis to be in the range [0, {rank}), got {axis[0]}")
    return True


def _verify_mul(op: Operation, diags: list[Any], ctx: Any) -> bool:
    types = [_element(op.operands[0].type), _element(op.operands[1].type),
             _element(op.results[0].type)]  # fmt: skip
    if any(t.defn in B.FLOAT_DEFS for t in types) and len(set(map(id, types))) != 1:
        return fail(diags, op, "requires the same element type for all operands and results")
    return True


def _verify_negate(op: Operation, diags: list[Any], ctx: Any) -> bool:
    a, b = _element(op.operands[0].type), _element(op.results[0].type)
    if a is not b and a.defn.dialect != "quant" and b.defn.dialect != "quant":
        return fail(diags, op, "expect input and output to have same element type, got "
                    f"'{a!r}' and '{b!r}'")  # fmt: skip
    if len(op.operands) == 3 and not _is_int8(a) and a.defn.dialect != "quant":
        for name, zp in (("input1", op.operands[1]), ("output", op.operands[2])):
            z = _zero_point(zp)
            if z is not None and z != 0:
                return fail(diags, op, f"{name} zero point must be zero for non-int8 integer "
                            "types")  # fmt: skip
    return True


def _const_shape(v: Any) -> list[int] | None:
    """The values of a ``tosa.const_shape`` result."""
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation) or owner.name != "tosa.const_shape":
        return None
    a = inherent(owner, "values")
    if a is None or a.defn is not B.A["dense_int_or_fp_elements"]:
        return None
    shaped, splat, stored = a.params
    n = shaped.params[0][0] if shaped.params[0] else 1
    return [int(stored[0])] * n if splat else [int(x) for x in stored]


def _verify_pad(op: Operation, diags: list[Any], ctx: Any) -> bool:
    src, dst = op.operands[0].type, op.results[0].type
    if not _ranked(src):
        return True
    rank = len(src.params[0])
    n = _shape_rank(op.operands[1].type)
    if n is not None and n != 2 * rank:
        return fail(diags, op, f"padding tensor must have {rank} * 2 = {2 * rank} elements, "
                    f"but got {n}")  # fmt: skip
    pads = _const_shape(op.operands[1])
    if pads is None or len(pads) != 2 * rank or not _ranked(dst):
        return True
    for d, (size, out) in enumerate(zip(src.params[0], dst.params[0])):
        lo, hi = pads[2 * d], pads[2 * d + 1]
        if size == B.DYNAMIC or out == B.DYNAMIC or lo < 0 or hi < 0:
            continue
        if size + lo + hi != out:
            return fail(diags, op, f"mismatch in output shape at dimension {d}: expected "
                        f"{size} + {lo} + {hi} = {size + lo + hi}, but got {out}")  # fmt: skip
    return True


plugin.verifier("TosaDim", _verify_dim)
plugin.verifier("TosaMul", _verify_mul)
plugin.verifier("TosaNegate", _verify_negate)
plugin.verifier("TosaPad", _verify_pad)


def _verify_gather(op: Operation, diags: list[Any], ctx: Any) -> bool:
    values, indices = op.operands[0].type, op.operands[1].type
    out = op.results[0].type
    if _element(values) is not _element(out) and _element(values).defn.dialect != "quant":
        return fail(diags, op, "expect input and output to have same element type, got "
                    f"'{_element(values)!r}' and '{_element(out)!r}'")  # fmt: skip
    if _ranked(values) and _ranked(indices) and values.params[0] and indices.params[0]:
        n, got = values.params[0][0], indices.params[0][0]
        if n != B.DYNAMIC and got != B.DYNAMIC and n != got:
            return fail(diags, op, f"requires indices dimension 0 to have size {n}, got {got}")
    return True


def _verify_const_shape(op: Operation, diags: list[Any], ctx: Any) -> bool:
    values = inherent(op, "values")
    rank = _shape_rank(op.results[0].type)
    if values is None or rank is None or values.defn is not B.A["dense_int_or_fp_elements"]:
        return True
    dims = values.params[0].params[0]
    count = dims[0] if dims else 1
    if count != rank:
        return fail(diags, op, f"expect number of elements in attribute values ({count}) to be "
                    f"equal to the rank ({rank}) for the result shape type")  # fmt: skip
    return True


def _verify_table(op: Operation, diags: list[Any], ctx: Any) -> bool:
    src, dst = op.operands[0].type, op.results[0].type
    if not (_ranked(src) and _ranked(dst)) or len(src.params[0]) != len(dst.params[0]):
        return True
    for i, (a, r) in enumerate(zip(src.params[0], dst.params[0])):
        if a != B.DYNAMIC and r != B.DYNAMIC and a != r:
            return fail(diags, op, f"dim(result, {i}) = {r} doesn't match dim(input, {i}) = {a}")
    return True


plugin.verifier("TosaGather", _verify_gather)
plugin.verifier("TosaConstShape", _verify_const_shape)
plugin.verifier("TosaTable", _verify_table)


def _verify_pool(op: Operation, diags: list[Any], ctx: Any) -> bool:
    kernel = _ints(inherent(op, "kernel"))
    stride = _ints(inherent(op, "stride"))
    pad = _ints(inherent(op, "pad"))
    if kernel is None or stride is None or pad is None:
        return True
    for what, values, least in (("kernel", kernel, 1), ("stride", stride, 1),
                                ("padding", pad, 0)):  # fmt: skip
        if any(v < least for v in values):
            return fail(diags, op, f"expect all {what} values to be >= {least}, got "
                        f"{', '.join(map(str, values))}")  # fmt: skip
    if len(kernel) != 2 or len(stride) != 2 or len(pad) != 4:
        return True
    top, bottom, left, right = pad
    if top >= kernel[0] or bottom >= kernel[0]:
        return fail(diags, op, "expected top/bottom padding to be less than the height of the "
                    f"kernel, got pad_top={top}, pad_bottom={bottom}, "
                    f"kernel_y={kernel[0]}")  # fmt: skip
    if left >= kernel[1] or right >= kernel[1]:
        return fail(diags, op, "expected left/right padding to be less than the width of the "
                    f"kernel, got pad_left={left}, pad_right={right}, "
                    f"kernel_x={kernel[1]}")  # fmt: skip
    src, dst = op.operands[0].type, op.results[0].type
    if not (_ranked(src) and _ranked(dst)) or len(src.params[0]) != 4 or len(dst.params[0]) != 4:
        return True
    for what, i, lo, hi, k, s in (("height", 1, top, bottom, kernel[0], stride[0]),
                                  ("width", 2, left, right, kernel[1], stride[1])):  # fmt: skip
        size, out = src.params[0][i], dst.params[0][i]
        if size == B.DYNAMIC or out == B.DYNAMIC:
            continue
        calculated = (size + lo + hi - k) // s + 1
        if calculated != out:
            return fail(diags, op, f"calculated output {what} did not match expected: "
                        f"calculated={calculated}, expected={out}")  # fmt: skip
    return True


plugin.verifier("TosaMaxPool2d", _verify_pool)
plugin.verifier("TosaAvgPool2d", _verify_pool)


def _verify_scatter(op: Operation, diags: list[Any], ctx: Any) -> bool:
    values, indices, updates = (v.type for v in op.operands[:3])
    out = _element(op.results[0].type)
    for t in (values, updates):
        if _element(t) is not out and out.defn.dialect != "quant":
            return fail(diags, op, "expect input and output to have same element type, got "
                        f"'{_element(t)!r}' and '{out!r}'")  # fmt: skip
    if _ranked(values) and _ranked(indices) and values.params[0] and indices.params[0]:
        n, got = values.params[0][0], indices.params[0][0]
        if n != B.DYNAMIC and got != B.DYNAMIC and n != got:
            return fail(diags, op, f"requires indices dimension 0 to have size {n}, got {got}")
    return True


def _power_of_two_sizes(op: Operation, diags: list[Any], t: Any) -> bool:
    if _ranked(t) and len(t.params[0]) == 3:
        for what, size in (("height", t.params[0][1]), ("width", t.params[0][2])):
            if size != B.DYNAMIC and (size <= 0 or size & (size - 1)):
                return fail(diags, op, f"expected {what} to be a power of two, got {size}")
    return True


def _verify_rfft2d(op: Operation, diags: list[Any], ctx: Any) -> bool:
    real, imag = op.results[0].type, op.results[1].type
    if _ranked(real) and _ranked(imag) and real.params[0] != imag.params[0]:
        return fail(diags, op, f"expected output shapes to match, got '{real!r}', '{imag!r}'")
    src = op.operands[0].type
    if not _power_of_two_sizes(op, diags, src):
        return False
    if _ranked(src) and _ranked(real) and len(src.params[0]) == 3 and len(real.params[0]) == 3:
        width, out = src.params[0][2], real.params[0][2]
        if width != B.DYNAMIC and out != B.DYNAMIC and out != width // 2 + 1:
            return fail(diags, op, "expected output width to be equal to input_width / 2 + 1, "
                        f"got {out}")  # fmt: skip
    return True


def _verify_fft2d(op: Operation, diags: list[Any], ctx: Any) -> bool:
    return _power_of_two_sizes(op, diags, op.operands[0].type)


plugin.verifier("TosaScatter", _verify_scatter)
plugin.verifier("TosaRFFT2d", _verify_rfft2d)
plugin.verifier("TosaFFT2d", _verify_fft2d)


def _verify_concat_shape(op: Operation, diags: list[Any], ctx: Any) -> bool:
    ranks = [_shape_rank(v.type) for v in op.operands]
    out = _shape_rank(op.results[0].type)
    if out is None or any(r is None for r in ranks):
        return True
    total = sum(r for r in ranks if r is not None)
    if total != out:
        return fail(diags, op, "requires output shape rank to be equal to the sum of the input "
                    f"shape ranks ({total}), got {out}")  # fmt: skip
    return True


plugin.verifier("TosaConcatShape", _verify_concat_shape)


def _zero_point(v: Any) -> float | int | None:
    """The value of a zero-point operand made by tosa.const (None when not constant)."""
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation) or owner.name != "tosa.const":
        return None
    a = inherent(owner, "values")
    if a is None or a.defn is not B.A["dense_int_or_fp_elements"] or not a.params[2]:
        return None
    shaped, _, stored = a.params
    elt = shaped.params[1]
    raw = stored[0]
    if elt.defn in B.FLOAT_DEFS:
        from core import floats

        try:
            return float(floats.format_float(floats.SEMANTICS[B.FLOAT_DEFS[elt.defn]], raw))
        except ValueError:
            return None
    return int(raw)


def _is_int8(t: Any) -> bool:
    return bool(t.defn is B.T["integer"] and t.params[0] == 8)


def _check_zero_point(op: Operation, diags: list[Any], name: str, value: Any, zp: Any) -> bool:
    """``value``'s zero point ``zp``: of its element type, 0 unless an int8."""
    elt = _element(value.type)
    zp_elt = _element(zp.type)
    if elt.defn.dialect == "quant" or zp_elt.defn.dialect == "quant":
        return True
    if zp_elt is not elt:
        return fail(diags, op, f"expect input {name} and {name}_zp have the same element type, "
                    f"got '{elt!r}' and '{zp_elt!r}'")  # fmt: skip
    z = _zero_point(zp)
    if z is not None and z != 0 and not _is_int8(elt):
        return fail(diags, op, f"{name} zero point must be zero for non-int8 integer types")
    return True


def _verify_matmul(op: Operation, diags: list[Any], ctx: Any) -> bool:
    if len(op.operands) < 4:
        return True
    a, b, a_zp, b_zp = op.operands[:4]
    return _check_zero_point(op, diags, "a", a, a_zp) and _check_zero_point(op, diags, "b", b, b_zp)


plugin.verifier("TosaMatMul", _verify_matmul)
