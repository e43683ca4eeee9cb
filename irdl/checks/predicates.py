"""The library of known C++ predicates: what an ``irdl.c_pred`` means, without running C++.

ODS writes a constraint it cannot say structurally as a C++ expression over ``$_self``, and
``tblgen-to-irdl`` keeps that text in ``irdl.c_pred``. Nothing in an input is ever executed:
instead, ``compile_predicate`` reads the text with the grammar of ``irdl.checks.pred_grammar``
(pyparsing; whitespace and redundant parentheses are insignificant) and builds a Python
check of its tree from a fixed vocabulary. A text outside it is unknown: the file that holds
it warns when it loads (an error under ``--strict-predicates``) and the predicate accepts
every value, as upstream's IRDL does with all of them.

The vocabulary (what ``_Compiler`` accepts of a tree)::

    pred    ::= pred '||' pred | pred '&&' pred | '!' pred | lambda | atom | 'true' | 'false'
              | NAME                                      a lambda's parameter: it exists
    lambda  ::= '[](::mlir::Type' NAME ') { return' pred '; }(' subject ')'
              | '::llvm::all_of(' subject ', [&](::mlir::Attribute' NAME ') { return' pred '; })'
    subject ::= '$_self' | NAME | '::llvm::cast<' CLASS '>(' subject ')'
              | subject '.' ACCESSOR '()'                 getElementType, getType, getRank...
              | '::mlir::LLVM::getVectorElementType(' subject ')'
    atom    ::= '::llvm::isa<' CLASS (',' CLASS)* '>(' subject ')'
              | '::mlir::' CONTAINER '::isValidElementType(' subject ')'
              | '::mlir::LLVM::' LLVM_QUERY '(' subject ')'    isCompatibleOuterType...
              | subject '.' METHOD '(' [INT] ')'             isSignlessInteger(32), isF32()...
              | subject '.hasTrait<::mlir::ValueSemantics>()'
              | subject CMP INT                              getRank() == 2, getWidth() >= 16

CLASS is a builtin C++ class (``::mlir::FloatType``, ``::mlir::ArrayAttr``...); the tables
below say which values each names. A type is held as IRDL holds it, wrapped in a type
attribute: type queries look through the wrapper, and ``isa<::mlir::TypeAttr>`` sees it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from core import builtin as B
from core.attributes import Attribute
from irdl.checks.pred_grammar import Node, normalize, parse
from irdl.plugin import CPP_CLASSES, class_key

Check = Callable[[Attribute], bool]
# (check, what it accepts in words)
Pred = tuple[Check, str]


class UnknownPredicate(Exception):
    pass


def _type_of(v: Attribute | None) -> Attribute | None:
    """The type a value stands for (through a type attribute), or None."""
    if v is None:
        return None
    if v.defn is B.A["type"]:
        return v.params[0]
    return v if v.defn.is_type else None


def _is_type(*names: str) -> Check:
    defs = frozenset(B.T[n] for n in names)

    def check(v: Attribute) -> bool:
        t = _type_of(v)
        return t is not None and t.defn in defs

    return check


def _is_attr(*names: str) -> Check:
    defs = frozenset(B.A[n] for n in names)
    return lambda v: v.defn in defs


def _int(signedness: int | None, width: int | None = None) -> Check:
    def check(v: Attribute) -> bool:
        t = _type_of(v)
        if t is None or t.defn is not B.T["integer"]:
            return False
        w, s = t.params
        return (signedness is None or s == signedness) and (width is None or w == width)

    return check


def _i64_in(low: int, high: int, width: int = 64) -> Check:
    t = B.integer_type(width)
    return lambda v: v.defn is B.A["integer"] and v.params[0] is t and low <= v.params[1] <= high


def _any(*checks: Check) -> Check:
    return lambda v: any(c(v) for c in checks)


_FLOAT = _is_type(*B.FLOAT_KINDS)
_INDEX = _is_type("index")
_SIGNLESS = _int(B.SIGNLESS)
_ELEMENTS = ("dense_int_or_fp_elements", "dense_string_elements", "dense_resource_elements",
             "sparse_elements")  # fmt: skip


def _non_builtin(v: Attribute) -> bool:
    t = _type_of(v)
    return t is not None and t.defn.dialect != "builtin"


# Element types the builtin containers accept (their C++ isValidElementType).


def _attr_key(key: str) -> Check:
    """An attribute of a dialect's definition, by its key (``#llvm.alias_scope``)."""
    return lambda v: v.defn.key == key


