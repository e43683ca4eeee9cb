"""The custom forms of the spirv dialect's operations (C++'s parsers and printers, named
``cpp_assembly_format = "SpirvX"`` in spirv.irdl.mlir), as declarative formats built on
this module's directives. Operations that share one C++ shape share one format, built from
the operand names the generated file gives them (``_shape``).

Directives:

- ``SpirvType(type($a), ..., type($r))``: one type, which every named value has
  (``spirv.IAdd %a, %b : i32``).
- ``SpirvBoolType(type($a), ..., type($r))``: the operands' type; the result is ``i1`` or a
  vector of ``i1`` of its shape (``spirv.IEqual %a, %b : vector<4xi32>``).
- ``SpirvStructType(type($a), type($b), type($r))``: the result's struct type; the
  operands have its first member's type (``spirv.IAddCarry %a, %b : !spirv.struct<(i32, i32)>``).
- ``SpirvPointee($ptr, type($ptr), type($value), "Load")``...: see ``_memory_ops``.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from core import builtin as B
from core.attributes import get
from dialects_irdl.spirv.checks import indexed_type
from irdl.plugin import ASSEMBLY_FORMATS, Plugin, Slot

plugin = Plugin("spirv")

_GENERATED = Path(__file__).with_name("spirv.irdl.mlir")


@cache
def _shapes() -> dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]]:
    """C++ parser name -> (operation, operand names, result names), from the generated
    file (variadic and optional groups marked with a leading ``*`` / ``?``)."""
    text = _GENERATED.read_text(encoding="utf-8")
    out = {}
    for chunk in text.split("\n  irdl.operation @")[1:]:
        name = chunk.split(" ", 1)[0]
        m = re.search(r'cpp_assembly_format = "(\w+)"', chunk)
        if m is None:
            continue

        def names(kind: str, chunk: str = chunk) -> tuple[str, ...]:
            found = re.search(rf"irdl\.{kind}\(([^)]*)\)", chunk)
            if found is None:
                return ()
            items = []
            for item in found.group(1).split(","):
                if not item.strip():
                    continue
                n, _, rest = item.partition(":")
                mark = "*" if "variadic" in rest else "?" if "optional" in rest else ""
                items.append(mark + n.strip())
            return tuple(items)

        out[m.group(1)] = (name, names("operands"), names("results"))
    return out


def _register(cpp: str, fmt: str) -> None:
    plugin.assembly_format(cpp, fmt)


# --- types shared by the values --------------------------------------------------------------


def _values(dp: Any, slot: Slot) -> list[Any]:
    return dp.operands(Slot("operand", slot.name)) or dp.results(Slot("result", slot.name))


def _print_first_type(dp: Any, *slots: Slot) -> None:
    for slot in slots:
        values = _values(dp, slot)
        if values:
            dp.p.print_type(values[0].type)
            return


def _parse_same_type(dp: Any, *slots: Slot) -> None:
    t = dp.p.parse_type()
    for slot in slots:
        dp.set_types(slot, [t])


plugin.directive("SpirvType", _parse_same_type, _print_first_type)


def bool_like(t: Any) -> Any:
    """``i1``, or a vector of ``i1`` of ``t``'s shape when ``t`` is a vector."""
    if t.defn is B.T["vector"]:
        return get(t.defn, (t.params[0], B.I1, *t.params[2:]))
    return B.I1


def _parse_bool_type(dp: Any, *slots: Slot) -> None:
    t = dp.p.parse_type()
    for slot in slots[:-1]:
        dp.set_types(slot, [t])
    dp.set_types(slots[-1], [bool_like(t)])


plugin.directive("SpirvBoolType", _parse_bool_type, _print_first_type)


def _parse_struct_type(dp: Any, *slots: Slot) -> None:
    p = dp.p
    at = p.lex.start
    t = p.parse_type()
    members = t.params[1].params[0] if t.defn.key == "!spirv.struct" else ()
    if len(members) != 2:
        p.custom_error("expected spirv.struct type with two members", at)
    for slot in slots[:-1]:
        dp.set_types(slot, [members[0]])
    dp.set_types(slots[-1], [t])


