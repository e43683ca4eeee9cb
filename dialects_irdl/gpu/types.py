"""The gpu dialect's types (declared in gpu.extra.irdl.mlir, since C++ defines them) and
the C++ classes the generated predicates name.

- ``MMAMatrix($shape, $elementType, $operand)``: ``16x16xf16, "AOp"`` inside
  ``!gpu.mma_matrix<...>``: a static shape, the element type, the operand's name.
- ``MMAMatrixType`` (its verifier): two dimensions; elements si8, ui8, i32, f16, f32 or
  f64; the operand ``AOp``, ``BOp`` or ``COp``; in mlir-opt's words.
- ``Object($format, $object)``: ``#gpu.object``'s binary, ``bin = "..."`` (``offload``,
  ``assembly``, ``bin``, ``fatbin``); ``fatbin``, the default, is not written.
- ``ObjectAttr``, ``SelectObjectAttr`` (their verifiers): the target is a GPU target
  attribute (or, for the latter, an index that is not negative).
- The subgroup_mma operations' ``TypesMatchWith`` transforms: a matrix's element type.
- ``GpuKernelTableAttr`` (C++'s form of ``#gpu.kernel_table``): ``<>`` or ``<[kernel, ...]>``,
  each a ``#gpu.kernel_metadata`` (or its ``<...>`` alone); kept sorted by name, as C++
  keeps them; two of one name are "expected all kernels to be uniquely named".
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic, DiagnosticError, Severity
from core.lexer import BARE, STRING, unescape_string
from irdl.format.directives import parameter_error
from irdl.plugin import Plugin

plugin = Plugin("gpu")


def _parse_mma_matrix(p: Any, shape: str, element: str, operand: str) -> dict[str, Any]:
    dims, _ = p.parse_dimension_list(False, False)
    t = p.parse_type()
    p.expect_punct(",", "expected ','")
    if p.lex.kind is not STRING:
        p.wrong_token("expected string")
    name = unescape_string(p.src, p.lex.start, p.lex.end)
    p.lex.next()
    values = tuple(B.integer_attr(d, B.I64) for d in dims)
    return {shape: B.array_attr(values), element: t, operand: B.string_attr(name)}


def _print_mma_matrix(attrs: Any, params: dict[str, Any], shape: str, element: str,
                      operand: str) -> str:  # fmt: skip
    dims = "".join(f"{d.params[1]}x" for d in params[shape].params[0])
    return f"{dims}{attrs.type(params[element])}, {attrs.attr(params[operand])}"


plugin.param_directive("MMAMatrix", _parse_mma_matrix, _print_mma_matrix)


def _mma_element(t: Any) -> bool:
    if t.defn is B.T["integer"]:
        width, sign = t.params
        if width == 8:
            return sign in (B.SIGNED, B.UNSIGNED)
        return width == 32 and sign == B.SIGNLESS
    return t.defn in (B.T["f16"], B.T["f32"], B.T["f64"])


def _check_mma_matrix(params: tuple[Any, ...]) -> tuple[str, int] | None:
    shape, element, operand = params
    if len(shape.params[0]) != 2:
        return "MMAMatrixType must have exactly two dimensions", -1
    if not _mma_element(element):
        return "MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64", -1
    if operand.params[0] not in ("AOp", "BOp", "COp"):
        return "operand expected to be one of AOp, BOp or COp", -1
    return None


plugin.type_verifier("MMAMatrixType", _check_mma_matrix)


plugin.cpp_classes(
    (
        ("gpu::AsyncTokenType", "!gpu.async.token", "async token type"),
        ("gpu::MMAMatrixType", "!gpu.mma_matrix", "gpu.mma_matrix type"),
        (
            "gpu::SparseDnTensorHandleType",
            "!gpu.sparse.dntensor_handle",
            "dense tensor handle type",
        ),
        ("gpu::SparseSpMatHandleType", "!gpu.sparse.spmat_handle", "sparse matrix handle type"),
        (
            "gpu::SparseSpGEMMOpHandleType",
            "!gpu.sparse.spgemmop_handle",
            "SpGEMM operation handle type",
        ),
    )
)


# --- #gpu.object -------------------------------------------------------------------------------

_FORMATS = ("offload", "assembly", "bin", "fatbin")
# attributes that implement (or promise) gpu::TargetAttrInterface in mlir-opt
_TARGETS = ("#nvvm.target", "#rocdl.target", "#xevm.target", "#spirv.target_env")


def _parse_object(p: Any, format: str, obj: str) -> dict[str, Any]:
    at = p.lex.start
    word = "fatbin"
    if p.lex.kind is BARE:
        word = p.tok
        p.lex.next()
        if word not in _FORMATS:
            p.error_at(at, "expected keyword for GPU object format")
        try:
            p.expect_punct("=", "expected '='")
        except DiagnosticError as exc:
            exc.followups.append(
                Diagnostic(Severity.ERROR, "expected an equal sign", p.src.loc(at))
            )
            raise
    start = p.lex.start
    value = p.parse_attribute()
    if value.defn is not B.A["string"]:
        raise parameter_error(p, start, "invalid kind of attribute specified", "GPU_ObjectAttr",
                              "object", "StringAttr")  # fmt: skip
    return {format: B.string_attr(word), obj: value}


def _print_object(attrs: Any, params: dict[str, Any], format: str, obj: str) -> str:
    word = params[format].params[0] if params.get(format) is not None else "fatbin"
    prefix = "" if word == "fatbin" else f"{word} = "
    return prefix + attrs.attr(params[obj])


plugin.param_directive("Object", _parse_object, _print_object)


def _check_object(params: tuple[Any, ...]) -> tuple[str, int] | None:
    target = params[0]
    if target is None or target.defn.key not in _TARGETS:
        return "the target attribute must implement or promise the `gpu::TargetAttrInterface`", 0
    return None


plugin.type_verifier("GpuObjectAttr", _check_object)


def _check_select_object(params: tuple[Any, ...]) -> tuple[str, int] | None:
    target = params[0]
    if target is None:
        return None
    if target.defn is B.A["integer"]:
        if target.params[1] < 0:
            return "the object index must be positive", 0
    elif target.defn.key not in _TARGETS:
        return "the target attribute must be a GPU Target attribute", 0
    return None


plugin.type_verifier("GpuSelectObjectAttr", _check_select_object)


# --- TypesMatchWith transforms ------------------------------------------------------------------


def _mma_element_type(t: Any) -> Any:
    """The element type of a ``!gpu.mma_matrix`` (the type of the scalar the
    subgroup_mma constant, extract and insert operations take or give)."""
    return t.params[1] if t.defn.key == "!gpu.mma_matrix" else None


for _name in (
    "GpuSubgroupMmaConstantMatrixValue",
    "GpuSubgroupMmaExtractThreadLocalRes",
    "GpuSubgroupMmaInsertThreadLocalValue",
):
    plugin.type_transform(_name, _mma_element_type)


# --- #gpu.kernel_table -------------------------------------------------------------------------

_KERNEL_TABLE_PARAM = (
    "failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a "
    "`::llvm::ArrayRef<KernelMetadataAttr>`"
)


def _kernel_metadata(p: Any) -> Any:
    """One ``#gpu.kernel_metadata<...>`` (or its ``<...>`` alone, as ODS reads a
    parameter of that class)."""
    from irdl.format.ops import AttrSyntax, parse_attr
    from irdl.runtime.library import LIBRARY

    info = next(i for i in LIBRARY.load("gpu") or () if i.name == "gpu")
    defn = info.attrs.get("kernel_metadata") or info.attrs["#kernel_metadata"]
    start = p.lex.start
    value = parse_attr(p, AttrSyntax("dialect", defn))
    if value.defn.key != "#gpu.kernel_metadata":
        p.error_at(start, "invalid kind of attribute specified")
    return value


def _kernel_name(k: Any) -> str:
    name = k.params[0]
    return str(name.params[0]) if name is not None and name.defn is B.A["string"] else ""


def _parse_kernel_table(p: Any, table: str) -> dict[str, Any]:
    """The kernels between ``[`` and ``]`` (read, then sorted by name as C++ keeps them);
    two of one name are "expected all kernels to be uniquely named", at the ``<``."""
    opened = p.src.text.rfind("<", 0, p.lex.start)
    kernels = []
    try:
        while True:
            kernels.append(_kernel_metadata(p))
            if not p.consume_punct(","):
                break
    except DiagnosticError as exc:
        if not exc.followups:
            exc.followups.append(
                Diagnostic(Severity.ERROR, _KERNEL_TABLE_PARAM, p.src.loc(p.lex.start))
            )
        raise
    kernels.sort(key=_kernel_name)
    names = [_kernel_name(k) for k in kernels]
    if len(set(names)) != len(names):
        p.error_at(opened, "expected all kernels to be uniquely named")
    return {table: B.array_attr(tuple(kernels))}


def _print_kernel_table(attrs: Any, params: dict[str, Any], table: str) -> str:
    return ", ".join(attrs.attr(k) for k in params[table].params[0])


def _check_kernel_table(params: tuple[Any, ...]) -> tuple[str, int] | None:
    table = params[0]
    names = [_kernel_name(k) for k in (table.params[0] if table is not None else ())]
    if len(set(names)) != len(names):
        return "expected all kernels to be uniquely named", -1
    return None


plugin.param_directive("KernelTable", _parse_kernel_table, _print_kernel_table)
plugin.assembly_format(
    "GpuKernelTableAttr", "`<` (`[` custom<KernelTable>($kernel_table)^ `]`)? `>`"
)
plugin.type_verifier("GpuKernelTableAttr", _check_kernel_table)