def _llvm(*names: str) -> Check:
    """A type of the LLVM dialect (``!llvm.ptr``...), by mnemonic."""
    return _keys(*("!llvm." + n for n in names))


def _keys(*wanted: str) -> Check:
    """A type of one of the definitions ``wanted`` (``!ptr.ptr``), by key."""
    keys = frozenset(wanted)

    def check(v: Attribute) -> bool:
        t = _type_of(v)
        return t is not None and t.defn.key in keys

    return check


def _dialect_types(*keys: str) -> Check:
    """A type of one of these definitions, by key (``!pdl.operation``)."""
    wanted = frozenset(keys)

    def check(v: Attribute) -> bool:
        t = _type_of(v)
        return t is not None and t.defn.key in wanted

    return check


_LLVM_POINTER = _llvm("ptr")
# the types that implement VectorElementTypeInterface: llvm's and ptr's pointers
_VECTOR_ELEMENT = _any(_int(None), _INDEX, _FLOAT, _LLVM_POINTER, _keys("!ptr.ptr"))
_VALID_ELEMENT: dict[str, Pred] = {
    "TensorType": (
        _any(
            _is_type("complex", "integer", "opaque", "vector", "index", *B.FLOAT_KINDS),
            _non_builtin,
        ),
        "a valid tensor element type",
    ),  # fmt: skip
    "BaseMemRefType": (
        _is_type(
            "complex", "integer", "index", "vector", "memref", "unranked_memref", *B.FLOAT_KINDS
        ),
        "a valid memref element type",
    ),  # fmt: skip
    "VectorType": (_VECTOR_ELEMENT, "a valid vector element type"),
    "ComplexType": (_any(_int(None), _FLOAT), "integer or floating-point"),
}
_VALID_ELEMENT["MemRefType"] = _VALID_ELEMENT["BaseMemRefType"]

_RANKED_DEFS = frozenset((B.T["tensor"], B.T["memref"], B.T["vector"]))
_FLOAT_CLASSES = {
    "Float4E2M1FNType": "f4E2M1FN", "Float6E2M3FNType": "f6E2M3FN",
    "Float6E3M2FNType": "f6E3M2FN", "Float8E5M2Type": "f8E5M2", "Float8E4M3Type": "f8E4M3",
    "Float8E4M3FNType": "f8E4M3FN", "Float8E5M2FNUZType": "f8E5M2FNUZ",
    "Float8E4M3FNUZType": "f8E4M3FNUZ", "Float8E4M3B11FNUZType": "f8E4M3B11FNUZ",
    "Float8E3M4Type": "f8E3M4", "Float8E8M0FNUType": "f8E8M0FNU", "BFloat16Type": "bf16",
    "Float16Type": "f16", "FloatTF32Type": "tf32", "Float32Type": "f32", "Float64Type": "f64",
    "Float80Type": "f80", "Float128Type": "f128",
}  # fmt: skip


def _scalable(v: Attribute) -> bool:
    t = _type_of(v)
    return t is not None and any(t.params[2])


def _dense_array_of(width: int) -> Check:
    t = B.integer_type(width)
    return lambda v: v.defn is B.A["dense_array"] and v.params[0] is t


def _dense_elements_of(kind: Callable[[Attribute], bool]) -> Check:
    def check(v: Attribute) -> bool:
        if v.defn is not B.A["dense_int_or_fp_elements"]:
            return False
        element = _element_type(v.params[0])
        return element is not None and kind(element)

    return check


