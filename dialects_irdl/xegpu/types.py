"""The xegpu dialect's types and attributes as C++ reads, prints and checks them.

- ``XegpuTensorDesc($shape, $elementType, $encoding, $layout)``: ``8x16xf32`` then any of
  ``, #xegpu.block_tdesc_attr<...>`` / ``, #xegpu.scatter_tdesc_attr<...>`` (the encoding)
  and ``, #xegpu.layout<...>`` inside ``!xegpu.tensor_desc<...>``. Without an encoding the
  type holds the default block encoding, which is never printed. The three attributes are
  read and printed here in ODS's ``struct(params)`` form (``array_length = 2 : i64``,
  ``memory_space =  slm``), which the engine does not read.
- ``XegpuBlockTensorDescFields(...)``, ``XegpuScatterTensorDescFields(...)``,
  ``XegpuLayoutFields(...)``: those struct bodies as parameter directives, and the formats
  ``XegpuBlockTensorDescAttr``, ``XegpuScatterTensorDescAttr``, ``XegpuLayoutAttr`` built
  on them, for the attributes themselves once the generated file names them.
- ``XegpuMemDesc($shape, $elementType, $mem_layout)``: ``128x128xf16`` and an optional
  ``, #xegpu.mem_layout<...>`` inside ``!xegpu.mem_desc<...>``.
- ``XegpuMemLayout($attrs)``: ``stride = [1, 128], block = [8, 8]``, a dictionary (printed
  sorted by name) inside ``#xegpu.mem_layout<...>``.
- The checks C++ makes of ``!xegpu.tensor_desc`` and of the layout, slice, range and
  scatter attributes, in mlir-opt-22's words.
- The C++ classes the generated predicates name (``xegpu::TensorDescType``...).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.diagnostics import Diagnostic, DiagnosticError, Severity
from core.lexer import BARE, HASH
from irdl.format.directives import parameter_error
from irdl.format.int_lists import i64_array, parse_integer
from irdl.plugin import Plugin, holds_key

plugin = Plugin("xegpu")

BLOCK = "#xegpu.block_tdesc_attr"
SCATTER = "#xegpu.scatter_tdesc_attr"
LAYOUT = "#xegpu.layout"
SLICE = "#xegpu.slice"
MEMORY_SPACE = "#xegpu.memory_space"
LAYOUT_FIELDS = ("sg_layout", "sg_data", "inst_data", "lane_layout", "lane_data", "order")

_FLOAT_BITS = {"bf16": 16, "f16": 16, "tf32": 19, "f32": 32, "f64": 64, "f80": 80, "f128": 128}


def key_of(a: Any) -> str | None:
    return getattr(getattr(a, "defn", None), "key", None)


def element_bits(t: Attribute) -> int | None:
    """The bit width of an integer or float type (None for any other type)."""
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    if B.is_float_type(t):
        name = t.defn.key.rpartition(".")[2]
        if name in _FLOAT_BITS:
            return _FLOAT_BITS[name]
        return 8 if name.startswith("f8") else 6 if name.startswith("f6") else 4
    return None


def _dialect_attr(ctx: Any, name: str, params: tuple[Any, ...]) -> Attribute:
    return get(ctx.dialect("xegpu").attrs[name], params)


def memory_space_attr(ctx: Any, word: str) -> Attribute:
    return _dialect_attr(ctx, "memory_space", (B.string_attr(word),))


def default_block(ctx: Any) -> Attribute:
    """``#xegpu.block_tdesc_attr<>``: global memory, one block, boundary checks."""
    return _dialect_attr(
        ctx, "block_tdesc_attr", (memory_space_attr(ctx, "global"), B.integer_attr(1, B.I64),
                                  B.bool_attr(True)))  # fmt: skip


def memory_space(encoding: Any) -> str:
    """The memory space word of a block or scatter encoding (``global`` when none)."""
    if key_of(encoding) in (BLOCK, SCATTER) and encoding.params[0] is not None:
        return str(encoding.params[0].params[0].params[0])
    return "global"


def _int(a: Any, default: int) -> int:
    return int(a.params[1]) if a is not None and a.defn is B.A["integer"] else default


def chunk_size(encoding: Any) -> int:
    return _int(encoding.params[1], 1) if key_of(encoding) == SCATTER else 1


def array_length(encoding: Any) -> int:
    return _int(encoding.params[1], 1) if key_of(encoding) == BLOCK else 1


