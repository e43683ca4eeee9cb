"""The spirv dialect's types (declared in spirv.extra.irdl.mlir, since C++ defines them):
their syntax as parameter directives, in mlir-opt's words where a body is malformed.

- ``!spirv.ptr<f32, Function>``: the pointee and a storage class.
- ``!spirv.array<4 x f32>``, ``!spirv.array<4 x f32, stride=4>`` (a stride of 0: none).
- ``!spirv.rtarray<f32>``, ``!spirv.rtarray<f32, stride=4>``.
- ``!spirv.struct<(f32 [0], i32 [4, NonWritable]), Block>``, ``!spirv.struct<name, (...)>``
  and a reference ``!spirv.struct<name>`` to an identified struct being defined. Kind 0:
  literal, 1: identified, 2: a reference. A member's ``[...]`` (offset, decorations) and
  the struct's decorations are kept as their text.
- ``!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>``,
  ``!spirv.sampled_image<!spirv.image<...>>``, ``!spirv.matrix<3 x vector<3xf32>>``,
  ``!spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>``, ``!spirv.arm.tensor<14x19xi16>``;
  the attribute ``#spirv.interface_var_abi<(0, 1), StorageBuffer>``.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from core import builtin as B
from core.lexer import BARE, INT
from core.printer import attr_to_str
from irdl.format.directives import consume_x
from irdl.plugin import Plugin

plugin = Plugin("spirv")

_GENERATED = Path(__file__).with_name("spirv.irdl.mlir")


@cache
def enum_cases(cpp_name: str) -> tuple[str, ...]:
    """The cases of the enum ``::mlir::spirv::<cpp_name>``, read from the generated file."""
    text = _GENERATED.read_text(encoding="utf-8")
    m = re.search(rf'ods_enum = "::mlir::spirv::{cpp_name}", ods_enum_cases = \{{([^}}]*)\}}', text)
    return tuple(re.findall(r'"([^"]+)" =', m.group(1))) if m else ()


def _i32(v: int) -> Any:
    return B.integer_attr(v, B.integer_type(32))


def _word(p: Any) -> tuple[str, int]:
    """A bare word and where it starts ('' when there is none)."""
    at = p.lex.start
    if p.lex.kind is not BARE:
        return "", at
    word = p.tok
    p.lex.next()
    return word, at


def _composable(p: Any) -> Any:
    """A type that may be part of a SPIR-V type: the dialect's own, a float, an integer of
    1/8/16/32/64 bits, a 1-D vector of at most 4 elements."""
    at = p.lex.start
    t = p.parse_type()
    if str(getattr(t.defn, "key", "")).startswith("!spirv."):
        return t
    shown = f"'{attr_to_str(t)}'"
    if B.is_float_type(t):
        pass
    elif B.is_integer_type(t):
        if t.params[0] not in (1, 8, 16, 32, 64):
            p.error_at(at, f"only 1/8/16/32/64-bit integer type allowed but found {shown}")
    elif t.defn is B.T["vector"]:
        if len(t.params[0]) != 1:
            p.error_at(at, f"only 1-D vector allowed but found {shown}")
        if t.params[0][0] > 4:
            p.error_at(at, "vector length has to be less than or equal to 4 but found "
                       f"{t.params[0][0]}")  # fmt: skip
    else:
        p.error_at(at, f"cannot use {shown} to compose SPIR-V types")
    return t


def _int(p: Any, message: str) -> tuple[int, int]:
    at = p.lex.start
    if p.lex.kind is not INT:
        p.error_at(at, message)
    value = int(p.tok, 0)
    p.lex.next()
    return value, at


def _stride(p: Any) -> Any:
    """``, stride=N`` or nothing (0)."""
    if not p.consume_punct(","):
        return _i32(0)
    if not p.consume_keyword("stride"):
        p.wrong_token("expected 'stride'")
    p.expect_punct("=", "expected '='")
    value, at = _int(p, "expected integer value")
    if value == 0:
        p.error_at(at, "ArrayStride must be greater than zero")
    return _i32(value)


def _stride_text(stride: Any) -> str:
    value = stride.params[1]
    return f", stride={value}" if value else ""


def _parse_pointer(p: Any, pointee: str, storage: str) -> dict[str, Any]:
    t = _composable(p)
    at = p.lex.start  # mlir-opt blames a wrong storage class on the ',' before it
    p.expect_punct(",", "expected ','")
    word, _ = _word(p)
    if word not in enum_cases("StorageClass"):
        p.error_at(at, f"unknown storage class: {word}")
    return {pointee: t, storage: B.string_attr(word)}


def _print_pointer(attrs: Any, params: dict[str, Any], pointee: str, storage: str) -> str:
    return f"{attrs.type(params[pointee])}, {params[storage].params[0]}"


def _parse_array(p: Any, count: str, element: str, stride: str) -> dict[str, Any]:
    at = p.lex.start
    dims, _ = p.parse_dimension_list(False, False)
    if len(dims) != 1:
        p.error_at(at, "expected single integer for array element count")
    n = dims[0]
    if n <= 0:
        p.error_at(at, "expected array length greater than 0")
    t = _composable(p)
    return {count: _i32(n), element: t, stride: _stride(p)}


def _print_array(attrs: Any, params: dict[str, Any], count: str, element: str,
                 stride: str) -> str:  # fmt: skip
    n = params[count].params[1]
    return f"{n} x {attrs.type(params[element])}{_stride_text(params[stride])}"


def _parse_runtime_array(p: Any, element: str, stride: str) -> dict[str, Any]:
    t = _composable(p)
    return {element: t, stride: _stride(p)}


def _print_runtime_array(attrs: Any, params: dict[str, Any], element: str, stride: str) -> str:
    return f"{attrs.type(params[element])}{_stride_text(params[stride])}"


# Identified structs being read (a reference to one inside its body is kind 2).
_reading: list[str] = []


def _decoration(p: Any) -> str:
    """``Word`` or ``Word=value``, a decoration."""
    word, at = _word(p)
    if not word:
        p.error_at(at, "expected valid keyword")
    if word not in enum_cases("Decoration"):
        p.error_at(at, f"unknown attribute: '{word}'")
    if p.consume_punct("="):
        value, _ = _int(p, "expected attribute value")
        return f"{word}={value}"
    return word


def _member_annotation(p: Any) -> tuple[str, bool]:
    """A member's ``[offset, Decoration, ...]`` as text, and whether it gives an offset."""
    if not p.consume_punct("["):
        return "", False
    items: list[str] = []
    has_offset = False
    if p.lex.kind is INT:
        value, _ = _int(p, "expected integer value")
        items.append(str(value))
        has_offset = True
        if not p.at_punct("]"):
            p.expect_punct(",", "expected ','")
            items.append(_decoration(p))
    else:
        items.append(_decoration(p))
    while p.consume_punct(","):
        items.append(_decoration(p))
    p.expect_punct("]", "expected ']'")
    return " [" + ", ".join(items) + "]", has_offset


