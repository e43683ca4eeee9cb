"""The sparse tensor encoding attribute, ``#sparse_tensor.encoding<{...}>``, and the slice
attribute ``#sparse_tensor<slice(offset, size, stride)>`` (C++'s parsers and printers,
``cpp_assembly_format = "SparseTensorEncodingAttr"`` and ``"SparseTensorDimSliceAttr"``).

``SparseTensorEncoding(...)`` reads ``{ map = ..., posWidth = N, crdWidth = N,
explicitVal = attr, implicitVal = attr }`` (any order, each at most once). The map is
``[symbols]? {level vars}? (dims) -> (levels)``: a dimension may carry a slice
(``d0 : #sparse_tensor<slice(1, ?, 1)>``) or, with declared level variables, its
expression in them (``d0 = l0 * 2 + l1``); a level is ``(lN =)? expr : level-type``, the
level type a format (``dense``, ``batch``, ``compressed``, ``loose_compressed``,
``singleton``, ``structured[n, m]``) with properties (``(nonunique, nonordered, soa)``).
The parameters hold: level types as their canonical text, the maps as affine maps (the
dimension-to-level map is None when it is the identity), the widths as ints, the values
as attributes (or None), the slices as (offset, size, stride) triples (None for ``?``).
It prints as mlir-opt does: dimensions renamed ``d0...``, properties in their canonical
order, zero widths and absent values left out.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.affine import AffineExpr, AffineMap, AffineParser, dim, print_expr, symbol
from core.lexer import BARE, INT
from core.printer import DIALECT_ALIASES
from irdl.plugin import Plugin, Slot

plugin = Plugin("sparse_tensor")

_FORMATS = ("dense", "batch", "compressed", "loose_compressed", "singleton", "structured")
_PROPERTIES = ("nonunique", "nonordered", "soa")
_KEYS = ("map", "posWidth", "crdWidth", "explicitVal", "implicitVal")


def _name_at(p: Any, word: str) -> int:
    at = p.src.text.rfind(word, 0, p.lex.start)
    return at if at >= 0 else p.lex.start


def _expr(p: Any, names: dict[str, AffineExpr], dims: int, syms: int) -> AffineExpr:
    """An affine expression over ``names``, read where the parser stands."""
    ap = AffineParser(p.src, p.lex.start)
    ap.names = dict(names)
    ap.num_dims = dims
    ap.num_symbols = syms
    e = ap.parse_expr()
    p.lex.reset(ap.tok_pos)
    return e


def _ident(p: Any, what: str) -> str:
    if p.lex.kind is not BARE:
        p.wrong_token(f"expected {what}")
    name = p.tok
    p.lex.next()
    return name


def _int(p: Any) -> int:
    if p.lex.kind is not INT:
        p.wrong_token("expected integer value")
    v = int(p.tok, 0)
    p.lex.next()
    return v


def _slice_value(p: Any) -> int | None:
    if p.consume_punct("?"):
        return None
    negative = p.consume_punct("-")
    v = _int(p)
    return -v if negative else v


def _parse_slice_body(p: Any) -> tuple[int | None, int | None, int | None]:
    p.expect_punct("(", "expected '('")
    offset = _slice_value(p)
    p.expect_punct(",", "expected ','")
    size = _slice_value(p)
    p.expect_punct(",", "expected ','")
    stride = _slice_value(p)
    p.expect_punct(")", "expected ')'")
    return (offset, size, stride)


def _slice_text(s: tuple[int | None, int | None, int | None]) -> str:
    return "slice(" + ", ".join("?" if v is None else str(v) for v in s) + ")"


def _parse_slice_attr(p: Any) -> tuple[int | None, int | None, int | None]:
    """``#sparse_tensor<slice(1, ?, 1)>`` inside a map."""
    start = p.lex.start
    if not p.text.startswith("#sparse_tensor<", start):
        p.wrong_token("expected '#sparse_tensor<slice(...)>'")
    p.lex.reset(start + len("#sparse_tensor<"))
    if _ident(p, "'slice'") != "slice":
        p.error_at(start, "expected 'slice'")
    s = _parse_slice_body(p)
    p.expect_punct(">", "expected '>'")
    return s


