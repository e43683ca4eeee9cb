"""The builtin definitions the core syntax builds (spec 003), and constructors for them.

This module is the one place that knows builtin *syntax-level* structure: which parameters a
builtin type or attribute carries, in which order. Keys follow the names upstream IRDL uses
for ``irdl.base`` (``!builtin.integer``, ``#builtin.dense_int_or_fp_elements``...).

Parameter layouts (all hashable):
  !builtin.integer            (width: int, signedness: SIGNLESS | SIGNED | UNSIGNED)
  !builtin.index / none       ()
  !builtin.<float kind>       ()                      f16, bf16, f32, f8E4M3FN, ...
  !builtin.complex            (element: Type,)
  !builtin.function           (inputs: tuple[Type], results: tuple[Type])
  !builtin.tensor             (shape: tuple[int], element: Type, encoding: Attribute | None)
  !builtin.unranked_tensor    (element,)
  !builtin.memref             (shape, element, layout: Attribute | None, memory_space: Attr | None)
  !builtin.unranked_memref    (element, memory_space: Attribute | None)
  !builtin.vector             (shape, element, scalable: tuple[bool])
  !builtin.tuple              (types: tuple[Type],)
  !builtin.opaque             (dialect: str, data: str)        also unloaded dialects' types
  #builtin.opaque             (dialect: str, data: str, type: Type)  also unloaded dialects'
  #builtin.integer            (type, value: int)
  #builtin.float              (type, bits: int[, text: str])  text: see floats.format_float_attr
  #builtin.string             (value: str, type: Type)   the type is none when untyped
  #builtin.array              (elements: tuple[Attribute],)
  #builtin.dictionary         (entries: tuple[tuple[str, Attribute]],)  sorted by name
  #builtin.symbol_ref         (root: str, nested: tuple[str])
  #builtin.type               (type,)
  #builtin.unit               ()
  #builtin.affine_map         (AffineMap,)
  #builtin.integer_set        (IntegerSet,)
  #builtin.strided_layout     (offset: int, strides: tuple[int])   DYNAMIC for `?`
  #builtin.dense_array        (element type, values: tuple[int])  floats as bit patterns
  #builtin.dense_int_or_fp_elements (shaped type, splat: bool, values: tuple)
  #builtin.dense_string_elements    (shaped type, splat: bool, values: tuple[str])
  #builtin.dense_resource_elements  (shaped type, handle: str)
  #builtin.sparse_elements    (shaped type, indices: Attribute, values: Attribute)
  #builtin.distinct           (id: int, referenced: Attribute)
  locations: #builtin.unknown_loc (), #builtin.file_line_col_loc (file, line, col),
    #builtin.file_line_col_range (file, line, col, end_line, end_col),
    #builtin.name_loc (name, child), #builtin.call_site_loc (callee, caller),
    #builtin.fused_loc (locations: tuple, metadata: Attribute | None)
"""

from __future__ import annotations

from typing import Any

from core.attributes import AttrDef, Attribute, get

# Dialects the core knows without loading anything (the builtin syntax of spec 003).
CORE_DIALECTS = frozenset(("builtin",))

SIGNLESS, SIGNED, UNSIGNED = 0, 1, 2
# A dynamic dimension, offset or stride (`?`), as MLIR stores it (INT64_MIN).
DYNAMIC = -(2**63)

FLOAT_KINDS = (
    "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ",
    "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU", "bf16", "f16", "tf32", "f32", "f64",
    "f80", "f128",
)  # fmt: skip

_TYPE_NAMES = (
    "integer", "index", "none", "complex", "function", "tensor", "unranked_tensor", "memref",
    "unranked_memref", "vector", "tuple", "opaque", *FLOAT_KINDS,
)  # fmt: skip
_ATTR_NAMES = (
    "opaque", "integer", "float", "string", "array", "dictionary", "symbol_ref", "type", "unit",
    "affine_map", "integer_set", "strided_layout", "dense_array", "dense_int_or_fp_elements",
    "dense_string_elements", "dense_resource_elements", "sparse_elements", "distinct",
    "unknown_loc", "file_line_col_loc", "file_line_col_range", "name_loc", "call_site_loc",
    "fused_loc",
)  # fmt: skip

TYPES: dict[str, AttrDef] = {n: AttrDef("builtin", n, True) for n in _TYPE_NAMES}
ATTRS: dict[str, AttrDef] = {n: AttrDef("builtin", n, False) for n in _ATTR_NAMES}
BY_KEY: dict[str, AttrDef] = {d.key: d for d in (*TYPES.values(), *ATTRS.values())}

T = TYPES
A = ATTRS
LOCATION_DEFS = frozenset(
    A[n]
    for n in (
        "unknown_loc", "file_line_col_loc", "file_line_col_range", "name_loc", "call_site_loc",
        "fused_loc",
    )
)  # fmt: skip
FLOAT_DEFS = {T[k]: k for k in FLOAT_KINDS}
SHAPED_DEFS = frozenset(
    (T["tensor"], T["unranked_tensor"], T["memref"], T["unranked_memref"], T["vector"])
)