def layout_values(layout: Any) -> dict[str, list[int] | None]:
    """A ``#xegpu.layout``'s fields as lists (None: absent)."""
    return {
        n: (list(v.params[1]) if v is not None else None)
        for n, v in zip(LAYOUT_FIELDS, layout.params)
    }


def int_list(a: Any) -> list[int]:
    """The integers of a dense array, or of an array of integer attributes."""
    if a is None:
        return []
    if a.defn is B.A["dense_array"]:
        return list(a.params[1])
    if a.defn is B.A["array"]:
        return [int(e.params[1]) for e in a.params[0] if e.defn is B.A["integer"]]
    return []


def distribute_fields(attr: Any) -> dict[str, list[int] | None] | None:
    """The effective fields of a ``#xegpu.layout`` or ``#xegpu.slice`` (a slice drops its
    dimensions from its parent's); None for anything else."""
    if key_of(attr) == LAYOUT:
        return layout_values(attr)
    if key_of(attr) != SLICE:
        return None
    parent = distribute_fields(attr.params[0])
    if parent is None:
        return None
    drop = set(int_list(attr.params[1]))
    out: dict[str, list[int] | None] = {}
    for name, values in parent.items():
        kept = [v for i, v in enumerate(values) if i not in drop] if values is not None else None
        out[name] = kept if name != "order" else values
    return out


# --- struct(params) bodies -----------------------------------------------------------------


def _expected_name(p: Any) -> DiagnosticError:
    loc = p.src.loc(p.lex.start)
    exc = DiagnosticError(Diagnostic(Severity.ERROR, "expected valid keyword", loc))
    exc.followups.append(Diagnostic(Severity.ERROR, "expected a parameter name in struct", loc))
    return exc


def _parse_struct(p: Any, fields: dict[str, Callable[[Any], Attribute]]) -> dict[str, Attribute]:
    """``name = value, ...`` up to the closing ``>``, in any order, each field at most once
    (ODS's ``struct(params)``)."""
    values: dict[str, Attribute] = {}
    if p.at_punct(">"):
        return values
    while True:
        if p.lex.kind is not BARE:
            raise _expected_name(p)
        name = p.tok
        p.lex.next()
        p.expect_punct("=", "expected '='")
        if name not in fields or name in values:
            p.error_here(f"duplicate or unknown struct parameter name: {name}")
        values[name] = fields[name](p)
        if not p.consume_punct(","):
            break
    return values


def _memory_space_field(owner: str) -> Callable[[Any], Attribute]:
    def parse(p: Any) -> Attribute:
        start = p.lex.start
        word = p.tok if p.lex.kind is BARE else None
        if word in ("global", "slm"):
            p.lex.next()
            return memory_space_attr(p.ctx, word)
        if word is not None:
            p.lex.next()
            message = "expected ::mlir::xegpu::MemorySpace to be one of: global, slm"
        else:
            message = "expected valid keyword or string"
        exc = parameter_error(p, start, message, "XeGPU_MemorySpaceAttr", "value",
                              "::mlir::xegpu::MemorySpace")  # fmt: skip
        exc.followups.append(Diagnostic(
            Severity.ERROR,
            f"failed to parse {owner} parameter 'memory_space' which is to be a `MemorySpaceAttr`",
            p.src.loc(p.lex.start)))  # fmt: skip
        raise exc

    return parse


def _typed_field(owner: str, param: str, cpp: str, ok: Callable[[Attribute], bool]) -> Any:
    def parse(p: Any) -> Attribute:
        start = p.lex.start
        a = p.parse_attribute()
        if not ok(a):
            raise parameter_error(p, start, "invalid kind of attribute specified", owner, param,
                                  cpp)  # fmt: skip
        return a

    return parse


def _is_integer(a: Attribute) -> bool:
    return a.defn is B.A["integer"]


def _is_bool(a: Attribute) -> bool:
    return a.defn is B.A["integer"] and a.params[0] == B.integer_type(1)


def _i32_array(p: Any) -> Attribute:
    values: list[int] = []
    p.expect_punct("[", "expected '['")
    if not p.consume_punct("]"):
        while True:
            values.append(parse_integer(p, 32))
            if not p.consume_punct(","):
                break
        p.expect_punct("]", "expected ']'")
    return get(B.A["dense_array"], (B.integer_type(32), tuple(values)))