def _parse_level_type(p: Any) -> str:
    at = p.lex.start
    fmt = _ident(p, "a level format")
    if fmt not in _FORMATS:
        p.error_at(at, f"unknown level format: {fmt}")
    text = fmt
    if fmt == "structured":
        p.expect_punct("[", "expected '['")
        n = _int(p)
        p.expect_punct(",", "expected ','")
        m = _int(p)
        p.expect_punct("]", "expected ']'")
        text = f"structured[{n}, {m}]"
    if p.at_punct("("):
        p.lex.next()
        props: set[str] = set()
        while True:
            prop_at = p.lex.start
            word = p.tok if p.lex.kind is BARE else ""
            if word not in _PROPERTIES:
                p.error_at(prop_at, "expected valid level property (e.g. nonordered, nonunique "
                           "or high)")  # fmt: skip
            p.lex.next()
            props.add(word)
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
        if fmt in ("dense", "batch", "structured"):
            p.error_at(at, "invalid level type: level format doesn't support the properties")
        text += "(" + ", ".join(w for w in _PROPERTIES if w in props) + ")"
    return text


def _parse_map(p: Any) -> dict[str, Any]:
    symbols: dict[str, AffineExpr] = {}
    if p.consume_punct("["):
        if not p.consume_punct("]"):
            while True:
                symbols[_ident(p, "bare identifier")] = symbol(len(symbols))
                if not p.consume_punct(","):
                    break
            p.expect_punct("]", "expected ']'")
    levels: dict[str, AffineExpr] = {}
    if p.consume_punct("{"):
        if not p.consume_punct("}"):
            while True:
                levels[_ident(p, "bare identifier")] = dim(len(levels))
                if not p.consume_punct(","):
                    break
            p.expect_punct("}", "expected '}'")
    nsym = len(symbols)
    dims: dict[str, AffineExpr] = {}
    slices: list[tuple[int | None, int | None, int | None] | None] = []
    dim_exprs: list[AffineExpr | None] = []
    p.expect_punct("(", "expected '('")
    if not p.consume_punct(")"):
        while True:
            name = _ident(p, "bare identifier")
            dims[name] = dim(len(dims))
            s = None
            e = None
            if p.consume_punct(":"):
                s = _parse_slice_attr(p)
            if levels and p.consume_punct("="):
                e = _expr(p, {**levels, **symbols}, len(levels), nsym)
            slices.append(s)
            dim_exprs.append(e)
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
    p.expect_punct("->", "expected '->'")
    p.expect_punct("(", "expected '('")
    exprs: list[AffineExpr] = []
    types: list[str] = []
    if not p.consume_punct(")"):
        while True:
            if levels and p.lex.kind is BARE and p.tok in levels:
                p.lex.next()
                p.expect_punct("=", "expected '='")
            exprs.append(_expr(p, {**dims, **symbols}, len(dims), nsym))
            p.expect_punct(":", "expected ':'")
            types.append(_parse_level_type(p))
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
    dim_to_lvl = AffineMap.get(len(dims), nsym, exprs)
    lvl_to_dim = None
    if levels and all(e is not None for e in dim_exprs):
        lvl_to_dim = AffineMap.get(len(levels), nsym, [e for e in dim_exprs if e is not None])
    dim_slices: tuple[Any, ...] = ()
    if any(s is not None for s in slices):
        dim_slices = tuple(s if s is not None else (0, None, 1) for s in slices)
    return {
        "lvlTypes": tuple(types),
        "dimToLvl": None if dim_to_lvl.is_identity() and not nsym else dim_to_lvl,
        "lvlToDim": lvl_to_dim,
        "dimSlices": dim_slices,
        "rank": len(dims),
        "nsym": nsym,
    }


def _parse_width(p: Any, what: str) -> int:
    at = p.lex.start
    a = p.parse_attribute()
    if a.defn is not B.A["integer"]:
        p.error_at(at, f"expected an integral {what} bitwidth")
    return int(a.params[1])


def _parse_encoding(p: Any, *names: str) -> dict[str, Any]:
    name_at = _name_at(p, "encoding")
    out: dict[str, Any] = {
        "lvlTypes": (), "dimToLvl": None, "lvlToDim": None, "posWidth": 0, "crdWidth": 0,
        "explicitVal": None, "implicitVal": None, "dimSlices": (),
    }  # fmt: skip
    p.expect_punct("{", "expected '{'")
    seen: set[str] = set()
    if not p.consume_punct("}"):
        while True:
            key = p.tok if p.lex.kind is BARE else ""
            if key not in _KEYS:
                p.error_at(name_at, f"unexpected key: {p.tok}")
            p.lex.next()
            if key in seen:
                p.error_at(name_at, f"duplicate key: {key}")  # (upstream words it so)
            seen.add(key)
            p.expect_punct("=", "expected '='")
            if key == "map":
                m = _parse_map(p)
                out.update({k: m[k] for k in ("lvlTypes", "dimToLvl", "lvlToDim", "dimSlices")})
            elif key == "posWidth":
                out["posWidth"] = _parse_width(p, "position")
            elif key == "crdWidth":
                out["crdWidth"] = _parse_width(p, "index")
            else:
                out[key] = p.parse_attribute()
            if not p.consume_punct(","):
                break
        p.expect_punct("}", "expected '}'")
    if not out["lvlTypes"]:
        p.error_at(name_at, "expected a non-empty array for lvlTypes")
    problem = _check_levels(out["lvlTypes"])
    if problem is not None:
        p.error_at(name_at, problem)
    return out


