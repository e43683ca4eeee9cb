"""The generic printer: IR to text byte-identical to ``mlir-opt --mlir-print-op-generic``.

What mlir-opt does, and so what this does:
- Values are numbered per region: a region's own block arguments and results first
  (``%0``, ``%1``..., entry-block arguments ``%argN``), and only then its nested regions,
  each starting from the counters reached at the end of the enclosing region. A
  multi-result operation takes one number (``%0:2``, uses ``%0#1``). Blocks are ``^bbN``
  per region.
- Aliases: before printing, the IR is walked in the order the printer would visit it
  (a region's ops before the op's own types and attributes). Builtin values that take an
  alias (affine maps ``#map``, integer sets ``#set``, locations ``#loc``, distinct
  attributes ``#distinct``, tuples of more than 16 types ``!tuple``) are numbered by
  (depth, types before attributes, name, first visit), where depth is one more than the
  deepest aliased value printed inside. Aliases used only by operation locations are
  printed after the module; the rest before it.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.ir import Block, BlockArgument, Operation, Region, Value
from core.lexer import escape_string, is_bare_id, symbol_text

NEVER, MAY = 0, 1

_INT_PREFIX = ("i", "si", "ui")


class AttrPrinter:
    """Prints types and attributes; ``aliases`` maps values to their alias names."""

    def __init__(self, elide_elements_over: int | None = None) -> None:
        self.aliases: dict[Attribute, str] = {}
        self.distinct_ids: dict[Attribute, int] = {}
        self._cache: dict[Attribute, str] = {}
        # dense_resource handles printed so far: their blobs go in the resource section.
        self.blob_handles: dict[str, None] = {}  # in print order
        # Diagnostics print large elements attributes as `dense_resource<__elided__>`.
        self.elide_elements_over = elide_elements_over

    # Dispatch ---------------------------------------------------------------------------

    def type(self, t: Attribute) -> str:
        s = self._cache.get(t)
        if s is not None:
            return s
        alias = self.aliases.get(t)
        if alias is not None:
            return alias
        s = self.type_body(t)
        if t.defn not in _UNCACHEABLE:
            self._cache[t] = s
        return s

    def type_body(self, t: Attribute) -> str:
        fn = _TYPE_PRINTERS.get(t.defn.key)
        if fn is None:
            return self.attr_body(t, NEVER)
        return fn(self, t)

    def attr(self, a: Attribute, elision: int = NEVER) -> str:
        if a.defn.is_type:
            return self.type(a)
        alias = self.aliases.get(a)
        if alias is not None:
            return alias
        return self.attr_body(a, elision)

    def attr_body(self, a: Attribute, elision: int = NEVER) -> str:
        fn = _ATTR_PRINTERS.get(a.defn.key)
        if fn is None:
            return self.dialect_attr(a)
        return fn(self, a, elision)

    def dialect_attr(self, a: Attribute) -> str:
        """A value of a loaded dialect definition: ``#d.name<params>``."""
        sigil = "!" if a.defn.is_type else "#"
        name = f"{sigil}{a.defn.dialect}.{a.defn.name}"
        if not a.params:
            return name
        return name + "<" + ", ".join(self.param(p) for p in a.params) + ">"

    def param(self, p: Any) -> str:
        if isinstance(p, Attribute):
            return self.attr(p)
        return str(p)

    # Types ------------------------------------------------------------------------------

    def _integer(self, t: Attribute) -> str:
        width, signedness = t.params
        return f"{_INT_PREFIX[signedness]}{width}"

    def _name_only(self, t: Attribute) -> str:
        return t.defn.name

    def _complex(self, t: Attribute) -> str:
        return f"complex<{self.type(t.params[0])}>"

    def _tuple(self, t: Attribute) -> str:
        return "tuple<" + ", ".join(self.type(x) for x in t.params[0]) + ">"

    def _function(self, t: Attribute) -> str:
        inputs, results = t.params
        ins = "(" + ", ".join(self.type(x) for x in inputs) + ") -> "
        if len(results) == 1 and results[0].defn is not B.T["function"]:
            return ins + self.type(results[0])
        return ins + "(" + ", ".join(self.type(x) for x in results) + ")"

    def _dims(self, shape: tuple[int, ...], scalable: tuple[bool, ...] = ()) -> str:
        out = []
        for i, d in enumerate(shape):
            s = "?" if d == B.DYNAMIC else str(d)
            if scalable and scalable[i]:
                s = "[" + s + "]"
            out.append(s + "x")
        return "".join(out)

    def _tensor(self, t: Attribute) -> str:
        shape, elem, encoding = t.params
        s = "tensor<" + self._dims(shape) + self.type(elem)
        if encoding is not None:
            s += ", " + self.attr(encoding)
        return s + ">"

    def _unranked_tensor(self, t: Attribute) -> str:
        return "tensor<*x" + self.type(t.params[0]) + ">"

    def _memref(self, t: Attribute) -> str:
        shape, elem, layout, space = t.params
        s = "memref<" + self._dims(shape) + self.type(elem)
        if layout is not None:
            s += ", " + self.attr(layout)
        if space is not None:
            s += ", " + self.attr(space, MAY)
        return s + ">"

    def _unranked_memref(self, t: Attribute) -> str:
        elem, space = t.params
        s = "memref<*x" + self.type(elem)
        if space is not None:
            s += ", " + self.attr(space, MAY)
        return s + ">"

    def _vector(self, t: Attribute) -> str:
        shape, elem, scalable = t.params
        return "vector<" + self._dims(shape, scalable) + self.type(elem) + ">"

    def _opaque_type(self, t: Attribute) -> str:
        dialect, data = t.params
        return dialect_symbol("!", dialect, data)

    # Attributes -------------------------------------------------------------------------

    def _with_type(self, s: str, type: Attribute, elision: int) -> str:
        if type.defn is B.T["none"]:
            return s
        return s + " : " + self.type(type)

    def _integer_attr(self, a: Attribute, elision: int) -> str:
        type, value = a.params
        if type is B.I1:
            return "true" if value else "false"
        if type.defn is B.T["integer"] and type.params[1] == B.UNSIGNED and value < 0:
            value += 1 << type.params[0]
        if elision == MAY and type is B.I64:
            return str(value)
        return f"{value} : {self.type(type)}"

    def _float_attr(self, a: Attribute, elision: int) -> str:
        from core import floats

        type, bits = a.params[:2]
        if len(a.params) == 3:
            text = a.params[2]  # the literal's own print (see floats.format_float_attr)
        else:
            text = floats.format_float(floats.SEMANTICS[B.FLOAT_DEFS[type.defn]], bits)
        if elision == MAY and type is B.F64 and not text.startswith("0x"):
            return text
        return f"{text} : {self.type(type)}"

    def _string_attr(self, a: Attribute, elision: int) -> str:
        value, type = a.params
        return self._with_type('"' + escape_string(value) + '"', type, elision)

    def _array(self, a: Attribute, elision: int) -> str:
        return "[" + ", ".join(self.attr(x, MAY) for x in a.params[0]) + "]"

    def _dictionary(self, a: Attribute, elision: int) -> str:
        return "{" + self.named_attrs(a.params[0]) + "}"

    def named_attrs(self, entries: Any) -> str:
        parts = []
        unit = B.unit_attr()
        for name, value in entries:
            key = name if is_bare_id(name) else '"' + escape_string(name) + '"'
            parts.append(key if value is unit else key + " = " + self.attr(value))
        return ", ".join(parts)

    def _symbol_ref(self, a: Attribute, elision: int) -> str:
        root, nested = a.params
        return symbol_text(root) + "".join("::" + symbol_text(n) for n in nested)

    def _type_attr(self, a: Attribute, elision: int) -> str:
        return self.type(a.params[0])

    def _unit(self, a: Attribute, elision: int) -> str:
        return "unit"

    def _affine_map(self, a: Attribute, elision: int) -> str:
        return f"affine_map<{a.params[0]}>"

    def _integer_set(self, a: Attribute, elision: int) -> str:
        return f"affine_set<{a.params[0]}>"

    def _strided(self, a: Attribute, elision: int) -> str:
        offset, strides = a.params
        s = "strided<[" + ", ".join("?" if x == B.DYNAMIC else str(x) for x in strides) + "]"
        if offset != 0:
            s += ", offset: " + ("?" if offset == B.DYNAMIC else str(offset))
        return s + ">"

    def _dense(self, a: Attribute, elision: int) -> str:
        from core import dense

        limit = self.elide_elements_over
        if limit is not None and _num_elements(a.params[0]) > limit:
            return "dense_resource<__elided__> : " + self.type(a.params[0])
        return dense.print_dense(a, self.type) + " : " + self.type(a.params[0])

    def _dense_array(self, a: Attribute, elision: int) -> str:
        from core import dense

        return dense.print_dense_array(a, self.type)

    def _sparse(self, a: Attribute, elision: int) -> str:
        from core import dense

        return dense.print_sparse(a, self.attr) + " : " + self.type(a.params[0])

    def _dense_resource(self, a: Attribute, elision: int) -> str:
        from core import dense

        self.blob_handles[a.params[1]] = None
        return dense.print_dense_resource(a) + " : " + self.type(a.params[0])

    def _distinct(self, a: Attribute, elision: int) -> str:
        ident = self.distinct_ids.get(a)
        if ident is None:
            ident = self.distinct_ids[a] = len(self.distinct_ids)
        ref = a.params[1]
        inner = "" if ref is B.unit_attr() else self.attr(ref)
        return f"distinct[{ident}]<{inner}>"

    def _opaque_attr(self, a: Attribute, elision: int) -> str:
        dialect, data, type = a.params
        return self._with_type(dialect_symbol("#", dialect, data), type, elision)

    def location(self, loc: Attribute) -> str:
        """``loc(...)`` for a location attribute, through its alias when it has one."""
        alias = self.aliases.get(loc)
        if alias is not None:
            return f"loc({alias})"
        return self._loc_attr(loc, NEVER)

    def _loc_attr(self, a: Attribute, elision: int) -> str:
        return "loc(" + self.loc_body(a) + ")"

    def loc_body(self, a: Attribute) -> str:
        d = a.defn
        p = a.params
        if d is B.A["unknown_loc"]:
            return "unknown"
        if d is B.A["file_line_col_loc"]:
            return f'"{escape_string(p[0])}":{p[1]}:{p[2]}'
        if d is B.A["file_line_col_range"]:
            name, line, col, end_line, end_col = p
            s = f'"{escape_string(name)}":{line}:{col} to '
            return s + (f":{end_col}" if end_line == line else f"{end_line}:{end_col}")
        if d is B.A["name_loc"]:
            name, child = p
            s = '"' + escape_string(name) + '"'
            if child is not B.UNKNOWN_LOC:
                s += "(" + self._nested_loc(child) + ")"
            return s
        if d is B.A["call_site_loc"]:
            return f"callsite({self._nested_loc(p[0])} at {self._nested_loc(p[1])})"
        if d is B.A["fused_loc"]:
            locs, metadata = p
            s = "fused"
            if metadata is not None:
                s += "<" + self.attr(metadata) + ">"
            return s + "[" + ", ".join(self._nested_loc(x) for x in locs) + "]"
        raise AssertionError(d)

    def _nested_loc(self, a: Attribute) -> str:
        alias = self.aliases.get(a)
        if alias is not None:
            return alias
        return self.loc_body(a)


