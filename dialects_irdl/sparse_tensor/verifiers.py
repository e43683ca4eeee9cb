"""C++ verifiers of the sparse_tensor dialect, with mlir-opt's messages, and the C++
classes its predicates name.

- ``SparseTensorBinary``: the ``overlap`` region takes (x, y), ``left`` x and ``right`` y,
  each yielding the output type; an empty ``left``/``right`` with ``identity`` needs x
  (y) to be of the output type.
- ``SparseTensorUnary``: ``present`` takes x, ``absent`` nothing; both yield the output.
- ``SparseTensorReduce``: the region takes two values of the output type and yields one.

A non-empty region is checked as: its entry block's argument count and types, then a
``sparse_tensor.yield`` terminator, then the yielded type.
"""

from __future__ import annotations

from typing import Any

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


def _is(key: str) -> Any:
    def holds(v: Any) -> bool:
        if v.defn.key == "#builtin.type":
            v = v.params[0]
        return bool(v.defn.key == key)

    return holds


for _cls, _key, _words in (
    ("sparse_tensor::SparseTensorEncodingAttr", "#sparse_tensor.encoding", "sparse encoding"),
    ("sparse_tensor::IterSpaceType", "!sparse_tensor.iter_space", "sparse iteration space"),
    ("sparse_tensor::IteratorType", "!sparse_tensor.iterator", "sparse iterator"),
    ("sparse_tensor::StorageSpecifierType", "!sparse_tensor.storage_specifier",
     "storage specifier"),
):  # fmt: skip
    plugin.cpp_class(_cls, _is(_key), _words)