# C++ class -> (check, description)
_CLASSES: dict[str, Pred] = {
    "IntegerType": (_int(None), "integer"),
    "IndexType": (_INDEX, "index"),
    "FloatType": (_FLOAT, "floating-point"),
    "ComplexType": (_is_type("complex"), "complex"),
    "VectorType": (_is_type("vector"), "vector"),
    "TensorType": (_is_type("tensor", "unranked_tensor"), "tensor"),
    "RankedTensorType": (_is_type("tensor"), "ranked tensor"),
    "UnrankedTensorType": (_is_type("unranked_tensor"), "unranked tensor"),
    "MemRefType": (_is_type("memref"), "memref"),
    "UnrankedMemRefType": (_is_type("unranked_memref"), "unranked memref"),
    "BaseMemRefType": (_is_type("memref", "unranked_memref"), "memref"),
    "ShapedType": (
        _is_type("tensor", "unranked_tensor", "memref", "unranked_memref", "vector"),
        "shaped",
    ),  # fmt: skip
    "NoneType": (_is_type("none"), "none"),
    "FunctionType": (_is_type("function"), "function"),
    "TupleType": (_is_type("tuple"), "tuple"),
    "ArrayAttr": (_is_attr("array"), "array attribute"),
    "StringAttr": (_is_attr("string"), "string attribute"),
    "IntegerAttr": (_is_attr("integer"), "integer attribute"),
    "BoolAttr": (lambda v: v.defn is B.A["integer"] and v.params[0] is B.I1, "bool attribute"),
    "FloatAttr": (_is_attr("float"), "float attribute"),
    "UnitAttr": (_is_attr("unit"), "unit attribute"),
    "DictionaryAttr": (_is_attr("dictionary"), "dictionary attribute"),
    "SymbolRefAttr": (_is_attr("symbol_ref"), "symbol reference attribute"),
    "FlatSymbolRefAttr": (
        lambda v: v.defn is B.A["symbol_ref"] and not v.params[1],
        "flat symbol reference attribute",
    ),  # fmt: skip
    "TypeAttr": (_is_attr("type"), "type attribute"),
    "AffineMapAttr": (_is_attr("affine_map"), "affine map attribute"),
    "IntegerSetAttr": (_is_attr("integer_set"), "integer set attribute"),
    "StridedLayoutAttr": (_is_attr("strided_layout"), "strided layout attribute"),
    "DenseArrayAttr": (_is_attr("dense_array"), "dense array attribute"),
    "DenseElementsAttr": (
        _is_attr("dense_int_or_fp_elements", "dense_string_elements"),
        "dense elements attribute",
    ),  # fmt: skip
    "DenseIntOrFPElementsAttr": (_is_attr("dense_int_or_fp_elements"), "dense elements attribute"),
    "DenseStringElementsAttr": (_is_attr("dense_string_elements"), "dense string elements"),
    "ElementsAttr": (_is_attr(*_ELEMENTS), "elements attribute"),
    "SparseElementsAttr": (_is_attr("sparse_elements"), "sparse elements attribute"),
    "TypedAttr": (_is_attr("integer", "float", "string", "opaque", *_ELEMENTS), "typed attribute"),
    "VectorElementTypeInterface": (_VECTOR_ELEMENT, "vector element type"),
    "Type": (lambda v: _type_of(v) is not None, "type"),
    "FixedVectorType": (
        lambda v: _is_type("vector")(v) and not _scalable(v),
        "fixed-length vector",
    ),  # fmt: skip
    "ScalableVectorType": (lambda v: _is_type("vector")(v) and _scalable(v), "scalable vector"),
    "DenseI8ArrayAttr": (_dense_array_of(8), "i8 dense array attribute"),
    "DenseI16ArrayAttr": (_dense_array_of(16), "i16 dense array attribute"),
    "DenseI32ArrayAttr": (_dense_array_of(32), "i32 dense array attribute"),
    "DenseI64ArrayAttr": (_dense_array_of(64), "i64 dense array attribute"),
    "DenseBoolArrayAttr": (_dense_array_of(1), "i1 dense array attribute"),
    "DenseIntElementsAttr": (
        _dense_elements_of(lambda t: t.defn in (B.T["integer"], B.T["index"])),
        "integer elements attribute",
    ),  # fmt: skip
    "DenseFPElementsAttr": (
        _dense_elements_of(lambda t: t.defn in B.FLOAT_DEFS),
        "floating-point elements attribute",
    ),  # fmt: skip
    **{name: (_is_type(kind), kind) for name, kind in _FLOAT_CLASSES.items()},
    # An attribute interface only other dialects' attributes implement (`#gpu.thread<x>`;
    # an opaque attribute stands for one of a dialect that is not loaded).
    "DeviceMappingAttrInterface": (
        lambda v: v.defn is B.A["opaque"] or getattr(v.defn, "dialect", "builtin") != "builtin",
        "device mapping attribute",
    ),  # fmt: skip
    # Enum attributes of upstream dialects, held as i64 (I64EnumAttr) or i32 integer attributes.
    "arith::CmpIPredicateAttr": (_i64_in(0, 9), "arith comparison predicate"),
    "arith::CmpFPredicateAttr": (_i64_in(0, 15), "arith float comparison predicate"),
    "arith::RoundingModeAttr": (_i64_in(0, 4, 32), "arith rounding mode"),
    "arith::AtomicRMWKindAttr": (_i64_in(0, 15), "arith atomic read-modify-write kind"),
    "LLVM::AtomicOrderingAttr": (  # 3 is not an ordering
        lambda v: _i64_in(0, 7)(v) and v.params[1] != 3,
        "LLVM atomic ordering",
    ),
    "LLVM::AtomicBinOpAttr": (_i64_in(0, 20), "LLVM atomicrmw binary operation"),
    "LLVM::comdat::ComdatAttr": (_i64_in(0, 4), "LLVM comdat selection kind"),
    "LLVM::AsmDialectAttr": (_i64_in(0, 1), "LLVM inline assembly dialect"),
    # LLVM metadata attributes (only an attribute of that name satisfies them)
    **{
        f"LLVM::{cls}Attr": (_attr_key(key), key)
        for cls, key in (
            ("AccessGroup", "#llvm.access_group"),
            ("AliasScope", "#llvm.alias_scope"),
            ("TBAATag", "#llvm.tbaa_tag"),
        )
    },  # fmt: skip
    # The pdl dialect's types, and the transform dialect's type interfaces: the types of
    # transform that implement each (and !pdl.operation, which transform's pdl extension
    # makes a handle).
    **{
        f"pdl::{cls}Type": (_dialect_types(f"!pdl.{kind}"), f"PDL handle to an `mlir::{cls}`")
        for cls, kind in (
            ("Attribute", "attribute"),
            ("Operation", "operation"),
            ("Type", "type"),
            ("Value", "value"),
        )
    },  # fmt: skip
    "pdl::RangeType": (_dialect_types("!pdl.range"), "range"),
    "pdl::PDLType": (
        _dialect_types("!pdl.attribute", "!pdl.operation", "!pdl.type", "!pdl.value", "!pdl.range"),
        "pdl type",
    ),
    "transform::TransformHandleTypeInterface": (
        _dialect_types("!transform.any_op", "!transform.op", "!pdl.operation"),
        "TransformHandleTypeInterface instance",
    ),
    "transform::TransformParamTypeInterface": (
        _dialect_types(
            "!transform.any_param", "!transform.param", "!transform.type", "!transform.affine_map"
        ),
        "TransformParamTypeInterface instance",
    ),
    "transform::TransformValueHandleTypeInterface": (
        _dialect_types("!transform.any_value"),
        "TransformValueHandleTypeInterface instance",
    ),
    "transform::AnyOpType": (_dialect_types("!transform.any_op"), "any_op"),
    "transform::AnyValueType": (_dialect_types("!transform.any_value"), "any_value"),
    "transform::AffineMapParamType": (_dialect_types("!transform.affine_map"), "affine_map"),
    "transform::OperationType": (_dialect_types("!transform.op"), "op"),
    # transform's I32EnumAttr (propagate = 1, suppress = 2)
    "transform::FailurePropagationModeAttr": (
        _i64_in(1, 2, 32),
        "Silenceable error propagation policy",
    ),
    # The LLVM dialect's types.
    **{
        f"LLVM::LLVM{cls}Type": (_llvm(kind), f"LLVM {kind}")
        for cls, kind in (
            ("Pointer", "ptr"),
            ("Struct", "struct"),
            ("Array", "array"),
            ("Function", "func"),
            ("Void", "void"),
            ("Label", "label"),
            ("Metadata", "metadata"),
            ("Token", "token"),
            ("TargetExt", "target"),
            ("PPCFP128", "ppc_fp128"),
            ("X86AMX", "x86_amx"),
        )
    },
}