def _struct(name: str, members: tuple[Any, ...], notes: tuple[str, ...], decorations: str,
            kind: int) -> tuple[Any, ...]:  # fmt: skip
    return (B.string_attr(name), B.array_attr(members),
            B.array_attr(tuple(B.string_attr(n) for n in notes)), B.string_attr(decorations),
            _i32(kind))  # fmt: skip


def _parse_struct(p: Any, name_p: str, members_p: str, notes_p: str, decos_p: str,
                  kind_p: str) -> dict[str, Any]:  # fmt: skip
    keys = (name_p, members_p, notes_p, decos_p, kind_p)
    name = ""
    if p.lex.kind is BARE:
        name, at = _word(p)
        if p.at_punct(">"):
            if name not in _reading:
                p.error_at(at, "recursive struct reference not nested in struct definition")
            return dict(zip(keys, _struct(name, (), (), "", 2)))
        p.expect_punct(",", "expected ','")
    p.expect_punct("(", "expected '('")
    members: list[Any] = []
    notes: list[str] = []
    offsets: list[bool] = []
    if name:
        _reading.append(name)
    try:
        if not p.consume_punct(")"):
            while True:
                at = p.lex.start
                members.append(p.parse_type())
                note, has_offset = _member_annotation(p)
                notes.append(note)
                offsets.append(has_offset)
                if any(offsets) and not all(offsets):
                    p.error_at(at, "offset specification must be given for all members")
                if p.consume_punct(")"):
                    break
                if not p.consume_punct(","):
                    p.expect_punct(")", "expected ')'")
                    break
    finally:
        if name:
            _reading.pop()
    decorations: list[str] = []
    while p.consume_punct(","):
        decorations.append(_decoration(p))
    params = _struct(name, tuple(members), tuple(notes), ", ".join(decorations), 1 if name else 0)
    return dict(zip(keys, params))


