"""Trees of the C++ predicates of the dialects every run loads (irdl, builtin) (None: outside the grammar), by text.

Made by ``python -m tests.unit.grammar_cache``; do not edit. Data only
(irdl.format.grammar_cache)."""

# fmt: off
# ruff: noqa
from typing import Any

RESULTS: dict[str, Any] = {
    '::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()': ('method', ('call', ('name', '::llvm::cast', ('::mlir::ShapedType',)), (('name', '$_self', None),)), 'hasStaticShape', None, ()),
    '::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::StringAttr>(attr); })': ('and', ('call', ('name', '::llvm::isa', ('::mlir::ArrayAttr',)), (('name', '$_self', None),)), ('call', ('name', '::llvm::all_of', None), (('call', ('name', '::llvm::cast', ('::mlir::ArrayAttr',)), (('name', '$_self', None),)), ('lambda', '&', '::mlir::Attribute', 'attr', ('and', ('name', 'attr', None), ('call', ('name', '::llvm::isa', ('::mlir::StringAttr',)), (('name', 'attr', None),))))))),
    '::llvm::isa<::mlir::FloatType>($_self)': ('call', ('name', '::llvm::isa', ('::mlir::FloatType',)), (('name', '$_self', None),)),
    '::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)': ('and', ('call', ('name', '::llvm::isa', ('::mlir::IntegerAttr',)), (('name', '$_self', None),)), ('method', ('method', ('call', ('name', '::llvm::cast', ('::mlir::IntegerAttr',)), (('name', '$_self', None),)), 'getType', None, ()), 'isSignlessInteger', None, (('int', '32'),))),
    '::llvm::isa<::mlir::IntegerType, ::mlir::FloatType>($_self)': ('call', ('name', '::llvm::isa', ('::mlir::IntegerType', '::mlir::FloatType')), (('name', '$_self', None),)),
    '::llvm::isa<::mlir::IntegerType, ::mlir::IndexType>($_self)': ('call', ('name', '::llvm::isa', ('::mlir::IntegerType', '::mlir::IndexType')), (('name', '$_self', None),)),
    '::llvm::isa<::mlir::ShapedType>($_self)': ('call', ('name', '::llvm::isa', ('::mlir::ShapedType',)), (('name', '$_self', None),)),
    '::llvm::isa<::mlir::VectorElementTypeInterface>($_self)': ('call', ('name', '::llvm::isa', ('::mlir::VectorElementTypeInterface',)), (('name', '$_self', None),)),
    '::mlir::BaseMemRefType::isValidElementType($_self)': ('call', ('name', '::mlir::BaseMemRefType::isValidElementType', None), (('name', '$_self', None),)),
    '::mlir::ComplexType::isValidElementType($_self)': ('call', ('name', '::mlir::ComplexType::isValidElementType', None), (('name', '$_self', None),)),
    '::mlir::TensorType::isValidElementType($_self)': ('call', ('name', '::mlir::TensorType::isValidElementType', None), (('name', '$_self', None),)),
}
