"""Random MLIR modules in generic form, for differential testing against ``mlir-opt-22``.

The generator covers the syntax of the language reference (spec 000: generic operations,
result groups, successors, properties, regions and blocks, aliases, trailing locations, the
``{-# ... #-}`` resource section) and every builtin attribute, type and location of the
builtin dialect (spec 003). It aims at text that ``mlir-opt-22 --allow-unregistered-dialect``
accepts; a small share of cases is rejected (out-of-range literals and the like) and the
differential test simply skips those.

Everything is drawn from one seeded ``random.Random``, so ``generate_case(seed, index)`` is
reproducible. Constructs named in ``avoid`` (the keys of ``KNOWN_CLASSES`` in
``test_random_roundtrip.py``, which are the names of the ``self.on(...)`` knobs below) are not
generated, so that known differences do not hide new ones.

Run ``python -m tests.differential.irgen SEED [INDEX]`` to print one case.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field

# Dialect namespaces that no dialect registered in mlir-opt-22 uses.
DIALECTS = ["foo", "bar", "qux", "zz", "my_d", "t1", "x"]
OP_NAMES = ["op", "add", "br", "yield", "do_it", "a.b", "region", "cfg", "x1", "cast", "k$"]
ATTR_KEYS = [
    "a",
    "b",
    "c",
    "value",
    "x.y",
    "foo.bar",
    "_u",
    "k$1",
    "sym_name2",
    "z9",
    "m.n.o",
    "attr_",
    "dense",
    "loc",
    "i",
    "type",
    "strided",
    "unit",
    "true_",
    "array",
]
QUOTED_KEYS = ['"has space"', '"0lead"', '"a\\"q"', '"dash-ed"', '"tab\\09"', '"é"']
FILENAMES = [
    "a.mlir",
    "dir/sub/file.cc",
    "x",
    "with space.c",
    'q\\"uote',
    "tab\\09t",
    "",
    "uni\\C3\\A9",
]
STRING_PIECES = [
    "a",
    "hello",
    " ",
    "\\n",
    "\\t",
    '\\"',
    "\\\\",
    "\\00",
    "\\7F",
    "\\FF",
    "\\e9",
    "é",
    "→",
    "x y",
    "{",
    "}",
    "<",
    ">",
    "#",
    "%",
    "@",
    "0x12",
    "//",
    "'",
]

# name, bit width (of the storage), whether decimal literals are a good idea
FLOAT_KINDS = [
    ("f16", 16),
    ("bf16", 16),
    ("f32", 32),
    ("f64", 64),
    ("f80", 80),
    ("f128", 128),
    ("tf32", 19),
    ("f8E5M2", 8),
    ("f8E4M3", 8),
    ("f8E4M3FN", 8),
    ("f8E5M2FNUZ", 8),
    ("f8E4M3FNUZ", 8),
    ("f8E4M3B11FNUZ", 8),
    ("f8E3M4", 8),
    ("f4E2M1FN", 4),
    ("f6E2M3FN", 6),
    ("f6E3M2FN", 6),
    ("f8E8M0FNU", 8),
]
FLOAT_BITS = dict(FLOAT_KINDS)
COMMON_FLOATS = ["f16", "bf16", "f32", "f64"]
INT_WIDTHS = [1, 1, 8, 8, 16, 32, 32, 64, 64, 2, 3, 4, 5, 7, 13, 24, 48, 65, 128, 256, 1000]


@dataclass(frozen=True)
class Ty:
    """A generated type: its text (possibly an alias name) and enough structure to build
    values of it (dense literals need the element type and the shape)."""

    text: str
    kind: (
        str  # int index float complex tensor utensor vector memref umemref func tuple none dialect
    )
    bits: int = 0
    sign: str = ""  # "", "s" or "u" for integers
    fname: str = ""  # float kind name
    elem: Ty | None = None
    shape: tuple[int, ...] = ()  # -1 for a dynamic dimension

    def with_text(self, text: str) -> Ty:
        return Ty(text, self.kind, self.bits, self.sign, self.fname, self.elem, self.shape)


@dataclass
class Value:
    name: str  # the use text: %x, %r#1
    ty: Ty


@dataclass
class Scope:
    values: list[Value] = field(default_factory=list)


I1 = Ty("i1", "int", 1)
I64 = Ty("i64", "int", 64)
INDEX = Ty("index", "index", 64)


def int_range(bits: int, sign: str) -> tuple[int, int]:
    """The literal range MLIR accepts for an integer attribute of this type."""
    if sign == "u":
        return 0, (1 << bits) - 1
    if sign == "s":
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    if bits == 1:
        return 0, 1
    return -(1 << (bits - 1)), (1 << bits) - 1


class IRGen:
    def __init__(self, rng: random.Random, avoid: frozenset[str] | set[str] = frozenset()):
        self.r = rng
        self.avoid = frozenset(avoid)
        self.counter = 0
        self.type_aliases: list[Ty] = []
        self.attr_aliases: list[str] = []
        self.loc_aliases: list[str] = []
        self.distinct: dict[int, str] = {}
        self.blobs: dict[str, str] = {}
        self.depth_budget = 0
        self.jitter = self.r.random() < 0.25
        # > 0 while generating something whose attributes must not get aliases (see
        # the "props_alias" knob): no affine maps/sets, distinct, locations, big tuples
        self.plain = 0

    # ------------------------------------------------------------------ helpers
    def on(self, knob: str) -> bool:
        """Whether a construct may be generated (known-failing ones are avoided)."""
        return knob not in self.avoid

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def fresh(self) -> int:
        self.counter += 1
        return self.counter

    def comma(self) -> str:
        if self.jitter and self.chance(0.2):
            return self.pick([",", " , ", ",\n      ", ",  "])
        return ", "

    def sp(self) -> str:
        if self.jitter and self.chance(0.2):
            return self.pick(["", "  ", "\n    "])
        return " "

    def weighted(self, table: list[tuple[float, str]]) -> str:
        total = sum(w for w, _ in table)
        x = self.r.random() * total
        for w, name in table:
            x -= w
            if x < 0:
                return name
        return table[-1][1]

    # ------------------------------------------------------------------ literals
    def string_lit(self, max_pieces: int = 4) -> str:
        n = self.r.randrange(max_pieces + 1)
        return '"' + "".join(self.pick(STRING_PIECES) for _ in range(n)) + '"'

    def int_text(self, v: int, allow_hex: bool = True) -> str:
        if allow_hex and v >= 0 and self.chance(0.2):
            return hex(v) if self.chance(0.5) else "0x" + format(v, "X")
        if allow_hex and v < 0 and self.chance(0.05):
            return "-" + hex(-v)
        return str(v)

    def int_value(self, bits: int, sign: str) -> int:
        lo, hi = int_range(bits, sign)
        c = self.r.random()
        if c < 0.15:
            return self.pick([lo, hi, 0, 1 if hi >= 1 else 0])
        if c < 0.6:
            return max(lo, min(hi, self.r.randint(-20, 100)))
        return self.r.randint(lo, hi)

    def float_text(self, fname: str = "") -> str:
        return self._float_text()

    def _float_text(self) -> str:
        c = self.r.random()
        if c < 0.2:
            return self.pick(["0.0", "-0.0", "1.0", "-1.0", "0.5", "2.0", "1.5", "0.1", "3.0"])
        if c < 0.45:
            return f"{self.r.randint(-300, 300)}.{self.r.randint(0, 999)}"
        if c < 0.6:
            return self.pick(["1.", "-2.", "4.", "1.e3", "2.5e-1"])
        if c < 0.85:
            mant = f"{self.r.randint(1, 9)}.{self.r.randint(0, 99999)}"
            exp = self.r.randint(-12, 12)
            return f"{self.pick(['', '-'])}{mant}{self.pick(['e', 'E'])}{exp}"
        return repr(self.r.uniform(-1e6, 1e6))

    def float_hex(self, fname: str) -> str:
        bits = FLOAT_BITS[fname]
        v = self.r.getrandbits(bits)
        digits = (bits + 3) // 4
        if self.chance(0.5):
            return "0x" + format(v, "X").zfill(digits)
        return "0x" + format(v, "x")

    # ------------------------------------------------------------------ types
    def int_type(self, width: int | None = None) -> Ty:
        w = width if width is not None else self.pick(INT_WIDTHS)
        sign = self.weighted([(6, ""), (1, "s"), (1, "u")])
        return Ty(f"{sign}i{w}" if sign else f"i{w}", "int", w, sign)

    def float_type(self, common: bool = False) -> Ty:
        if common or self.chance(0.6):
            name = self.pick(COMMON_FLOATS)
        else:
            name = self.pick(FLOAT_KINDS)[0]
        return Ty(name, "float", FLOAT_BITS[name], "", name)

    def scalar_type(self) -> Ty:
        k = self.weighted([(5, "int"), (1.5, "index"), (4, "float")])
        if k == "int":
            return self.int_type()
        if k == "index":
            return INDEX
        return self.float_type()

    def complex_type(self) -> Ty:
        e = self.int_type() if self.chance(0.3) else self.float_type(common=True)
        if e.bits == 1 and not self.on("complex_i1"):
            e = Ty("i8", "int", 8)
        return Ty(f"complex<{e.text}>", "complex", 0, "", "", e)

    def dims_text(self, shape: tuple[int, ...], scalable: tuple[bool, ...] = ()) -> str:
        parts = []
        for i, d in enumerate(shape):
            s = "?" if d < 0 else str(d)
            if scalable and scalable[i]:
                s = f"[{s}]"
            parts.append(s)
        sep = " x " if self.jitter and self.chance(0.2) else "x"
        return "".join(p + sep for p in parts)

    def shape(self, max_rank: int = 3, dynamic: bool = True, zero: bool = True) -> tuple[int, ...]:
        rank = self.r.randint(0, max_rank)
        dims = []
        for _ in range(rank):
            c = self.r.random()
            if dynamic and c < 0.2:
                dims.append(-1)
            elif zero and c < 0.25:
                dims.append(0)
            else:
                dims.append(self.r.randint(1, 5))
        return tuple(dims)

    def tensor_elem(self, depth: int) -> Ty:
        k = self.weighted([(8, "scalar"), (1, "complex"), (1, "vector"), (1, "dialect")])
        if k == "complex":
            return self.complex_type()
        if k == "vector" and depth > 0:
            return self.vector_type()
        if k == "dialect":
            return self.dialect_type(depth - 1)
        return self.scalar_type()

    def tensor_type(self, depth: int, static: bool = False, elem: Ty | None = None) -> Ty:
        e = elem or self.tensor_elem(depth)
        if not static and self.chance(0.12):
            return Ty(f"tensor<*x{e.text}>", "utensor", 0, "", "", e)
        shp = self.shape(dynamic=not static)
        enc = ""
        if not static and self.chance(0.15) and depth > 0:
            enc = ", " + self.encoding_attr(depth - 1)
        return Ty(f"tensor<{self.dims_text(shp)}{e.text}{enc}>", "tensor", 0, "", "", e, shp)

    def encoding_attr(self, depth: int) -> str:
        k = self.pick(["str", "dialect", "int", "dict", "array"])
        if k == "str":
            return self.string_lit(2)
        if k == "dialect":
            return self.dialect_attr(depth)
        if k == "int":
            return f"{self.r.randint(0, 9)} : i64"
        if k == "dict":
            return self.dict_attr(depth)
        return self.array_attr(depth)

    def vector_type(self, elem: Ty | None = None, fixed: bool = False) -> Ty:
        e = elem or self.scalar_type()
        rank = self.r.randint(0, 3) if not fixed else self.r.randint(0, 2)
        shp = tuple(self.r.randint(1, 4) for _ in range(rank))
        scal = tuple(
            (not fixed) and self.chance(0.2) and self.on("scalable_vector") for _ in range(rank)
        )
        return Ty(f"vector<{self.dims_text(shp, scal)}{e.text}>", "vector", 0, "", "", e, shp)

    def memref_elem(self, depth: int) -> Ty:
        k = self.weighted([(8, "scalar"), (1, "complex"), (1, "vector"), (0.5, "memref")])
        if k == "complex":
            return self.complex_type()
        if k == "vector":
            return self.vector_type()
        if k == "memref" and depth > 0:
            return self.memref_type(depth - 1)
        return self.scalar_type()

    def memory_space(self, depth: int) -> str:
        k = self.pick(["int", "int", "typed", "str", "dict", "zero"])
        if k == "int":
            return str(self.r.randint(1, 7))
        if k == "typed":
            return f"{self.r.randint(1, 7)} : {self.pick(['i64', 'i32', 'i8', 'ui16'])}"
        if k == "str":
            return self.string_lit(2)
        if k == "dialect":
            return self.dialect_attr(depth)
        if k == "dict":
            return self.dict_attr(depth)
        return self.pick(["0", "0 : i64", "0 : i32"])

    def memref_type(self, depth: int) -> Ty:
        e = self.memref_elem(depth)
        if self.chance(0.15):
            space = f", {self.memory_space(depth)}" if self.chance(0.5) else ""
            return Ty(f"memref<*x{e.text}{space}>", "umemref", 0, "", "", e)
        shp = self.shape(zero=True)
        extra = ""
        c = self.r.random()
        if c < 0.2 and not self.plain:
            extra += ", " + self.affine_map_text(ndims=len(shp))
        elif c < 0.4:
            extra += ", " + self.strided_text(len(shp))
        if self.chance(0.3):
            extra += ", " + self.memory_space(depth)
        return Ty(f"memref<{self.dims_text(shp)}{e.text}{extra}>", "memref", 0, "", "", e, shp)

    def func_type_text(self, ins: list[Ty], outs: list[Ty]) -> str:
        a = "(" + self.comma().join(t.text for t in ins) + ")"
        if len(outs) == 1 and outs[0].kind != "func" and self.chance(0.8):
            b = outs[0].text
        else:
            b = "(" + self.comma().join(t.text for t in outs) + ")"
        return f"{a}{self.sp()}->{self.sp()}{b}"

    def function_type(self, depth: int) -> Ty:
        ins = [self.type(depth - 1) for _ in range(self.r.randint(0, 3))]
        outs = [self.type(depth - 1) for _ in range(self.r.randint(0, 2))]
        return Ty(self.func_type_text(ins, outs), "func")

    def tuple_type(self, depth: int) -> Ty:
        n = self.r.randint(0, 4)
        if self.chance(0.1):
            n = self.r.randint(15, 20) if not self.plain else 16
        parts = [self.type(depth - 1) if self.chance(0.3) else self.scalar_type() for _ in range(n)]
        return Ty("tuple<" + self.comma().join(p.text for p in parts) + ">", "tuple")

    def balanced_body(self, depth: int) -> str:
        """Text for a dialect attribute/type body: balanced brackets, strings, tokens."""
        out = []
        for _ in range(self.r.randint(0, 5)):
            c = self.r.random()
            if c < 0.35:
                out.append(self.pick(["a", "i32", "42", "x", "-1", "f32", "foo_bar", "1.5", "?"]))
            elif c < 0.45:
                out.append(self.pick([",", ":", "->", "=", "*", "+", " ", ", "]))
            elif c < 0.55 and self.on("dialect_body_string"):
                out.append(self.pick(['">"', '"a<b"', '"]"', '"x\\"y"', '""']))
            elif depth > 0:
                o, cl = self.pick([("<", ">"), ("[", "]"), ("(", ")"), ("{", "}")])
                out.append(o + self.balanced_body(depth - 1) + cl)
        return "".join(out)

    def dialect_type(self, depth: int) -> Ty:
        d = self.pick(DIALECTS)
        k = self.pick(["bare", "body", "opaque", "body"])
        if k == "bare":
            text = f"!{d}.{self.pick(['t', 'ty', 'a_b', 'x.y', 's32'])}"
        elif k == "body":
            text = f"!{d}.{self.pick(['t', 'vec', 'p'])}<{self.balanced_body(max(depth, 0))}>"
        else:
            text = f"!{d}<{self.string_lit(3)}>"
        return Ty(text, "dialect")

    def type(self, depth: int = 2) -> Ty:
        if self.type_aliases and not self.plain and self.chance(0.1):
            return self.pick(self.type_aliases)
        if depth <= 0:
            return self.scalar_type()
        k = self.weighted(
            [
                (10, "scalar"),
                (1.5, "complex"),
                (1, "func"),
                (3, "tensor"),
                (1.5, "vector"),
                (2, "memref"),
                (1, "tuple"),
                (0.5, "none"),
                (1.5, "dialect"),
            ]
        )
        if k == "scalar":
            return self.scalar_type()
        if k == "complex":
            return self.complex_type()
        if k == "func":
            return self.function_type(depth)
        if k == "tensor":
            return self.tensor_type(depth - 1)
        if k == "vector":
            return self.vector_type()
        if k == "memref":
            return self.memref_type(depth - 1)
        if k == "tuple":
            return self.tuple_type(depth)
        if k == "none":
            return Ty("none", "none")
        return self.dialect_type(depth - 1)

    # ------------------------------------------------------------------ affine
    def affine_expr(self, dims: list[str], syms: list[str], depth: int, symbolic: bool = False):
        """An affine expression; ``symbolic`` restricts it to symbols and constants."""
        leaves = list(syms) + ([] if symbolic else list(dims))
        if depth <= 0 or self.chance(0.35):
            if leaves and self.chance(0.7):
                return self.pick(leaves)
            return str(self.r.randint(-5, 20) if not symbolic else self.r.randint(1, 9))
        op = self.pick(["+", "-", "*", "floordiv", "ceildiv", "mod", "neg", "paren"])
        lhs = self.affine_expr(dims, syms, depth - 1, symbolic)
        if op == "neg":
            return f"-{lhs}" if not lhs.startswith("-") else f"-({lhs})"
        if op == "paren":
            return f"({lhs})"
        if op in ("+", "-"):
            rhs = self.affine_expr(dims, syms, depth - 1, symbolic)
            return f"{lhs} {op} {rhs}" if not rhs.startswith("-") else f"{lhs} {op} ({rhs})"
        if op == "*":
            rhs = self.affine_expr(dims, syms, depth - 1, symbolic=True)
            if rhs.startswith("-"):
                rhs = f"({rhs})"
            if self.chance(0.5):
                return f"({lhs}) * {rhs}"
            return f"{rhs} * ({lhs})"
        # floordiv / ceildiv / mod: the right side must be symbolic or a constant, not 0
        if syms and self.chance(0.3):
            rhs = self.pick(syms)
        else:
            rhs = str(self.r.randint(1, 9) if self.chance(0.9) else -self.r.randint(1, 4))
            if rhs.startswith("-"):
                rhs = f"({rhs})"
        return f"({lhs}) {op} {rhs}"

    def affine_header(self, ndims: int | None = None) -> tuple[list[str], list[str], str]:
        nd = self.r.randint(0, 3) if ndims is None else ndims
        ns = self.r.randint(0, 2)
        if self.chance(0.2):
            names = ["i", "j", "k", "l", "m"][:nd] if nd <= 5 else [f"d{i}" for i in range(nd)]
            snames = ["N", "M", "P"][:ns]
        else:
            names = [f"d{i}" for i in range(nd)]
            snames = [f"s{i}" for i in range(ns)]
        head = "(" + ", ".join(names) + ")"
        if snames or self.chance(0.1):
            head += "[" + ", ".join(snames) + "]"
        return names, snames, head

    def affine_map_text(self, ndims: int | None = None) -> str:
        dims, syms, head = self.affine_header(ndims)
        if ndims is not None and self.chance(0.3):
            # the identity map, which memref layouts drop
            return f"affine_map<{head} -> ({', '.join(dims)})>"
        nres = self.r.randint(1 if ndims is not None else 0, 3)
        res = [self.affine_expr(dims, syms, self.r.randint(0, 3)) for _ in range(nres)]
        return f"affine_map<{head} -> ({', '.join(res)})>"

    def affine_set_text(self) -> str:
        dims, syms, head = self.affine_header()
        if not dims and not syms:
            dims, head = ["d0"], "(d0)"
        n = self.r.randint(0 if self.chance(0.1) else 1, 3)
        cons = []
        for _ in range(n):
            e = self.affine_expr(dims, syms, self.r.randint(0, 3))
            cons.append(f"{e} {self.pick(['>=', '>=', '=='])} 0")
        return f"affine_set<{head} : ({', '.join(cons)})>"

    def strided_text(self, rank: int) -> str:
        def dim() -> str:
            return "?" if self.chance(0.25) else str(self.r.randint(1, 64))

        strides = ", ".join(dim() for _ in range(rank))
        if self.chance(0.6):
            off = "?" if self.chance(0.3) else str(self.r.randint(0, 100))
            return f"strided<[{strides}], offset: {off}>"
        return f"strided<[{strides}]>"

    # ------------------------------------------------------------------ attributes
    def int_attr(self) -> str:
        c = self.r.random()
        if c < 0.15:
            return self.int_text(self.int_value(64, ""))  # untyped: i64
        if c < 0.25:
            return f"{self.int_text(self.int_value(64, 's'))} : index"
        t = self.int_type(self.pick([1, 8, 16, 32, 64, 2, 3, 7, 33, 65, 128, 200]))
        return f"{self.int_text(self.int_value(t.bits, t.sign))} : {t.text}"

    def float_attr(self) -> str:
        t = self.float_type()
        if self.chance(0.3):
            return f"{self.float_hex(t.fname)} : {t.text}"
        lit = self.float_text(t.fname)
        if self.chance(0.15):
            return lit  # f64
        return f"{lit} : {t.text}"

    def dict_attr(self, depth: int, max_n: int = 3) -> str:
        n = self.r.randint(0, max_n)
        entries = self.attr_entries(depth, n)
        return "{" + self.comma().join(entries) + "}"

    def attr_entries(self, depth: int, n: int) -> list[str]:
        keys: list[str] = []
        for _ in range(n):
            if self.chance(0.12):
                k = self.pick(QUOTED_KEYS)
            else:
                k = self.pick(ATTR_KEYS)
            if k not in keys and k.strip('"') not in [x.strip('"') for x in keys]:
                keys.append(k)
        out = []
        for k in keys:
            if self.chance(0.1):
                out.append(k)  # unit
            else:
                out.append(f"{k}{self.sp()}={self.sp()}{self.attr(depth)}")
        return out

    def array_attr(self, depth: int) -> str:
        n = self.r.randint(0, 4)
        return "[" + self.comma().join(self.attr(depth - 1) for _ in range(n)) + "]"

    def symref(self) -> str:
        def one() -> str:
            if self.chance(0.2):
                return "@" + self.pick(['"quoted name"', '"a::b"', '"x\\"y"', '"0"', '"-"'])
            return "@" + self.pick(["foo", "bar_1", "a.b", "x$", "_f", "main", "S", "y2"])

        parts = [one() for _ in range(self.r.choice([1, 1, 1, 2, 3]))]
        return "::".join(parts)

    def dense_elem_text(self, e: Ty) -> str:
        if e.kind == "int":
            if e.bits == 1 and self.chance(0.7):
                return self.pick(["true", "false"])
            v = self.int_value(e.bits, e.sign)
            return self.int_text(v, allow_hex=self.on("dense_hex_int"))
        if e.kind == "index":
            return str(self.int_value(64, "s"))
        if e.kind == "float":
            if self.chance(0.08) and self.on("dense_hex_float"):
                return self.float_hex(e.fname)
            return self.float_text(e.fname)
        if e.kind == "complex":
            assert e.elem is not None
            return f"({self.dense_elem_text(e.elem)}, {self.dense_elem_text(e.elem)})"
        raise AssertionError(e.kind)

    @staticmethod
    def nestable(shape: tuple[int, ...]) -> bool:
        """A nested literal cannot spell a zero dimension before the last one."""
        return all(d != 0 for d in shape[:-1])

    def nested_literal(self, shape: tuple[int, ...], leaf) -> str:
        if not shape:
            return leaf()
        inner = [self.nested_literal(shape[1:], leaf) for _ in range(shape[0])]
        return "[" + self.comma().join(inner) + "]"

    def dense_container(self, depth: int, elem: Ty, large: bool = False) -> Ty:
        if large:
            shp = self.pick([(101,), (128,), (10, 11), (300,), (2, 3, 20)])
            dims = self.dims_text(shp)
            if elem.kind in ("int", "index", "float") and self.chance(0.5):
                return Ty(f"vector<{dims}{elem.text}>", "vector", 0, "", "", elem, shp)
            return Ty(f"tensor<{dims}{elem.text}>", "tensor", 0, "", "", elem, shp)
        if elem.kind in ("int", "index", "float") and self.chance(0.3):
            return self.vector_type(elem=elem, fixed=True)
        return self.tensor_type(depth, static=True, elem=elem)

    def dense_elem_type(self) -> Ty:
        k = self.weighted([(5, "int"), (1, "index"), (4, "float"), (1.5, "complex")])
        if k == "int":
            return self.int_type(self.pick([1, 8, 16, 32, 64, 4, 128, 3]))
        if k == "index":
            return INDEX
        if k == "float":
            return self.float_type()
        return self.complex_type()

    def dense_attr(self, depth: int) -> str:
        elem = self.dense_elem_type()
        large = self.chance(0.08)
        cont = self.dense_container(depth, elem, large)
        n = 1
        for d in cont.shape:
            n *= d
        c = self.r.random()
        if c < 0.25 or (large and c < 0.5) or not self.nestable(cont.shape):
            body = self.dense_elem_text(elem)  # splat
        elif c < 0.35 and self.on("dense_hex_string") and elem.kind != "index":
            ebits = (
                elem.bits if elem.kind != "complex" else 2 * (elem.elem.bits if elem.elem else 0)
            )
            nbytes = max(1, (ebits + 7) // 8) * (n if self.chance(0.8) else 1)
            data = "".join(format(self.r.getrandbits(8), "02X") for _ in range(nbytes))
            if elem.kind == "int" and elem.bits == 1:
                data = "".join(self.pick(["00", "01"]) for _ in range(nbytes))
            body = f'"0x{data}"'
        else:
            body = self.nested_literal(cont.shape, lambda: self.dense_elem_text(elem))
            if not cont.shape and self.chance(0.5):
                body = self.dense_elem_text(elem)
        return f"dense<{body}> : {cont.text}"

    def dense_string_attr(self, depth: int) -> str:
        elem = self.pick([self.dialect_type(0), Ty("!foo.str", "dialect"), Ty("!x.s", "dialect")])
        cont = self.tensor_type(depth, static=True, elem=elem)
        if self.chance(0.3) or not self.nestable(cont.shape):
            body = self.string_lit(3)
        else:
            body = self.nested_literal(cont.shape, lambda: self.string_lit(2))
        return f"dense<{body}> : {cont.text}"

    def dense_resource_attr(self, depth: int) -> str:
        elem = self.pick([I64, Ty("i32", "int", 32), Ty("f32", "float", 32, "", "f32"), I1])
        cont = self.tensor_type(depth, static=True, elem=elem)
        if self.blobs and self.chance(0.3):
            name = self.pick(sorted(self.blobs))
        else:
            name = self.pick(["blob", "b", "r_", "data.x", "w$"]) + str(self.fresh())
            n = 1
            for d in cont.shape:
                n *= d
            nbytes = n * max(1, elem.bits // 8)
            align = self.pick(["08000000", "04000000", "01000000", "10000000"])
            data = "".join(format(self.r.getrandbits(8), "02X") for _ in range(nbytes))
            self.blobs[name] = "0x" + align + data
        return f"dense_resource<{name}> : {cont.text}"

    def dense_array_attr(self) -> str:
        t = self.pick(
            [
                "i8",
                "i16",
                "i32",
                "i64",
                "f32",
                "f64",
                "i1",
                "i32",
                "i64",
                "f16",
                "bf16",
                "ui8",
                "si16",
            ]
        )
        n = self.r.randint(0, 5)
        if t.startswith("f") or t == "bf16":
            vals = [self.float_text() for _ in range(n)]
        elif t == "i1":
            vals = [self.pick(["true", "false"]) for _ in range(n)]
        else:
            sign = "u" if t.startswith("u") else ("s" if t.startswith("s") else "")
            bits = int(t.lstrip("usi"))
            vals = [str(self.int_value(bits, sign or "s")) for _ in range(n)]
        if not vals:
            return f"array<{t}>"
        return f"array<{t}: {self.comma().join(vals)}>"

    def sparse_attr(self, depth: int) -> str:
        elem = self.pick([Ty("i32", "int", 32), I64, Ty("f32", "float", 32, "", "f32"), I1])
        shp = tuple(self.r.randint(1, 5) for _ in range(self.r.randint(1, 3)))
        nnz = self.r.randint(0 if len(shp) == 1 else 1, 4)
        idx = [[self.r.randrange(d) for d in shp] for _ in range(nnz)]
        flat = [i for row in idx for i in row]
        if nnz > 1 and len(set(flat)) == 1:
            # mlir-opt prints such indices as a splat that it cannot read back
            idx[0][0] = (idx[0][0] + 1) % shp[0] if shp[0] > 1 else idx[0][0]
            if shp[0] == 1:
                idx = idx[:1]
                nnz = 1
        if nnz == 0:
            indices = "[]"
        elif len(shp) == 1 and self.chance(0.3):
            indices = "[" + ", ".join(str(i[0]) for i in idx) + "]"
        else:
            indices = "[" + ", ".join("[" + ", ".join(map(str, i)) + "]" for i in idx) + "]"
        vals = "[" + ", ".join(self.dense_elem_text(elem) for _ in range(nnz)) + "]"
        kind = self.pick(["tensor", "tensor", "vector"])
        return f"sparse<{indices}, {vals}> : {kind}<{self.dims_text(shp)}{elem.text}>"

    def distinct_attr(self, depth: int) -> str:
        if self.distinct and self.chance(0.3):
            i = self.pick(sorted(self.distinct))
            return f"distinct[{i}]<{self.distinct[i]}>"
        i = self.r.randint(0, 20)
        while i in self.distinct:
            i += 1
        if self.chance(0.2):
            inner = self.affine_set_text() if self.chance(0.5) else self.affine_map_text()
        elif self.chance(0.7):
            inner = self.attr(depth - 1)
        else:
            inner = self.pick(["unit", "42 : i32"])
        self.distinct[i] = inner
        return f"distinct[{i}]<{inner}>"

    def dialect_attr(self, depth: int) -> str:
        d = self.pick(DIALECTS)
        k = self.pick(["bare", "body", "opaque", "body", "nsbody"])
        if k == "bare":
            return f"#{d}.{self.pick(['a', 'attr', 'x_y', 'k.l', 'e1'])}"
        if k == "body":
            return f"#{d}.{self.pick(['a', 'p', 'enc'])}<{self.balanced_body(max(depth, 0))}>"
        if k == "nsbody":
            return f"#{d}<{self.pick(['a', 'x', 'val'])}<{self.balanced_body(max(depth, 0))}>>"
        return f"#{d}<{self.string_lit(3)}>"

    def location(self, depth: int = 2, allow_alias: bool = True) -> str:
        """A location (the text inside ``loc(...)``)."""
        if allow_alias and self.loc_aliases and self.chance(0.15):
            return self.pick(self.loc_aliases)
        k = self.weighted(
            [
                (1, "unknown"),
                (4, "flc"),
                (1.5, "range"),
                (1, "line"),
                (1.5, "name"),
                (1, "callsite"),
                (1.5, "fused"),
            ]
        )
        if depth <= 0 and k in ("callsite", "fused", "name"):
            k = "flc"
        fname = '"' + self.pick(FILENAMES) + '"'
        line, col = self.r.randint(0, 300), self.r.randint(0, 120)
        if k == "unknown":
            return "unknown"
        if k == "flc":
            return f"{fname}:{line}:{col}"
        if k == "line":
            return f"{fname}:{line}"
        if k == "range":
            if self.chance(0.5):
                return f"{fname}:{line}:{col} to :{col + self.r.randint(0, 9)}"
            return f"{fname}:{line}:{col} to {line + self.r.randint(0, 9)}:{self.r.randint(0, 99)}"
        if k == "name":
            name = self.string_lit(2)
            if self.chance(0.6):
                return f"{name}({self.location(depth - 1)})"
            return name
        if k == "callsite":
            return f"callsite({self.location(depth - 1)} at {self.location(depth - 1)})"
        locs = [self.location(depth - 1) for _ in range(self.r.randint(0, 3))]
        meta = ""
        if self.chance(0.4):
            meta = "<" + self.attr(depth - 1, allow_loc=False) + ">"
        return f"fused{meta}[{', '.join(locs)}]"

    def attr(self, depth: int = 2, allow_loc: bool = True) -> str:
        if self.attr_aliases and not self.plain and self.chance(0.08):
            return self.pick(self.attr_aliases)
        table = [
            (5, "int"),
            (1, "bool"),
            (4, "float"),
            (3, "string"),
            (2, "array"),
            (1.5, "dict"),
            (1.5, "symref"),
            (1, "unit"),
            (2, "type"),
            (1, "affine_map"),
            (0.7, "affine_set"),
            (2.5, "dense"),
            (0.6, "dense_string"),
            (0.6, "dense_resource"),
            (1.2, "dense_array"),
            (0.7, "sparse"),
            (0.6, "strided"),
            (0.5, "distinct"),
            (1.5, "dialect"),
            (0.8, "loc"),
        ]
        if depth <= 0:
            table = [t for t in table if t[1] not in ("array", "dict", "distinct", "loc")]
        if self.plain:
            no = ("affine_map", "affine_set", "distinct", "loc")
            table = [t for t in table if t[1] not in no]
        if not allow_loc:
            table = [t for t in table if t[1] != "loc"]
        k = self.weighted(table)
        if k == "int":
            return self.int_attr()
        if k == "bool":
            return self.pick(["true", "false"])
        if k == "float":
            return self.float_attr()
        if k == "string":
            s = self.string_lit()
            if self.chance(0.15):
                s += f" : {self.type(1).text}"
            return s
        if k == "array":
            return self.array_attr(depth)
        if k == "dict":
            return self.dict_attr(depth - 1)
        if k == "symref":
            return self.symref()
        if k == "unit":
            return "unit"
        if k == "type":
            return self.type(depth).text
        if k == "affine_map":
            return self.affine_map_text()
        if k == "affine_set":
            return self.affine_set_text()
        if k == "dense":
            return self.dense_attr(depth)
        if k == "dense_string":
            return self.dense_string_attr(depth)
        if k == "dense_resource":
            return self.dense_resource_attr(depth)
        if k == "dense_array":
            return self.dense_array_attr()
        if k == "sparse":
            return self.sparse_attr(depth)
        if k == "strided":
            return self.strided_text(self.r.randint(0, 3))
        if k == "distinct":
            return self.distinct_attr(depth)
        if k == "dialect":
            return self.dialect_attr(depth)
        return f"loc({self.location(depth)})"

    # ------------------------------------------------------------------ operations
    def value_name(self) -> str:
        n = self.fresh()
        style = self.pick(["num", "num", "v", "under", "dot", "dollar", "dash", "word"])
        return {
            "num": f"%{n}",
            "v": f"%v{n}",
            "under": f"%_t{n}",
            "dot": f"%x.{n}",
            "dollar": f"%$q{n}",
            "dash": f"%-{n}",
            "word": f"%arg{n}",
        }[style]

    def block_name(self) -> str:
        n = self.fresh()
        return self.pick([f"^bb{n}", f"^b_{n}", f"^{n}", f"^blk.{n}", f"^L{n}"])

    def trailing_loc(self) -> str:
        if self.chance(0.35):
            return f" loc({self.location()})"
        return ""

    def op_name(self) -> str:
        if self.chance(0.03):
            return '"' + self.pick(["noDialect", "a"]) + '"'
        return f'"{self.pick(DIALECTS)}.{self.pick(OP_NAMES)}"'

    def result_list(self, types: list[Ty]) -> tuple[str, list[Value]]:
        """The ``%a, %b:2 =`` prefix and the values it defines."""
        if not types:
            return "", []
        groups: list[int] = []
        left = len(types)
        while left:
            g = self.r.randint(1, left) if self.chance(0.5) else 1
            if self.chance(0.4):
                g = left
            groups.append(g)
            left -= g
        parts, values, i = [], [], 0
        for g in groups:
            name = self.value_name()
            if g == 1 and self.chance(0.85):
                parts.append(name)
                values.append(Value(name, types[i]))
            else:
                parts.append(f"{name}:{g}")
                for j in range(g):
                    values.append(Value(f"{name}#{j}", types[i + j]))
            i += g
        return self.comma().join(parts) + " = ", values

    def operation(
        self,
        scope: list[Value],
        depth: int,
        indent: str,
        successors: list[str],
        graph: bool = True,
        terminator: bool = False,
    ) -> tuple[str, list[Value]]:
        """One generic operation; returns its text and the values it defines.

        ``graph``: the operation sits in a single-block region. mlir-opt checks dominance
        only in regions with several blocks (of unregistered operations too), so only in a
        graph block may an operation's regions use its own results. ``terminator``: the
        operation ends a block of a multi-block region, where a registered non-terminator
        (builtin.module, unrealized_conversion_cast) is an error.
        """
        r = self.r
        if not terminator and not successors:
            if depth > 0 and self.chance(0.03):
                return self.nested_module(depth, indent), []
            if scope and self.chance(0.04):
                return self.cast_op(scope, indent)
        nres = self.weighted([(3, "0"), (5, "1"), (2, "2"), (1, "3")])
        res_types = [self.type(2) for _ in range(int(nres))]
        nopnd = r.randint(0, 3) if scope else 0
        operands = [self.pick(scope) for _ in range(nopnd)]
        prefix, defined = self.result_list(res_types)
        text = (
            f"{indent}{prefix}{self.op_name()}(" + self.comma().join(v.name for v in operands) + ")"
        )
        if successors:
            text += "[" + self.comma().join(successors) + "]"
        if self.chance(0.15):
            if self.chance(0.8):
                text += f"{self.sp()}<" + self.dict_attr(2, 3) + ">"
            else:
                text += f"{self.sp()}<" + self.attr(1) + ">"
        if depth > 0 and self.chance(0.3):
            inner_scope = scope + defined if graph and self.chance(0.1) else scope
            nreg = self.r.randint(1, 2)
            regions = [self.region(inner_scope, depth - 1, indent + "  ") for _ in range(nreg)]
            text += " (" + ", ".join(regions) + ")"
        if self.chance(0.5):
            n = self.r.randint(1, 4)
            text += self.sp() + "{" + self.comma().join(self.attr_entries(2, n)) + "}"
        text += f" : {self.func_type_text([v.ty for v in operands], res_types)}"
        text += self.trailing_loc()
        return text + "\n", defined

    def cast_op(self, scope: list[Value], indent: str) -> tuple[str, list[Value]]:
        ins = [self.pick(scope) for _ in range(self.r.randint(0, 2))]
        outs = [self.type(1) for _ in range(self.r.randint(1, 2))]
        prefix, defined = self.result_list(outs)
        text = (
            f'{indent}{prefix}"builtin.unrealized_conversion_cast"('
            + ", ".join(v.name for v in ins)
            + f") : {self.func_type_text([v.ty for v in ins], outs)}{self.trailing_loc()}\n"
        )
        return text, defined

    def nested_module(self, depth: int, indent: str) -> str:
        # isolated from above: nothing outside is visible; one block with >= 1 operation
        body, _ = self.block_ops([], depth - 1, indent + "  ", [], self.r.randint(1, 3), True)
        attrs = ""
        if self.chance(0.6):
            attrs = ' {sym_name = "' + self.pick(["m", "inner", "a.b"]) + '"}'
        return (
            f'{indent}"builtin.module"() ({{\n{body}{indent}}}){attrs} : () -> ()'
            f"{self.trailing_loc()}\n"
        )

    def block_ops(
        self, scope: list[Value], depth: int, indent: str, succs: list[str], n: int, graph: bool
    ) -> tuple[str, list[Value]]:
        """``n`` operations (the last one branching to ``succs``) and the values defined."""
        out = []
        visible = list(scope)
        defined_here: list[Value] = []
        forward: list[tuple[str, Ty]] = []
        if graph and n and self.on("forward_ref") and self.chance(0.12):
            # graph block: uses may come before the definition
            for _ in range(self.r.randint(1, 2)):
                name, ty = self.value_name(), self.type(1)
                forward.append((name, ty))
                visible.append(Value(name, ty))
        if succs and n == 0:
            n = 1
        for i in range(n):
            last = i == n - 1
            if self.chance(0.03):
                out.append(f"{indent}// note {self.fresh()}: a comment\n")
            text, defined = self.operation(
                visible, depth, indent, succs if last else [], graph, last and not graph
            )
            out.append(text)
            visible.extend(defined)
            defined_here.extend(defined)
        for name, ty in forward:
            op = self.op_name()
            out.append(
                f"{indent}{name} = {op}() : () -> {self.func_result(ty)}{self.trailing_loc()}\n"
            )
            defined_here.append(Value(name, ty))
        return "".join(out), defined_here

    def func_result(self, ty: Ty) -> str:
        return f"({ty.text})" if ty.kind == "func" else ty.text

    def block_args(self) -> tuple[str, list[Value]]:
        vals = []
        parts = []
        for _ in range(self.r.randint(0, 3)):
            name = self.value_name()
            ty = self.type(1)
            loc = f" loc({self.location()})" if self.chance(0.2) else ""
            parts.append(f"{name}: {ty.text}{loc}")
            vals.append(Value(name, ty))
        return "(" + self.comma().join(parts) + ")", vals

    def region(self, scope: list[Value], depth: int, indent: str) -> str:
        if self.chance(0.08):
            return "{\n" + indent[:-2] + "}" if self.chance(0.5) else "{}"
        nblocks = 1 if self.chance(0.6) else self.r.randint(2, 4)
        graph = nblocks == 1
        names = [self.block_name() for _ in range(nblocks)]
        lines = []
        entry_values: list[Value] = []
        for b in range(nblocks):
            args_text, args = self.block_args()
            label = ""
            if b > 0 or args or self.chance(0.2):
                label = f"{indent[:-2]}{names[b]}{args_text if args or self.chance(0.3) else ''}:"
                if self.chance(0.05):
                    label += "  // a comment"
                label += "\n"
            succs = []
            if nblocks > 1 and self.chance(0.6):
                # the entry block may not be a successor
                succs = [self.pick(names[1:]) for _ in range(self.r.randint(1, 2))]
            # an empty block is only valid in a single-block region
            nops = self.r.randint(0 if graph else 1, 4)
            # in a multi-block region only the entry block dominates the others
            visible = scope + entry_values + args
            body, defined = self.block_ops(visible, depth, indent, succs, nops, graph)
            if b == 0:
                entry_values = args + defined
            lines.append(label + body)
        return "{\n" + "".join(lines) + indent[:-2] + "}"

    # ------------------------------------------------------------------ module
    def aliases(self) -> str:
        out = []
        for _ in range(self.r.randint(0, 3) if self.chance(0.4) else 0):
            name = f"!{self.pick(['t', 'ty', 'my_type', 'T_', 'a$'])}{self.fresh()}"
            ty = self.type(2)
            out.append(f"{name} = {ty.text}\n")
            self.type_aliases.append(ty.with_text(name))
        for _ in range(self.r.randint(0, 3) if self.chance(0.4) else 0):
            name = f"#{self.pick(['a', 'attr', 'map', 'set', 'A_', 'loc'])}{self.fresh()}"
            out.append(f"{name} = {self.attr(2)}\n")
            self.attr_aliases.append(name)
        for _ in range(self.r.randint(0, 2) if self.chance(0.2) else 0):
            name = f"#{self.pick(['l', 'loc', 'pos'])}{self.fresh()}"
            out.append(f"{name} = loc({self.location()})\n")
            self.loc_aliases.append(name)
        return "".join(out)

    def resources(self) -> str:
        blobs = dict(self.blobs)
        if self.chance(0.1):
            blobs[f"unused{self.fresh()}"] = "0x0400000001020304"
        if not blobs:
            return ""
        entries = ",\n".join(f'      {k}: "{v}"' for k, v in sorted(blobs.items()))
        return "{-#\n  dialect_resources: {\n    builtin: {\n" + entries + "\n    }\n  }\n#-}\n"

    def module(self) -> str:
        size = self.weighted([(5, "small"), (4, "medium"), (1, "large")])
        nops = {"small": (1, 4), "medium": (4, 12), "large": (12, 40)}[size]
        depth = self.r.randint(1, 3)
        head = self.aliases()
        explicit = self.chance(0.35)
        indent = "  " if explicit else ""
        body, _ = self.block_ops([], depth, indent, [], self.r.randint(*nops), True)
        if explicit:
            attrs = ""
            if self.chance(0.3):
                # the module only takes dialect-prefixed (dotted) discardable attributes
                keys = sorted({self.pick(["foo.a", "x.y", "m.n.o", "bar.b_c"]) for _ in range(2)})
                attrs = " {" + ", ".join(f"{k} = {self.attr(1)}" for k in keys) + "}"
            body = f'"builtin.module"() ({{\n{body}}}){attrs} : () -> (){self.trailing_loc()}\n'
        return head + body + self.resources()


def generate_case(
    seed: int | str, index: int, avoid: frozenset[str] | set[str] = frozenset()
) -> str:
    """The ``index``-th random module of the series ``seed``."""
    rng = random.Random(f"irgen:{seed}:{index}")
    return IRGen(rng, avoid).module()


if __name__ == "__main__":
    seed = sys.argv[1] if len(sys.argv) > 1 else "0"
    idx = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    sys.stdout.write(generate_case(seed, idx))