def _print_struct(attrs: Any, params: dict[str, Any], name_p: str, members_p: str, notes_p: str,
                  decos_p: str, kind_p: str) -> str:  # fmt: skip
    name = params[name_p].params[0]
    kind = params[kind_p].params[1]
    if kind == 2:
        return name
    notes = params[notes_p].params[0]
    body = ", ".join(f"{attrs.type(t)}{n.params[0]}"
                     for t, n in zip(params[members_p].params[0], notes))  # fmt: skip
    text = f"{name}, ({body})" if kind == 1 else f"({body})"
    decorations = params[decos_p].params[0]
    return f"{text}, {decorations}" if decorations else text


# The image's words after the element type: the C++ enum each is a case of.
_IMAGE_INFO = ("Dim", "ImageDepthInfo", "ImageArrayedInfo", "ImageSamplingInfo",
               "ImageSamplerUseInfo", "ImageFormat")  # fmt: skip
_IMAGE_WHAT = ("Dim", "ImageDepthInfo", "ImageArrayedInfo", "ImageSamplingInfo",
               "ImageSamplerUseInfo", "ImageFormat")  # fmt: skip


def _parse_image(p: Any, element: str, info: str) -> dict[str, Any]:
    t = _composable(p)
    words = []
    for enum in _IMAGE_INFO:
        p.expect_punct(",", "expected ','")
        word, at = _word(p)
        if word not in enum_cases(enum):
            p.error_at(at, f"unknown {enum} specification: {word}")
        words.append(B.string_attr(word))
    return {element: t, info: B.array_attr(tuple(words))}


def _print_image(attrs: Any, params: dict[str, Any], element: str, info: str) -> str:
    words = ", ".join(w.params[0] for w in params[info].params[0])
    return f"{attrs.type(params[element])}, {words}"


def _parse_sampled_image(p: Any, image: str) -> dict[str, Any]:
    at = p.lex.start
    t = p.parse_type()
    if getattr(t.defn, "key", "") != "!spirv.image":
        p.error_at(at, f"sampled image must be composed using image type, got '{attr_to_str(t)}'")
    return {image: t}


def _print_sampled_image(attrs: Any, params: dict[str, Any], image: str) -> str:
    return str(attrs.type(params[image]))


def _parse_matrix(p: Any, count: str, column: str, element: str) -> dict[str, Any]:
    """``3 x vector<3xf32>``: 2 to 4 columns of 2 to 4 floats; ``element``, the columns'
    element type, is derived (what ODS predicates' getElementType() reads), not written."""
    at = p.lex.start
    dims, _ = p.parse_dimension_list(False, False)
    if len(dims) != 1:
        p.error_at(at, "expected single unsigned integer for number of columns")
    n = dims[0]
    if not 2 <= n <= 4:
        p.error_at(at, "matrix is expected to have 2, 3, or 4 columns")
    at = p.lex.start
    t = p.parse_type()
    if t.defn is not B.T["vector"]:
        p.error_at(at, f"matrix must be composed using vector type, got '{attr_to_str(t)}'")
    if len(t.params[0]) != 1:
        p.error_at(at, f"only 1-D vector allowed but found '{attr_to_str(t)}'")
    if not 2 <= t.params[0][0] <= 4:
        p.error_at(at, "matrix columns size has to be less than or equal to 4 and greater than "
                   f"or equal 2, but found {t.params[0][0]}")  # fmt: skip
    if not B.is_float_type(t.params[1]):
        p.error_at(at, "matrix columns' elements must be of Float type, got "
                   f"'{attr_to_str(t.params[1])}'")  # fmt: skip
    return {count: _i32(n), column: t, element: t.params[1] if t.defn is B.T["vector"] else t}