def _check_levels(types: tuple[str, ...]) -> str | None:
    for i, t in enumerate(types):
        fmt = t.split("(")[0].split("[")[0]
        if fmt == "singleton":
            before = types[i - 1].split("(")[0] if i else ""
            if before not in ("compressed", "loose_compressed", "singleton"):
                return "expected compressed or loose_compressed level before singleton level"
    return None


def _print_encoding(attrs: Any, params: dict[str, Any], *names: str) -> str:
    types = params["lvlTypes"]
    dim_to_lvl: AffineMap | None = params["dimToLvl"]
    slices = params["dimSlices"]
    if dim_to_lvl is None:
        rank, nsym = len(types), 0
        exprs: list[AffineExpr] = [dim(i) for i in range(rank)]
    else:
        rank, nsym = dim_to_lvl.num_dims, dim_to_lvl.num_symbols
        exprs = list(dim_to_lvl.results)
    text = "{ map = "
    if nsym:
        text += "[" + ", ".join(f"s{i}" for i in range(nsym)) + "]"
    dims = []
    for i in range(rank):
        d = f"d{i}"
        if slices:
            d += f" : #sparse_tensor<{_slice_text(slices[i])}>"
        dims.append(d)
    text += "(" + ", ".join(dims) + ") -> ("
    text += ", ".join(f"{print_expr(e)} : {t}" for e, t in zip(exprs, types)) + ")"
    if params["posWidth"]:
        text += f", posWidth = {params['posWidth']}"
    if params["crdWidth"]:
        text += f", crdWidth = {params['crdWidth']}"
    for key in ("explicitVal", "implicitVal"):
        if params[key] is not None:
            text += f", {key} = {attrs.attr(params[key])}"
    return text + " }"


plugin.param_directive("SparseTensorEncoding", _parse_encoding, _print_encoding)
plugin.assembly_format(
    "SparseTensorEncodingAttr",
    "`<` custom<SparseTensorEncoding>($lvlTypes, $dimToLvl, $lvlToDim, $posWidth, $crdWidth, "
    "$explicitVal, $implicitVal, $dimSlices) `>`",
)

# mlir-opt names every encoding's alias ``#sparse`` (``#sparse1``...)
DIALECT_ALIASES["#sparse_tensor.encoding"] = lambda a: "sparse"


def _parse_slice(p: Any, *names: str) -> dict[str, Any]:
    offset, size, stride = _parse_slice_body(p)
    return {"offset": offset, "size": size, "stride": stride}


def _print_slice(attrs: Any, params: dict[str, Any], *names: str) -> str:
    return _slice_text((params["offset"], params["size"], params["stride"]))[len("slice") :]


plugin.param_directive("SparseTensorSlice", _parse_slice, _print_slice)
plugin.assembly_format(
    "SparseTensorDimSliceAttr", "`` custom<SparseTensorSlice>($offset, $size, $stride)"
)


# --- LevelRange: `lo to hi`, or `lo` alone for the one level [lo, lo + 1) ---------------------


def _parse_range(p: Any) -> tuple[int, int]:
    lo = _int(p)
    hi = _int(p) if p.consume_keyword("to") else lo + 1
    return lo, hi


def _range_text(lo: int, hi: int) -> str:
    return str(lo) if hi == lo + 1 else f"{lo} to {hi}"


def _parse_level_range_params(p: Any, lo: str, hi: str) -> dict[str, Any]:
    low, high = _parse_range(p)
    return {lo: low, hi: high}


def _print_level_range_params(attrs: Any, params: dict[str, Any], lo: str, hi: str) -> str:
    return _range_text(params[lo], params[hi])


plugin.param_directive("LevelRange", _parse_level_range_params, _print_level_range_params)


def _parse_level_range(dp: Any, lo: Slot, hi: Slot) -> None:
    low, high = _parse_range(dp.p)
    dp.set_attr(lo, B.integer_attr(low, B.INDEX))
    dp.set_attr(hi, B.integer_attr(high, B.INDEX))


def _print_level_range(dp: Any, lo: Slot, hi: Slot) -> None:
    low, high = dp.attr(lo), dp.attr(hi)
    if low is not None and high is not None:
        dp.p.write(_range_text(low.params[1], high.params[1]))


plugin.directive("LevelRange", _parse_level_range, _print_level_range)