def _print_last_type(dp: Any, *slots: Slot) -> None:
    _print_first_type(dp, *reversed(slots))


plugin.directive("SpirvStructType", _parse_struct_type, _print_last_type)


# --- the shapes many operations share ------------------------------------------------------


def _operand_list(operands: tuple[str, ...]) -> str:
    return " `,` ".join(f"${o}" for o in operands)


def _types(values: tuple[str, ...]) -> str:
    return ", ".join(f"type(${v})" for v in values)


# C++ parser names by shape; the operands and results come from the generated file.
_BOOL_RESULT = """IEqual INotEqual SGreaterThan SGreaterThanEqual SLessThan SLessThanEqual
UGreaterThan UGreaterThanEqual ULessThan ULessThanEqual FOrdEqual FOrdGreaterThan
FOrdGreaterThanEqual FOrdLessThan FOrdLessThanEqual FOrdNotEqual FUnordEqual FUnordGreaterThan
FUnordGreaterThanEqual FUnordLessThan FUnordLessThanEqual FUnordNotEqual LogicalAnd LogicalEqual
LogicalNot LogicalNotEqual LogicalOr IsFinite IsInf IsNan Ordered Unordered""".split()
_STRUCT_RESULT = "IAddCarry ISubBorrow SMulExtended UMulExtended".split()
_CAST = """Bitcast ConvertFToS ConvertFToU ConvertPtrToU ConvertSToF ConvertUToF ConvertUToPtr
FConvert SConvert UConvert PtrCastToGeneric GenericCastToPtr GenericCastToPtrExplicit
INTELConvertBF16ToF INTELConvertFToBF16 INTELRoundFToTF32""".split()
# ``%a, %b : T1, T2`` (one type per operand, the result's is the first's).
_PER_OPERAND = """ShiftLeftLogical ShiftRightArithmetic ShiftRightLogical BitFieldInsert
BitFieldSExtract BitFieldUExtract MatrixTimesScalar""".split()
# ``%a, %b : T1, T2 -> R``
_ARROW = """MatrixTimesMatrix MatrixTimesVector VectorTimesMatrix Transpose
GLLength GLDistance GLFrexpStruct GLPackHalf2x16 GLUnpackHalf2x16 GLPackSnorm4x8
GLUnpackSnorm4x8 ImageQuerySize""".split()
# ``%a, %b : T -> R`` (the operands of one type)
_SAME_ARROW = ["Dot"]
# ``%a : T1, %b : T2 -> R`` (attributes first)
_TYPED_OPERANDS = ["GLLdexp", "GLFMix"]
# ``%a, %b : (T1, T2) -> R``
_FUNCTIONAL = "VectorTimesScalar".split()
# No operands, no results, nothing else: ``spirv.Return``.
_BARE = "Return Kill Unreachable EmitVertex EndPrimitive".split()


def _simple(cpp: str, shape: tuple[str, tuple[str, ...], tuple[str, ...]]) -> str | None:
    """The format of an operation of one of the shapes above, or of the default shape (all
    operands and the result of one type: ``spirv.FAdd %a, %b : f32``)."""
    _, operands, results = shape
    short = cpp.removeprefix("Spirv")
    if any(o[0] in "*?" for o in operands + results):
        return None
    values = operands + results
    head = f"{_operand_list(operands)} attr-dict"
    if short in _BARE and not values:
        return "attr-dict"
    if len(results) != 1 or not operands:
        return None
    if short in _BOOL_RESULT:
        return f"{head} `:` custom<SpirvBoolType>({_types(values)})"
    if short in _STRUCT_RESULT:
        return f"{head} `:` custom<SpirvStructType>({_types(values)})"
    if short in _CAST and len(operands) == 1:
        return f"{head} `:` type(${operands[0]}) `to` type(${results[0]})"
    if short in _PER_OPERAND:  # BitFieldInsert's insert has the base's type
        shared = 2 if short == "BitFieldInsert" else 1
        first = f"custom<SpirvType>({_types(operands[:shared] + results)})"
        rest = "".join(f" `,` type(${o})" for o in operands[shared:])
        return f"{head} `:` {first}{rest}"
    if short in _TYPED_OPERANDS:
        typed = " `,` ".join(f"${o} `:` type(${o})" for o in operands)
        return f"attr-dict {typed} `->` type(${results[0]})"
    listed = " `,` ".join(f"type(${o})" for o in operands)
    if short in _SAME_ARROW:
        return f"{head} `:` custom<SpirvType>({_types(operands)}) `->` type(${results[0]})"
    if short in _ARROW:
        return f"{head} `:` {listed} `->` type(${results[0]})"
    if short in _FUNCTIONAL:
        return f"{head} `:` `(` {listed} `)` `->` type(${results[0]})"
    if short.startswith(("GL", "CL")) or short in _SAME_TYPE:
        return f"{head} `:` custom<SpirvType>({_types(values)})"
    return None


