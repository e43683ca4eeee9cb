"""C++ verifiers of the sparse_tensor dialect, with mlir-opt's messages, and the C++
classes its predicates name.

- ``SparseTensorBinary``: the ``overlap`` region takes (x, y), ``left`` x and ``right`` y,
  each yielding the output type; an empty ``left``/``right`` with ``identity`` needs x
  (y) to be of the output type.
- ``SparseTensorUnary``: ``present`` takes x, ``absent`` nothing; both yield the output.
- ``SparseTensorReduce``: the region takes two values of the output type and yields one.
- ``SparseTensorSelect``: the region takes x and yields an i1.
- ``SparseTensorToValues``: the buffer's elements are the tensor's.
- ``SparseTensorConvert``: same rank, and static sizes agree.
- ``SparseTensorLvl``: a constant level below the level rank.
- ``SparseTensorToPositions``/``SparseTensorToCoordinates``: the level within the level
  rank, the buffer's elements of the encoding's position (coordinate) width (``index``
  for 0).
- ``SparseTensorConcatenate``: two inputs or more, the dimension within the rank, static
  inputs of the output's rank whose sizes add up along the dimension and agree elsewhere.
- ``SparseTensorExtractIterSpace``: a parent iterator iff the lower level is not 0.
- ``SparseTensorIterate``: coordinates only of the space's levels; iteration arguments of
  the results' types. ``SparseTensorPushBack``: a constant count of at least 1.
- ``SparseTensorCoIterate``: coordinates only of the spaces' levels, no case twice,
  iteration arguments of the results' types.
- ``SparseTensorToCoordinatesBuffer``: a tensor with a COO region (a non-unique compressed
  level followed by singletons), a buffer of its coordinate width.
- ``SparseTensorReorderCOO``: COO tensors with the same map and storage.
- ``SparseTensorForeach``: the body takes the coordinates (index), the element, the
  iteration arguments.
- ``SparseTensorCompress``: one coordinate per level but the last.
  ``SparseTensorCrdTranslate``: as many coordinates in and out as the direction's ranks.
  ``SparseTensorSort``: a permutation map.
- ``SparseTensorAssemble``/``Disassemble``: one level buffer per field of the encoding's
  storage, of its position or coordinate width; values of the tensor's element type.
- ``SparseTensorToSliceOffset``/``Stride``: the dimension within the rank.
- ``SparseTensorGet``/``SetStorageSpecifier``: a level for every kind but ``val_mem_sz``,
  within the level rank; slice kinds only of slices.

Like C++ (emitError), the messages do not name the op (but those of
extract_iteration_space, iterate, coiterate, compress and push_back).

A non-empty region is checked as: its entry block's argument count and types, then a
``sparse_tensor.yield`` terminator, then the yielded type.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.ir import Operation
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("sparse_tensor")


def _fail(diags: list[Any], op: Operation, message: str) -> bool:
    """As C++'s emitError: the message alone, not naming the op."""
    return fail(diags, op, message, prefix=False)


def _region(op: Operation, index: int) -> Any:
    return op.regions[index] if index < len(op.regions) else None


def _check_region(
    op: Operation, diags: list[Any], region: Any, name: str, inputs: list[Any], output: Any
) -> bool:
    """The region's arguments, terminator and yielded type (an empty region passes)."""
    if region is None or not region.blocks:
        return True
    block = region.blocks[0]
    args = list(block.args)
    if len(args) != len(inputs):
        return _fail(diags, op, f"{name} region must have exactly {len(inputs)} arguments")
    for i, (a, t) in enumerate(zip(args, inputs)):
        if a.type is not t:
            return _fail(diags, op, f"{name} region argument {i + 1} type mismatch")
    term = block.ops[-1] if block.ops else None
    if term is None or term.name != "sparse_tensor.yield":
        return _fail(diags, op, f"{name} region must end with sparse_tensor.yield")
    if not term.operands or term.operands[0].type is not output:
        return _fail(diags, op, f"{name} region yield type mismatch")
    return True


def _verify_binary(op: Operation, diags: list[Any], ctx: Any) -> bool:
    x, y = op.operands[0].type, op.operands[1].type
    out = op.results[0].type
    overlap, left, right = _region(op, 0), _region(op, 1), _region(op, 2)
    if not _check_region(op, diags, overlap, "overlap", [x, y], out):
        return False
    left_empty = left is None or not left.blocks
    right_empty = right is None or not right.blocks
    if not left_empty:
        if not _check_region(op, diags, left, "left", [x], out):
            return False
    elif inherent(op, "left_identity") is not None and x is not out:
        return _fail(diags, op, "left=identity requires first argument to have the same type "
                    "as the output")  # fmt: skip
    if not right_empty:
        if not _check_region(op, diags, right, "right", [y], out):
            return False
    elif inherent(op, "right_identity") is not None and y is not out:
        return _fail(diags, op, "right=identity requires second argument to have the same type "
                    "as the output")  # fmt: skip
    return True