_OWNERS = {BLOCK: "XeGPU_BlockTensorDescAttr", SCATTER: "XeGPU_ScatterTensorDescAttr"}


def _encoding_fields(key: str) -> dict[str, Callable[[Any], Attribute]]:
    owner = _OWNERS[key]
    fields = {"memory_space": _memory_space_field(owner)}
    if key == BLOCK:
        fields["array_length"] = _typed_field(owner, "array_length", "IntegerAttr", _is_integer)
        fields["boundary_check"] = _typed_field(owner, "boundary_check", "BoolAttr", _is_bool)
    else:
        fields["chunk_size"] = _typed_field(owner, "chunk_size", "IntegerAttr", _is_integer)
    return fields


def struct_params(p: Any, key: str) -> tuple[Any, ...]:
    """The parameters of the attribute ``key`` from its struct body, defaults filled in."""
    ctx = p.ctx
    if key == LAYOUT:
        values = _parse_struct(p, {n: _i32_array for n in LAYOUT_FIELDS})
        return tuple(values.get(n) for n in LAYOUT_FIELDS)
    values = _parse_struct(p, _encoding_fields(key))
    space = values.get("memory_space") or memory_space_attr(ctx, "global")
    size = values.get("array_length" if key == BLOCK else "chunk_size")
    size = size if size is not None else B.integer_attr(1, B.I64)
    if key == BLOCK:
        return (space, size, values.get("boundary_check") or B.bool_attr(True))
    return (space, size)


def struct_body(attrs: Any, key: str, params: tuple[Any, ...]) -> str:
    """The struct body ODS prints for the attribute ``key``: fields at their default left
    out."""
    parts: list[str] = []
    if key == LAYOUT:
        for n, v in zip(LAYOUT_FIELDS, params):
            if v is not None:
                parts.append(f"{n} = [{', '.join(str(x) for x in v.params[1])}]")
        return ", ".join(parts)
    space = params[0]
    if space is not None and str(space.params[0].params[0]) != "global":
        parts.append(f"memory_space =  {space.params[0].params[0]}")
    size = params[1]
    if size is not None and _int(size, 1) != 1:
        parts.append(f"{'array_length' if key == BLOCK else 'chunk_size'} = {attrs.attr(size)}")
    if key == BLOCK:
        check = params[2]
        if check is not None and not (_is_bool(check) and check.params[1]):
            parts.append(f"boundary_check = {attrs.attr(check)}")
    return ", ".join(parts)


def parse_struct_attr(p: Any) -> Attribute | None:
    """``#xegpu.block_tdesc_attr<...>``, ``#xegpu.scatter_tdesc_attr<...>`` or
    ``#xegpu.layout<...>`` when the parser is at one (checked as C++ checks them, at the
    ``<``); None, having read nothing, at anything else."""
    if p.lex.kind is not HASH or p.tok not in (BLOCK, SCATTER, LAYOUT):
        return None
    key = p.tok
    p.lex.next()
    at = p.lex.start
    p.expect_punct("<", "expected '<'")
    params = struct_params(p, key)
    p.expect_punct(">", "expected '>'")
    problem = check_layout(params) if key == LAYOUT else None
    if key == SCATTER:
        problem = check_scatter(params)
    if problem is not None:
        p.error_at(at, problem[0])
    return _dialect_attr(p.ctx, key.rpartition(".")[2], params)


def print_struct_attr(attrs: Any, a: Attribute) -> str:
    """The attribute in full, its parameters in ODS's struct form."""
    key = str(key_of(a))
    return f"{key}<{struct_body(attrs, key, tuple(a.params))}>"


def _struct_directive(key: str, names: tuple[str, ...]) -> None:
    """The struct body of ``key`` as a parameter directive, and the attribute's format built
    on it (for when its ODS ``struct(params)`` format is looked up by C++ name)."""

    def parse(p: Any, *params: str) -> dict[str, Any]:
        return dict(zip(params, struct_params(p, key)))

    def print_(attrs: Any, values: dict[str, Any], *params: str) -> str:
        return struct_body(attrs, key, tuple(values.get(n) for n in params))

    cpp = {BLOCK: "BlockTensorDesc", SCATTER: "ScatterTensorDesc", LAYOUT: "Layout"}[key]
    plugin.param_directive(f"Xegpu{cpp}Fields", parse, print_)
    args = ", ".join(f"${n}" for n in names)
    plugin.assembly_format(f"Xegpu{cpp}Attr", f"`<` custom<Xegpu{cpp}Fields>({args}) `>`")