def _num_elements(shaped: Attribute) -> int:
    n = 1
    for d in shaped.params[0]:
        n *= d
    return n


def dialect_symbol(sigil: str, dialect: str, data: str) -> str:
    """``!d.data`` when the data reads as a pretty name, else ``!d<data>`` (MLIR's rule)."""
    if _pretty_ok(data):
        return f"{sigil}{dialect}.{data}"
    return f"{sigil}{dialect}<{data}>"


def _pretty_ok(data: str) -> bool:
    if not data or not data[0].isalpha() or not data[0].isascii():
        return False
    lt = data.find("<")
    head = data if lt < 0 else data[:lt]
    for c in head:
        if not (c.isascii() and (c.isalnum() or c in "._")):
            return False
    return lt < 0 or data.endswith(">")


_TYPE_PRINTERS: dict[str, Callable[[AttrPrinter, Attribute], str]] = {
    "!builtin.integer": AttrPrinter._integer,
    "!builtin.index": AttrPrinter._name_only,
    "!builtin.none": AttrPrinter._name_only,
    "!builtin.complex": AttrPrinter._complex,
    "!builtin.tuple": AttrPrinter._tuple,
    "!builtin.function": AttrPrinter._function,
    "!builtin.tensor": AttrPrinter._tensor,
    "!builtin.unranked_tensor": AttrPrinter._unranked_tensor,
    "!builtin.memref": AttrPrinter._memref,
    "!builtin.unranked_memref": AttrPrinter._unranked_memref,
    "!builtin.vector": AttrPrinter._vector,
    "!builtin.opaque": AttrPrinter._opaque_type,
    **{"!builtin." + k: AttrPrinter._name_only for k in B.FLOAT_KINDS},
}
_ATTR_PRINTERS: dict[str, Callable[[AttrPrinter, Attribute, int], str]] = {
    "#builtin.integer": AttrPrinter._integer_attr,
    "#builtin.float": AttrPrinter._float_attr,
    "#builtin.string": AttrPrinter._string_attr,
    "#builtin.array": AttrPrinter._array,
    "#builtin.dictionary": AttrPrinter._dictionary,
    "#builtin.symbol_ref": AttrPrinter._symbol_ref,
    "#builtin.type": AttrPrinter._type_attr,
    "#builtin.unit": AttrPrinter._unit,
    "#builtin.affine_map": AttrPrinter._affine_map,
    "#builtin.integer_set": AttrPrinter._integer_set,
    "#builtin.strided_layout": AttrPrinter._strided,
    "#builtin.dense_int_or_fp_elements": AttrPrinter._dense,
    "#builtin.dense_string_elements": AttrPrinter._dense,
    "#builtin.dense_array": AttrPrinter._dense_array,
    "#builtin.sparse_elements": AttrPrinter._sparse,
    "#builtin.dense_resource_elements": AttrPrinter._dense_resource,
    "#builtin.distinct": AttrPrinter._distinct,
    "#builtin.opaque": AttrPrinter._opaque_attr,
    **{d.key: AttrPrinter._loc_attr for d in B.LOCATION_DEFS},
}
# Values whose text depends on print order (distinct ids) must not be cached.
_UNCACHEABLE = frozenset((B.A["distinct"],))