def _print_matrix(attrs: Any, params: dict[str, Any], count: str, column: str,
                  element: str) -> str:  # fmt: skip
    return f"{params[count].params[1]} x {attrs.type(params[column])}"


def _parse_coop_matrix(p: Any, shape: str, element: str, scope: str, use: str) -> dict[str, Any]:
    at = p.lex.start
    dims, _ = p.parse_dimension_list(False, False)
    if len(dims) != 2:
        p.error_at(at, "expected row and column count")
    t = _composable(p)
    words = []
    for enum, what in (("Scope", "scope"), ("CooperativeMatrixUseKHR", "use")):
        p.expect_punct(",", "expected ','")
        word, at = _word(p)
        if word not in enum_cases(enum):
            p.error_at(at, f"invalid {what} <id> attribute specification: {word}")
        words.append(B.string_attr(word))
    values = tuple(B.integer_attr(d, B.integer_type(64)) for d in dims)
    return {shape: B.array_attr(values), element: t, scope: words[0], use: words[1]}


def _print_coop_matrix(attrs: Any, params: dict[str, Any], shape: str, element: str, scope: str,
                       use: str) -> str:  # fmt: skip
    dims = "".join(f"{d.params[1]}x" for d in params[shape].params[0])
    return (f"{dims}{attrs.type(params[element])}, {params[scope].params[0]}, "
            f"{params[use].params[0]}")  # fmt: skip


def _word_list(p: Any, enum: str, what: str) -> Any:
    p.expect_punct("[", "expected '['")
    words = []
    if not p.consume_punct("]"):
        while True:
            word, at = _word(p)
            if word not in enum_cases(enum):
                p.error_at(at, f"unknown {what}: {word}")
            words.append(B.string_attr(word))
            if p.consume_punct("]"):
                break
            p.expect_punct(",", "expected ',' or ']'")
    return B.array_attr(tuple(words))


def _parse_vce(p: Any, version: str, caps: str, exts: str) -> dict[str, Any]:
    at = p.lex.start
    m = re.compile(r"v\d+\.\d+").match(p.text, at)
    word = m.group(0) if m else ""
    if m:
        p.lex.reset(m.end())
    if word not in enum_cases("Version"):
        p.error_at(at, f"unknown version: {word}")
    p.expect_punct(",", "expected ','")
    capabilities = _word_list(p, "Capability", "capability")
    p.expect_punct(",", "expected ','")
    extensions = _word_list(p, "Extension", "extension")
    return {version: B.string_attr(word), caps: capabilities, exts: extensions}


def _print_vce(attrs: Any, params: dict[str, Any], version: str, caps: str, exts: str) -> str:
    def words(a: Any) -> str:
        return ", ".join(w.params[0] for w in a.params[0])

    return (f"{params[version].params[0]}, [{words(params[caps])}], "
            f"[{words(params[exts])}]")  # fmt: skip


def _parse_tensor_arm(p: Any, shape: str, element: str) -> dict[str, Any]:
    """``14x19xi16``, ``?x?xi16`` or ``*xi16`` (unranked: no dimensions)."""
    at = p.lex.start
    if p.consume_punct("*"):
        if not consume_x(p):
            p.wrong_token("expected 'x' in dimension list")
        dims: tuple[int, ...] = ()
    else:
        dims, _ = p.parse_dimension_list(True, False)
        if not dims:
            p.error_at(at, "arm.tensors do not support rank zero")
        if 0 in dims:
            p.error_at(at, "arm.tensors do not support zero dimensions")
        if any(d < 0 for d in dims) and any(d > 0 for d in dims):
            p.error_at(at, "arm.tensor shape dimensions must be either fully dynamic or "
                       "completed shaped")  # fmt: skip
    values = tuple(B.integer_attr(d, B.integer_type(64)) for d in dims)
    return {shape: B.array_attr(values), element: _composable(p)}


def _print_tensor_arm(attrs: Any, params: dict[str, Any], shape: str, element: str) -> str:
    dims = [d.params[1] for d in params[shape].params[0]]
    text = "".join("?x" if d < 0 else f"{d}x" for d in dims) if dims else "*x"
    return text + str(attrs.type(params[element]))