_struct_directive(BLOCK, ("memory_space", "array_length", "boundary_check"))
_struct_directive(SCATTER, ("memory_space", "chunk_size"))
_struct_directive(LAYOUT, LAYOUT_FIELDS)


def _print_attr(attrs: Any, a: Attribute) -> str:
    if key_of(a) in (BLOCK, SCATTER, LAYOUT):
        return print_struct_attr(attrs, a)
    return str(attrs.attr(a))


def is_default_block(a: Any) -> bool:
    return (
        key_of(a) == BLOCK
        and memory_space(a) == "global"
        and array_length(a) == 1
        and (a.params[2] is None or bool(a.params[2].params[1]))
    )


# --- !xegpu.tensor_desc ----------------------------------------------------------------------


def _dims(shape: Attribute) -> tuple[int, ...]:
    return tuple(shape.params[1])


def _print_dims(dims: tuple[int, ...]) -> str:
    return "".join("?x" if d == B.DYNAMIC else f"{d}x" for d in dims)


def _shape_and_element(p: Any, allow_dynamic: bool) -> tuple[tuple[int, ...], Attribute]:
    """``4x8xf32``; what does not read is followed by C++'s "failed to parse parameter"
    at where the shape (or the element type) begins."""
    for what in ("shape", "elementType"):
        at = p.lex.start
        try:
            if what == "shape":
                dims, _ = p.parse_dimension_list(allow_dynamic, False)
            else:
                t = p.parse_type()
        except DiagnosticError as exc:
            exc.followups.append(Diagnostic(
                Severity.ERROR, f"failed to parse parameter '{what}'", p.src.loc(at)))  # fmt: skip
            raise
    return dims, t


def _parse_tensor_desc(p: Any, shape: str, element: str, encoding: str,
                       layout: str) -> dict[str, Any]:  # fmt: skip
    dims, t = _shape_and_element(p, True)
    enc: Attribute | None = None
    lay: Attribute | None = None
    while p.consume_punct(","):
        at = p.lex.start
        a = parse_struct_attr(p)
        if a is None:
            a = p.parse_attribute()
        if key_of(a) == LAYOUT:
            lay = a
        elif key_of(a) in (BLOCK, SCATTER):
            enc = a
        else:
            p.error_at(at, "expected a block or scatter encoding, or a layout")
    return {shape: i64_array(list(dims)), element: t,
            encoding: enc if enc is not None else default_block(p.ctx), layout: lay}  # fmt: skip


def _print_tensor_desc(attrs: Any, params: dict[str, Any], shape: str, element: str,
                       encoding: str, layout: str) -> str:  # fmt: skip
    out = _print_dims(_dims(params[shape])) + attrs.type(params[element])
    enc = params.get(encoding)
    if enc is not None and not is_default_block(enc):
        out += ", " + _print_attr(attrs, enc)
    lay = params.get(layout)
    if lay is not None:
        out += ", " + _print_attr(attrs, lay)
    return out


plugin.param_directive("XegpuTensorDesc", _parse_tensor_desc, _print_tensor_desc)
plugin.assembly_format(
    "XegpuTensorDescType",
    "`<` custom<XegpuTensorDesc>($shape, $elementType, $encoding, $layout) `>`",
)