def attr_to_str(a: Attribute) -> str:
    """A value's text with no aliases, as diagnostics quote it."""
    p = AttrPrinter()
    return p.attr(a)


# --- alias collection ------------------------------------------------------------------


def alias_name(a: Attribute) -> str | None:
    """The alias stem MLIR's builtin dialect gives a value, if any."""
    d = a.defn
    if d is B.A["affine_map"]:
        return "map"
    if d is B.A["integer_set"]:
        return "set"
    if d in B.LOCATION_DEFS:
        return "loc"
    if d is B.A["distinct"] and a.params[1] is not B.unit_attr():
        return "distinct"
    if d is B.T["tuple"] and len(a.params[0]) > 16:
        return "tuple"
    return None


class _AliasInfo:
    __slots__ = ("index", "stem", "is_type", "depth", "deferrable", "children")

    def __init__(self, index: int, stem: str | None, is_type: bool, deferrable: bool) -> None:
        self.index = index
        self.stem = stem
        self.is_type = is_type
        # A value with an alias starts at depth 1, one without at 0; a value containing
        # something of depth d > 0 has depth d + 1 (MLIR's AliasInitializer).
        self.depth = 1 if stem else 0
        self.deferrable = deferrable
        self.children: list[_AliasInfo] = []


def _alias_children(a: Attribute) -> tuple[Any, ...]:
    """The values MLIR's alias pass visits inside ``a``, in its order. This is not always
    what the printer prints: integer and float attributes skip their type, sparse elements
    visit only their type, an identity memref layout is skipped."""
    d = a.defn
    p = a.params
    key = d.key
    if d.is_type:
        if key == "!builtin.memref":
            shape, elem, layout, space = p
            out: list[Any] = [elem]
            if layout is not None and not _is_identity_layout(layout):
                out.append(layout)
            if space is not None:
                out.append(space)
            return tuple(out)
        if key in ("!builtin.tensor", "!builtin.vector"):
            return (p[1], p[2]) if key == "!builtin.tensor" and p[2] is not None else (p[1],)
        if key == "!builtin.function":
            return p[0] + p[1]
        if key == "!builtin.tuple":
            return p[0]
        if key in ("!builtin.complex", "!builtin.unranked_tensor"):
            return (p[0],)
        if key == "!builtin.unranked_memref":
            return (p[0],) if p[1] is None else (p[0], p[1])
        if d.dialect == "builtin":
            return ()
        return tuple(x for x in p if isinstance(x, Attribute))
    children = _ATTR_ALIAS_CHILDREN.get(key)
    if children is not None:
        return children(p)
    if d.dialect == "builtin":
        return ()
    return tuple(x for x in p if isinstance(x, Attribute))


