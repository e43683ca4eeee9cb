# ruff: noqa: E501
"""ODS's ``struct(...)`` and ``params`` directives and parameter defaults in type and
attribute formats (``irdl/format/attrs.py``), with ``Param`` reading each parameter as
its C++ type reads.

The test dialects copy definitions of MLIR's (ptr, nvgpu, nvvm, omp, spirv, tosa, acc,
gpu, xegpu) as ODS's importer writes them, under names of the same length (``#ptx.spec``
for ``#ptr.spec``), so mlir-opt-22's columns apply as they are: PRINTS and ERRORS were
recorded by running mlir-opt-22 on the same text with the real names.
"""

from __future__ import annotations

import pytest

from core import builtin as B
from core.diagnostics import Severity, SourceFile
from core.printer import AttrPrinter
from irdl.format.attrs import ParamFormat, cpp_kind
from irdl.format.grammar import Custom, FormatError, Literal, StrArg, Struct, Var, read_format
from irdl.tool.process import process_buffer

DIALECTS = r"""
irdl.dialect @ptx attributes {ods} {
  irdl.attribute @spec attributes {assembly_format = "`<` struct(custom<Param>($size, \"Ptr_SpecAttr\", \"uint32_t\"), custom<Param>($abi, \"Ptr_SpecAttr\", \"uint32_t\"), custom<Param>($preferred, \"Ptr_SpecAttr\", \"uint32_t\"), custom<Param>($index, \"Ptr_SpecAttr\", \"uint32_t\", \"4294967295\")) `>`"} {
    %0 = irdl.any
    %1 = irdl.any
    %2 = irdl.any
    %3 = irdl.any
    irdl.parameters(size: %0, abi: %1, preferred: %2, index: %3)
  }
}
irdl.dialect @nvgpx attributes {ods} {
  irdl.type @"!mbarrier_group" attributes {mnemonic = "mbarrier.group", assembly_format = "`<` struct($memorySpace, custom<Param>($num_barriers, \"NVGPU_MBarrierGroup\", \"unsigned\", \"1\")) `>`"} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.parameters(memorySpace: %0, num_barriers: %1)
  }
  irdl.type @"!tensormap_descriptor" attributes {mnemonic = "tensormap.descriptor", assembly_format = "`<` struct(custom<Param>($tensor, \"NVGPU_TensorMapDescriptor\", \"MemRefType\"), custom<Enum>($swizzle, \"::mlir::nvgpu::TensorMapSwizzleKind\", \"NVGPU_TensorMapDescriptor\", \"none swizzle_32b swizzle_64b swizzle_128b\"), custom<Enum>($l2promo, \"::mlir::nvgpu::TensorMapL2PromoKind\", \"NVGPU_TensorMapDescriptor\", \"none l2promo_64b l2promo_128b l2promo_256b\"), custom<Enum>($oob, \"::mlir::nvgpu::TensorMapOOBKind\", \"NVGPU_TensorMapDescriptor\", \"zero nan\"), custom<Enum>($interleave, \"::mlir::nvgpu::TensorMapInterleaveKind\", \"NVGPU_TensorMapDescriptor\", \"none interleave_16b interleave_32b\")) `>`"} {
    %0 = irdl.any
    %1 = irdl.any
    %2 = irdl.any
    %3 = irdl.any
    %4 = irdl.any
    irdl.parameters(tensor: %0, swizzle: %1, l2promo: %2, oob: %3, interleave: %4)
  }
}
irdl.dialect @nvvx attributes {ods} {
  irdl.attribute @target attributes {assembly_format = "(`<` struct(custom<Param>($O, \"NVVM_TargetAttr\", \"int\", \"2\"), custom<Param>($triple, \"NVVM_TargetAttr\", \"::llvm::StringRef\", \"\\\"nvptx64-nvidia-cuda\\\"\"), custom<Param>($chip, \"NVVM_TargetAttr\", \"::llvm::StringRef\", \"\\\"sm_50\\\"\"), custom<Param>($features, \"NVVM_TargetAttr\", \"::llvm::StringRef\", \"\\\"\\\"\"), custom<Param>($flags, \"NVVM_TargetAttr\", \"DictionaryAttr\", \"\"), custom<Param>($link, \"NVVM_TargetAttr\", \"ArrayAttr\", \"\"), custom<Param>($verifyTarget, \"NVVM_TargetAttr\", \"bool\", \"true\"))^ `>`)?"} {
    %0 = irdl.any
    %1 = irdl.base "#builtin.string"
    %2 = irdl.base "#builtin.string"
    %3 = irdl.base "#builtin.string"
    %4 = irdl.any
    %5 = irdl.any
    %6 = irdl.any
    irdl.parameters(O: %0, triple: %1, chip: %2, features: %3, flags: %4, link: %5, verifyTarget: %6)
  }
}
irdl.dialect @omx attributes {ods} {
  irdl.attribute @flags attributes {assembly_format = "`<` struct(custom<Param>($debug_kind, \"FlagsAttr\", \"uint32_t\", \"0\"), custom<Param>($assume_teams_oversubscription, \"FlagsAttr\", \"bool\", \"false\"), custom<Param>($no_gpu_lib, \"FlagsAttr\", \"bool\", \"false\"), custom<Param>($openmp_device_version, \"FlagsAttr\", \"uint32_t\", \"50\")) `>`"} {
    %0 = irdl.any
    %1 = irdl.any
    %2 = irdl.any
    %3 = irdl.any
    irdl.parameters(debug_kind: %0, assume_teams_oversubscription: %1, no_gpu_lib: %2, openmp_device_version: %3)
  }
}
irdl.dialect @spirx attributes {ods} {
  irdl.attribute @entry_point_abi attributes {assembly_format = "`<` struct(custom<Param>($workgroup_size, \"SPIRV_EntryPointABIAttr\", \"DenseI32ArrayAttr\", \"\"), custom<Param>($subgroup_size, \"SPIRV_EntryPointABIAttr\", \"std::optional<int>\", \"\"), custom<Param>($target_width, \"SPIRV_EntryPointABIAttr\", \"std::optional<int>\", \"\")) `>`"} {
    %0 = irdl.any
    %1 = irdl.any
    %2 = irdl.any
    irdl.parameters(workgroup_size: %0, subgroup_size: %1, target_width: %2)
  }
  irdl.attribute @resource_limits attributes {assembly_format = "`<` struct(custom<Param>($max_compute_shared_memory_size, \"SPIRV_ResourceLimitsAttr\", \"int\", \"16384\"), custom<Param>($max_compute_workgroup_size, \"SPIRV_ResourceLimitsAttr\", \"ArrayAttr\", \"[128 : i32, 128 : i32, 64 : i32]\"), custom<Param>($min_subgroup_size, \"SPIRV_ResourceLimitsAttr\", \"std::optional<int>\", \"\"), custom<Param>($cooperative_matrix_properties_khr, \"SPIRV_ResourceLimitsAttr\", \"ArrayAttr\", \"\")) `>`"} {
    %0 = irdl.any
    %1 = irdl.any
    %2 = irdl.any
    %3 = irdl.any
    irdl.parameters(max_compute_shared_memory_size: %0, max_compute_workgroup_size: %1, min_subgroup_size: %2, cooperative_matrix_properties_khr: %3)
  }
  irdl.attribute @linkage_attributes attributes {assembly_format = "`<` struct(custom<Param>($linkage_name, \"SPIRV_LinkageAttributesAttr\", \"StringAttr\"), custom<Param>($a_type, \"SPIRV_LinkageAttributesAttr\", \"mlir::Type\")) `>`"} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.parameters(linkage_name: %0, a_type: %1)
  }
}
irdl.dialect @tosx attributes {ods} {
  irdl.attribute @conv_quant attributes {assembly_format = "`<` struct(custom<Param>($input_zp, \"Tosa_ConvOpQuantizationAttr\", \"int64_t\"), custom<Param>($weight_zp, \"Tosa_ConvOpQuantizationAttr\", \"int64_t\")) `>`"} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.parameters(input_zp: %0, weight_zp: %1)
  }
}
irdl.dialect @acx attributes {ods} {
  irdl.attribute @data_clause attributes {assembly_format = "custom<Enum>($value, \"::mlir::acc::DataClause\", \"OpenACC_DataClauseAttr\", \"acc_copyin acc_copyin_readonly acc_copy acc_copyout acc_copyout_zero acc_present acc_create acc_create_zero acc_delete acc_attach acc_detach acc_no_create acc_private acc_firstprivate acc_deviceptr acc_getdeviceptr acc_update_host acc_update_self acc_update_device acc_use_device acc_reduction acc_declare_device_resident acc_declare_link acc_cache acc_cache_readonly\")"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @declare attributes {assembly_format = "`<` struct(custom<Param>($dataClause, \"DeclareAttr\", \"DataClauseAttr\"), custom<Param>($implicit, \"DeclareAttr\", \"bool\", \"false\")) `>`"} {
    %0 = irdl.base @acx::@data_clause
    %1 = irdl.any
    irdl.parameters(dataClause: %0, implicit: %1)
  }
}
irdl.dialect @gpx attributes {ods} {
  irdl.attribute @kernel_metadata attributes {assembly_format = "`<` $name `,` custom<Param>($function_type, \"GPU_KernelMetadataAttr\", \"Type\") (`,` struct(custom<Param>($arg_attrs, \"GPU_KernelMetadataAttr\", \"ArrayAttr\", \"\"), custom<Param>($metadata, \"GPU_KernelMetadataAttr\", \"DictionaryAttr\", \"\"))^)? `>`"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.any
    %2 = irdl.any
    %3 = irdl.any
    irdl.parameters(name: %0, function_type: %1, arg_attrs: %2, metadata: %3)
  }
  irdl.attribute @loop_dim_map attributes {assembly_format = "`<` struct(custom<Enum>($processor, \"::mlir::gpu::Processor\", \"ParallelLoopDimMappingAttr\", \"block_x block_y block_z thread_x thread_y thread_z sequential\"), custom<Param>($map, \"ParallelLoopDimMappingAttr\", \"AffineMap\"), custom<Param>($bound, \"ParallelLoopDimMappingAttr\", \"AffineMap\")) `>`"} {
    %0 = irdl.any
    %1 = irdl.any
    %2 = irdl.any
    irdl.parameters(processor: %0, map: %1, bound: %2)
  }
}
irdl.dialect @xegpx attributes {ods} {
  irdl.attribute @memory_space attributes {assembly_format = "custom<Enum>($value, \"::mlir::xegpu::MemorySpace\", \"XeGPU_MemorySpaceAttr\", \"global slm\")"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @scatter_tdesc_attr attributes {assembly_format = "`<` struct(custom<Param>($memory_space, \"XeGPU_ScatterTensorDescAttr\", \"MemorySpaceAttr\", \"global\"), custom<Param>($chunk_size, \"XeGPU_ScatterTensorDescAttr\", \"IntegerAttr\", \"1 : i64\")) `>`"} {
    %0 = irdl.base @xegpx::@memory_space
    %1 = irdl.any
    irdl.parameters(memory_space: %0, chunk_size: %1)
  }
}
"""