# The LLVM dialect's type queries (``::mlir::LLVM::isCompatibleOuterType($_self)``...).
_LLVM_FLOAT = _any(_is_type("bf16", "f16", "f32", "f64", "f80", "f128"), _llvm("ppc_fp128"))


def _llvm_vector_element(v: Attribute) -> Attribute | None:
    t = _type_of(v)
    if t is None or t.defn is not B.T["vector"] or len(t.params[0]) != 1:
        return None
    return t.params[1]


_LLVM_VECTOR = _any(_SIGNLESS, _LLVM_FLOAT, _LLVM_POINTER)
_LLVM_FUNCTIONS: dict[str, Pred] = {
    "isCompatibleFloatingPointType": (_LLVM_FLOAT, "LLVM floating point"),
    "isCompatibleVectorType": (
        lambda v: _holds(_LLVM_VECTOR, _llvm_vector_element(v)),
        "LLVM-compatible vector",
    ),  # fmt: skip
    "isCompatibleOuterType": (
        _any(
            _SIGNLESS,
            _LLVM_FLOAT,
            lambda v: _llvm_vector_element(v) is not None,
            lambda v: (t := _type_of(v)) is not None and t.defn.dialect == "llvm",
        ),
        "LLVM-compatible",
    ),  # fmt: skip
}
_LLVM_FUNCTION = re.compile(r"(?:::)?(?:mlir::)?LLVM::(\w+)")  # a callee's name