def _parse_interface_var_abi(p: Any, dset: str, binding: str, storage: str) -> dict[str, Any]:
    """``(set, binding)`` then, optionally, ``, StorageClass`` (held as its word, or '')."""
    p.expect_punct("(", "expected '('")
    values = []
    for what in ("descriptor set", "binding"):
        if values:
            p.expect_punct(",", "expected ','")
        if p.lex.kind is not INT:
            p.error_at(p.lex.start, f"missing {what}")
        values.append(int(p.tok, 0))
        p.lex.next()
    p.expect_punct(")", "expected ')'")
    word = ""
    if p.consume_punct(","):
        word, at = _word(p)
        if not word:
            p.error_at(at, "expected valid keyword")
        if word not in enum_cases("StorageClass"):
            p.error_at(at, f"unknown storage class: {word}")
    return {dset: _i32(values[0]), binding: _i32(values[1]), storage: B.string_attr(word)}


def _print_interface_var_abi(attrs: Any, params: dict[str, Any], dset: str, binding: str,
                             storage: str) -> str:  # fmt: skip
    text = f"({params[dset].params[1]}, {params[binding].params[1]})"
    word = params[storage].params[0]
    return f"{text}, {word}" if word else text


for _name, _parse, _print in (
    ("SpirvVce", _parse_vce, _print_vce),
    ("SpirvPointer", _parse_pointer, _print_pointer),
    ("SpirvArray", _parse_array, _print_array),
    ("SpirvRuntimeArray", _parse_runtime_array, _print_runtime_array),
    ("SpirvStruct", _parse_struct, _print_struct),
    ("SpirvImage", _parse_image, _print_image),
    ("SpirvSampledImage", _parse_sampled_image, _print_sampled_image),
    ("SpirvMatrix", _parse_matrix, _print_matrix),
    ("SpirvCoopMatrix", _parse_coop_matrix, _print_coop_matrix),
    ("SpirvTensorArm", _parse_tensor_arm, _print_tensor_arm),
    ("SpirvInterfaceVarAbi", _parse_interface_var_abi, _print_interface_var_abi),
):
    plugin.param_directive(_name, _parse, _print)


# --- type transforms (ODS's TypesMatchWith with a C++ transform) ----------------------------


def _pointee(t: Any) -> Any:
    """``SpirvPointeeTypeMatchTrait``: the pointee of a ``!spirv.ptr``."""
    return t.params[0] if t.defn.key == "!spirv.ptr" else None


def _image_of(t: Any) -> Any:
    """``SpirvImageResult``: the image type of a ``!spirv.sampled_image``."""
    return t.params[0] if t.defn.key == "!spirv.sampled_image" else None


def _image_element(t: Any) -> Any:
    """``SpirvImageSampleProjDrefImplicitLodResult``: the element type of a sampled image's
    image."""
    image = _image_of(t)
    return image.params[0] if image is not None and image.defn.key == "!spirv.image" else None


plugin.type_transform("SpirvPointeeTypeMatchTrait", _pointee)
plugin.type_transform("SpirvImageResult", _image_of)
plugin.type_transform("SpirvImageSampleProjDrefImplicitLodResult", _image_element)


# The C++ classes ODS's predicates name (``isa<::mlir::spirv::PointerType>``).
plugin.cpp_classes(
    (
        ("spirv::PointerType", "!spirv.ptr", "any SPIR-V pointer type"),
        ("spirv::ArrayType", "!spirv.array", "any SPIR-V array type"),
        ("spirv::RuntimeArrayType", "!spirv.rtarray", "any SPIR-V runtime array type"),
        ("spirv::StructType", "!spirv.struct", "any SPIR-V struct type"),
        ("spirv::ImageType", "!spirv.image", "any SPIR-V image type"),
        ("spirv::SampledImageType", "!spirv.sampled_image", "any SPIR-V sampled image type"),
        ("spirv::MatrixType", "!spirv.matrix", "any SPIR-V matrix type"),
        ("spirv::CooperativeMatrixType", "!spirv.coopmatrix", "any SPIR-V cooperative matrix type"),
        ("spirv::TensorArmType", "!spirv.arm.tensor", "any SPIR-V tensorArm type"),
        ("spirv::VerCapExtAttr", "#spirv.vce", "version-capability-extension attribute"),
    )
)