WRAP = '"test.op"() {%s} : () -> ()\n'


def run(body: str, dialects: str = DIALECTS) -> tuple[str | None, list[str]]:
    """irdl-opt on an unregistered operation holding the attributes ``body``: what it
    prints of them (None on errors) and its errors, as ``line:col: message``."""
    src = SourceFile("t.mlir", WRAP % body)
    irdl = SourceFile("d.irdl.mlir", dialects)
    printed, diags = process_buffer(src, False, False, True, irdl_files=[irdl])
    errors = [f"{d.loc.line}:{d.loc.col}: {d.message}" for d in diags
              if d.severity is Severity.ERROR]  # fmt: skip
    if printed is None:
        return None, errors
    line = printed.splitlines()[1].strip()
    assert line.startswith('"test.op"() {') and line.endswith("} : () -> ()"), printed
    return line[len('"test.op"() {') : -len("} : () -> ()")], errors


PRINTS = [
    (
        "a = #ptx.spec<size = 64, abi = 64, preferred = 128>, b = #ptx.spec<preferred = 128, abi = 64, size = 64, index = 64>, c = #ptx.spec<size = 64, abi = 64, preferred = 128, index = 4294967295>, d = #ptx.spec<size = -8, abi = 0x40, preferred = 0x80>",
        "a = #ptx.spec<size = 64, abi = 64, preferred = 128>, b = #ptx.spec<size = 64, abi = 64, preferred = 128, index = 64>, c = #ptx.spec<size = 64, abi = 64, preferred = 128>, d = #ptx.spec<size = 4294967288, abi = 64, preferred = 128>",
    ),
    (
        'a = !nvgpx.tensormap.descriptor<tensor = memref<128xf16,3>, swizzle = swizzle_128b, l2promo=none, oob=zero, interleave="none">, b = !nvgpx.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, d = !nvgpx.mbarrier.group<num_barriers = 1, memorySpace = #gpu.address_space<workgroup>>, e = !nvgpx.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>',
        "a = !nvgpx.tensormap.descriptor<tensor = memref<128xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, b = !nvgpx.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, d = !nvgpx.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, e = !nvgpx.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>",
    ),
    (
        'a = #nvvx.target, b = #nvvx.target<chip = "sm_90", O = 3, verifyTarget = false>, c = #nvvx.target<triple = "nvptx64-nvidia-cuda">, d = #nvvx.target<>, e = #nvvx.target<features = "", chip = "a\\"b", flags = {fast}, link = ["a"]>, f = #nvvx.target<verifyTarget = 1>',
        'a = #nvvx.target, b = #nvvx.target<O = 3, chip = "sm_90", verifyTarget = false>, c = #nvvx.target, d = #nvvx.target, e = #nvvx.target<chip = "a\\22b", flags = {fast}, link = ["a"]>, f = #nvvx.target',
    ),
    (
        "a = #omx.flags<debug_kind = 0, no_gpu_lib = true, openmp_device_version = 50>, b = #omx.flags<>, c = #omx.flags<no_gpu_lib = 1, debug_kind = 4294967295>",
        "a = #omx.flags<no_gpu_lib = true>, b = #omx.flags<>, c = #omx.flags<debug_kind = 4294967295, no_gpu_lib = true>",
    ),
    (
        "a = #spirx.entry_point_abi<workgroup_size = [1, 2], subgroup_size = 4>, b = #spirx.entry_point_abi<>, c = #spirx.entry_point_abi<target_width = 0, workgroup_size = []>, d = #spirx.resource_limits<>, e = #spirx.resource_limits<max_compute_workgroup_size = [128 : i32, 128 : i32, 64 : i32], max_compute_shared_memory_size = 16384>, f = #spirx.resource_limits<min_subgroup_size = 3, max_compute_workgroup_size = [1, 2]>",
        "a = #spirx.entry_point_abi<workgroup_size = [1, 2], subgroup_size = 4>, b = #spirx.entry_point_abi<>, c = #spirx.entry_point_abi<workgroup_size = [], target_width = 0>, d = #spirx.resource_limits<>, e = #spirx.resource_limits<>, f = #spirx.resource_limits<max_compute_workgroup_size = [1, 2], min_subgroup_size = 3>",
    ),
    (
        "a = #tosx.conv_quant<input_zp = -1, weight_zp = 2>, b = #tosx.conv_quant<weight_zp = 9223372036854775807, input_zp = -9223372036854775808>",
        "a = #tosx.conv_quant<input_zp = -1, weight_zp = 2>, b = #tosx.conv_quant<input_zp = -9223372036854775808, weight_zp = 9223372036854775807>",
    ),
    (
        "a = #acx.declare<implicit = true, dataClause = acc_create>, b = #acx.declare<dataClause = acc_copyin, implicit = false>",
        "a = #acx.declare<dataClause =  acc_create, implicit = true>, b = #acx.declare<dataClause =  acc_copyin>",
    ),
    (
        'a = #gpx.kernel_metadata<"k", (i32) -> ()>, b = #gpx.kernel_metadata<"k", (i32) -> (), arg_attrs = [{a}], metadata = {x = 1}>, c = #gpx.kernel_metadata<"k", (i32) -> (), metadata = {}>',
        'a = #gpx.kernel_metadata<"k", (i32) -> ()>, b = #gpx.kernel_metadata<"k", (i32) -> (), arg_attrs = [{a}], metadata = {x = 1 : i64}>, c = #gpx.kernel_metadata<"k", (i32) -> (), metadata = {}>',
    ),
    ('a = #gpx.kernel_metadata<"k", (i32) -> (), >', 'a = #gpx.kernel_metadata<"k", (i32) -> ()>'),
    (
        "a = #gpx.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, b = #gpx.loop_dim_map<bound = (d0) -> (d0 * 2), processor = sequential, map = (d0) -> (d0)>",
        "a = #gpx.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, b = #gpx.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0 * 2)>",
    ),
    (
        "a = #xegpx.scatter_tdesc_attr<memory_space = global, chunk_size = 1 : i64>, b = #xegpx.scatter_tdesc_attr<memory_space = slm, chunk_size = 1 : i32>, c = #xegpx.scatter_tdesc_attr<chunk_size = 1>, d = #xegpx.scatter_tdesc_attr<chunk_size = 8>",
        "a = #xegpx.scatter_tdesc_attr<>, b = #xegpx.scatter_tdesc_attr<memory_space =  slm, chunk_size = 1 : i32>, c = #xegpx.scatter_tdesc_attr<>, d = #xegpx.scatter_tdesc_attr<chunk_size = 8 : i64>",
    ),
]