# Type methods: name -> (check, description); those taking a width take it as an argument.
_METHODS: dict[str, Pred] = {
    "isSignlessIntOrIndex": (_any(_SIGNLESS, _INDEX), "signless integer or index"),
    "isSignlessIntOrIndexOrFloat": (
        _any(_SIGNLESS, _INDEX, _FLOAT),
        "signless integer, index or floating-point",
    ),  # fmt: skip
    "isSignlessIntOrFloat": (_any(_SIGNLESS, _FLOAT), "signless integer or floating-point"),
    "isIntOrIndex": (_any(_int(None), _INDEX), "integer or index"),
    "isIntOrFloat": (_any(_int(None), _FLOAT), "integer or floating-point"),
    "isIntOrIndexOrFloat": (_any(_int(None), _INDEX, _FLOAT), "integer, index or floating-point"),
    "isIndex": (_INDEX, "index"),
    "isBF16": (_is_type("bf16"), "bf16"),
    "isF16": (_is_type("f16"), "f16"),
    "isTF32": (_is_type("tf32"), "tf32"),
    "isF32": (_is_type("f32"), "f32"),
    "isF64": (_is_type("f64"), "f64"),
    "isF80": (_is_type("f80"), "f80"),
    "isF128": (_is_type("f128"), "f128"),
}
_WIDTH_METHODS: dict[str, tuple[int | None, str]] = {
    "isInteger": (None, "integer"),
    "isSignlessInteger": (B.SIGNLESS, "signless integer"),
    "isSignedInteger": (B.SIGNED, "signed integer"),
    "isUnsignedInteger": (B.UNSIGNED, "unsigned integer"),
}
_VALUE_SEMANTICS = _is_type("tensor", "unranked_tensor", "vector")


_VALID = re.compile(r"(?:::mlir::)?(\w+)::isValidElementType")  # a callee's name
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b, ">=": lambda a, b: a >= b,
    "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, "<": lambda a, b: a < b,
}  # fmt: skip

# What a subject evaluates to: an attribute or type, a number, a shape; None when a cast
# does not hold (the predicate is then false).
Subject = Callable[[Attribute], Any]


def _ranked_shape(v: Any) -> tuple[int, ...] | None:
    t = _type_of(v) if isinstance(v, Attribute) else None
    return t.params[0] if t is not None and t.defn in _RANKED_DEFS else None


def _size(v: Any) -> int | None:
    if not isinstance(v, Attribute):
        return None
    if v.defn is B.A["array"] or v.defn is B.A["dictionary"]:
        return len(v.params[0])
    if v.defn is B.A["dense_array"]:
        return len(v.params[1])
    return None