def _verify_unary(op: Operation, diags: list[Any], ctx: Any) -> bool:
    x = op.operands[0].type
    out = op.results[0].type
    if not _check_region(op, diags, _region(op, 0), "present", [x], out):
        return False
    return _check_region(op, diags, _region(op, 1), "absent", [], out)


def _verify_reduce(op: Operation, diags: list[Any], ctx: Any) -> bool:
    out = op.results[0].type
    return _check_region(op, diags, _region(op, 0), "reduce", [out, out], out)


plugin.verifier("SparseTensorBinary", _verify_binary)
plugin.verifier("SparseTensorUnary", _verify_unary)
plugin.verifier("SparseTensorReduce", _verify_reduce)


# --- C++ classes the predicates name --------------------------------------------------------


plugin.cpp_classes(
    (
        ("sparse_tensor::SparseTensorEncodingAttr", "#sparse_tensor.encoding", "sparse encoding"),
        ("sparse_tensor::IterSpaceType", "!sparse_tensor.iter_space", "sparse iteration space"),
        ("sparse_tensor::IteratorType", "!sparse_tensor.iterator", "sparse iterator"),
        (
            "sparse_tensor::StorageSpecifierType",
            "!sparse_tensor.storage_specifier",
            "storage specifier",
        ),
    )
)


# --- more op checks -------------------------------------------------------------------------


def _verify_select(op: Operation, diags: list[Any], ctx: Any) -> bool:
    x = op.operands[0].type
    return _check_region(op, diags, _region(op, 0), "select", [x], B.integer_type(1))


def _encoding(t: Any) -> Any:
    """A tensor type's sparse encoding, or None."""
    if t.defn is not B.T["tensor"]:
        return None
    enc = t.params[2]
    return enc if enc is not None and enc.defn.key == "#sparse_tensor.encoding" else None


def _lvl_rank(t: Any) -> int:
    enc = _encoding(t)
    return len(enc.params[0]) if enc is not None else len(t.params[0])


def _element(t: Any) -> Any:
    return t.params[1] if t.defn in (B.T["tensor"], B.T["memref"]) else None


def _verify_values(op: Operation, diags: list[Any], ctx: Any) -> bool:
    if _element(op.operands[0].type) is not _element(op.results[0].type):
        return _fail(diags, op, "unexpected mismatch in element types")
    return True


def _verify_convert(op: Operation, diags: list[Any], ctx: Any) -> bool:
    src, dst = op.operands[0].type, op.results[0].type
    if src.defn is not B.T["tensor"] or dst.defn is not B.T["tensor"]:
        return True
    a, b = src.params[0], dst.params[0]
    if len(a) != len(b):
        return _fail(diags, op, "unexpected conversion mismatch in rank")
    for d, (x, y) in enumerate(zip(a, b)):
        if x != B.DYNAMIC and y != B.DYNAMIC and x != y:
            return _fail(diags, op, f"unexpected conversion mismatch in dimension {d}")
    return True


def _constant_index(v: Any) -> int | None:
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation) or owner.name not in ("arith.constant", "index.constant"):
        return None
    a = inherent(owner, "value")
    if a is None or a.defn is not B.A["integer"]:
        return None
    return int(a.params[1])


def _verify_lvl(op: Operation, diags: list[Any], ctx: Any) -> bool:
    level = _constant_index(op.operands[1])
    if level is not None and level >= _lvl_rank(op.operands[0].type):
        return _fail(diags, op, "Level index exceeds the rank of the input sparse tensor")
    return True


def _width_type(width: int) -> Any:
    return B.INDEX if width == 0 else B.integer_type(width)


def _buffer_check(what: str, width_index: int) -> Any:
    def verify(op: Operation, diags: list[Any], ctx: Any) -> bool:
        t = op.operands[0].type
        enc = _encoding(t)
        level = inherent(op, "level")
        if level is not None and level.defn is B.A["integer"]:
            if int(level.params[1]) >= _lvl_rank(t):
                return _fail(diags, op, "requested level is out of bounds")
        if enc is not None and _element(op.results[0].type) is not _width_type(
            enc.params[width_index]
        ):
            return _fail(diags, op, f"unexpected type for {what}")
        return True

    return verify