def _is_identity_layout(layout: Attribute) -> bool:
    if layout.defn is not B.A["affine_map"]:
        return False
    return layout.params[0].is_identity()


def _typed(type: Attribute) -> tuple[Attribute, ...]:
    return () if type is B.NONE else (type,)


_ATTR_ALIAS_CHILDREN: dict[str, Callable[[tuple[Any, ...]], tuple[Any, ...]]] = {
    "#builtin.integer": lambda p: (),
    "#builtin.float": lambda p: (),
    "#builtin.distinct": lambda p: () if p[1] is B.unit_attr() else (p[1],),
    "#builtin.dictionary": lambda p: tuple(v for _, v in p[0]),
    "#builtin.array": lambda p: p[0],
    "#builtin.type": lambda p: (p[0],),
    "#builtin.name_loc": lambda p: () if p[1] is B.UNKNOWN_LOC else (p[1],),
    "#builtin.call_site_loc": lambda p: (p[0], p[1]),
    "#builtin.fused_loc": lambda p: p[0] if p[1] is None else (p[1], *p[0]),
    "#builtin.string": lambda p: _typed(p[1]),
    "#builtin.opaque": lambda p: _typed(p[2]),
    "#builtin.dense_int_or_fp_elements": lambda p: (p[0],),
    "#builtin.dense_string_elements": lambda p: (p[0],),
    "#builtin.dense_resource_elements": lambda p: (p[0],),
    "#builtin.sparse_elements": lambda p: (p[0],),
}