def _ratio(shape: list[int], by: list[int]) -> list[int] | None:
    """``shape / by`` element-wise when each divides evenly (MLIR's computeShapeRatio)."""
    if len(shape) != len(by) or any(b == 0 or s % b for s, b in zip(shape, by)):
        return None
    return [s // b for s, b in zip(shape, by)]


def _distribute(shape: list[int], layout: list[int] | None, data: list[int] | None,
                round_robin: bool) -> list[int] | None:  # fmt: skip
    out = list(shape)
    if layout:
        if len(layout) != len(shape):
            return None
        ratio = _ratio(shape, layout)
        if ratio is not None:
            out = ratio
        elif not round_robin or _ratio(layout, shape) is None:
            return None
    if data:
        if len(data) != len(shape):
            return None
        if _ratio(out, data) is None and not (round_robin and _ratio(data, out) is not None):
            return None
        out = list(data)
    return out


def evenly_distributable(shape: list[int], fields: dict[str, list[int] | None]) -> bool:
    """Whether ``shape`` divides among subgroups, instructions and lanes by the layout."""
    sg = _distribute(shape, fields["sg_layout"], fields["sg_data"], True)
    if sg is None:
        return False
    inst = _distribute(sg, None, fields["inst_data"], False)
    if inst is None:
        return False
    return _distribute(inst, fields["lane_layout"], fields["lane_data"], False) is not None


def layout_rank(fields: dict[str, list[int] | None]) -> int:
    for n in ("sg_layout", "inst_data", "lane_layout"):
        if fields[n] is not None:
            return len(fields[n] or ())
    return 0


def _check_tensor_desc(params: tuple[Any, ...]) -> tuple[str, int] | None:
    shape, element, encoding, layout = params
    dims = list(_dims(shape))
    rank = len(dims)
    if rank == 0:
        return "expected non-zero rank tensor", -1
    if key_of(encoding) == BLOCK and rank > 1 and memory_space(encoding) == "slm":
        return "SLM is only supported for 1D block tensor", -1
    bits = element_bits(element)
    if bits is None:
        return f"unsupported element type {element!r}: expected integer or float", -1
    factor = 32 // bits if bits < 32 else 1
    if key_of(encoding) == SCATTER:
        chunk = chunk_size(encoding)
        if rank == 1 and chunk != 1:
            return "expected non-contiguous elements for 1D tensor", -1
        if chunk > 1:
            if dims[-1] != chunk:
                return "expected last dim of tensor to match chunk size", -1
            if dims[-1] % factor:
                return f"expected last dim of tensor to be a multiple of {factor}", -1
    if key_of(layout) == LAYOUT:
        fields = layout_values(layout)
        if rank != layout_rank(fields):
            return "expected layout rank to match tensor rank", -1
        lane_data = fields["lane_data"]
        if key_of(encoding) == SCATTER and lane_data and chunk_size(encoding) > 1:
            if lane_data[rank - 1] % factor:
                return f"expected last dim of lane_data to be a multiple of: {factor}", -1
        if not evenly_distributable(dims, fields):
            text = print_struct_attr(None, layout)
            return f"cannot distribute [{', '.join(map(str, dims))}] using {text}", -1
    return None


plugin.type_verifier("XegpuTensorDescType", _check_tensor_desc)


# --- attribute checks -------------------------------------------------------------------------


def check_layout(params: tuple[Any, ...]) -> tuple[str, int] | None:
    """``#xegpu.layout``: which fields go together, and of one rank."""
    f = {n: (list(v.params[1]) if v is not None else None) for n, v in zip(LAYOUT_FIELDS, params)}
    sg, sg_data, inst, lane, lane_data, order = (f[n] for n in LAYOUT_FIELDS)
    if sg is None and inst is None and lane is None:
        return "expected at least one of sg_layout, inst_data or lane_layout", -1
    if sg is not None and inst is not None and len(sg) != len(inst):
        return "expected sg_layout and inst_data to have the same rank", -1
    if sg is not None and lane is not None and len(sg) != len(lane):
        return "expected sg_layout and lane_layout to have the same rank", -1
    if inst is not None and lane is not None and len(inst) != len(lane):
        return "expected inst_data and lane_layout to have the same rank", -1
    if sg_data is not None:
        if sg is None:
            return "expected sg_layout being used with sg_data", -1
        if len(sg_data) != len(sg):
            return "expected sg_data and sg_layout to have the same rank", -1
    if lane_data is not None:
        if lane is None:
            return "expected lane_layout being used with lane_data", -1
        if len(lane_data) != len(lane):
            return "expected lane_data and lane_layout to have the same rank", -1
    if order is not None:
        if sg is None and lane is None:
            return "expected sg_layout/lane_layout being used with order", -1
        if sg is not None and len(order) != len(sg):
            return "expected order and sg_layout to have the same rank", -1
        if lane is not None and len(order) != len(lane):
            return "expected order and lane_layout to have the same rank", -1
    return None


def check_scatter(params: tuple[Any, ...]) -> tuple[str, int] | None:
    if _int(params[1], 1) <= 0:
        return "invalid chunk size", -1
    return None


def _check_slice(params: tuple[Any, ...]) -> tuple[str, int] | None:
    dims = params[1]
    if dims is None:
        return "expected dims attribute", -1
    seen: set[int] = set()
    for d in int_list(dims):
        if d < 0:
            return f"invalid dim ({d}) in slice attribute.", -1
        if d in seen:
            return f"repeated dim ({d}) in slice attribute.", -1
        seen.add(d)
    return None


def _check_range(params: tuple[Any, ...]) -> tuple[str, int] | None:
    start, end = (_int(a, 0) for a in params)
    if start >= end:
        return f"'end' : {end} must be greater than 'start' : {start}", -1
    return None


plugin.type_verifier("XegpuLayoutAttr", check_layout)
plugin.type_verifier("XegpuScatterTensorDescAttr", check_scatter)
plugin.type_verifier("XegpuSliceAttr", _check_slice)
plugin.type_verifier("XegpuRangeAttr", _check_range)


# --- !xegpu.mem_desc and #xegpu.mem_layout ---------------------------------------------------


def _parse_mem_desc(p: Any, shape: str, element: str, mem_layout: str) -> dict[str, Any]:
    dims, t = _shape_and_element(p, False)
    lay = None
    if p.consume_punct(","):
        lay = p.parse_attribute()
    return {shape: i64_array(list(dims)), element: t, mem_layout: lay}


def _print_mem_desc(attrs: Any, params: dict[str, Any], shape: str, element: str,
                    mem_layout: str) -> str:  # fmt: skip
    out = "x".join(str(d) for d in _dims(params[shape])) + "x" + attrs.type(params[element])
    lay = params.get(mem_layout)
    if lay is not None:
        out += ", " + attrs.attr(lay)
    return out


plugin.param_directive("XegpuMemDesc", _parse_mem_desc, _print_mem_desc)
plugin.assembly_format(
    "XegpuMemDescType", "`<` custom<XegpuMemDesc>($shape, $elementType, $mem_layout) `>`"
)


def _parse_mem_layout(p: Any, attrs: str) -> dict[str, Any]:
    loc = p.lex.start
    entries: dict[str, Attribute] = {}
    while True:
        if p.lex.kind is not BARE:
            p.error_at(loc, "expected valid attribute name")
        name = p.tok
        p.lex.next()
        if name in entries:
            p.error_at(loc, f"duplicate key '{name} in mem layout attribute")
        p.expect_punct("=", "expected '='")
        entries[name] = p.parse_attribute()
        if not p.consume_punct(","):
            break
    return {attrs: B.dictionary_attr(entries)}


def _print_mem_layout(attrs: Any, params: dict[str, Any], name: str) -> str:
    return ", ".join(f"{k} = {attrs.attr(v)}" for k, v in params[name].params[0])


plugin.param_directive("XegpuMemLayout", _parse_mem_layout, _print_mem_layout)
plugin.assembly_format("XegpuMemLayoutAttr", "`<` custom<XegpuMemLayout>($attrs) `>`")


# --- C++ classes --------------------------------------------------------------------------------

_TDESC_SUMMARY = "TensorDesc describing regions of interested data."
_NBARRIER_SUMMARY = "!xegpu.nbarrier a custom XeGPU type representing a barrier."
plugin.cpp_classes(
    (
        ("xegpu::TensorDescType", "!xegpu.tensor_desc", _TDESC_SUMMARY),
        ("xegpu::MemDescType", "!xegpu.mem_desc", "MemDesc describing the data in SLM"),
        ("xegpu::NbarrierType", "!xegpu.nbarrier", _NBARRIER_SUMMARY),
        ("xegpu::LayoutAttr", LAYOUT, "layout attribute"),
        ("xegpu::SliceAttr", SLICE, "slice attribute"),
        ("xegpu::MemLayoutAttr", "#xegpu.mem_layout", "mem layout attribute"),
        ("xegpu::BlockTensorDescAttr", BLOCK, "block tensor desc attribute"),
        ("xegpu::ScatterTensorDescAttr", SCATTER, "scatter tensor desc attribute"),
    )
)  # fmt: skip

_layout, _slice = holds_key(LAYOUT), holds_key(SLICE)
plugin.cpp_class(
    "xegpu::DistributeLayoutAttr",
    lambda v: _layout(v) or _slice(v),
    "DistributeLayoutAttr instance",
)


# --- ShapedType: the tensor and memory descriptors ----------------------------------------------


def _desc_shape(t: Any) -> tuple[int, ...]:
    return tuple(t.params[0].params[1])


def _desc_element(t: Any) -> Any:
    return t.params[1]


plugin.shaped_type("!xegpu.tensor_desc", _desc_shape, _desc_element)
plugin.shaped_type("!xegpu.mem_desc", _desc_shape, _desc_element)