plugin.verifier("SparseTensorSelect", _verify_select)
plugin.verifier("SparseTensorToValues", _verify_values)
plugin.verifier("SparseTensorConvert", _verify_convert)
plugin.verifier("SparseTensorLvl", _verify_lvl)
plugin.verifier("SparseTensorToPositions", _buffer_check("positions", 3))
plugin.verifier("SparseTensorToCoordinates", _buffer_check("coordinates", 4))


def _verify_concatenate(op: Operation, diags: list[Any], ctx: Any) -> bool:
    inputs = op.operands
    out = op.results[0].type
    if len(inputs) < 2:
        return _fail(diags, op, "Need at least two tensors to concatenate.")
    dim_attr = inherent(op, "dimension")
    if dim_attr is None or dim_attr.defn is not B.A["integer"] or out.defn is not B.T["tensor"]:
        return True
    dim = int(dim_attr.params[1])
    rank = len(out.params[0])
    if dim >= rank:
        return _fail(diags, op, "Concat-dimension is out of bounds for dimension-rank "
                     f"({dim} >= {rank})")  # fmt: skip
    for i, v in enumerate(inputs):
        t = v.type
        if t.defn is not B.T["tensor"]:
            continue
        if B.DYNAMIC in t.params[0]:
            return _fail(diags, op, f"Input tensor ${i} has dynamic shape")
        if len(t.params[0]) != rank:
            return _fail(diags, op, f"Input tensor ${i} has a different rank (rank="
                         f"{len(t.params[0])}) from the output tensor (rank={rank}).")  # fmt: skip
    shapes = [v.type.params[0] for v in inputs]
    out_shape = out.params[0]
    if out_shape[dim] != B.DYNAMIC and out_shape[dim] != sum(s[dim] for s in shapes):
        return _fail(diags, op, "The concatenation dimension of the output tensor should be the "
                     "sum of all the concatenation dimensions of the input tensors.")  # fmt: skip
    for d in range(rank):
        if d == dim:
            continue
        if any(s[d] != out_shape[d] for s in shapes if out_shape[d] != B.DYNAMIC):
            return _fail(diags, op, "All dimensions (expect for the concatenating one) should be "
                         "equal.")  # fmt: skip
    return True


def _verify_extract_iter_space(op: Operation, diags: list[Any], ctx: Any) -> bool:
    lo = inherent(op, "loLvl")
    if lo is None or lo.defn is not B.A["integer"]:
        return True
    has_parent = len(op.operands) > 1
    if (int(lo.params[1]) == 0) == has_parent:
        return fail(diags, op, "parent iterator should be specified iff level lower bound equals 0")
    return True


plugin.verifier("SparseTensorConcatenate", _verify_concatenate)
plugin.verifier("SparseTensorExtractIterSpace", _verify_extract_iter_space)


def _space_levels(t: Any) -> int:
    """The number of levels of an iteration space type (``lvls = lo to hi``)."""
    if t.defn.key != "!sparse_tensor.iter_space":
        return 0
    return int(t.params[2]) - int(t.params[1])


def _check_loop_types(op: Operation, diags: list[Any], iter_args: list[Any]) -> bool:
    for i, (a, r) in enumerate(zip(iter_args, op.results)):
        if a.type is not r.type:
            return fail(diags, op, f"{i}-th region iter_arg and {i}-th loop result have "
                        f"different type: '{a.type!r}' != '{r.type!r}'")  # fmt: skip
    return True


def _verify_iterate(op: Operation, diags: list[Any], ctx: Any) -> bool:
    used = inherent(op, "crdUsedLvls")
    if used is not None and used.defn is B.A["integer"] and op.operands:
        if int(used.params[1]).bit_length() > _space_levels(op.operands[0].type):
            return fail(diags, op, "required out-of-bound coordinates")
    r = _region(op, 0)
    args = list(r.blocks[0].args) if r is not None and r.blocks else []
    return _check_loop_types(op, diags, args[: len(op.results)])


def _verify_push_back(op: Operation, diags: list[Any], ctx: Any) -> bool:
    if len(op.operands) > 3:
        n = _constant_index(op.operands[3])
        if n is not None and n < 1:
            return fail(diags, op, "n must be not less than 1")
    return True


plugin.verifier("SparseTensorIterate", _verify_iterate)
plugin.verifier("SparseTensorPushBack", _verify_push_back)


def _format(level_type: str) -> str:
    return level_type.split("(")[0].split("[")[0]