def _num_elements(v: Any) -> int | None:
    shape = _ranked_shape(v)
    if shape is None or B.DYNAMIC in shape:
        return None
    n = 1
    for d in shape:
        n *= d
    return n


def _int_value(v: Any) -> int | None:
    if isinstance(v, Attribute) and v.defn is B.A["integer"]:
        return int(v.params[1])
    return None


def _get_value(v: Any) -> Any:
    if not isinstance(v, Attribute):
        return None
    if v.defn is B.A["type"]:
        return v.params[0]
    return _int_value(v)


def _width(v: Any) -> int | None:
    t = _type_of(v) if isinstance(v, Attribute) else None
    return t.params[0] if t is not None and t.defn is B.T["integer"] else None


# accessor -> what it gives of a value (None when it does not apply)
_ACCESSORS: dict[str, Callable[[Any], Any]] = {
    "getElementType": lambda v: _element_type(v) if isinstance(v, Attribute) else None,
    "getType": lambda v: _attr_type(v) if isinstance(v, Attribute) else None,
    "getValue": _get_value,
    "getShape": _ranked_shape,
    "getRank": lambda v: None if (s := _ranked_shape(v)) is None else len(s),
    "getInt": _int_value,
    "getWidth": _width,
    "size": _size,
    "getNumElements": _num_elements,
}


def _number(check: Callable[[int], bool]) -> Check:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and check(v)


# boolean methods of a value: name -> (check, description)
_BOOL_METHODS: dict[str, Pred] = {
    "hasRank": (lambda v: _ranked_shape(v) is not None, "ranked"),
    "hasStaticShape": (
        lambda v: (s := _ranked_shape(v)) is not None and B.DYNAMIC not in s,
        "statically shaped",
    ),
    "isPowerOf2": (_number(lambda n: n > 0 and n & (n - 1) == 0), "a power of two"),
    "isStrictlyPositive": (_number(lambda n: n > 0), "positive"),
    "isNonNegative": (_number(lambda n: n >= 0), "non-negative"),
    "isNegative": (_number(lambda n: n < 0), "negative"),
    "isScalable": (_scalable, "scalable"),
    "isOpaque": (
        lambda v: (
            (t := _type_of(v)) is not None
            and t.defn.key == "!llvm.struct"
            and t.params[2].params[1] == 2
        ),
        "opaque",
    ),  # fmt: skip
}


def compile_predicate(text: str) -> Pred | None:
    """The check a predicate text stands for, or None when it is outside the vocabulary."""
    return _compile(normalize(text))


def _compile(text: str) -> Pred | None:
    # A text outside the vocabulary is not remembered: a plug-in may teach it later.
    known = _compiled.get(text)
    if known is not None:
        return known
    node = parse(text)
    if node is None:
        return None
    try:
        pred = _Compiler().pred(node, {})
    except UnknownPredicate:
        return None
    _compiled[text] = pred
    return pred


_compiled: dict[str, Pred] = {}


def _class_name(name: str) -> str:
    """A C++ class as the vocabulary names it: no leading ``::``, no ``mlir::``."""
    name = name.removeprefix("::")
    return name.removeprefix("mlir::")


def _self(v: Any) -> Any:
    return v


def _call(node: Node, name: str, count: int) -> bool:
    """Whether ``node`` calls the function ``name`` (no template) with ``count`` arguments."""
    return node[0] == "call" and node[1] == ("name", name, None) and len(node[2]) == count