ERRORS = [
    (
        "a = #ptx.spec<size = 64, abi = 64>",
        ["1:47: struct is missing required parameter: preferred"],
    ),
    (
        "a = #ptx.spec<size = 64 abi = 64, preferred = 128>",
        ["1:38: struct is missing required parameter: abi"],
    ),
    (
        "a = #ptx.spec<size = 64, 12 = 64, preferred = 128>",
        ["1:39: expected valid keyword", "1:39: expected a parameter name in struct"],
    ),
    (
        "a = #ptx.spec<size = 64, size = 64, preferred = 128>",
        ["1:46: duplicate or unknown struct parameter name: size"],
    ),
    (
        "a = #ptx.spec<size = 64, abi = 64, preferred = 128, foo = 1>",
        ["1:72: duplicate or unknown struct parameter name: foo"],
    ),
    ("a = #ptx.spec<size = 64, abi : 64, preferred = 128>", ["1:42: expected '='"]),
    (
        "a = #ptx.spec<size = x, abi = 64, preferred = 128>",
        [
            "1:35: expected integer value",
            "1:35: failed to parse Ptr_SpecAttr parameter 'size' which is to be a `uint32_t`",
        ],
    ),
    (
        "a = #ptx.spec<size = 4294967296, abi = 64, preferred = 128>",
        [
            "1:35: integer value too large",
            "1:45: failed to parse Ptr_SpecAttr parameter 'size' which is to be a `uint32_t`",
        ],
    ),
    (
        "a = #ptx.spec<>",
        ["1:28: expected valid keyword", "1:28: expected a parameter name in struct"],
    ),
    (
        "a = #ptx.spec<size = 64, abi = 64, preferred = 128,>",
        ["1:65: expected valid keyword", "1:65: expected a parameter name in struct"],
    ),
    ("a = #ptx.spec<size = 64, abi = 64, preferred = 128 index = 3>", ["1:64: expected '>'"]),
    (
        "a = #ptx.spec<size = 64.0, abi = 64, preferred = 128>",
        [
            "1:35: expected integer value",
            "1:35: failed to parse Ptr_SpecAttr parameter 'size' which is to be a `uint32_t`",
        ],
    ),
    (
        'a = #ptx.spec<"size" = 64, abi = 64, preferred = 128>',
        ["1:28: expected valid keyword", "1:28: expected a parameter name in struct"],
    ),
    (
        "a = !nvgpx.tensormap.descriptor<tensor = memref<128xf16,3>, swizzle = swizzle_128b, l2promo=none, oob=zero>",
        ["1:120: expected ','"],
    ),
    (
        "a = !nvgpx.tensormap.descriptor<tensor = memref<128xf16,3>, swizzle = swizzle_128b, l2promo=none, oob=zero, interleave = none, foo = 1>",
        ["1:139: expected '>'"],
    ),
    (
        "a = !nvgpx.tensormap.descriptor<tensor = memref<128xf16,3>, swizzle = swizzle_1b, l2promo=none, oob=zero, interleave = none>",
        [
            "1:84: expected ::mlir::nvgpu::TensorMapSwizzleKind to be one of: none, swizzle_32b, swizzle_64b, swizzle_128b",
            "1:94: failed to parse NVGPU_TensorMapDescriptor parameter 'swizzle' which is to be a `::mlir::nvgpu::TensorMapSwizzleKind`",
        ],
    ),
    (
        "a = !nvgpx.tensormap.descriptor<tensor = memref<128xf16,3>, tensor = memref<128xf16,3>, l2promo=none, oob=zero, interleave = none>",
        ["1:83: duplicate or unknown struct parameter name: tensor"],
    ),
    (
        "a = !nvgpx.tensormap.descriptor<tensor = f32, swizzle = none, l2promo=none, oob=zero, interleave = none>",
        [
            "1:55: invalid kind of type specified: expected builtin.memref, but found 'f32'",
            "1:58: failed to parse NVGPU_TensorMapDescriptor parameter 'tensor' which is to be a `MemRefType`",
        ],
    ),
    (
        "a = !nvgpx.tensormap.descriptor<tensor = 3, swizzle = none, l2promo=none, oob=zero, interleave = none>",
        [
            "1:54: expected non-function type",
            "1:55: failed to parse NVGPU_TensorMapDescriptor parameter 'tensor' which is to be a `MemRefType`",
        ],
    ),
    (
        "a = !nvgpx.mbarrier.group<>",
        ["1:40: expected valid keyword", "1:40: expected a parameter name in struct"],
    ),
    (
        "a = !nvgpx.mbarrier.group<num_barriers = 3>",
        ["1:56: struct is missing required parameter: memorySpace"],
    ),
    (
        "a = !nvgpx.mbarrier.group<memorySpace = 3 : i64, num_barriers = 3 : i64>",
        ["1:79: expected '>'"],
    ),
    ('a = #nvvx.target<O = 3 chip = "a">', ["1:36: expected '>'"]),
    (
        "a = #nvvx.target<chip = sm_90>",
        [
            "1:38: expected string",
            "1:38: failed to parse NVVM_TargetAttr parameter 'chip' which is to be a `::llvm::StringRef`",
        ],
    ),
    (
        "a = #nvvx.target<O = 3,>",
        ["1:37: expected valid keyword", "1:37: expected a parameter name in struct"],
    ),
    ("a = #nvvx.target<O = 3, O = 2>", ["1:42: duplicate or unknown struct parameter name: O"]),
    (
        "a = #nvvx.target<O = 2147483648>",
        [
            "1:35: integer value too large",
            "1:45: failed to parse NVVM_TargetAttr parameter 'O' which is to be a `int`",
        ],
    ),
    (
        "a = #nvvx.target<O = 1,\n   chip = >",
        [
            "2:11: expected string",
            "2:11: failed to parse NVVM_TargetAttr parameter 'chip' which is to be a `::llvm::StringRef`",
        ],
    ),
    ('a = #nvvx.target<"O" = 1>', ["1:31: expected '>'"]),
    (
        "a = #omx.flags<no_gpu_lib = 2>",
        [
            "1:42: integer value too large",
            "1:43: failed to parse FlagsAttr parameter 'no_gpu_lib' which is to be a `bool`",
        ],
    ),
    (
        "a = #omx.flags<no_gpu_lib = -1>",
        [
            "1:42: integer value too large",
            "1:44: failed to parse FlagsAttr parameter 'no_gpu_lib' which is to be a `bool`",
        ],
    ),
    (
        "a = #omx.flags<no_gpu_lib = True>",
        [
            "1:42: expected integer value",
            "1:42: failed to parse FlagsAttr parameter 'no_gpu_lib' which is to be a `bool`",
        ],
    ),
    (
        "a = #spirx.entry_point_abi<workgroup_size = array<i32: 1, 2>>",
        [
            "1:57: expected '['",
            "1:58: failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a `DenseI32ArrayAttr`",
        ],
    ),
    (
        "a = #spirx.entry_point_abi<workgroup_size = [1, 2, x]>",
        [
            "1:65: expected integer value",
            "1:64: expected ']'",
            "1:65: failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a `DenseI32ArrayAttr`",
        ],
    ),
    (
        "a = #spirx.entry_point_abi<workgroup_size = [1, 4294967296]>",
        [
            "1:62: integer value too large",
            "1:73: failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a `DenseI32ArrayAttr`",
        ],
    ),
    (
        "a = #spirx.linkage_attributes<linkage_name = 3, a_type = i32>",
        [
            "1:59: invalid kind of attribute specified",
            "1:60: failed to parse SPIRV_LinkageAttributesAttr parameter 'linkage_name' which is to be a `StringAttr`",
        ],
    ),
    (
        "a = #tosx.conv_quant<input_zp = 18446744073709551616, weight_zp = 1>",
        [
            "1:46: integer value too large",
            "1:66: failed to parse Tosa_ConvOpQuantizationAttr parameter 'input_zp' which is to be a `int64_t`",
        ],
    ),
    (
        "a = #tosx.conv_quant<input_zp = 9223372036854775808, weight_zp = 1>",
        [
            "1:46: integer value too large",
            "1:65: failed to parse Tosa_ConvOpQuantizationAttr parameter 'input_zp' which is to be a `int64_t`",
        ],
    ),
    (
        "a = #acx.declare<implicit = true, dataClause = copy>",
        [
            "1:61: expected ::mlir::acc::DataClause to be one of: acc_copyin, acc_copyin_readonly, acc_copy, acc_copyout, acc_copyout_zero, acc_present, acc_create, acc_create_zero, acc_delete, acc_attach, acc_detach, acc_no_create, acc_private, acc_firstprivate, acc_deviceptr, acc_getdeviceptr, acc_update_host, acc_update_self, acc_update_device, acc_use_device, acc_reduction, acc_declare_device_resident, acc_declare_link, acc_cache, acc_cache_readonly",
            "1:65: failed to parse OpenACC_DataClauseAttr parameter 'value' which is to be a `::mlir::acc::DataClause`",
            "1:65: failed to parse DeclareAttr parameter 'dataClause' which is to be a `DataClauseAttr`",
        ],
    ),
    (
        'a = #gpx.kernel_metadata<"k", 3>',
        [
            "1:43: expected non-function type",
            "1:44: failed to parse GPU_KernelMetadataAttr parameter 'function_type' which is to be a `Type`",
        ],
    ),
    (
        'a = #xegpx.scatter_tdesc_attr<chunk_size = "a">',
        [
            "1:57: invalid kind of attribute specified",
            "1:60: failed to parse XeGPU_ScatterTensorDescAttr parameter 'chunk_size' which is to be a `IntegerAttr`",
        ],
    ),
    (
        "a = #xegpx.scatter_tdesc_attr<memory_space = x>",
        [
            "1:59: expected ::mlir::xegpu::MemorySpace to be one of: global, slm",
            "1:60: failed to parse XeGPU_MemorySpaceAttr parameter 'value' which is to be a `::mlir::xegpu::MemorySpace`",
            "1:60: failed to parse XeGPU_ScatterTensorDescAttr parameter 'memory_space' which is to be a `MemorySpaceAttr`",
        ],
    ),
]