class _AliasCollector:
    """Visits values as MLIR's alias pass does and records what gets an alias."""

    def __init__(self) -> None:
        self.infos: dict[Attribute, _AliasInfo] = {}

    def visit(self, a: Attribute, deferrable: bool = False) -> _AliasInfo:
        info = self.infos.get(a)
        if info is not None:
            if not deferrable:
                _mark_non_deferrable(info)
            return info
        info = _AliasInfo(len(self.infos), alias_name(a), a.defn.is_type, deferrable)
        self.infos[a] = info
        deepest = 0
        for child in _alias_children(a):
            child_info = self.visit(child, deferrable)
            info.children.append(child_info)
            deepest = max(deepest, child_info.depth)
        if deepest:
            info.depth = deepest + 1
        return info

    def names(self) -> dict[Attribute, tuple[str, bool]]:
        """alias name and deferrability of every value that gets an alias."""
        items = [(a, i) for a, i in self.infos.items() if i.stem]
        items.sort(key=lambda ai: (ai[1].depth, not ai[1].is_type, ai[1].stem, ai[1].index))
        counts: dict[str, int] = {}
        out: dict[Attribute, tuple[str, bool]] = {}
        for a, info in items:
            stem = info.stem
            assert stem is not None
            n = counts.get(stem, 0)
            counts[stem] = n + 1
            sigil = "!" if info.is_type else "#"
            suffix = "" if n == 0 else ("_" if stem[-1].isdigit() else "") + str(n)
            out[a] = (sigil + stem + suffix, info.deferrable)
        return out