class _Compiler:
    """A tree of irdl.checks.pred_grammar read in the vocabulary above; UnknownPredicate
    for anything outside it. ``env``: the lambda parameters in scope, by name."""

    def pred(self, node: Node, env: dict[str, Subject]) -> Pred:
        kind = node[0]
        if kind == "or":
            preds = [self.pred(n, env) for n in node[1:]]
            return (lambda v: any(c(v) for c, _ in preds)), " or ".join(d for _, d in preds)
        if kind == "and":
            preds = [self.pred(n, env) for n in node[1:]]
            return (lambda v: all(c(v) for c, _ in preds)), " and ".join(d for _, d in preds)
        if kind == "not":
            check, what = self.pred(node[1], env)
            return (lambda v: not check(v)), f"not {what}"
        if kind == "name" and node[2] is None:
            if node[1] in ("true", "false"):
                value = node[1] == "true"
                return (lambda v: value), node[1]
            if node[1] in env:  # `attr` alone: the value exists
                subject = env[node[1]]
                return (lambda v: subject(v) is not None), "present"
        if kind == "cmp" and node[3][0] == "int":
            subject = self.subject(node[2], env)
            cmp, n = _COMPARE[node[1]], int(node[3][1])
            number = _number(lambda x: cmp(x, n))
            return (lambda v: number(subject(v))), f"{node[1]} {n}"
        if kind == "method":
            return self.method(node, env)
        if kind == "call":
            return self.call(node, env)
        raise UnknownPredicate(node)

    def call(self, node: Node, env: dict[str, Subject]) -> Pred:
        _, callee, args = node
        if callee[0] == "lambda":  # [](::mlir::Type x) { return ...; }(subject)
            capture, param, name, body = callee[1:]
            if capture or param not in ("Type", "::mlir::Type") or len(args) != 1:
                raise UnknownPredicate(node)
            subject = self.subject(args[0], env)
            check, what = self.pred(body, {**env, name: _self})
            return (lambda v: _holds(check, subject(v))), f"with elements that are {what}"
        if _call(node, "::llvm::all_of", 2) and args[1][0] == "lambda":
            capture, param, name, body = args[1][1:]
            if param not in ("::mlir::Attribute", "auto"):
                raise UnknownPredicate(node)
            subject = self.subject(args[0], env)
            check, what = self.pred(body, {name: _self})

            def all_of(v: Attribute) -> bool:
                x = subject(v)
                if isinstance(x, Attribute) and x.defn is B.A["array"]:
                    x = x.params[0]
                return isinstance(x, tuple) and all(check(e) for e in x)

            return all_of, f"each {what}"
        if callee[0] != "name" or len(args) != 1:
            raise UnknownPredicate(node)
        name, template = callee[1], callee[2]
        for pattern, table in ((_VALID, _VALID_ELEMENT), (_LLVM_FUNCTION, _LLVM_FUNCTIONS)):
            m = pattern.fullmatch(name) if template is None else None
            if m is not None and m.group(1) in table:
                check, what = table[m.group(1)]
                return _of(check, self.subject(args[0], env)), what
        if name == "::llvm::isa" and template is not None:
            subject = self.subject(args[0], env)
            preds = [self.cls(c) for c in template]
            return (
                (lambda v: _holds(lambda x: any(c(x) for c, _ in preds), subject(v))),
                " or ".join(d for _, d in preds),
            )
        raise UnknownPredicate(node)

    def method(self, node: Node, env: dict[str, Subject]) -> Pred:
        _, obj, name, template, args = node
        subject = self.subject(obj, env)
        if name == "hasTrait" and template is not None and len(template) == 1 and not args:
            if _class_name(template[0]) != "ValueSemantics":
                raise UnknownPredicate(template)
            check, what = _VALUE_SEMANTICS, "with value semantics"
        elif template is not None:
            raise UnknownPredicate(node)
        elif name in _METHODS and not args:
            check, what = _METHODS[name]
        elif name in _BOOL_METHODS and not args:
            check, what = _BOOL_METHODS[name]
        elif name in _WIDTH_METHODS and (
            not args or (len(args) == 1 and args[0][0] == "int" and args[0][1].isdigit())
        ):
            signedness, what = _WIDTH_METHODS[name]
            width = int(args[0][1]) if args else None
            check = _int(signedness, width)
            what = f"{width}-bit {what}" if width is not None else what
        else:
            raise UnknownPredicate(node)
        return (lambda v: _holds(check, subject(v))), what

    def subject(self, node: Node, env: dict[str, Subject]) -> Subject:
        kind = node[0]
        if kind == "name" and node[2] is None:
            if node[1] == "$_self":
                return _self
            if node[1] in env:
                return env[node[1]]
        elif kind == "call" and node[1][0] == "name" and len(node[2]) == 1:
            name, template = node[1][1], node[1][2]
            if name == "::llvm::cast" and template is not None and len(template) == 1:
                check, _ = self.cls(template[0])
                inner = self.subject(node[2][0], env)
                return lambda v: x if (x := inner(v)) is not None and check(x) else None
            m = _LLVM_FUNCTION.fullmatch(name)
            if template is None and m and m.group(1) == "getVectorElementType":
                inner = self.subject(node[2][0], env)
                return lambda v: None if (x := inner(v)) is None else _llvm_vector_element(x)
        elif kind == "method" and node[2] in _ACCESSORS and node[3] is None and not node[4]:
            access = _ACCESSORS[node[2]]
            inner = self.subject(node[1], env)
            return lambda v: None if (x := inner(v)) is None else access(x)
        raise UnknownPredicate(node)

    def cls(self, name: str) -> Pred:
        name = _class_name(name)
        known = _CLASSES.get(name) or CPP_CLASSES.get(name)
        if known is None:
            raise UnknownPredicate(name)
        return known