# --- types -----------------------------------------------------------------------------------


def integer_type(width: int, signedness: int = SIGNLESS) -> Attribute:
    return get(T["integer"], (width, signedness))


def float_type(kind: str) -> Attribute:
    return get(T[kind])


def index_type() -> Attribute:
    return get(T["index"])


def none_type() -> Attribute:
    return get(T["none"])


def function_type(inputs: tuple[Attribute, ...], results: tuple[Attribute, ...]) -> Attribute:
    return get(T["function"], (inputs, results))


def opaque_type(dialect: str, data: str) -> Attribute:
    return get(T["opaque"], (dialect, data))


I1 = integer_type(1)
I64 = integer_type(64)
F64 = float_type("f64")
INDEX = index_type()
NONE = none_type()


# --- attributes ------------------------------------------------------------------------------


def unit_attr() -> Attribute:
    return get(A["unit"])


def string_attr(value: str, type: Attribute | None = None) -> Attribute:
    return get(A["string"], (value, NONE if type is None else type))


def integer_attr(value: int, type: Attribute) -> Attribute:
    return get(A["integer"], (type, value))


def bool_attr(value: bool) -> Attribute:
    return get(A["integer"], (I1, 1 if value else 0))


def array_attr(elements: tuple[Attribute, ...]) -> Attribute:
    return get(A["array"], (elements,))


def dictionary_attr(entries: dict[str, Attribute] | tuple[tuple[str, Attribute], ...]) -> Attribute:
    items = entries.items() if isinstance(entries, dict) else entries
    return get(A["dictionary"], (tuple(sorted(items, key=_entry_key)),))


def _entry_key(entry: tuple[str, Any]) -> bytes:
    # MLIR orders names by their bytes (StringRef comparison).
    return entry[0].encode("utf-8", "surrogateescape")


def type_attr(type: Attribute) -> Attribute:
    return get(A["type"], (type,))


def symbol_ref(root: str, nested: tuple[str, ...] = ()) -> Attribute:
    return get(A["symbol_ref"], (root, nested))


UNKNOWN_LOC = get(A["unknown_loc"])


def file_loc(file: str, line: int, col: int) -> Attribute:
    return get(A["file_line_col_loc"], (file, line, col))


def file_range_loc(file: str, line: int, col: int, end_line: int, end_col: int) -> Attribute:
    """A source range; MLIR stores a range that ends where it starts as a point."""
    if end_line == line and end_col == col:
        return file_loc(file, line, col)
    return get(A["file_line_col_range"], (file, line, col, end_line, end_col))


def fused_loc(locs: tuple[Attribute, ...], metadata: Attribute | None) -> Attribute:
    """MLIR's FusedLoc::get: nested fused locations with the same metadata are flattened,
    unknown locations dropped and duplicates removed; what is left of fewer than two
    locations without metadata is that location itself (or unknown)."""
    kept: dict[Attribute, None] = {}
    fused = A["fused_loc"]
    for loc in locs:
        if loc.defn is fused and loc.params[1] is metadata:
            kept.update(dict.fromkeys(loc.params[0]))
        elif loc is not UNKNOWN_LOC:
            kept[loc] = None
    if not kept:
        if metadata is None:
            return UNKNOWN_LOC
        return get(fused, ((UNKNOWN_LOC,), metadata))
    if len(kept) == 1 and metadata is None:
        return next(iter(kept))
    return get(fused, (tuple(kept), metadata))


def is_location(attr: Attribute) -> bool:
    return attr.defn in LOCATION_DEFS


def is_float_type(t: Attribute) -> bool:
    return t.defn in FLOAT_DEFS


def is_integer_type(t: Attribute) -> bool:
    return t.defn is T["integer"]


def is_int_or_index(t: Attribute) -> bool:
    return t.defn is T["integer"] or t.defn is T["index"]


# --- parameters as attributes ------------------------------------------------------------------


def parameter_views(defn: AttrDef, params: tuple[Any, ...]) -> tuple[Attribute | None, ...]:
    """A builtin value's parameters as the attributes IRDL constraints see: attributes as
    they are, ints as i64 integers, strings as strings, tuples of ints (shapes, strides) as
    i64 dense arrays, of bools as i1 dense arrays, of attributes as arrays. None for an
    absent parameter or one with no attribute form (affine maps, dictionary entries)."""
    return tuple(_view(p) for p in params)


def _view(p: Any) -> Attribute | None:
    if isinstance(p, Attribute):
        return p
    if isinstance(p, bool):
        return bool_attr(p)
    if isinstance(p, int):
        return integer_attr(p, I64)
    if isinstance(p, str):
        return string_attr(p)
    if isinstance(p, tuple):
        if all(isinstance(x, bool) for x in p) and p:
            return get(A["dense_array"], (I1, tuple(int(x) for x in p)))
        if all(isinstance(x, int) and not isinstance(x, bool) for x in p):
            return get(A["dense_array"], (I64, p))
        if all(isinstance(x, Attribute) for x in p):
            return array_attr(p)
    return None