_SAME_TYPE = """FAdd FDiv FMod FMul FNegate FRem FSub IAdd IMul ISub SDiv SMod SNegate SRem UDiv
UMod BitCount BitReverse BitwiseAnd BitwiseOr BitwiseXor Not""".split()


# --- composites and vectors ------------------------------------------------------------------


def _index_list(p: Any) -> Any:
    """``[1 : i32, 0 : i32]``: the indices of a composite, as an array attribute."""
    at = p.lex.start
    a = p.parse_attribute()
    if a.defn is not B.A["array"]:
        p.custom_error("expected array attribute", at)
    return a


def _parse_extract(dp: Any, composite: Slot, indices: Slot, component: Slot) -> None:
    p = dp.p
    dp.set_operands(composite, [p.parse_operand_ref()])
    at = p.lex.start
    idx = p.parse_attribute()
    dp.set_attr(indices, idx)
    dp.attr_dict(p.parse_attribute_entries() if p.at_punct("{") else {})
    p.expect_punct(":", "expected ':'")
    t = p.parse_type()
    element, message = indexed_type(t, idx)
    if element is None:
        p.custom_error(message, at)
    dp.set_types(composite, [t])
    dp.set_types(component, [element])


def _print_index_list(dp: Any, indices: Slot) -> None:
    dp.p.print_attribute(dp.attr(indices))


def _print_extract(dp: Any, composite: Slot, indices: Slot, component: Slot) -> None:
    p = dp.p
    value = dp.operands(composite)[0]
    p.print_operand(value)
    _print_index_list(dp, indices)
    p.print_attr_dict(dp.other_attrs({"indices"}), ())
    p.write(" : ")
    p.print_type(value.type)


plugin.directive("SpirvCompositeExtract", _parse_extract, _print_extract)
plugin.assembly_format(
    "SpirvCompositeExtract",
    "custom<SpirvCompositeExtract>($composite, $indices, type($component))",
)


def _parse_insert(dp: Any, obj: Slot, composite: Slot, indices: Slot, result: Slot) -> None:
    p = dp.p
    dp.set_operands(obj, [p.parse_operand_ref()])
    p.expect_punct(",", "expected ','")
    dp.set_operands(composite, [p.parse_operand_ref()])
    dp.set_attr(indices, _index_list(p))
    dp.attr_dict(p.parse_attribute_entries() if p.at_punct("{") else {})
    p.expect_punct(":", "expected ':'")
    dp.set_types(obj, [p.parse_type()])
    if not p.consume_keyword("into"):
        p.wrong_token("expected 'into'")
    t = p.parse_type()
    dp.set_types(composite, [t])
    dp.set_types(result, [t])


def _print_insert(dp: Any, obj: Slot, composite: Slot, indices: Slot, result: Slot) -> None:
    p = dp.p
    o, c = dp.operands(obj)[0], dp.operands(composite)[0]
    p.print_operand(o)
    p.write(", ")
    p.print_operand(c)
    _print_index_list(dp, indices)
    p.print_attr_dict(dp.other_attrs({"indices"}), ())
    p.write(" : ")
    p.print_type(o.type)
    p.write(" into ")
    p.print_type(c.type)