def _is_coo_from(types: tuple[str, ...], start: int) -> bool:
    """Whether levels ``start``... form a COO region: a non-unique (loose) compressed level,
    then singletons only."""
    if start >= len(types) - 1:
        return False
    first = types[start]
    if _format(first) not in ("compressed", "loose_compressed") or "nonunique" not in first:
        return False
    return all(_format(t) == "singleton" for t in types[start + 1 :])


def _verify_coordinates_buffer(op: Operation, diags: list[Any], ctx: Any) -> bool:
    t = op.operands[0].type
    enc = _encoding(t)
    if enc is None:
        return True
    types = enc.params[0]
    if not any(_is_coo_from(types, lvl) for lvl in range(len(types))):
        return _fail(diags, op, "expected sparse tensor with a COO region")
    if _element(op.results[0].type) is not _width_type(enc.params[4]):
        return _fail(diags, op, "unexpected type for coordinates")
    return True


def _verify_reorder_coo(op: Operation, diags: list[Any], ctx: Any) -> bool:
    src, dst = op.operands[0].type, op.results[0].type
    a, b = _encoding(src), _encoding(dst)
    if (
        a is None
        or b is None
        or not _is_coo_from(a.params[0], 0)
        or not _is_coo_from(b.params[0], 0)
    ):
        return _fail(diags, op, "Expected COO sparse tensors only")
    if a.params[1] != b.params[1]:
        return _fail(diags, op, "Unmatched dim2lvl map between input and result COO")
    if (
        a.params[3] != b.params[3]
        or a.params[4] != b.params[4]
        or _element(src) is not _element(dst)
    ):
        return _fail(diags, op, "Unmatched storage format between input and result COO")
    return True


def _verify_foreach(op: Operation, diags: list[Any], ctx: Any) -> bool:
    t = op.operands[0].type
    if t.defn is not B.T["tensor"]:
        return True
    rank = len(t.params[0])
    inits = op.operands[1:]
    r = _region(op, 0)
    if r is None or not r.blocks:
        return True
    args = list(r.blocks[0].args)
    if len(args) != rank + 1 + len(inits):
        return _fail(diags, op, "Unmatched number of arguments in the block")
    for i in range(rank):
        if args[i].type is not B.INDEX:
            return _fail(diags, op, f"Expecting Index type for argument at index {i}")
    elt, got = _element(t), args[rank].type
    if got is not elt:
        return _fail(diags, op, "Unmatched element type between input tensor and block "
                     f"argument, expected:{elt!r}, got: {got!r}")  # fmt: skip
    return True


plugin.verifier("SparseTensorToCoordinatesBuffer", _verify_coordinates_buffer)
plugin.verifier("SparseTensorReorderCOO", _verify_reorder_coo)
plugin.verifier("SparseTensorForeach", _verify_foreach)


def _verify_slice_query(op: Operation, diags: list[Any], ctx: Any) -> bool:
    dim = inherent(op, "dim")
    t = op.operands[0].type
    if dim is not None and dim.defn is B.A["integer"] and t.defn is B.T["tensor"]:
        if int(dim.params[1]) >= len(t.params[0]):
            return _fail(diags, op, "requested dimension out of bound")
    return True


def _verify_specifier(op: Operation, diags: list[Any], ctx: Any) -> bool:
    kind = inherent(op, "specifierKind")
    level = inherent(op, "level")
    spec = op.operands[0].type
    if kind is None or not spec.params:
        return True
    word = kind.params[0].params[0] if kind.params and hasattr(kind.params[0], "defn") else ""
    if word == "val_mem_sz":
        if level is not None:
            return _fail(diags, op, "redundant level argument for querying value memory size")
        return True
    if level is None:
        return _fail(diags, op, "missing level argument")
    enc = spec.params[0]
    if not hasattr(enc, "defn") or enc.defn.key != "#sparse_tensor.encoding":
        return True
    if int(level.params[1]) >= len(enc.params[0]):
        return _fail(diags, op, "requested level is out of bounds")
    if word in ("dim_offset", "dim_stride") and not enc.params[7]:
        return _fail(diags, op, "requested slice data on non-slice tensor")
    return True


plugin.verifier("SparseTensorToSliceOffset", _verify_slice_query)
plugin.verifier("SparseTensorToSliceStride", _verify_slice_query)
plugin.verifier("SparseTensorGetStorageSpecifier", _verify_specifier)
plugin.verifier("SparseTensorSetStorageSpecifier", _verify_specifier)


def _verify_compress(op: Operation, diags: list[Any], ctx: Any) -> bool:
    if len(op.operands) > 4 and len(op.operands) - 5 + 1 != _lvl_rank(op.operands[4].type):
        return fail(diags, op, "incorrect number of coordinates")
    return True