def _mark_non_deferrable(info: _AliasInfo) -> None:
    stack = [info]
    while stack:
        i = stack.pop()
        if i.deferrable:
            i.deferrable = False
            stack.extend(i.children)


# --- operations ------------------------------------------------------------------------


class OpPrinter:
    """Prints an operation tree in generic form."""

    def __init__(
        self,
        debuginfo: bool = False,
        elide_elements_over: int | None = None,
        registered_dialects: Container[str] = B.CORE_DIALECTS,
    ) -> None:
        self.debuginfo = debuginfo
        self.registered_dialects = registered_dialects
        self.attrs = AttrPrinter(elide_elements_over)
        self.names: dict[Value, str] = {}
        self.block_names: dict[Block, str] = {}
        self.out: list[str] = []

    def print_module(
        self, op: Operation, resources: Sequence[tuple[str, str, str, str]] = ()
    ) -> str:
        aliases = self._collect_aliases(op)
        out = self.out
        deferred: list[tuple[Attribute, str]] = []
        for a, (name, _) in aliases.items():
            self.attrs.aliases[a] = name
        # Definitions print the value itself, with nested aliases; `aliases` is in order.
        for a, (name, deferrable) in aliases.items():
            if deferrable:
                deferred.append((a, name))
                continue
            out.append(f"{name} = {self._alias_body(a)}\n")
        self._number(op)
        self._op(op, 0)
        out.append("\n")
        for a, name in deferred:
            out.append(f"{name} = {self._alias_body(a)}\n")
        # Builtin blobs are printed in the order the IR first prints their handles, and only
        # while something refers to them; external resources follow as they came.
        order = {key: i for i, key in enumerate(self.attrs.blob_handles)}
        blobs = [r for r in resources if r[0] == "dialect_resources" and r[2] in order]
        blobs.sort(key=lambda r: order[r[2]])
        resources = blobs + [r for r in resources if r[0] != "dialect_resources"]
        if resources:
            out.append(_resources_text(resources))
        # mlir-opt ends its output with one more newline.
        out.append("\n")
        return "".join(out)

    def _alias_body(self, a: Attribute) -> str:
        p = self.attrs
        saved = p.aliases.pop(a)
        try:
            return p.type_body(a) if a.defn.is_type else p.attr_body(a)
        finally:
            p.aliases[a] = saved

    def _collect_aliases(self, root: Operation) -> dict[Attribute, tuple[str, bool]]:
        c = _AliasCollector()
        debuginfo = self.debuginfo
        # Iterative walk in the order MLIR's alias pass visits: for each op, its location,
        # then its regions (block argument types and locations, nested ops), then operand
        # types, result types, properties and attributes.
        stack: list[Any] = [root]
        while stack:
            item = stack.pop()
            if isinstance(item, Operation):
                op = item
                if debuginfo:
                    c.visit(op.location, True)
                tail = ("tail", op)
                stack.append(tail)
                for region in reversed(op.regions):
                    for block in reversed(region.blocks):
                        stack.extend(reversed(block.ops))
                        stack.append(("args", block))
            elif item[0] == "args":
                for arg in item[1].args:
                    c.visit(arg.type)
                    if debuginfo:
                        c.visit(_arg_location(arg), False)
            else:
                op = item[1]
                for v in op.operands:
                    c.visit(v.type)
                for r in op.results:
                    c.visit(r.type)
                for value in self._alias_visited_attrs(op):
                    c.visit(value)
        return c.names()

    def _alias_visited_attrs(self, op: Operation) -> list[Attribute]:
        """The attribute values MLIR's alias pass visits: for a registered operation its
        inherent attributes (the properties) and discardable ones, merged in name order; for
        an unregistered one only the discardable ones (its properties print inline)."""
        props = op.properties
        dot = op.name.find(".")
        registered = dot > 0 and op.name[:dot] in self.registered_dialects
        if props is None or not registered or props.defn is not B.A["dictionary"]:
            return [v for _, v in _sorted_attrs(op)]
        items = list(props.params[0]) + list(op.attributes.items())
        items.sort(key=_name_key)
        return [v for _, v in items]

    def _number(self, root: Operation) -> None:
        """Name every value and block: regions taken from a stack (last pushed first),
        each numbering its block arguments and results from counters shared by the whole
        tree, then pushing the regions of its operations."""
        names = self.names
        block_names = self.block_names
        next_value = next_arg = 0
        stack = list(root.regions)
        while stack:
            region = stack.pop()
            for i, block in enumerate(region.blocks):
                block_names[block] = f"^bb{i}"
                if i == 0:
                    for arg in block.args:
                        names[arg] = f"%arg{next_arg}"
                        next_arg += 1
                else:
                    for arg in block.args:
                        names[arg] = f"%{next_value}"
                        next_value += 1
                for op in block.ops:
                    results = op.results
                    if results:
                        base = f"%{next_value}"
                        next_value += 1
                        if len(results) == 1:
                            names[results[0]] = base
                        else:
                            for j, r in enumerate(results):
                                names[r] = f"{base}#{j}"
                    if op.regions:
                        stack.extend(op.regions)

    def _op(self, op: Operation, indent: int) -> None:
        out = self.out
        names = self.names
        pad = " " * indent
        results = op.results
        line = [pad]
        if results:
            first = names[results[0]]
            if len(results) == 1:
                line.append(first + " = ")
            else:
                line.append(f"{first[: first.index('#')]}:{len(results)} = ")
        line.append('"' + escape_string(op.name) + '"(')
        line.append(", ".join(names[v] for v in op.operands))
        line.append(")")
        if op.successors:
            line.append("[" + ", ".join(self.block_names[b] for b in op.successors) + "]")
        attrs = self.attrs
        if op.properties is not None:
            line.append(" <" + attrs.attr(op.properties) + ">")
        out.append("".join(line))
        if op.regions:
            out.append(" (")
            first_region = True
            for region in op.regions:
                if not first_region:
                    out.append(", ")
                first_region = False
                self._region(region, indent)
            out.append(")")
        tail = []
        if op.attributes:
            items = _sorted_attrs(op)
            tail.append(" {" + attrs.named_attrs(items) + "}")
        tail.append(" : (")
        tail.append(", ".join([attrs.type(v.type) for v in op.operands]))
        tail.append(") -> ")
        if len(results) == 1 and results[0].type.defn is not B.T["function"]:
            tail.append(attrs.type(results[0].type))
        else:
            tail.append("(" + ", ".join([attrs.type(r.type) for r in results]) + ")")
        if self.debuginfo:
            tail.append(" " + attrs.location(op.location))
        out.append("".join(tail))

    def _region(self, region: Region, indent: int) -> None:
        out = self.out
        out.append("{\n")
        if region.blocks:
            preds = _predecessors(region)
            for i, block in enumerate(region.blocks):
                if i > 0 or block.args or not block.ops:
                    self._block_header(block, indent, preds.get(block), i == 0)
                for op in block.ops:
                    self._op(op, indent + 2)
                    out.append("\n")
        out.append(" " * indent + "}")

    def _block_header(
        self, block: Block, indent: int, preds: list[Block] | None, entry: bool
    ) -> None:
        names = self.names
        attrs = self.attrs
        s = " " * indent + self.block_names[block]
        if block.args:
            parts = []
            for arg in block.args:
                p = f"{names[arg]}: {attrs.type(arg.type)}"
                if self.debuginfo:
                    p += " loc(" + attrs.loc_body(_arg_location(arg)) + ")"
                parts.append(p)
            s += "(" + ", ".join(parts) + ")"
        s += ":"
        if not preds:
            if not entry:
                s += "  // no predecessors"
        elif len(preds) == 1:
            s += "  // pred: " + self.block_names[preds[0]]
        else:
            order = {b: i for i, b in enumerate(block.parent.blocks)} if block.parent else {}
            ps = sorted(preds, key=lambda b: order.get(b, 0))
            s += f"  // {len(ps)} preds: " + ", ".join(self.block_names[b] for b in ps)
        self.out.append(s + "\n")