@pytest.mark.parametrize("body,printed", PRINTS)
def test_prints_as_mlir_opt(body: str, printed: str) -> None:
    assert run(body) == (printed, [])
    assert run(printed) == (printed, [])  # and reads back


@pytest.mark.parametrize("body,errors", ERRORS)
def test_errors_as_mlir_opt(body: str, errors: list[str]) -> None:
    assert run(body) == (None, errors)


def test_struct_in_the_grammar() -> None:
    """(The grammar itself: the library's cache may hold older readings of these texts.)"""
    assert read_format("`<` struct(params) `>`") == (Literal("<"), Struct(()), Literal(">"))
    assert read_format('struct($a, custom<Param>($b, "X", "int", "2"))') == (
        Struct((Var("a"), Custom("Param", (Var("b"), StrArg("X"), StrArg("int"), StrArg("2"))))),
    )
    with pytest.raises(FormatError, match="expected a parameter in struct"):
        read_format("`<` struct($a, 3) `>`")


OTHERS = r"""
irdl.dialect @prx {
  irdl.attribute @pair attributes {assembly_format = "`<` params`>`"} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.parameters(first: %0, second: %1)
  }
  irdl.attribute @count attributes {assembly_format = "`<` $name (`,` custom<Param>($n, \"X\", \"unsigned\", \"1\")^)? `>`"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.any
    irdl.parameters(name: %0, n: %1)
  }
}
"""