def _dim_rank(enc: Any) -> int:
    dim_to_lvl = enc.params[1]
    return dim_to_lvl.num_dims if dim_to_lvl is not None else len(enc.params[0])


def _verify_crd_translate(op: Operation, diags: list[Any], ctx: Any) -> bool:
    direction = inherent(op, "direction")
    enc = inherent(op, "encoder")
    if direction is None or enc is None or enc.defn.key != "#sparse_tensor.encoding":
        return True
    word = direction.params[0].params[0] if hasattr(direction.params[0], "defn") else ""
    dims, lvls = _dim_rank(enc), len(enc.params[0])
    ins, outs = (dims, lvls) if word == "dim_to_lvl" else (lvls, dims)
    if len(op.operands) != ins or len(op.results) != outs:
        return _fail(diags, op, "Coordinate rank mismatch with encoding")
    return True


def _verify_sort(op: Operation, diags: list[Any], ctx: Any) -> bool:
    perm = inherent(op, "perm_map")
    if perm is None or perm.defn is not B.A["affine_map"]:
        return True
    amap = perm.params[0]
    if not amap.is_permutation():
        return _fail(diags, op, f"Expected a permutation map, got {amap}")
    return True


plugin.verifier("SparseTensorCompress", _verify_compress)
plugin.verifier("SparseTensorCrdTranslate", _verify_crd_translate)
plugin.verifier("SparseTensorSort", _verify_sort)


def _verify_coiterate(op: Operation, diags: list[Any], ctx: Any) -> bool:
    used = inherent(op, "crdUsedLvls")
    spaces = [v for v in op.operands if v.type.defn.key == "!sparse_tensor.iter_space"]
    if used is not None and used.defn is B.A["integer"] and spaces:
        if int(used.params[1]).bit_length() > _space_levels(spaces[0].type):
            return fail(diags, op, "required out-of-bound coordinates")
    cases = inherent(op, "cases")
    if cases is not None and cases.defn is B.A["array"]:
        masks = [c.params[1] for c in cases.params[0] if c.defn is B.A["integer"]]
        if len(set(masks)) != len(masks):
            return fail(diags, op, "contains duplicated cases.")
    for r in op.regions:
        args = list(r.blocks[0].args) if r.blocks else []
        if not _check_loop_types(op, diags, args[: len(op.results)]):
            return False
    return True


plugin.verifier("SparseTensorCoIterate", _verify_coiterate)


def _level_fields(enc: Any) -> list[Any]:
    """The element types of the level buffers of an encoding's storage, in order: per level
    its positions (compressed formats), then its coordinates (one array-of-structures
    buffer for a COO region unless its singletons are ``soa``)."""
    types = enc.params[0]
    pos, crd = _width_type(enc.params[3]), _width_type(enc.params[4])
    out: list[Any] = []
    aos_from = None
    for lvl, t in enumerate(types):
        fmt = _format(t)
        if fmt in ("compressed", "loose_compressed"):
            out.append(pos)
        if fmt not in ("compressed", "loose_compressed", "singleton"):
            continue
        if aos_from is not None and fmt == "singleton" and "soa" not in t:
            continue  # (inside an array-of-structures COO region: its start's buffer)
        if aos_from is None and _is_coo_from(types, lvl) and "soa" not in types[lvl + 1]:
            aos_from = lvl
        out.append(crd)
    return out


def _pack_unpack(op: Operation, diags: list[Any], tensor: Any, levels: list[Any], values: Any
                 ) -> bool:  # fmt: skip
    enc = _encoding(tensor)
    if enc is None:
        return True
    fields = _level_fields(enc)
    if len(levels) != len(fields):
        return _fail(diags, op, "inconsistent number of fields between input/output")
    for v, want in zip(levels, fields):
        if _element(v.type) is not want:
            return _fail(diags, op, "input/output element-types don't match")
    if _element(values.type) is not _element(tensor):
        return _fail(diags, op, "input/output element-types don't match")
    return True


def _verify_assemble(op: Operation, diags: list[Any], ctx: Any) -> bool:
    if not op.operands:
        return True
    return _pack_unpack(op, diags, op.results[0].type, op.operands[:-1], op.operands[-1])


def _verify_disassemble(op: Operation, diags: list[Any], ctx: Any) -> bool:
    if len(op.operands) < 2:
        return True
    return _pack_unpack(op, diags, op.operands[0].type, op.operands[1:-1], op.operands[-1])


plugin.verifier("SparseTensorAssemble", _verify_assemble)
plugin.verifier("SparseTensorDisassemble", _verify_disassemble)