def _element_type(v: Attribute | None) -> Attribute | None:
    t = _type_of(v)
    if t is None:
        return None
    if t.defn in (B.T["tensor"], B.T["memref"], B.T["vector"]):
        return t.params[1]
    if t.defn in (B.T["unranked_tensor"], B.T["unranked_memref"], B.T["complex"]):
        return t.params[0]
    # a dialect's type: ODS's accessor of its parameter `elementType` (gpu.mma_matrix)
    names = [p.name for p in getattr(getattr(t.defn, "defn", None), "parameters", ())]
    if "elementType" in names and len(t.params) == len(names):
        return t.params[names.index("elementType")]
    return None


def _attr_type(v: Attribute | None) -> Attribute | None:
    """The type of a typed attribute (integer, float, elements, string, opaque)."""
    if v is None:
        return None
    d = v.defn
    if d in (B.A["integer"], B.A["float"]) or d in _ELEMENT_DEFS:
        return v.params[0]
    if d is B.A["string"]:
        return v.params[1]
    if d is B.A["opaque"]:
        return v.params[2]
    return None


_ELEMENT_DEFS = frozenset(B.A[n] for n in _ELEMENTS)


def _of(check: Check, subject: Subject) -> Check:
    """``check`` of what ``subject`` gives of a value (false when it gives nothing)."""
    return lambda v: _holds(check, subject(v))


def _holds(check: Check, v: Any) -> bool:
    """A check of a subject that may not exist (``cast`` of the wrong kind): false."""
    return v is not None and check(v)


def _isa_class(node: Any) -> str | None:
    """The class of ``::llvm::isa<C>($_self)`` (either spelling of isa), else None."""
    if node is None or node[0] != "call" or node[2] != (("name", "$_self", None),):
        return None
    callee = node[1]
    if callee[0] != "name" or callee[1] not in _ISA or len(callee[2] or ()) != 1:
        return None
    return _class_name(callee[2][0])


_ISA = ("::llvm::isa", "llvm::isa")


def isa_key(text: str) -> str | None:
    """The definition (``"!gpu.async.token"``) a predicate that only asks its value to be of
    a plug-in's class standing for one definition (``::llvm::isa<::mlir::gpu::AsyncTokenType>
    ($_self)``, see ``Plugin.cpp_classes``) names; None for any other predicate."""
    name = _isa_class(parse(normalize(text)))
    entry = CPP_CLASSES.get(name) if name is not None else None
    return class_key(entry[0]) if entry is not None else None


def storage_class_name(text: str) -> str | None:
    """The attribute class a predicate first asks its value to be (``::llvm::isa<C>($_self)``
    alone or as the first of ``&&``), without its namespace: what ODS stores such a
    property as. None if it says no such thing."""
    node = parse(normalize(text))
    while node is not None and node[0] == "and":  # the first of a chain of conjuncts
        node = node[1]
    return _isa_class(node)


def storage_class(text: str) -> Check | None:
    """The check of ``storage_class_name``'s class; None if there is none."""
    name = storage_class_name(text)
    if name is None:
        return None
    return (_CLASSES.get(name) or CPP_CLASSES.get(name) or (None, ""))[0]