plugin.directive("SpirvCompositeInsert", _parse_insert, _print_insert)
plugin.assembly_format(
    "SpirvCompositeInsert",
    "custom<SpirvCompositeInsert>($object, $composite, $indices, type($result))",
)
plugin.assembly_format(
    "SpirvCompositeConstruct",
    "$constituents attr-dict `:` `(` type($constituents) `)` `->` type($result)",
)
plugin.assembly_format(
    "SpirvSelect",
    "$condition `,` $true_value `,` $false_value attr-dict `:` type($condition) `,` "
    "custom<SpirvType>(type($true_value), type($false_value), type($result))",
)


def _parse_element_type(dp: Any, vector: Slot, result: Slot) -> None:
    p = dp.p
    t = p.parse_type()
    dp.set_types(vector, [t])
    if result.name:
        dp.set_types(result, [t.params[1] if t.defn is B.T["vector"] else t])


plugin.directive("SpirvVectorType", _parse_element_type, _print_first_type)
plugin.assembly_format(
    "SpirvVectorExtractDynamic",
    "$vector `[` $index `]` attr-dict `:` custom<SpirvVectorType>(type($vector), type($result)) "
    "`,` type($index)",
)
plugin.assembly_format(
    "SpirvVectorInsertDynamic",
    "$component `,` $vector `[` $index `]` attr-dict `:` "
    "custom<SpirvVectorType>(type($vector), type($component)) `,` type($index)",
)


# The group operations: ``<Scope> [<GroupOperation>] %values : types``.
_SCOPE_FORMATS = {
    "GroupNonUniformBroadcast": "$execution_scope $value `,` $id attr-dict `:` "
    "custom<SpirvType>(type($value), type($result)) `,` type($id)",
    "GroupNonUniformElect": "$execution_scope attr-dict `:` type($result)",
    "GroupNonUniformAllEqual": "$execution_scope $value attr-dict `:` type($value) `,` "
    "type($result)",
    "GroupNonUniformBallot": "$execution_scope custom<SpirvCondition>($predicate) attr-dict `:` "
    "type($result)",
    "GroupNonUniformBallotFindLSB": "$execution_scope $value attr-dict `:` type($value) `,` "
    "type($result)",
    "GroupNonUniformBallotFindMSB": "$execution_scope $value attr-dict `:` type($value) `,` "
    "type($result)",
    "GroupNonUniformBallotBitCount": "$execution_scope $group_operation $value attr-dict `:` "
    "type($value) `->` type($result)",
    "GroupBroadcast": "$execution_scope $value `,` $localid attr-dict `:` "
    "custom<SpirvType>(type($value), type($result)) `,` type($localid)",
    "KHRAssumeTrue": "custom<SpirvCondition>($condition) attr-dict",
    "KHRSubgroupBallot": "custom<SpirvCondition>($predicate) attr-dict `:` type($result)",
}
for _short in ("All", "Any"):
    _SCOPE_FORMATS["GroupNonUniform" + _short] = (
        "$execution_scope custom<SpirvCondition>($predicate) attr-dict `:` type($result)"
    )
for _short, _second in (("", "id"), ("Xor", "mask"), ("Up", "delta"), ("Down", "delta")):
    _SCOPE_FORMATS["GroupNonUniformShuffle" + _short] = (
        f"$execution_scope $value `,` ${_second} attr-dict `:` "
        f"custom<SpirvType>(type($value), type($result)) `,` type(${_second})"
    )
for _short in ("FAdd", "FMax", "FMin", "IAdd", "SMax", "SMin", "UMax", "UMin", "FMulKHR",
               "IMulKHR"):  # fmt: skip
    _SCOPE_FORMATS["Group" + _short] = (
        "$execution_scope $group_operation $x attr-dict `:` "
        "custom<SpirvType>(type($x), type($result))"
    )
