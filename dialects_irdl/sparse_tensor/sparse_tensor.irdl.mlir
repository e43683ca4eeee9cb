// Imported from ODS (SparseTensorBase.td:14) by irdl-import-ods: attributes, types and operations.
irdl.dialect @sparse_tensor attributes {ods, properties, description = "The `SparseTensor` dialect supports all the attributes, types,\noperations, and passes that are required to make sparse tensor\ntypes first class citizens within the MLIR compiler infrastructure.\nThe dialect forms a bridge between high-level operations on sparse\ntensors types and lower-level operations on the actual sparse storage\nschemes consisting of positions, coordinates, and values. Lower-level\nsupport may consist of fully generated code or may be provided by\nmeans of a small sparse runtime support library.\n\nThe concept of **treating sparsity as a property, not a tedious\nimplementation detail**, by letting a **sparsifier** generate\nsparse code automatically was pioneered for linear algebra by [Bik96]\nin MT1 (see https://www.aartbik.com/sparse.php) and formalized\nto tensor algebra by [Kjolstad17,Kjolstad20] in the Sparse Tensor\nAlgebra Compiler (TACO) project (see http://tensor-compiler.org).\nPlease note that we started to prefer the term \"sparsifier\" over\nthe also commonly used \"sparse compiler\" terminology to refer to\nsuch a pass to make it clear that the sparsifier pass is not a\nseparate compiler, but should be an integral part of any compiler\npipeline that is built with the MLIR compiler infrastructure\n\nThe MLIR implementation [Biketal22] closely follows the \"sparse\niteration theory\" that forms the foundation of TACO.  A rewriting\nrule is applied to each tensor expression in the Linalg dialect\n(MLIR's tensor index notation) where the sparsity of tensors is\nindicated using the per-level level-types (e.g., dense, compressed,\nsingleton) together with a specification of the order on the levels\n(see [Chou18] for an in-depth discussions and possible extensions\nto these level-types).  Subsequently, a topologically sorted\niteration graph, reflecting the required order on coordinates with\nrespect to the levels of each tensor, is constructed to ensure\nthat all tensors are visited in natural level-coordinate order.\nNext, iteration lattices are constructed for the tensor expression\nfor every index in topological order.  Each iteration lattice point\nconsists of a conjunction of tensor coordinates together with a tensor\n(sub)expression that needs to be evaluated for that conjunction.\nWithin the lattice, iteration points are ordered according to\nthe way coordinates are exhausted.  As such these iteration\nlattices drive actual sparse code generation, which consists of\na relatively straightforward one-to-one mapping from iteration\nlattices to combinations of for-loops, while-loops, and if-statements.\nSparse tensor outputs that materialize uninitialized are handled with\ndirect insertions if all parallel loops are outermost or insertions\nthat indirectly go through a 1-dimensional access pattern expansion\n(a.k.a. workspace) where feasible [Gustavson72,Bik96,Kjolstad19].\n\n* [Bik96] Aart J.C. Bik. Compiler Support for Sparse Matrix Computations.\nPhD thesis, Leiden University, May 1996.\n* [Biketal22] Aart J.C. Bik, Penporn Koanantakool, Tatiana Shpeisman,\nNicolas Vasilache, Bixia Zheng, and Fredrik Kjolstad. Compiler Support\nfor Sparse Tensor Computations in MLIR. ACM Transactions on Architecture\nand Code Optimization, June, 2022. See: https://dl.acm.org/doi/10.1145/3544559\n* [Chou18] Stephen Chou, Fredrik Berg Kjolstad, and Saman Amarasinghe.\nFormat Abstraction for Sparse Tensor Algebra Compilers. Proceedings of\nthe ACM on Programming Languages, October 2018.\n* [Chou20] Stephen Chou, Fredrik Berg Kjolstad, and Saman Amarasinghe.\nAutomatic Generation of Efficient Sparse Tensor Format Conversion Routines.\nProceedings of the 41st ACM SIGPLAN Conference on Programming Language\nDesign and Implementation, June, 2020.\n* [Gustavson72] Fred G. Gustavson. Some basic techniques for solving\nsparse systems of linear equations. In Sparse Matrices and Their\nApplications, pages 41–52. Plenum Press, New York, 1972.\n* [Kjolstad17] Fredrik Berg Kjolstad, Shoaib Ashraf Kamil, Stephen Chou, David\nLugato, and Saman Amarasinghe. The Tensor Algebra Compiler. Proceedings of\nthe ACM on Programming Languages, October 2017.\n* [Kjolstad19] Fredrik Berg Kjolstad, Peter Ahrens, Shoaib Ashraf Kamil,\nand Saman Amarasinghe. Tensor Algebra Compilation with Workspaces,\nProceedings of the IEEE/ACM International Symposium on Code Generation\nand Optimization, 2019.\n* [Kjolstad20] Fredrik Berg Kjolstad. Sparse Tensor Algebra Compilation.\nPhD thesis, MIT, February, 2020."} {
  irdl.attribute @CrdTransDirection attributes {
      summary = "sparse tensor coordinate translation direction",
      assembly_format = "custom<Enum>($value, \"::mlir::sparse_tensor::CrdTransDirectionKind\", \"SparseTensorCrdTransDirectionAttr\", \"dim_to_lvl lvl_to_dim\")",
      ods_enum = "::mlir::sparse_tensor::CrdTransDirectionKind", ods_enum_cases = {"dim_to_lvl" = 0, "lvl_to_dim" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @slice attributes {
      description = "An attribute to encode slice information of a sparse tensor on a particular\ndimension (a tuple of offset, size, stride).",
      cpp_assembly_format = "SparseTensorDimSliceAttr",
      cpp_verifier = "SparseTensorDimSliceAttr"} {
    %0 = irdl.any {summary = "int64_t"}
    %1 = irdl.any {summary = "int64_t"}
    %2 = irdl.any {summary = "int64_t"}
    irdl.parameters(offset: %0, size: %1, stride: %2)
  }
  irdl.attribute @encoding attributes {
      description = "An attribute to encode information on sparsity properties of tensors, inspired\nby the TACO formalization of sparse tensors. This encoding is eventually used\nby a **sparsifier** pass to generate sparse code fully automatically from a\nsparsity-agnostic representation of the computation, i.e., an implicit sparse\nrepresentation is converted to an explicit sparse representation where co-iterating\nloops operate on sparse storage formats rather than tensors with a sparsity\nencoding. Compiler passes that run before this sparsifier pass need to be aware\nof the semantics of tensor types with such a sparsity encoding.\n\nIn this encoding, we use **dimension** to refer to the axes of the semantic tensor,\nand **level** to refer to the axes of the actual storage format, i.e., the\noperational representation of the sparse tensor in memory. The number of\ndimensions is usually the same as the number of levels (such as CSR storage format).\nHowever, the encoding can also map dimensions to higher-order levels (for example,\nto encode a block-sparse BSR storage format) or to lower-order levels\n(for example, to linearize dimensions as a single level in the storage).\n\nThe encoding contains a map that provides the following:\n\n- An ordered sequence of dimension specifications, each of which defines:\n  - the dimension-size (implicit from the tensor’s dimension-shape)\n  - a **dimension-expression**\n- An ordered sequence of level specifications, each of which includes a required\n  **level-type**, which defines how the level should be stored. Each level-type\n  consists of:\n  - a **level-expression**, which defines what is stored\n  - a **level-format**\n  - a collection of **level-properties** that apply to the level-format\n\nEach level-expression is an affine expression over dimension-variables. Thus, the\nlevel-expressions collectively define an affine map from dimension-coordinates to\nlevel-coordinates. The dimension-expressions collectively define the inverse map,\nwhich only needs to be provided for elaborate cases where it cannot be inferred\nautomatically.\n\nEach dimension could also have an optional `SparseTensorDimSliceAttr`.\nWithin the sparse storage format, we refer to indices that are stored explicitly\nas **coordinates** and offsets into the storage format as **positions**.\n\nThe supported level-formats are the following:\n\n- **dense** : all entries along this level are stored and linearized.\n- **batch** : all entries along this level are stored but not linearized.\n- **compressed** : only nonzeros along this level are stored\n- **loose_compressed** : as compressed, but allows for free space between regions\n- **singleton** : a variant of the compressed format, where coordinates have no siblings\n- **structured[n, m]** : the compression uses a n:m encoding\n  (viz. n out of m consecutive elements are nonzero)\n\nFor a compressed level, each position interval is represented in a compact\nway with a lowerbound `pos(i)` and an upperbound `pos(i+1) - 1`, which implies\nthat successive intervals must appear in order without any \"holes\" in between\nthem. The loose compressed format relaxes these constraints by representing each\nposition interval with a lowerbound `lo(i)` and an upperbound `hi(i)`, which\nallows intervals to appear in arbitrary order and with elbow room between them.\n\nBy default, each level-type has the property of being unique (no duplicate\ncoordinates at that level) and ordered (coordinates appear sorted at that\nlevel). For singleton levels, the coordinates are fused with its parents in AoS\n(array of structures) scheme. The following properties can be added to a level-format\nto change this default behavior:\n\n- **nonunique** : duplicate coordinates may appear at the level\n- **nonordered** : coordinates may appear in arbribratry order\n- **soa** : only applicable to singleton levels, fuses the singleton\n  level in SoA (structure of arrays) scheme.\n\nIn addition to the map, the following fields are optional:\n\n- The required bitwidth for position storage (integral offsets\n  into the sparse storage scheme).  A narrow width reduces the memory\n  footprint of overhead storage, as long as the width suffices to\n  define the total required range (viz. the maximum number of stored\n  entries over all indirection levels).  The choices are `8`, `16`,\n  `32`, `64`, or, the default, `0` to indicate the native bitwidth.\n\n- The required bitwidth for coordinate storage (the coordinates\n  of stored entries).  A narrow width reduces the memory footprint\n  of overhead storage, as long as the width suffices to define\n  the total required range (viz. the maximum value of each tensor\n  coordinate over all levels).  The choices are `8`, `16`, `32`,\n  `64`, or, the default, `0` to indicate a native bitwidth.\n\n- The explicit value for the sparse tensor. If explicitVal is set,\n  then all the non-zero values in the tensor have the same explicit value.\n  The default value Attribute() indicates that it is not set. This\n  is useful for binary-valued sparse tensors whose values can either\n  be an implicit value (0 by default) or an explicit value (such as 1).\n  In this approach, we don't store explicit/implicit values, and metadata\n  (such as position and coordinate arrays) alone fully defines the original tensor.\n  This yields additional savings for the storage requirements,\n  as well as for the computational time, since we skip operating on\n  implicit values and can constant fold the explicit values where they are used.\n\n- The implicit value for the sparse tensor. If implicitVal is set,\n  then the \"zero\" value in the tensor is equal to the implicit value.\n  For now, we only support `0` as the implicit value but it could be\n  extended in the future. The default value Attribute() indicates that\n  the implicit value is `0` (same type as the tensor element type).\n\nExamples:\n\n```mlir\n// Sparse vector.\n#SparseVector = #sparse_tensor.encoding<{\n  map = (i) -> (i : compressed)\n}>\n... tensor<?xf32, #SparseVector> ...\n\n// Sorted coordinate scheme (arranged in AoS format by default).\n#SortedCOO = #sparse_tensor.encoding<{\n  map = (i, j) -> (i : compressed(nonunique), j : singleton)\n}>\n// coordinates = {x_crd, y_crd}[nnz]\n... tensor<?x?xf64, #SortedCOO> ...\n\n// Sorted coordinate scheme (arranged in SoA format).\n#SortedCOO = #sparse_tensor.encoding<{\n  map = (i, j) -> (i : compressed(nonunique), j : singleton(soa))\n}>\n// coordinates = {x_crd[nnz], y_crd[nnz]}\n... tensor<?x?xf64, #SortedCOO> ...\n\n// Batched sorted coordinate scheme, with high encoding.\n#BCOO = #sparse_tensor.encoding<{\n  map = (i, j, k) -> (i : dense, j : compressed(nonunique, high), k : singleton)\n}>\n... tensor<10x10xf32, #BCOO> ...\n\n// Compressed sparse row.\n#CSR = #sparse_tensor.encoding<{\n  map = (i, j) -> (i : dense, j : compressed)\n}>\n... tensor<100x100xbf16, #CSR> ...\n\n// Doubly compressed sparse column storage with specific bitwidths.\n#DCSC = #sparse_tensor.encoding<{\n  map = (i, j) -> (j : compressed, i : compressed),\n  posWidth = 32,\n  crdWidth = 8\n}>\n... tensor<8x8xf64, #DCSC> ...\n\n// Doubly compressed sparse column storage with specific\n// explicit and implicit values.\n#DCSC = #sparse_tensor.encoding<{\n  map = (i, j) -> (j : compressed, i : compressed),\n  explicitVal = 1 : i64,\n  implicitVal = 0 : i64\n}>\n... tensor<8x8xi64, #DCSC> ...\n\n// Block sparse row storage (2x3 blocks).\n#BSR = #sparse_tensor.encoding<{\n  map = ( i, j ) ->\n  ( i floordiv 2 : dense,\n    j floordiv 3 : compressed,\n    i mod 2      : dense,\n    j mod 3      : dense\n  )\n}>\n... tensor<20x30xf32, #BSR> ...\n\n// Same block sparse row storage (2x3 blocks) but this time\n// also with a redundant reverse mapping, which can be inferred.\n#BSR_explicit = #sparse_tensor.encoding<{\n  map = { ib, jb, ii, jj }\n        ( i = ib * 2 + ii,\n          j = jb * 3 + jj) ->\n  ( ib = i floordiv 2 : dense,\n    jb = j floordiv 3 : compressed,\n    ii = i mod 2 : dense,\n    jj = j mod 3 : dense)\n}>\n... tensor<20x30xf32, #BSR_explicit> ...\n\n// ELL format.\n// In the simple format for matrix, one array stores values and another\n// array stores column indices. The arrays have the same number of rows\n// as the original matrix, but only have as many columns as\n// the maximum number of nonzeros on a row of the original matrix.\n// There are many variants for ELL such as jagged diagonal scheme.\n// To implement ELL, map provides a notion of \"counting a\n// dimension\", where every stored element with the same coordinate\n// is mapped to a new slice. For instance, ELL storage of a 2-d\n// tensor can be defined with the mapping (i, j) -> (#i, i, j)\n// using the notation of [Chou20]. Lacking the # symbol in MLIR's\n// affine mapping, we use a free symbol c to define such counting,\n// together with a constant that denotes the number of resulting\n// slices. For example, the mapping [c](i, j) -> (c * 3 * i, i, j)\n// with the level-types [\"dense\", \"dense\", \"compressed\"] denotes ELL\n// storage with three jagged diagonals that count the dimension i.\n#ELL = #sparse_tensor.encoding<{\n  map = [c](i, j) -> (c * 3 * i : dense, i : dense, j : compressed)\n}>\n... tensor<?x?xf64, #ELL> ...\n\n// CSR slice (offset = 0, size = 4, stride = 1 on the first dimension;\n// offset = 0, size = 8, and a dynamic stride on the second dimension).\n#CSR_SLICE = #sparse_tensor.encoding<{\n  map = (i : #sparse_tensor<slice(0, 4, 1)>,\n         j : #sparse_tensor<slice(0, 8, ?)>) ->\n        (i : dense, j : compressed)\n}>\n... tensor<?x?xf64, #CSR_SLICE> ...\n\n```",
      cpp_assembly_format = "SparseTensorEncodingAttr",
      cpp_verifier = "SparseTensorEncodingAttr"} {
    %0 = irdl.any {summary = "level-types"}
    %1 = irdl.any {summary = "AffineMap"}
    %2 = irdl.any {summary = "AffineMap"}
    %3 = irdl.any {summary = "unsigned"}
    %4 = irdl.any {summary = "unsigned"}
    %5 = irdl.any {summary = "::mlir::Attribute"}
    %6 = irdl.any {summary = "::mlir::Attribute"}
    %7 = irdl.any {summary = "per dimension slice metadata"}
    irdl.parameters(lvlTypes: %0, dimToLvl: %1, lvlToDim: %2, posWidth: %3, crdWidth: %4, explicitVal: %5, implicitVal: %6, dimSlices: %7)
  }
  irdl.attribute @SparseTensorSortAlgorithm attributes {
      summary = "sparse tensor sort algorithm",
      assembly_format = "custom<Enum>($value, \"::mlir::sparse_tensor::SparseTensorSortKind\", \"SparseTensorSortKindAttr\", \"hybrid_quick_sort insertion_sort_stable quick_sort heap_sort\")",
      ods_enum = "::mlir::sparse_tensor::SparseTensorSortKind", ods_enum_cases = {"hybrid_quick_sort" = 0, "insertion_sort_stable" = 1, "quick_sort" = 2, "heap_sort" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @kind attributes {
      summary = "sparse tensor storage specifier kind",
      assembly_format = "custom<Enum>($value, \"::mlir::sparse_tensor::StorageSpecifierKind\", \"SparseTensorStorageSpecifierKindAttr\", \"lvl_sz pos_mem_sz crd_mem_sz val_mem_sz dim_offset dim_stride\")",
      ods_enum = "::mlir::sparse_tensor::StorageSpecifierKind", ods_enum_cases = {"lvl_sz" = 0, "pos_mem_sz" = 1, "crd_mem_sz" = 2, "val_mem_sz" = 3, "dim_offset" = 4, "dim_stride" = 5}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.type @iter_space attributes {
      description = "A sparse iteration space that represents an abstract N-D (sparse) iteration space\nextracted from a sparse tensor, i.e., a set of (crd_0, crd_1, ..., crd_N) for\nevery stored element (usually nonzeros) in a sparse tensor between the specified\n[$loLvl, $hiLvl) levels.\n\nExamples:\n\n```mlir\n// An iteration space extracted from a CSR tensor between levels [0, 2).\n!iter_space<#CSR, lvls = 0 to 2>\n```",
      ods_assembly_format = "`<` $encoding `,` `lvls` `=` custom<LevelRange>($loLvl, $hiLvl) `>`"} {
    %0 = irdl.base @sparse_tensor::@encoding {summary = "::mlir::sparse_tensor::SparseTensorEncodingAttr"}
    %1 = irdl.any {summary = "Level"}
    %2 = irdl.any {summary = "Level"}
    irdl.parameters(encoding: %0, loLvl: %1, hiLvl: %2)
  }
  irdl.type @iterator attributes {
      description = "An iterator that points to the current element in the corresponding iteration space.\n\nExamples:\n\n```mlir\n// An iterator that iterates over a iteration space of type `!iter_space<#CSR, lvls = 0 to 2>`\n!iterator<#CSR, lvls = 0 to 2>\n```",
      ods_assembly_format = "`<` $encoding `,` `lvls` `=` custom<LevelRange>($loLvl, $hiLvl) `>`"} {
    %0 = irdl.base @sparse_tensor::@encoding {summary = "::mlir::sparse_tensor::SparseTensorEncodingAttr"}
    %1 = irdl.any {summary = "Level"}
    %2 = irdl.any {summary = "Level"}
    irdl.parameters(encoding: %0, loLvl: %1, hiLvl: %2)
  }
  irdl.type @storage_specifier attributes {
      summary = "Structured metadata for sparse tensor low-level storage scheme",
      description = "Values with storage_specifier types represent aggregated storage scheme\nmetadata for the given sparse tensor encoding.  It currently holds\na set of values for level-sizes, coordinate arrays, position arrays,\nand value array.  Note that the type is not yet stable and subject to\nchange in the near future.\n\nExamples:\n\n```mlir\n// A storage specifier that can be used to store storage scheme metadata from CSR matrix.\n!storage_specifier<#CSR>\n```",
      assembly_format = "`<` qualified($encoding) `>`"} {
    %0 = irdl.base @sparse_tensor::@encoding {summary = "::mlir::sparse_tensor::SparseTensorEncodingAttr"}
    irdl.parameters(encoding: %0)
  }
  irdl.operation @assemble attributes {
      summary = "Returns a sparse tensor assembled from the given levels and values",
      description = "Assembles the per-level position and coordinate arrays together with\nthe values arrays into a sparse tensor. The order and types of the\nprovided levels must be consistent with the actual storage layout of\nthe returned sparse tensor described below.\n\n- `levels: [tensor<? x iType>, ...]`\n  supplies the sparse tensor position and coordinate arrays\n  of the sparse tensor for the corresponding level as specifed by\n  `sparse_tensor::StorageLayout`.\n- `values : tensor<? x V>`\n  supplies the values array for the stored elements in the sparse tensor.\n\nThis operation can be used to assemble a sparse tensor from an\nexternal source; e.g., by passing numpy arrays from Python. It\nis the user's responsibility to provide input that can be correctly\ninterpreted by the sparsifier, which does not perform any sanity\ntest to verify data integrity.\n\nExample:\n\n```mlir\n%pos    = arith.constant dense<[0, 3]>                : tensor<2xindex>\n%index  = arith.constant dense<[[0,0], [1,2], [1,3]]> : tensor<3x2xindex>\n%values = arith.constant dense<[ 1.1,   2.2,   3.3 ]> : tensor<3xf64>\n%s = sparse_tensor.assemble (%pos, %index), %values\n   : (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64> to tensor<3x4xf64, #COO>\n// yields COO format |1.1, 0.0, 0.0, 0.0|\n//     of 3x4 matrix |0.0, 0.0, 2.2, 3.3|\n//                   |0.0, 0.0, 0.0, 0.0|\n```",
      assembly_format = "` ` `(` $levels `)` `,` $values attr-dict `:` `(` type($levels) `)` `,` type($values) `to` type($result)",
      traits = ["Pure"],
      cpp_verifier = "SparseTensorAssemble",
      independent_variadics = ["levels"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessIntOrIndex())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of signless integer or index values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    irdl.operands(levels: variadic %0, values: %1)
    irdl.results(result: %2)
  }
  irdl.operation @binary attributes {
      summary = "Binary set operation utilized within linalg.generic",
      description = "Defines a computation within a `linalg.generic` operation that takes two\noperands and executes one of the regions depending on whether both operands\nor either operand is nonzero (i.e. stored explicitly in the sparse storage\nformat).\n\nThree regions are defined for the operation and must appear in this order:\n- overlap (elements present in both sparse tensors)\n- left (elements only present in the left sparse tensor)\n- right (element only present in the right sparse tensor)\n\nEach region contains a single block describing the computation and result.\nEvery non-empty block must end with a sparse_tensor.yield and the return\ntype must match the type of `output`. The primary region's block has two\narguments, while the left and right region's block has only one argument.\n\nA region may also be declared empty (i.e. `left={}`), indicating that the\nregion does not contribute to the output. For example, setting both\n`left={}` and `right={}` is equivalent to the intersection of the two\ninputs as only the overlap region will contribute values to the output.\n\nAs a convenience, there is also a special token `identity` which can be\nused in place of the left or right region. This token indicates that\nthe return value is the input value (i.e. func(%x) => return %x).\nAs a practical example, setting `left=identity` and `right=identity`\nwould be equivalent to a union operation where non-overlapping values\nin the inputs are copied to the output unchanged.\n\nDue to the possibility of empty regions, i.e. lack of a value for certain\ncases, the result of this operation may only feed directly into the output\nof the `linalg.generic` operation or into into a custom reduction\n`sparse_tensor.reduce` operation that follows in the same region.\n\nExample of isEqual applied to intersecting elements only:\n\n```mlir\n%C = tensor.empty(...)\n%0 = linalg.generic #trait\n  ins(%A: tensor<?xf64, #SparseVector>,\n      %B: tensor<?xf64, #SparseVector>)\n  outs(%C: tensor<?xi8, #SparseVector>) {\n  ^bb0(%a: f64, %b: f64, %c: i8) :\n    %result = sparse_tensor.binary %a, %b : f64, f64 to i8\n      overlap={\n        ^bb0(%arg0: f64, %arg1: f64):\n          %cmp = arith.cmpf \"oeq\", %arg0, %arg1 : f64\n          %ret_i8 = arith.extui %cmp : i1 to i8\n          sparse_tensor.yield %ret_i8 : i8\n      }\n      left={}\n      right={}\n    linalg.yield %result : i8\n} -> tensor<?xi8, #SparseVector>\n```\n\nExample of A+B in upper triangle, A-B in lower triangle:\n\n```mlir\n%C = tensor.empty(...)\n%1 = linalg.generic #trait\n  ins(%A: tensor<?x?xf64, #CSR>, %B: tensor<?x?xf64, #CSR>\n  outs(%C: tensor<?x?xf64, #CSR> {\n  ^bb0(%a: f64, %b: f64, %c: f64) :\n    %row = linalg.index 0 : index\n    %col = linalg.index 1 : index\n    %result = sparse_tensor.binary %a, %b : f64, f64 to f64\n      overlap={\n        ^bb0(%x: f64, %y: f64):\n          %cmp = arith.cmpi \"uge\", %col, %row : index\n          %upperTriangleResult = arith.addf %x, %y : f64\n          %lowerTriangleResult = arith.subf %x, %y : f64\n          %ret = arith.select %cmp, %upperTriangleResult, %lowerTriangleResult : f64\n          sparse_tensor.yield %ret : f64\n      }\n      left=identity\n      right={\n        ^bb0(%y: f64):\n          %cmp = arith.cmpi \"uge\", %col, %row : index\n          %lowerTriangleResult = arith.negf %y : f64\n          %ret = arith.select %cmp, %y, %lowerTriangleResult : f64\n          sparse_tensor.yield %ret : f64\n      }\n    linalg.yield %result : f64\n} -> tensor<?x?xf64, #CSR>\n```\n\nExample of set difference. Returns a copy of A where its sparse structure\nis *not* overlapped by B. The element type of B can be different than A\nbecause we never use its values, only its sparse structure:\n\n```mlir\n%C = tensor.empty(...)\n%2 = linalg.generic #trait\n  ins(%A: tensor<?x?xf64, #CSR>, %B: tensor<?x?xi32, #CSR>\n  outs(%C: tensor<?x?xf64, #CSR> {\n  ^bb0(%a: f64, %b: i32, %c: f64) :\n    %result = sparse_tensor.binary %a, %b : f64, i32 to f64\n      overlap={}\n      left=identity\n      right={}\n    linalg.yield %result : f64\n} -> tensor<?x?xf64, #CSR>\n```",
      assembly_format = "$x `,` $y `:` attr-dict type($x) `,` type($y) `to` type($output) `\\n` `overlap` `=` $overlapRegion `\\n` `left` `=` (`identity` $left_identity^):($leftRegion)? `\\n` `right` `=` (`identity` $right_identity^):($rightRegion)?",
      traits = ["Pure"],
      cpp_verifier = "SparseTensorBinary",
      optional_attributes = ["left_identity", "right_identity"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.any {summary = "any type"}
    %5 = irdl.region {summary = "any region"}
    %6 = irdl.region {summary = "any region"}
    %7 = irdl.region {summary = "any region"}
    irdl.operands(x: %0, y: %1)
    irdl.results(output: %4)
    irdl.attributes {"left_identity" = %2, "right_identity" = %3}
    irdl.regions(overlapRegion: %5, leftRegion: %6, rightRegion: %7)
  }
  irdl.operation @coiterate attributes {
      summary = "Co-iterates over a set of sparse iteration spaces",
      description = "The `sparse_tensor.coiterate` operation represents a loop (nest) over\na set of iteration spaces. The operation can have multiple regions,\nwith each of them defining a case to compute a result at the current iterations.\nThe case condition is defined solely based on the pattern of specified iterators.\nFor example:\n```mlir\n%ret = sparse_tensor.coiterate (%sp1, %sp2) at(%coord) iter_args(%arg = %init)\n     : (!sparse_tensor.iter_space<#CSR, lvls = 0>,\n        !sparse_tensor.iter_space<#COO, lvls = 0>)\n     -> index\ncase %it1, _ {\n  // %coord is specifed in space %sp1 but *NOT* specified in space %sp2.\n}\ncase %it1, %it2 {\n  // %coord is specifed in *BOTH* spaces %sp1 and %sp2.\n}\n```\n\n`sparse_tensor.coiterate` can also operate on loop-carried variables.\nIt returns the final value for each loop-carried variable after loop termination.\nThe initial values of the variables are passed as additional SSA operands\nto the iterator SSA value and used coordinate SSA values.\nEach operation region has variadic arguments for specified (used), one argument\nfor each loop-carried variable, representing the value of the variable\nat the current iteration, followed by a list of arguments for iterators.\nThe body region must contain exactly one block that terminates with\n`sparse_tensor.yield`.\n\nThe results of an `sparse_tensor.coiterate` hold the final values after\nthe last iteration. If the `sparse_tensor.coiterate` defines any values,\na yield must be explicitly present in every region defined in the operation.\nThe number and types of the `sparse_tensor.coiterate` results must match\nthe initial values in the iter_args binding and the yield operands.\n\n\nA `sparse_tensor.coiterate` example that does elementwise addition between two\nsparse vectors.\n\n\n```mlir\n%ret = sparse_tensor.coiterate (%sp1, %sp2) at(%coord) iter_args(%arg = %init)\n     : (!sparse_tensor.iter_space<#CSR, lvls = 0>,\n        !sparse_tensor.iter_space<#CSR, lvls = 0>)\n     -> tensor<?xindex, #CSR>\ncase %it1, _ {\n   // v = v1 + 0 = v1\n   %v1 = sparse_tensor.extract_value %t1 at %it1 : index\n   %yield = sparse_tensor.insert %v1 into %arg[%coord]\n   sparse_tensor.yield %yield\n}\ncase _, %it2 {\n   // v = v2 + 0 = v2\n   %v2 = sparse_tensor.extract_value %t2 at %it2 : index\n   %yield = sparse_tensor.insert %v1 into %arg[%coord]\n   sparse_tensor.yield %yield\n}\ncase %it1, %it2 {\n   // v = v1 + v2\n   %v1 = sparse_tensor.extract_value %t1 at %it1 : index\n   %v2 = sparse_tensor.extract_value %t2 at %it2 : index\n   %v = arith.addi %v1, %v2 : index\n   %yield = sparse_tensor.insert %v into %arg[%coord]\n   sparse_tensor.yield %yield\n}\n```",
      cpp_assembly_format = "SparseTensorCoIterate",
      traits = ["AttrSizedOperandSegments", "SingleBlockImplicitTerminator<sparse_tensor.yield>", "RecursiveMemoryEffects"],
      cpp_verifier = "SparseTensorCoIterate",
      independent_variadics = ["iterSpaces", "initArgs", "results"],
      variadic_regions = ["caseRegions"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::sparse_tensor::IterSpaceType>($_self))" {summary = "sparse iteration space"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isInteger(64)))" {summary = "LevelSet attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isInteger(64)))); }))" {summary = "I64BitSet array attribute"}
    %4 = irdl.any {summary = "any type"}
    %5 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(iterSpaces: variadic %0, initArgs: variadic %1)
    irdl.results(results: variadic %4)
    irdl.attributes {"crdUsedLvls" = %2, "cases" = %3}
    irdl.regions(caseRegions: %5)
  }
  irdl.operation @compress attributes {
      summary = "Compressed an access pattern for insertion",
      description = "Finishes a single access pattern expansion by moving inserted elements\ninto the sparse storage scheme of the given tensor with the given\nlevel-coordinates.  The arity of `lvlCoords` is one less than the\nlevel-rank of the tensor, with the coordinate of the innermost\nlevel defined through the `added` array.  The `values` and `filled`\narrays are reset in a *sparse* fashion by only iterating over set\nelements through an indirection using the `added` array, so that\nthe operations are kept proportional to the number of nonzeros.\nSee the `sparse_tensor.expand` operation for more details.\n\nNote that this operation is \"impure\" in the sense that even though\nthe result is modeled through an SSA value, the insertion is eventually\ndone \"in place\", and referencing the old SSA value is undefined behavior.\n\nExample:\n\n```mlir\n%result = sparse_tensor.compress %values, %filled, %added, %count into %tensor[%i]\n  : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<4x4xf64, #CSR>\n```",
      assembly_format = "$values `,` $filled `,` $added `,` $count `into` $tensor `[` $lvlCoords `]` attr-dict `:` type($values) `,` type($filled) `,` type($added) `,` type($tensor)",
      traits = ["AllTypesMatch<tensor, result>"],
      cpp_verifier = "SparseTensorCompress",
      independent_variadics = ["lvlCoords"]} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (( ::llvm::cast<::mlir::MemRefType>($_self).isStrided() ))) && ((((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1)))))" {summary = "strided memref of any type values of rank 1"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(1))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))" {summary = "1D memref of 1-bit signless integer values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))" {summary = "1D memref of index values"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %5 = irdl.is index {summary = "index"}
    %6 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    irdl.operands(values: %0, filled: %1, added: %2, count: %3, tensor: %4, lvlCoords: variadic %5)
    irdl.results(result: %6)
  }
  irdl.operation @concatenate attributes {
      summary = "Concatenates a list of tensors into a single tensor.",
      description = "Concatenates a list input tensors and the output tensor with the same\ndimension-rank.  The concatenation happens on the specified `dimension`\n(0 <= dimension < dimRank).  The resulting `dimension` size is the\nsum of all the input sizes for that dimension, while all the other\ndimensions should have the same size in the input and output tensors.\n\nOnly statically-sized input tensors are accepted, while the output tensor\ncan be dynamically-sized.\n\nExample:\n\n```mlir\n%0 = sparse_tensor.concatenate %1, %2 { dimension = 0 : index }\n  : tensor<64x64xf64, #CSR>, tensor<64x64xf64, #CSR> to tensor<128x64xf64, #CSR>\n```",
      assembly_format = "$inputs attr-dict `:` type($inputs) `to` type($result)",
      traits = ["Pure"],
      ods_traits = ["StageWithSortSparseOp"],
      cpp_verifier = "SparseTensorConcatenate",
      independent_variadics = ["inputs"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "dimension attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(inputs: variadic %0)
    irdl.results(result: %2)
    irdl.attributes {"dimension" = %1}
  }
  irdl.operation @convert attributes {
      summary = "Converts between different tensor types",
      description = "Converts one sparse or dense tensor type to another tensor type. The rank\nof the source and destination types must match exactly, and the dimension\nsizes must either match exactly or relax from a static to a dynamic size.\nThe sparse encoding of the two types can obviously be completely different.\nThe name `convert` was preferred over `cast`, since the operation may incur\na non-trivial cost.\n\nWhen converting between two different sparse tensor types, only explicitly\nstored values are moved from one underlying sparse storage format to\nthe other. When converting from an unannotated dense tensor type to a\nsparse tensor type, an explicit test for nonzero values is used. When\nconverting to an unannotated dense tensor type, implicit zeroes in the\nsparse storage format are made explicit. Note that the conversions can have\nnon-trivial costs associated with them, since they may involve elaborate\ndata structure transformations. Also, conversions from sparse tensor types\ninto dense tensor types may be infeasible in terms of storage requirements.\n\nTrivial dense-to-dense convert will be removed by canonicalization while\ntrivial sparse-to-sparse convert will be removed by the sparse codegen. This\nis because we use trivial sparse-to-sparse convert to tell bufferization\nthat the sparse codegen will expand the tensor buffer into sparse tensor\nstorage.\n\nExamples:\n\n```mlir\n%0 = sparse_tensor.convert %a : tensor<32x32xf32> to tensor<32x32xf32, #CSR>\n%1 = sparse_tensor.convert %a : tensor<32x32xf32> to tensor<?x?xf32, #CSR>\n%2 = sparse_tensor.convert %b : tensor<8x8xi32, #CSC> to tensor<8x8xi32, #CSR>\n%3 = sparse_tensor.convert %c : tensor<4x8xf64, #CSR> to tensor<4x?xf64, #CSC>\n\n// The following conversion is not allowed (since it would require a\n// runtime assertion that the source's dimension size is actually 100).\n%4 = sparse_tensor.convert %d : tensor<?xf64> to tensor<100xf64, #SV>\n```",
      assembly_format = "$source attr-dict `:` type($source) `to` type($dest)",
      traits = ["Pure"],
      ods_traits = ["StageWithSortSparseOp"],
      cpp_verifier = "SparseTensorConvert"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(source: %0)
    irdl.results(dest: %1)
  }
  irdl.operation @coordinates attributes {
      summary = "Extracts the `level`-th coordinates array of the `tensor`",
      description = "Returns the coordinates array of the tensor's storage at the given\nlevel.  This is similar to the `bufferization.to_buffer` operation\nin the sense that it provides a bridge between a tensor world view\nand a bufferized world view.  Unlike the `bufferization.to_buffer`\noperation, however, this sparse operation actually lowers into code\nthat extracts the coordinates array from the sparse storage itself\n(either by calling a support library or through direct code).\n\nWriting into the result of this operation is undefined behavior.\n\nExample:\n\n```mlir\n%1 = sparse_tensor.coordinates %0 { level = 1 : index }\n   : tensor<64x64xf64, #CSR> to memref<?xindex>\n```",
      assembly_format = "$tensor attr-dict `:` type($tensor) `to` type($result)",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface"],
      cpp_verifier = "SparseTensorToCoordinates",
      cpp_result_types = "SparseTensorToCoordinates"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "level attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))" {summary = "non-0-ranked.memref of any type values"}
    irdl.operands(tensor: %0)
    irdl.results(result: %2)
    irdl.attributes {"level" = %1}
  }
  irdl.operation @coordinates_buffer attributes {
      summary = "Extracts the linear coordinates array from a tensor",
      description = "Returns the linear coordinates array for a sparse tensor with\na trailing COO region with at least two levels.  It is an error\nif the tensor doesn't contain such a COO region.  This is similar\nto the `bufferization.to_buffer` operation in the sense that it\nprovides a bridge between a tensor world view and a bufferized\nworld view.  Unlike the `bufferization.to_buffer` operation,\nhowever, this operation actually lowers into code that extracts\nthe linear coordinates array from the sparse storage scheme that\nstores the coordinates for the COO region as an array of structures.\nFor example, a 2D COO sparse tensor with two non-zero elements at\ncoordinates (1, 3) and (4, 6) are stored in a linear buffer as\n(1, 4, 3, 6) instead of two buffer as (1, 4) and (3, 6).\n\nWriting into the result of this operation is undefined behavior.\n\nExample:\n\n```mlir\n%1 = sparse_tensor.coordinates_buffer %0\n   : tensor<64x64xf64, #COO> to memref<?xindex>\n```",
      assembly_format = "$tensor attr-dict `:` type($tensor) `to` type($result)",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface"],
      cpp_verifier = "SparseTensorToCoordinatesBuffer",
      cpp_result_types = "SparseTensorToCoordinatesBuffer"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))" {summary = "non-0-ranked.memref of any type values"}
    irdl.operands(tensor: %0)
    irdl.results(result: %1)
  }
  irdl.operation @crd_translate attributes {
      summary = "Performs coordinate translation between level and dimension coordinate space.",
      description = "Performs coordinate translation between level and dimension coordinate space according\nto the affine maps defined by $encoder.\n\nExample:\n\n```mlir\n%l0, %l1, %l2, %l3 = sparse_tensor.crd_translate dim_to_lvl [%d0, %d1] as #BSR\n                   : index, index, index, index\n```",
      assembly_format = "$direction `[` $in_crds `]` `as` $encoder attr-dict `:` type($out_crds)",
      traits = ["Pure"],
      cpp_verifier = "SparseTensorCrdTranslate",
      independent_variadics = ["in_crds", "out_crds"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.base @sparse_tensor::@CrdTransDirection {summary = "sparse tensor coordinate translation direction"}
    %2 = irdl.base @sparse_tensor::@encoding
    %3 = irdl.is index {summary = "index"}
    irdl.operands(in_crds: variadic %0)
    irdl.results(out_crds: variadic %3)
    irdl.attributes {"direction" = %1, "encoder" = %2}
  }
  irdl.operation @disassemble attributes {
      summary = "Copies the levels and values of the given sparse tensor",
      description = "The disassemble operation is the inverse of `sparse_tensor::assemble`.\nIt copies the per-level position and coordinate arrays together with\nthe values array of the given sparse tensor into the user-supplied buffers\nalong with the actual length of the memory used in each returned buffer.\n\nThis operation can be used for returning a disassembled MLIR sparse tensor;\ne.g., copying the sparse tensor contents into pre-allocated numpy arrays\nback to Python. It is the user's responsibility to allocate large enough\nbuffers of the appropriate types to hold the sparse tensor contents.\nThe sparsifier simply copies all fields of the sparse tensor into the\nuser-supplied buffers without any sanity test to verify data integrity.\n\nExample:\n\n```mlir\n// input COO format |1.1, 0.0, 0.0, 0.0|\n//    of 3x4 matrix |0.0, 0.0, 2.2, 3.3|\n//                  |0.0, 0.0, 0.0, 0.0|\n%p, %c, %v, %p_len, %c_len, %v_len =\n  sparse_tensor.disassemble %s : tensor<3x4xf64, #COO>\n     out_lvls(%op, %oi : tensor<2xindex>, tensor<3x2xindex>)\n     out_vals(%od : tensor<3xf64>) ->\n       (tensor<2xindex>, tensor<3x2xindex>), tensor<3xf64>, (index, index), index\n// %p = arith.constant dense<[ 0,              3 ]> : tensor<2xindex>\n// %c = arith.constant dense<[[0,0], [1,2], [1,3]]> : tensor<3x2xindex>\n// %v = arith.constant dense<[ 1.1,   2.2,   3.3 ]> : tensor<3xf64>\n// %p_len = 2\n// %c_len = 6 (3x2)\n// %v_len = 3\n```",
      assembly_format = "$tensor attr-dict `:` type($tensor)`out_lvls` `(` $out_levels `:` type($out_levels) `)` `out_vals` `(` $out_values `:` type($out_values) `)` `->``(` type($ret_levels) `)` `,` type($ret_values) `,` `(` type($lvl_lens) `)` `,` type($val_len)",
      traits = ["Pure"],
      ods_traits = ["SameVariadicResultSize"],
      cpp_verifier = "SparseTensorDisassemble",
      independent_variadics = ["out_levels", "ret_levels", "lvl_lens"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessIntOrIndex())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of signless integer or index values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessIntOrIndex())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of signless integer or index values"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.c_pred "((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 0))))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessIntOrIndex())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((($_self.isSignlessIntOrIndex())))" {summary = "scalar like"}
    %6 = irdl.c_pred "((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 0))))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessIntOrIndex())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((($_self.isSignlessIntOrIndex())))" {summary = "scalar like"}
    irdl.operands(tensor: %0, out_levels: variadic %1, out_values: %2)
    irdl.results(ret_levels: variadic %3, ret_values: %4, lvl_lens: variadic %5, val_len: %6)
  }
  irdl.operation @expand attributes {
      summary = "Expands an access pattern for insertion",
      description = "Performs an access pattern expansion for the innermost levels of the\ngiven tensor. This operation is useful to implement kernels in which a\nsparse tensor appears as output. This technique is known under several\ndifferent names and using several alternative implementations,\nfor example, phase counter [Gustavson72], expanded or switch array\n[Pissanetzky84], in phase scan [Duff90], access pattern expansion [Bik96],\nand workspaces [Kjolstad19].\n\nThe `values` and `filled` arrays must have lengths equal to the\nlevel-size of the innermost level (i.e., as if the innermost level\nwere *dense*).  The `added` array and `count` are used to store new\nlevel-coordinates when a false value is encountered in the `filled`\narray.  All arrays should be allocated before the loop (possibly even\nshared between loops in a future optimization) so that their *dense*\ninitialization can be amortized over many iterations.  Setting and\nresetting the dense arrays in the loop nest itself is kept *sparse*\nby only iterating over set elements through an indirection using\nthe added array, so that the operations are kept proportional to\nthe number of nonzeros.\n\nNote that this operation is \"impure\" in the sense that even though the\nresults are modeled through SSA values, the operation relies on a proper\nside-effecting context that sets and resets the expanded arrays.\n\nExample:\n\n```mlir\n%values, %filled, %added, %count = sparse_tensor.expand %tensor\n  : tensor<4x4xf64, #CSR> to memref<?xf64>, memref<?xi1>, memref<?xindex>\n```",
      assembly_format = "$tensor attr-dict `:` type($tensor) `to` type($values) `,` type($filled) `,` type($added)"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.c_pred "((((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (( ::llvm::cast<::mlir::MemRefType>($_self).isStrided() ))) && ((((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1)))))" {summary = "strided memref of any type values of rank 1"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(1))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))" {summary = "1D memref of 1-bit signless integer values"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))" {summary = "1D memref of index values"}
    %4 = irdl.is index {summary = "index"}
    irdl.operands(tensor: %0)
    irdl.results(values: %1, filled: %2, added: %3, count: %4)
  }
  irdl.operation @extract_iteration_space attributes {
      summary = "Extracts an iteration space from a sparse tensor between certain levels",
      description = "Extracts a `!sparse_tensor.iter_space` from a sparse tensor between\ncertain (consecutive) levels. For sparse levels, it is usually done by\nloading a postion range from the underlying sparse tensor storage.\nE.g., for a compressed level, the iteration space is extracted by\n[pos[i], pos[i+1]) supposing the the parent iterator points at `i`.\n\n`tensor`: the input sparse tensor that defines the iteration space.\n`parentIter`: the iterator for the previous level, at which the iteration space\nat the current levels will be extracted.\n`loLvl`, `hiLvl`: the level range between [loLvl, hiLvl) in the input tensor that\nthe returned iteration space covers. `hiLvl - loLvl` defines the dimension of the\niteration space.\n\nThe type of returned the value is must be\n`!sparse_tensor.iter_space<#INPUT_ENCODING, lvls = $loLvl to $hiLvl>`.\nThe returned iteration space can then be iterated over by\n`sparse_tensor.iterate` operations to visit every stored element\n(usually nonzeros) in the input sparse tensor.\n\nExample:\n```mlir\n// Extracts a 1-D iteration space from a COO tensor at level 1.\n%space = sparse_tensor.iteration.extract_space %sp at %it1 lvls = 1\n  : tensor<4x8xf32, #COO>, !sparse_tensor.iterator<#COO, lvls = 0>\n ->!sparse_tensor.iter_space<#COO, lvls = 1>\n```",
      ods_assembly_format = "$tensor (`at` $parentIter^)? `lvls` `=` custom<LevelRange>($loLvl, $hiLvl)  attr-dict `:` type($tensor) (`,` type($parentIter)^)? `->` qualified(type($extractedSpace))",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface"],
      cpp_verifier = "SparseTensorExtractIterSpace",
      cpp_result_types = "SparseTensorExtractIterSpace",
      independent_variadics = ["parentIter"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::sparse_tensor::IteratorType>($_self))" {summary = "sparse iterator"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "level attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "level attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::sparse_tensor::IterSpaceType>($_self))" {summary = "sparse iteration space"}
    irdl.operands(tensor: %0, parentIter: optional %1)
    irdl.results(extractedSpace: %4)
    irdl.attributes {"loLvl" = %2, "hiLvl" = %3}
  }
  irdl.operation @extract_value attributes {
      summary = "Extracts a value from a sparse tensor using an iterator.",
      description = "The `sparse_tensor.extract_value` operation extracts the value\npointed to by a sparse iterator from a sparse tensor.\n\nExample:\n\n```mlir\n%val = sparse_tensor.extract_value %sp at %it\n     : tensor<?x?xf32, #CSR>, !sparse_tensor.iterator<#CSR, lvl = 1>\n```",
      assembly_format = "$tensor `at` $iterator attr-dict `:` type($tensor)`,` qualified(type($iterator))",
      traits = ["Pure", "TypesMatchWith<tensor, result, ElementType, result type matches element type of tensor>"],
      cpp_verifier = "SparseTensorExtractVal"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::sparse_tensor::IteratorType>($_self))" {summary = "sparse iterator"}
    %2 = irdl.any {summary = "any type"}
    irdl.operands(tensor: %0, iterator: %1)
    irdl.results(result: %2)
  }
  irdl.operation @foreach attributes {
      summary = "Iterates over elements in a tensor",
      description = "Iterates over stored elements in a tensor (which are typically, but not always,\nnon-zero for sparse tensors) and executes the block.\n\n`tensor`: the input tensor to iterate over.\n`initArgs`: the initial loop argument to carry and update during each iteration.\n`order`: an optional permutation affine map that specifies the order in which\nthe dimensions are visited (e.g., row first or column first). This is only\napplicable when the input tensor is a non-annotated dense tensor.\n\nFor an input tensor with dim-rank `n`, the block must take `n + 1`\narguments (plus additional loop-carried variables as described below).\nThe first `n` arguments provide the dimension-coordinates of the element\nbeing visited, and must all have `index` type.  The `(n+1)`-th argument\nprovides the element's value, and must have the tensor's element type.\n\n`sparse_tensor.foreach` can also operate on loop-carried variables and returns\nthe final values after loop termination. The initial values of the variables are\npassed as additional SSA operands to the \"sparse_tensor.foreach\" following the n + 1\nSSA values mentioned above (n coordinates and 1 value).\n\nThe region must terminate with a \"sparse_tensor.yield\" that passes the current\nvalues of all loop-carried variables to the next iteration, or to the\nresult, if at the last iteration. The number and static types of loop-carried\nvariables may not change with iterations.\n\nFor example:\n```mlir\n%c0 = arith.constant 0 : i32\n%ret = sparse_tensor.foreach in %0 init(%c0): tensor<?x?xi32, #DCSR>, i32 -> i32 do {\n ^bb0(%arg1: index, %arg2: index, %arg3: i32, %iter: i32):\n   %sum = arith.add %iter, %arg3\n   sparse_tensor.yield %sum\n}\n```\n\nIt is important to note that the generated loop iterates over\nelements in their storage order.  However, regardless of the\nstorage scheme used by the tensor, the block is always given\nthe dimension-coordinates.\n\nFor example:\n```mlir\n#COL_MAJOR = #sparse_tensor.encoding<{\n  map = (d0, d1) -> (d1 : compressed, d0 : compressed)\n}>\n\n// foreach on a column-major sparse tensor\nsparse_tensor.foreach in %0 : tensor<2x3xf64, #COL_MAJOR> do {\n ^bb0(%row: index, %col: index, %arg3: f64):\n    // [%row, %col] -> [0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]\n}\n\n#ROW_MAJOR = #sparse_tensor.encoding<{\n  map = (d0, d1) -> (d0 : compressed, d1 : compressed)\n}>\n\n// foreach on a row-major sparse tensor\nsparse_tensor.foreach in %0 : tensor<2x3xf64, #ROW_MAJOR> do {\n ^bb0(%row: index, %col: index, %arg3: f64):\n    // [%row, %col] -> [0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1]\n}\n\n// foreach on a row-major dense tensor but visit column first\nsparse_tensor.foreach in %0 {order=affine_map<(i,j)->(j,i)>}: tensor<2x3xf64> do {\n ^bb0(%row: index, %col: index, %arg3: f64):\n    // [%row, %col] -> [0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]\n}\n\n```",
      assembly_format = "`in` $tensor (`init``(`$initArgs^`)`)? attr-dict `:` type($tensor) (`,` type($initArgs)^)? (`->` type($results)^)? `do` $region",
      traits = ["SingleBlockImplicitTerminator<sparse_tensor.yield>"],
      cpp_verifier = "SparseTensorForeach",
      optional_attributes = ["order"],
      independent_variadics = ["initArgs", "results"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::AffineMapAttr>($_self))" {summary = "AffineMap attribute"}
    %3 = irdl.any {summary = "any type"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(tensor: %0, initArgs: variadic %1)
    irdl.results(results: variadic %3)
    irdl.attributes {"order" = %2}
    irdl.regions(region: %4)
  }
  irdl.operation @has_runtime_library attributes {
      summary = "Indicates whether running in runtime/codegen mode",
      description = "Returns a boolean value that indicates whether the sparsifier runs in\nruntime library mode or not. For testing only! This operation is useful\nfor writing test cases that require different code depending on\nruntime/codegen mode.\n\nExample:\n\n```mlir\n%has_runtime = sparse_tensor.has_runtime_library\nscf.if %has_runtime {\n  ...\n}\n```",
      assembly_format = "attr-dict"} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.results(result: %0)
  }
  irdl.operation @iterate attributes {
      summary = "Iterates over a sparse iteration space",
      description = "The `sparse_tensor.iterate` operation represents a loop (nest) over\nthe provided iteration space extracted from a specific sparse tensor.\nThe operation defines an SSA value for a sparse iterator that points\nto the current stored element in the sparse tensor and SSA values\nfor coordinates of the stored element. The coordinates are always\nconverted to `index` type despite of the underlying sparse tensor\nstorage. When coordinates are not used, the SSA values can be skipped\nby `_` symbols, which usually leads to simpler generated code after\nsparsification. For example:\n\n```mlir\n// The coordinate for level 0 is not used when iterating over a 2-D\n// iteration space.\n%sparse_tensor.iterate %iterator in %space at(_, %crd_1)\n  : !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>\n```\n\n`sparse_tensor.iterate` can also operate on loop-carried variables.\nIt returns the final values after loop termination.\nThe initial values of the variables are passed as additional SSA operands\nto the iterator SSA value and used coordinate SSA values mentioned\nabove. The operation region has an argument for the iterator, variadic\narguments for specified (used) coordiates and followed by one argument\nfor each loop-carried variable, representing the value of the variable\nat the current iteration.\nThe body region must contain exactly one block that terminates with\n`sparse_tensor.yield`.\n\nThe results of an `sparse_tensor.iterate` hold the final values after\nthe last iteration. If the `sparse_tensor.iterate` defines any values,\na yield must be explicitly present.\nThe number and types of the `sparse_tensor.iterate` results must match\nthe initial values in the iter_args binding and the yield operands.\n\n\nA nested `sparse_tensor.iterate` example that prints all the coordinates\nstored in the sparse input:\n\n```mlir\nfunc.func @nested_iterate(%sp : tensor<4x8xf32, #COO>) {\n  // Iterates over the first level of %sp\n  %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0\n      : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0 to 1>\n  %r1 = sparse_tensor.iterate %it1 in %l1 at (%coord0)\n      : !sparse_tensor.iter_space<#COO, lvls = 0 to 1>  {\n    // Iterates over the second level of %sp\n    %l2 = sparse_tensor.extract_iteration_space %sp at %it1 lvls = 1\n        : tensor<4x8xf32, #COO>, !sparse_tensor.iterator<#COO, lvls = 0 to 1>\n       -> !sparse_tensor.iter_space<#COO, lvls = 1 to 2>\n    %r2 = sparse_tensor.iterate %it2 in %l2 at (coord1)\n        : !sparse_tensor.iter_space<#COO, lvls = 1 to 2>  {\n       vector.print %coord0 : index\n       vector.print %coord1 : index\n    }\n  }\n}\n\n```",
      cpp_assembly_format = "SparseTensorIterate",
      traits = ["RecursiveMemoryEffects", "RecursivelySpeculatable", "SingleBlockImplicitTerminator<sparse_tensor.yield>"],
      ods_traits = ["LoopLikeOpInterface", "RegionBranchOpInterface"],
      cpp_verifier = "SparseTensorIterate",
      independent_variadics = ["initArgs", "results"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::sparse_tensor::IterSpaceType>($_self))" {summary = "sparse iteration space"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isInteger(64)))" {summary = "LevelSet attribute"}
    %3 = irdl.any {summary = "any type"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(iterSpace: %0, initArgs: variadic %1)
    irdl.results(results: variadic %3)
    irdl.attributes {"crdUsedLvls" = %2}
    irdl.regions(region: %4)
  }
  irdl.operation @load attributes {
      summary = "Rematerializes tensor from underlying sparse storage format",
      description = "Rematerializes a tensor from the underlying sparse storage format of the\ngiven tensor. This is similar to the `bufferization.to_tensor` operation\nin the sense that it provides a bridge between a bufferized world view\nand a tensor world view. Unlike the `bufferization.to_tensor` operation,\nhowever, this sparse operation is used only temporarily to maintain a\ncorrectly typed intermediate representation during progressive\nbufferization.\n\nThe `hasInserts` attribute denote whether insertions to the underlying\nsparse storage format may have occurred, in which case the underlying\nsparse storage format needs to be finalized. Otherwise, the operation\nsimply folds away.\n\nNote that this operation is \"impure\" in the sense that even though\nthe result is modeled through an SSA value, the operation relies on\na proper context of materializing and inserting the tensor value.\n\nExamples:\n\n```mlir\n%result = sparse_tensor.load %tensor : tensor<8xf64, #SV>\n\n%1 = sparse_tensor.load %0 hasInserts : tensor<16x32xf32, #CSR>\n```",
      assembly_format = "$tensor (`hasInserts` $hasInserts^)? attr-dict `:` type($tensor)",
      traits = ["SameOperandsAndResultType"],
      optional_attributes = ["hasInserts"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tensor of any type values"}
    irdl.operands(tensor: %0)
    irdl.results(result: %2)
    irdl.attributes {"hasInserts" = %1}
  }
  irdl.operation @lvl attributes {
      summary = "level index operation",
      description = "The `sparse_tensor.lvl` behaves similar to `tensor.dim` operation.\nIt takes a sparse tensor and a level operand of type `index` and returns\nthe size of the requested level of the given sparse tensor.\nIf the sparse tensor has an identity dimension to level mapping, it returns\nthe same result as `tensor.dim`.\nIf the level index is out of bounds, the behavior is undefined.\n\nExample:\n\n```mlir\n#BSR = #sparse_tensor.encoding<{\n  map = ( i, j ) ->\n    ( i floordiv 2 : dense,\n      j floordiv 3 : compressed,\n      i mod 2      : dense,\n      j mod 3      : dense\n    )\n}>\n\n// Always returns 2 (4 floordiv 2), can be constant folded:\n%c0 = arith.constant 0 : index\n%x = sparse_tensor.lvl %A, %c0 : tensor<4x?xf32, #BSR>\n\n// Return the dynamic dimension of %A computed by %j mod 3.\n%c1 = arith.constant 1 : index\n%y = sparse_tensor.lvl %A, %c1 : tensor<4x?xf32, #BSR>\n\n// Always return 3 (since j mod 3 < 3), can be constant fold\n%c3 = arith.constant 3 : index\n%y = sparse_tensor.lvl %A, %c3 : tensor<4x?xf32, #BSR>\n```",
      assembly_format = "attr-dict $source `,` $index `:` type($source)",
      ods_traits = ["ConditionallySpeculatable", "NoMemoryEffect"],
      cpp_verifier = "SparseTensorLvl"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    irdl.operands(source: %0, index: %1)
    irdl.results(result: %2)
  }
  irdl.operation @new attributes {
      summary = "Materializes a new sparse tensor from given source",
      description = "Materializes a sparse tensor with contents taken from an opaque pointer\nprovided by `source`. For targets that have access to a file system,\nfor example, this pointer may be a filename (or file) of a sparse\ntensor in a particular external storage format. The form of the operation\nis kept deliberately very general to allow for alternative implementations\nin the future, such as pointers to buffers or runnable initialization\ncode. The operation is provided as an anchor that materializes a properly\ntyped sparse tensor with inital contents into a computation.\n\nReading in a symmetric matrix will result in just the lower/upper triangular\npart of the matrix (so that only relevant information is stored). Proper\nsymmetry support for operating on symmetric matrices is still TBD.\n\nExample:\n\n```mlir\nsparse_tensor.new %source : !Source to tensor<1024x1024xf64, #CSR>\n```",
      assembly_format = "$source attr-dict `:` type($source) `to` type($result)",
      traits = ["Pure"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    irdl.operands(source: %0)
    irdl.results(result: %1)
  }
  irdl.operation @number_of_entries attributes {
      summary = "Returns the number of entries that are stored in the tensor.",
      description = "Returns the number of entries that are stored in the given sparse tensor.\nNote that this is typically the number of nonzero elements in the tensor,\nbut since explicit zeros may appear in the storage formats, the more\naccurate nomenclature is used.\n\nExample:\n\n```mlir\n%noe = sparse_tensor.number_of_entries %tensor : tensor<64x64xf64, #CSR>\n```",
      assembly_format = "$tensor attr-dict `:` type($tensor)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.is index {summary = "index"}
    irdl.operands(tensor: %0)
    irdl.results(result: %1)
  }
  irdl.operation @out attributes {
      summary = "Outputs a sparse tensor to the given destination",
      description = "Outputs the contents of a sparse tensor to the destination defined by an\nopaque pointer provided by `dest`. For targets that have access to a file\nsystem, for example, this pointer may specify a filename (or file) for output.\nThe form of the operation is kept deliberately very general to allow for\nalternative implementations in the future, such as sending the contents to\na buffer defined by a pointer.\n\nNote that this operation is \"impure\" in the sense that its behavior\nis solely defined by side-effects and not SSA values.\n\nExample:\n\n```mlir\nsparse_tensor.out %t, %dest : tensor<1024x1024xf64, #CSR>, !Dest\n```",
      assembly_format = "$tensor `,` $dest attr-dict `:` type($tensor) `,` type($dest)"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.any {summary = "any type"}
    irdl.operands(tensor: %0, dest: %1)
  }
  irdl.operation @positions attributes {
      summary = "Extracts the `level`-th positions array of the `tensor`",
      description = "Returns the positions array of the tensor's storage at the given\nlevel.  This is similar to the `bufferization.to_buffer` operation\nin the sense that it provides a bridge between a tensor world view\nand a bufferized world view.  Unlike the `bufferization.to_buffer`\noperation, however, this sparse operation actually lowers into code\nthat extracts the positions array from the sparse storage itself\n(either by calling a support library or through direct code).\n\nWriting into the result of this operation is undefined behavior.\n\nExample:\n\n```mlir\n%1 = sparse_tensor.positions %0 { level = 1 : index }\n   : tensor<64x64xf64, #CSR> to memref<?xindex>\n```",
      assembly_format = "$tensor attr-dict `:` type($tensor) `to` type($result)",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface"],
      cpp_verifier = "SparseTensorToPositions",
      cpp_result_types = "SparseTensorToPositions"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "level attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))" {summary = "non-0-ranked.memref of any type values"}
    irdl.operands(tensor: %0)
    irdl.results(result: %2)
    irdl.attributes {"level" = %1}
  }
  irdl.operation @print attributes {
      summary = "Prints a sparse tensor (for testing and debugging)",
      description = "Prints the individual components of a sparse tensors (the positions,\ncoordinates, and values components) to stdout for testing and debugging\npurposes. This operation lowers to just a few primitives in a light-weight\nruntime support to simplify supporting this operation on new platforms.\n\nExample:\n\n```mlir\nsparse_tensor.print %tensor : tensor<1024x1024xf64, #CSR>\n```",
      assembly_format = "$tensor attr-dict `:` type($tensor)"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    irdl.operands(tensor: %0)
  }
  irdl.operation @push_back attributes {
      summary = "Pushes a value to the back of a given buffer",
      description = "Pushes `value` to the end of the given sparse tensor storage buffer\n`inBuffer` as indicated by the value of `curSize` and returns the\nnew size of the buffer in `newSize` (`newSize = curSize + n`).\nThe capacity of the buffer is recorded in the memref type of `inBuffer`.\nIf the current buffer is full, then `inBuffer.realloc` is called before\npushing the data to the buffer. This is similar to std::vector push_back.\n\nThe optional input `n` specifies the number of times to repeately push\nthe value to the back of the tensor. When `n` is a compile-time constant,\nits value can't be less than 1. If `n` is a runtime value that is less\nthan 1, the behavior is undefined. Although using input `n` is semantically\nequivalent to calling push_back n times, it gives compiler more chances to\nto optimize the memory reallocation and the filling of the memory with the\nsame value.\n\nThe `inbounds` attribute tells the compiler that the insertion won't go\nbeyond the current storage buffer. This allows the compiler to not generate\nthe code for capacity check and reallocation. The typical usage will be for\n\"dynamic\" sparse tensors for which a capacity can be set beforehand.\n\nNote that this operation is \"impure\" in the sense that even though\nthe result is modeled through an SSA value, referencing the memref\nthrough the old SSA value after this operation is undefined behavior.\n\nExample:\n\n```mlir\n%buf, %newSize = sparse_tensor.push_back %curSize, %buffer, %val\n   : index, memref<?xf64>, f64\n```\n\n```mlir\n%buf, %newSize = sparse_tensor.push_back inbounds %curSize, %buffer, %val\n   : xindex, memref<?xf64>, f64\n```\n\n```mlir\n%buf, %newSize = sparse_tensor.push_back inbounds %curSize, %buffer, %val, %n\n   : xindex, memref<?xf64>, f64\n```",
      assembly_format = "(`inbounds` $inbounds^)? $curSize `,` $inBuffer `,` $value (`,` $n^ )? attr-dict `:` type($curSize) `,` type($inBuffer) `,` type($value) (`,` type($n)^ )?",
      traits = ["TypesMatchWith<inBuffer, value, ElementType, value type matches element type of inBuffer>", "AllTypesMatch<inBuffer, outBuffer>"],
      cpp_verifier = "SparseTensorPushBack",
      optional_attributes = ["inbounds"],
      independent_variadics = ["n"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))" {summary = "1D memref of any type values"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))" {summary = "1D memref of any type values"}
    %6 = irdl.is index {summary = "index"}
    irdl.operands(curSize: %0, inBuffer: %1, value: %2, n: optional %3)
    irdl.results(outBuffer: %5, newSize: %6)
    irdl.attributes {"inbounds" = %4}
  }
  irdl.operation @reduce attributes {
      summary = "Custom reduction operation utilized within linalg.generic",
      description = "Defines a computation with a `linalg.generic` operation that takes two\noperands and an identity value and reduces all stored values down to a\nsingle result based on the computation in the region.\n\nThe region must contain exactly one block taking two arguments. The block\nmust end with a sparse_tensor.yield and the output must match the input\nargument types.\n\nNote that this operation is only required for custom reductions beyond\nthe standard reduction operations (add, sub, or, xor) that can be\nsparsified by merely reducing the stored values. More elaborate reduction\noperations (mul, and, min, max, etc.) would need to account for implicit\nzeros as well. They can still be handled using this custom reduction\noperation. The `linalg.generic` `iterator_types` defines which indices\nare being reduced. When the associated operands are used in an operation,\na reduction will occur. The use of this explicit `reduce` operation\nis not required in most cases.\n\nExample of Matrix->Vector reduction using max(product(x_i), 100):\n\n```mlir\n%cf1 = arith.constant 1.0 : f64\n%cf100 = arith.constant 100.0 : f64\n%C = tensor.empty(...)\n%0 = linalg.generic #trait\n   ins(%A: tensor<?x?xf64, #SparseMatrix>)\n  outs(%C: tensor<?xf64, #SparseVector>) {\n  ^bb0(%a: f64, %c: f64) :\n    %result = sparse_tensor.reduce %c, %a, %cf1 : f64 {\n        ^bb0(%arg0: f64, %arg1: f64):\n          %0 = arith.mulf %arg0, %arg1 : f64\n          %cmp = arith.cmpf \"ogt\", %0, %cf100 : f64\n          %ret = arith.select %cmp, %cf100, %0 : f64\n          sparse_tensor.yield %ret : f64\n      }\n    linalg.yield %result : f64\n} -> tensor<?xf64, #SparseVector>\n```",
      assembly_format = "$x `,` $y `,` $identity attr-dict `:` type($output) $region",
      traits = ["Pure", "SameOperandsAndResultType"],
      cpp_verifier = "SparseTensorReduce"} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.any {summary = "any type"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(x: %0, y: %1, identity: %2)
    irdl.results(output: %3)
    irdl.regions(region: %4)
  }
  irdl.operation @reinterpret_map attributes {
      summary = "Reinterprets the dimension/level maps of the source tensor",
      description = "Reinterprets the dimension-to-level and level-to-dimension map specified in\n`source` according to the type of `dest`.\n`reinterpret_map` is a no-op and is introduced merely to resolve type conflicts.\nIt does not make any modification to the source tensor and source/dest tensors\nare considered to be aliases.\n\n`source` and `dest` tensors are \"reinterpretable\" if and only if they have\nthe exactly same storage at a low level.\nThat is, both `source` and `dest` has the same number of levels and level types,\nand their shape is consistent before and after `reinterpret_map`.\n\nExample:\n```mlir\n#CSC = #sparse_tensor.encoding<{\n  map = (d0, d1) -> (d1: dense, d0: compressed)\n}>\n#CSR = #sparse_tensor.encoding<{\n  map = (d0, d1) -> (d0: dense, d1: compressed)\n}>\n%t1 = sparse_tensor.reinterpret_map %t0 : tensor<3x4xi32, #CSC> to tensor<4x3xi32, #CSR>\n\n#BSR = #sparse_tensor.encoding<{\n  map = ( i, j ) -> ( i floordiv 2 : dense,\n                      j floordiv 3 : compressed,\n                      i mod 2      : dense,\n                      j mod 3      : dense\n  )\n}>\n#DSDD = #sparse_tensor.encoding<{\n  map = (i, j, k, l) -> (i: dense, j: compressed, k: dense, l: dense)\n}>\n%t1 = sparse_tensor.reinterpret_map %t0 : tensor<6x12xi32, #BSR> to tensor<3x4x2x3xi32, #DSDD>\n```",
      assembly_format = "$source attr-dict `:` type($source) `to` type($dest)",
      ods_traits = ["NoMemoryEffect"],
      cpp_verifier = "SparseTensorReinterpretMap"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    irdl.operands(source: %0)
    irdl.results(dest: %1)
  }
  irdl.operation @reorder_coo attributes {
      summary = "Reorder the input COO such that it has the the same order as the output COO",
      description = "Reorders the input COO to the same order as specified by the output format.\nE.g., reorder an unordered COO into an ordered one.\n\nThe input and result COO tensor must have the same element type, position type and\ncoordinate type. At the moment, the operation also only supports ordering\ninput and result COO with the same dim2lvl map.\n\nExample:\n\n```mlir\n%res = sparse_tensor.reorder_coo quick_sort %coo : tensor<?x?xf64 : #Unordered_COO> to\n                                                   tensor<?x?xf64 : #Ordered_COO>\n\n```",
      assembly_format = "$algorithm $input_coo attr-dict`:` type($input_coo) `to` type($result_coo)",
      traits = ["Pure"],
      cpp_verifier = "SparseTensorReorderCOO"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.base @sparse_tensor::@SparseTensorSortAlgorithm {summary = "sparse tensor sort algorithm"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    irdl.operands(input_coo: %0)
    irdl.results(result_coo: %2)
    irdl.attributes {"algorithm" = %1}
  }
  irdl.operation @select attributes {
      summary = "Select operation utilized within linalg.generic",
      description = "Defines an evaluation within a `linalg.generic` operation that takes a single\noperand and decides whether or not to keep that operand in the output.\n\nA single region must contain exactly one block taking one argument. The block\nmust end with a sparse_tensor.yield and the output type must be boolean.\n\nValue threshold is an obvious usage of the select operation. However, by using\n`linalg.index`, other useful selection can be achieved, such as selecting the\nupper triangle of a matrix.\n\nExample of selecting A >= 4.0:\n\n```mlir\n%C = tensor.empty(...)\n%0 = linalg.generic #trait\n   ins(%A: tensor<?xf64, #SparseVector>)\n  outs(%C: tensor<?xf64, #SparseVector>) {\n  ^bb0(%a: f64, %c: f64) :\n    %result = sparse_tensor.select %a : f64 {\n        ^bb0(%arg0: f64):\n          %cf4 = arith.constant 4.0 : f64\n          %keep = arith.cmpf \"uge\", %arg0, %cf4 : f64\n          sparse_tensor.yield %keep : i1\n      }\n    linalg.yield %result : f64\n} -> tensor<?xf64, #SparseVector>\n```\n\nExample of selecting lower triangle of a matrix:\n\n```mlir\n%C = tensor.empty(...)\n%1 = linalg.generic #trait\n   ins(%A: tensor<?x?xf64, #CSR>)\n  outs(%C: tensor<?x?xf64, #CSR>) {\n  ^bb0(%a: f64, %c: f64) :\n    %row = linalg.index 0 : index\n    %col = linalg.index 1 : index\n    %result = sparse_tensor.select %a : f64 {\n        ^bb0(%arg0: f64):\n          %keep = arith.cmpf \"olt\", %col, %row : f64\n          sparse_tensor.yield %keep : i1\n      }\n    linalg.yield %result : f64\n} -> tensor<?x?xf64, #CSR>\n```",
      assembly_format = "$x attr-dict `:` type($x) $region",
      traits = ["Pure", "SameOperandsAndResultType"],
      cpp_verifier = "SparseTensorSelect"} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(x: %0)
    irdl.results(output: %1)
    irdl.regions(region: %2)
  }
  irdl.operation @slice.offset attributes {
      summary = "Extracts the offset of the sparse tensor slice at the given dimension",
      description = "Extracts the offset of the sparse tensor slice at the given dimension.\n\nCurrently, sparse tensor slices are still a work in progress, and only\nworks when runtime library is disabled (i.e., running the sparsifier\nwith `enable-runtime-library=false`).\n\nExample:\n\n```mlir\n%0 = tensor.extract_slice %s[%v1, %v2][64, 64][1, 1] : tensor<128x128xf64, #DCSR>\n                                                    to tensor<64x64xf64, #Slice>\n\n%1 = sparse_tensor.slice.offset %0 at 0 : tensor<64x64xf64, #Slice>\n%2 = sparse_tensor.slice.offset %0 at 1 : tensor<64x64xf64, #Slice>\n// %1 = %v1\n// %2 = %v2\n```",
      assembly_format = "$slice `at` custom<TypedAttribute>($dim, \"index\") attr-dict `:` type($slice)",
      traits = ["Pure"],
      cpp_verifier = "SparseTensorToSliceOffset"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self) &&   ::mlir::sparse_tensor::getSparseTensorEncoding($_self).isSlice()))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor slice of any type values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.operands(slice: %0)
    irdl.results(offset: %2)
    irdl.attributes {"dim" = %1}
  }
  irdl.operation @slice.stride attributes {
      summary = "Extracts the stride of the sparse tensor slice at the given dimension",
      description = "Extracts the stride of the sparse tensor slice at the given dimension.\n\nCurrently, sparse tensor slices are still a work in progress, and only\nworks when runtime library is disabled (i.e., running the sparsifier\nwith `enable-runtime-library=false`).\n\nExample:\n\n```mlir\n%0 = tensor.extract_slice %s[%v1, %v2][64, 64][%s1, %s2] : tensor<128x128xf64, #DCSR>\n                                                        to tensor<64x64xf64, #Slice>\n\n%1 = sparse_tensor.slice.stride %0 at 0 : tensor<64x64xf64, #Slice>\n%2 = sparse_tensor.slice.stride %0 at 1 : tensor<64x64xf64, #Slice>\n// %1 = %s1\n// %2 = %s2\n\n```",
      assembly_format = "$slice `at` custom<TypedAttribute>($dim, \"index\") attr-dict `:` type($slice)",
      traits = ["Pure"],
      cpp_verifier = "SparseTensorToSliceStride"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self) &&   ::mlir::sparse_tensor::getSparseTensorEncoding($_self).isSlice()))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor slice of any type values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.operands(slice: %0)
    irdl.results(stride: %2)
    irdl.attributes {"dim" = %1}
  }
  irdl.operation @sort attributes {
      summary = "Sorts the arrays in xs and ys lexicographically on the integral values found in the xs list",
      description = "Sorts the `xs` values along with some `ys` values that are put in a single linear\nbuffer `xy`.  The affine map attribute `perm_map` specifies the permutation to be\napplied on the `xs` before comparison, the rank of the permutation map\nalso specifies the number of `xs` values in `xy`.\nThe optional index attribute `ny` provides the number of `ys` values in `xy`.\nWhen `ny` is not explicitly specified, its value is 0.\nThis instruction supports a more efficient way to store the COO definition\nin sparse tensor type.\n\nThe buffer xy should have a dimension not less than n * (rank(perm_map) + ny) while the\nbuffers in `ys` should have a dimension not less than `n`. The behavior of\nthe operator is undefined if this condition is not met.\n\nExample:\n\n```mlir\nsparse_tensor.sort insertion_sort_stable %n, %x { perm_map = affine_map<(i,j) -> (j,i)> }\n  : memref<?xindex>\n```",
      assembly_format = "$algorithm $n`,`$xy (`jointly` $ys^)? attr-dict`:` type($xy) (`jointly` type($ys)^)?",
      cpp_verifier = "SparseTensorSort",
      optional_attributes = ["ny"],
      independent_variadics = ["ys"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IntegerType>(elementType))) || ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))" {summary = "1D memref of integer or index values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))" {summary = "1D memref of any type values"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::AffineMapAttr>($_self))" {summary = "AffineMap attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %5 = irdl.base @sparse_tensor::@SparseTensorSortAlgorithm {summary = "sparse tensor sort algorithm"}
    irdl.operands(n: %0, xy: %1, ys: variadic %2)
    irdl.attributes {"perm_map" = %3, "ny" = %4, "algorithm" = %5}
  }
  irdl.operation @storage_specifier.get attributes {
      description = "Returns the requested field of the given storage_specifier.\n\nExample of querying the size of the coordinates array for level 0:\n\n```mlir\n%0 = sparse_tensor.storage_specifier.get %arg0 crd_mem_sz at 0\n     : !sparse_tensor.storage_specifier<#COO>\n```",
      assembly_format = "$specifier $specifierKind (`at` custom<TypedAttribute>($level, \"index\")^)? attr-dict`:` qualified(type($specifier))",
      traits = ["Pure"],
      cpp_verifier = "SparseTensorGetStorageSpecifier",
      optional_attributes = ["level"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::sparse_tensor::StorageSpecifierType>($_self))" {summary = "metadata"}
    %1 = irdl.base @sparse_tensor::@kind {summary = "sparse tensor storage specifier kind"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "level attribute"}
    %3 = irdl.is index {summary = "index"}
    irdl.operands(specifier: %0)
    irdl.results(result: %3)
    irdl.attributes {"specifierKind" = %1, "level" = %2}
  }
  irdl.operation @storage_specifier.init attributes {
      description = "Returns an initial storage specifier value.  A storage specifier\nvalue holds the level-sizes, position arrays, coordinate arrays,\nand the value array.\nIf this is a specifier for slices, it also holds the extra strides/offsets\nfor each tensor dimension.\n\nTODO: The sparse tensor slice support is currently in a unstable state, and\nis subject to change in the future.\n\nExample:\n\n```mlir\n#CSR = #sparse_tensor.encoding<{\n  map = (i, j) -> (i : dense, j : compressed)\n}>\n#CSR_SLICE = #sparse_tensor.encoding<{\n  map = (d0 : #sparse_tensor<slice(1, 4, 1)>,\n         d1 : #sparse_tensor<slice(1, 4, 2)>) ->\n        (d0 : dense, d1 : compressed)\n}>\n\n%0 = sparse_tensor.storage_specifier.init :  !sparse_tensor.storage_specifier<#CSR>\n%1 = sparse_tensor.storage_specifier.init with %src\n     : !sparse_tensor.storage_specifier<#CSR> to\n       !sparse_tensor.storage_specifier<#CSR_SLICE>\n```",
      assembly_format = "attr-dict (`with` $source^)? `:` (`from` qualified(type($source))^ `to`)? qualified(type($result))",
      traits = ["Pure"],
      independent_variadics = ["source"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::sparse_tensor::StorageSpecifierType>($_self))" {summary = "metadata"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::sparse_tensor::StorageSpecifierType>($_self))" {summary = "metadata"}
    irdl.operands(source: optional %0)
    irdl.results(result: %1)
  }
  irdl.operation @storage_specifier.set attributes {
      description = "Set the field of the storage specifier to the given input value. Returns\nthe updated storage_specifier as a new SSA value.\n\nExample of updating the sizes of the coordinates array for level 0:\n\n```mlir\n%0 = sparse_tensor.storage_specifier.set %arg0 crd_mem_sz at 0 with %new_sz\n   : !sparse_tensor.storage_specifier<#COO>\n```",
      assembly_format = "$specifier $specifierKind (`at` custom<TypedAttribute>($level, \"index\")^)? `with` $value attr-dict `:` qualified(type($result))",
      traits = ["Pure", "AllTypesMatch<result, specifier>"],
      cpp_verifier = "SparseTensorSetStorageSpecifier",
      optional_attributes = ["level"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::sparse_tensor::StorageSpecifierType>($_self))" {summary = "metadata"}
    %1 = irdl.base @sparse_tensor::@kind {summary = "sparse tensor storage specifier kind"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "level attribute"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::sparse_tensor::StorageSpecifierType>($_self))" {summary = "metadata"}
    irdl.operands(specifier: %0, value: %3)
    irdl.results(result: %4)
    irdl.attributes {"specifierKind" = %1, "level" = %2}
  }
  irdl.operation @unary attributes {
      summary = "Unary set operation utilized within linalg.generic",
      description = "Defines a computation with a `linalg.generic` operation that takes a single\noperand and executes one of two regions depending on whether the operand is\nnonzero (i.e. stored explicitly in the sparse storage format).\n\nTwo regions are defined for the operation must appear in this order:\n- present (elements present in the sparse tensor)\n- absent (elements not present in the sparse tensor)\n\nEach region contains a single block describing the computation and result.\nA non-empty block must end with a sparse_tensor.yield and the return type\nmust match the type of `output`. The primary region's block has one\nargument, while the missing region's block has zero arguments. The\nabsent region may only generate constants or values already computed\non entry of the `linalg.generic` operation.\n\nA region may also be declared empty (i.e. `absent={}`), indicating that the\nregion does not contribute to the output.\n\nDue to the possibility of empty regions, i.e. lack of a value for certain\ncases, the result of this operation may only feed directly into the output\nof the `linalg.generic` operation or into into a custom reduction\n`sparse_tensor.reduce` operation that follows in the same region.\n\nExample of A+1, restricted to existing elements:\n\n```mlir\n%C = tensor.empty(...) : tensor<?xf64, #SparseVector>\n%0 = linalg.generic #trait\n   ins(%A: tensor<?xf64, #SparseVector>)\n  outs(%C: tensor<?xf64, #SparseVector>) {\n  ^bb0(%a: f64, %c: f64) :\n    %result = sparse_tensor.unary %a : f64 to f64\n      present={\n      ^bb0(%arg0: f64):\n        %cf1 = arith.constant 1.0 : f64\n        %ret = arith.addf %arg0, %cf1 : f64\n        sparse_tensor.yield %ret : f64\n      }\n      absent={}\n    linalg.yield %result : f64\n} -> tensor<?xf64, #SparseVector>\n```\n\nExample returning +1 for existing values and -1 for missing values:\n\n```mlir\n%p1 = arith.constant  1 : i32\n%m1 = arith.constant -1 : i32\n%C = tensor.empty(...) : tensor<?xi32, #SparseVector>\n%1 = linalg.generic #trait\n   ins(%A: tensor<?xf64, #SparseVector>)\n  outs(%C: tensor<?xi32, #SparseVector>) {\n  ^bb0(%a: f64, %c: i32) :\n    %result = sparse_tensor.unary %a : f64 to i32\n      present={\n      ^bb0(%x: f64):\n        sparse_tensor.yield %p1 : i32\n      }\n      absent={\n        sparse_tensor.yield %m1 : i32\n      }\n    linalg.yield %result : i32\n} -> tensor<?xi32, #SparseVector>\n```\n\nExample showing a structural inversion (existing values become missing in\nthe output, while missing values are filled with 1):\n\n```mlir\n%c1 = arith.constant 1 : i64\n%C = tensor.empty(...) : tensor<?xi64, #SparseVector>\n%2 = linalg.generic #trait\n   ins(%A: tensor<?xf64, #SparseVector>)\n  outs(%C: tensor<?xi64, #SparseVector>) {\n  ^bb0(%a: f64, %c: i64) :\n    %result = sparse_tensor.unary %a : f64 to i64\n      present={}\n      absent={\n        sparse_tensor.yield %c1 : i64\n      }\n    linalg.yield %result : i64\n} -> tensor<?xi64, #SparseVector>\n```",
      assembly_format = "$x attr-dict `:` type($x) `to` type($output) `\\n` `present` `=` $presentRegion `\\n` `absent` `=` $absentRegion",
      traits = ["Pure"],
      cpp_verifier = "SparseTensorUnary"} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.region {summary = "any region"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(x: %0)
    irdl.results(output: %1)
    irdl.regions(presentRegion: %2, absentRegion: %3)
  }
  irdl.operation @values attributes {
      summary = "Extracts numerical values array from a tensor",
      description = "Returns the values array of the sparse storage format for the given\nsparse tensor, independent of the actual dimension. This is similar to\nthe `bufferization.to_buffer` operation in the sense that it provides a bridge\nbetween a tensor world view and a bufferized world view. Unlike the\n`bufferization.to_buffer` operation, however, this sparse operation actually\nlowers into code that extracts the values array from the sparse storage\nscheme (either by calling a support library or through direct code).\n\nWriting into the result of this operation is undefined behavior.\n\nExample:\n\n```mlir\n%1 = sparse_tensor.values %0 : tensor<64x64xf64, #CSR> to memref<?xf64>\n```",
      assembly_format = "$tensor attr-dict `:` type($tensor) `to` type($result)",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface"],
      cpp_verifier = "SparseTensorToValues",
      cpp_result_types = "SparseTensorToValues"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && ((!!::mlir::sparse_tensor::getSparseTensorEncoding($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "sparse tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))" {summary = "non-0-ranked.memref of any type values"}
    irdl.operands(tensor: %0)
    irdl.results(result: %1)
  }
  irdl.operation @yield attributes {
      summary = "Yield from sparse_tensor set-like operations",
      description = "Yields a value from within a `binary`, `unary`, `reduce`,\n`select` or `foreach` block.\n\nExample:\n\n```mlir\n%0 = sparse_tensor.unary %a : i64 to i64 {\n  present={\n    ^bb0(%arg0: i64):\n      %cst = arith.constant 1 : i64\n      %ret = arith.addi %arg0, %cst : i64\n      sparse_tensor.yield %ret : i64\n  }\n}\n```",
      assembly_format = "$results attr-dict `:` type($results)",
      traits = ["Pure", "Terminator", "HasParent<sparse_tensor.binary, sparse_tensor.unary, sparse_tensor.reduce, sparse_tensor.select, sparse_tensor.foreach, sparse_tensor.iterate, sparse_tensor.coiterate>"],
      independent_variadics = ["results"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(results: variadic %0)
  }
}