def test_params_directive() -> None:
    """Every parameter, separated by commas."""
    assert run('a = #prx.pair<1 : i32, "x">', OTHERS) == ('a = #prx.pair<1 : i32, "x">', [])
    printed, errors = run("a = #prx.pair<1 2>", OTHERS)
    assert printed is None and errors[0].endswith("expected ','")


def test_default_anchors_an_optional_group() -> None:
    """A parameter at its default leaves out the group it anchors; absent, it takes it."""
    assert run('a = #prx.count<"x", 1>, b = #prx.count<"x">, c = #prx.count<"x", 4>', OTHERS) == (
        'a = #prx.count<"x">, b = #prx.count<"x">, c = #prx.count<"x", 4>', [])  # fmt: skip


def test_defaults_compared_before_any_is_read() -> None:
    """Printing a value no parse has met: its default is compared as text."""
    fmt = ParamFormat(["n", "s", "a"], {}, 'struct(custom<Param>($n, "X", "unsigned", "1"), '
                      'custom<Param>($s, "X", "::llvm::StringRef", "\\"x\\""), '
                      'custom<Param>($a, "X", "IntegerAttr", "1 : i64"))')  # fmt: skip
    printer = AttrPrinter()
    assert fmt.at_default(printer, "n", B.integer_attr(1, B.integer_type(32)))
    assert not fmt.at_default(printer, "n", B.integer_attr(2, B.integer_type(32)))
    assert fmt.at_default(printer, "s", B.string_attr("x"))
    assert fmt.at_default(printer, "a", B.integer_attr(1, B.I64))
    assert not fmt.at_default(printer, "a", B.integer_attr(1, B.integer_type(32)))


@pytest.mark.parametrize(
    "cpp,kind",
    [
        ("unsigned", ("int", (32, False))),
        ("std::optional<int>", ("int", (32, True))),
        ("::llvm::StringRef", ("string", None)),
        ("DenseI32ArrayAttr", ("dense", 32)),
        ("MemRefType", ("type", "memref")),
        ("mlir::Type", ("type", None)),
        ("::mlir::AffineMap", ("affine_map", None)),
        ("bool", ("bool", None)),
    ],
)
def test_cpp_kinds(cpp: str, kind: tuple[str, object]) -> None:
    assert cpp_kind(cpp) == kind


def test_dialect_attribute_classes_read_by_their_syntax() -> None:
    assert cpp_kind("DataClauseAttr") == ("attr", None)