_SCOPE_FORMATS["GroupNonUniformQuadSwap"] = (
    "$execution_scope $value $direction attr-dict `:` "
    "custom<SpirvType>(type($value), type($result)) `,` type($direction)"
)
_SCOPE_FORMATS["GroupNonUniformRotateKHR"] = (
    "$execution_scope $value `,` $delta (`,` `cluster_size` `(` $cluster_size^ `)`)? attr-dict "
    "`:` type($value) `,` type($delta) (`,` type($cluster_size)^)? `->` type($result)"
)
_SCOPE_FORMATS["EXTSetMeshOutputs"] = (
    "$vertex_count `,` $primitive_count attr-dict `:` type($vertex_count) `,` "
    "type($primitive_count)"
)
for _short, _fmt in _SCOPE_FORMATS.items():
    if "Spirv" + _short in _shapes():
        _register("Spirv" + _short, _fmt)


def _parse_components(dp: Any, components: Slot) -> None:
    dp.set_attr(components, _index_list(dp.p))


def _print_components(dp: Any, components: Slot) -> None:
    dp.p.print_attribute(dp.attr(components))


plugin.directive("SpirvComponents", _parse_components, _print_components)
plugin.assembly_format(
    "SpirvVectorShuffle",
    "custom<SpirvComponents>($components) $vector1 `,` $vector2 attr-dict `:` type($vector1) "
    "`,` type($vector2) `->` type($result)",
)


def _parse_image_of(dp: Any, sampled: Slot, image: Slot) -> None:
    p = dp.p
    at = p.lex.start
    t = p.parse_type()
    if t.defn.key != "!spirv.sampled_image":
        p.custom_error("expected spirv.sampled_image type", at)
    dp.set_types(sampled, [t])
    dp.set_types(image, [t.params[0]])


plugin.directive("SpirvSampledImageType", _parse_image_of, _print_first_type)
plugin.assembly_format(
    "SpirvImage",
    "$sampled_image attr-dict `:` custom<SpirvSampledImageType>(type($sampled_image), "
    "type($result))",
)
for _short in ("SDot", "UDot", "SUDot"):
    _register(
        f"Spirv{_short}",
        "$vector1 `,` $vector2 (`,` $format^)? attr-dict `:` "
        "custom<SpirvType>(type($vector1), type($vector2)) `->` type($result)",
    )
    _register(
        f"Spirv{_short}AccSat",
        "$vector1 `,` $vector2 `,` $accumulator (`,` $format^)? attr-dict `:` "
        "custom<SpirvType>(type($vector1), type($vector2)) `->` "
        "custom<SpirvType>(type($accumulator), type($result))",
    )
plugin.assembly_format(
    "SpirvCLPrintf",
    "$format $arguments attr-dict `:` type($format) (`,` type($arguments)^)? `->` type($result)",
)


def _parse_type_attr(dp: Any, attr: Slot, result: Slot) -> None:
    dp.set_attr(attr, B.type_attr(dp.p.parse_type()))
    dp.set_types(result, [B.integer_type(32)])


def _print_type_attr(dp: Any, attr: Slot, result: Slot) -> None:
    dp.p.print_type(dp.attr(attr).params[0])


plugin.directive("SpirvI32OfType", _parse_type_attr, _print_type_attr)
plugin.assembly_format(
    "SpirvKHRCooperativeMatrixLength",
    "attr-dict `:` custom<SpirvI32OfType>($cooperative_matrix_type, type($result))",
)


def _parse_bracketed(dp: Any, value: Slot) -> None:
    p = dp.p
    p.expect_punct("[", "expected '['")
    dp.set_attr(value, p.parse_attribute())
    p.expect_punct("]", "expected ']'")


def _print_bracketed(dp: Any, value: Slot) -> None:
    dp.p.write("[")
    dp.p.print_attribute(dp.attr(value))
    dp.p.write("]")


plugin.directive("SpirvBracketed", _parse_bracketed, _print_bracketed)
plugin.assembly_format(
    "SpirvEXTConstantCompositeReplicate",
    "custom<SpirvBracketed>($value) `:` type($replicated_constant) attr-dict",
)


# Every other operation whose C++ parser has one of the shared shapes (ones given their own
# format above are left alone).
for _cpp, _shape in _shapes().items():
    _fmt = _simple(_cpp, _shape)
    if _fmt is not None and _cpp not in ASSEMBLY_FORMATS:
        _register(_cpp, _fmt)