def _arg_location(arg: BlockArgument) -> Attribute:
    loc = arg.loc
    if isinstance(loc, Attribute):
        return loc
    owner_region = arg.owner.parent
    op = owner_region.parent if owner_region is not None else None
    src = op.source if op is not None else None
    if loc is None or src is None:
        return B.UNKNOWN_LOC
    line, col = src.line_col(loc)
    return B.file_loc(src.name, line, col)


def _predecessors(region: Region) -> dict[Block, list[Block]]:
    preds: dict[Block, list[Block]] = {}
    for block in region.blocks:
        for op in block.ops:
            for succ in op.successors:
                preds.setdefault(succ, []).append(block)
    return preds


def _name_key(item: tuple[str, Any]) -> bytes:
    return item[0].encode("utf-8", "surrogateescape")


def _sorted_attrs(op: Operation) -> list[tuple[str, Attribute]]:
    """The discardable attributes in MLIR's dictionary order (by name bytes)."""
    items = list(op.attributes.items())
    if len(items) > 1:
        items.sort(key=_name_key)
    return items


def _resources_text(resources: Any) -> str:
    sections: dict[str, dict[str, list[tuple[str, str]]]] = {}
    for section, owner, key, value in resources:
        if section == "dialect_resources":
            value = _blob_text(value)
        sections.setdefault(section, {}).setdefault(owner, []).append((key, value))
    parts = []
    for section, owners in sections.items():
        inner = []
        for owner, entries in owners.items():
            body = ",\n".join(f"      {k}: {v}" for k, v in entries)
            inner.append(f"    {owner}: {{\n{body}\n    }}")
        parts.append(f"  {section}: {{\n" + ",\n".join(inner) + "\n  }")
    return "\n{-#\n" + ",\n".join(parts) + "\n#-}\n"


def _blob_text(value: str) -> str:
    """A builtin blob as mlir-opt prints it: uppercase hex; an empty blob keeps no
    alignment."""
    if len(value) == 12:  # '"0x' + 8 digits of alignment + '"': no data
        return '"0x00000000"'
    return value.upper().replace('"0X', '"0x', 1)


def print_op_for_diagnostic(op: Operation) -> str:
    """``op`` as mlir-opt shows it in "see current operation" notes: generic form, values
    named as in the whole tree, no aliases, elements attributes over 16 values elided."""
    root = op
    while root.parent_op is not None:
        root = root.parent_op
    p = OpPrinter(elide_elements_over=16)
    p._number(root)
    p._op(op, 0)
    return "".join(p.out)


def print_generic(
    op: Operation,
    debuginfo: bool = False,
    resources: Any = (),
    registered_dialects: Container[str] = B.CORE_DIALECTS,
) -> str:
    """The module in generic form; ``registered_dialects`` are the loaded dialects."""
    return OpPrinter(debuginfo, registered_dialects=registered_dialects).print_module(op, resources)
