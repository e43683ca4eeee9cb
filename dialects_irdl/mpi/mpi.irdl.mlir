// Imported from ODS (MPI.td:16) by irdl-import-ods: attributes, types and operations.
irdl.dialect @mpi attributes {ods, properties, description = "This dialect models the Message Passing Interface (MPI), version \n4.0. It is meant to serve as an interfacing dialect that is targeted\nby higher-level dialects. The MPI dialect itself can be lowered to \nmultiple MPI implementations and hide differences in ABI. The dialect\nmodels the functions of the MPI specification as close to 1:1 as possible\nwhile preserving SSA value semantics where it makes sense, and uses \n`memref` types instead of bare pointers.\n\nThis dialect is under active development, and while stability is an\neventual goal, it is not guaranteed at this juncture. Given the early \nstate, it is recommended to inquire further prior to using this dialect.\n\nFor an in-depth documentation of the MPI library interface, please refer \nto official documentation such as the \n[OpenMPI online documentation](https://www.open-mpi.org/doc/current/)."} {
  irdl.attribute @errclass attributes {
      summary = "MPI error class name",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::mpi::MPI_ErrorClassEnum\", \"MPI_ErrorClassAttr\", \"MPI_SUCCESS MPI_ERR_ACCESS MPI_ERR_AMODE MPI_ERR_ARG MPI_ERR_ASSERT MPI_ERR_BAD_FILE MPI_ERR_BASE MPI_ERR_BUFFER MPI_ERR_COMM MPI_ERR_CONVERSION MPI_ERR_COUNT MPI_ERR_DIMS MPI_ERR_DISP MPI_ERR_DUP_DATAREP MPI_ERR_ERRHANDLER MPI_ERR_FILE MPI_ERR_FILE_EXISTS MPI_ERR_FILE_IN_USE MPI_ERR_GROUP MPI_ERR_INFO MPI_ERR_INFO_KEY MPI_ERR_INFO_NOKEY MPI_ERR_INFO_VALUE MPI_ERR_IN_STATUS MPI_ERR_INTERN MPI_ERR_IO MPI_ERR_KEYVAL MPI_ERR_LOCKTYPE MPI_ERR_NAME MPI_ERR_NO_MEM MPI_ERR_NO_SPACE MPI_ERR_NO_SUCH_FILE MPI_ERR_NOT_SAME MPI_ERR_OP MPI_ERR_OTHER MPI_ERR_PENDING MPI_ERR_PORT MPI_ERR_PROC_ABORTED MPI_ERR_QUOTA MPI_ERR_RANK MPI_ERR_READ_ONLY MPI_ERR_REQUEST MPI_ERR_RMA_ATTACH MPI_ERR_RMA_CONFLICT MPI_ERR_RMA_FLAVOR MPI_ERR_RMA_RANGE MPI_ERR_RMA_SHARED MPI_ERR_RMA_SYNC MPI_ERR_ROOT MPI_ERR_SERVICE MPI_ERR_SESSION MPI_ERR_SIZE MPI_ERR_SPAWN MPI_ERR_TAG MPI_ERR_TOPOLOGY MPI_ERR_TRUNCATE MPI_ERR_TYPE MPI_ERR_UNKNOWN MPI_ERR_UNSUPPORTED_DATAREP MPI_ERR_UNSUPPORTED_OPERATION MPI_ERR_VALUE_TOO_LARGE MPI_ERR_WIN MPI_ERR_LASTCODE\") `>`",
      ods_enum = "::mlir::mpi::MPI_ErrorClassEnum", ods_enum_cases = {"MPI_SUCCESS" = 0, "MPI_ERR_ACCESS" = 1, "MPI_ERR_AMODE" = 2, "MPI_ERR_ARG" = 3, "MPI_ERR_ASSERT" = 4, "MPI_ERR_BAD_FILE" = 5, "MPI_ERR_BASE" = 6, "MPI_ERR_BUFFER" = 7, "MPI_ERR_COMM" = 8, "MPI_ERR_CONVERSION" = 9, "MPI_ERR_COUNT" = 10, "MPI_ERR_DIMS" = 11, "MPI_ERR_DISP" = 12, "MPI_ERR_DUP_DATAREP" = 13, "MPI_ERR_ERRHANDLER" = 14, "MPI_ERR_FILE" = 15, "MPI_ERR_FILE_EXISTS" = 16, "MPI_ERR_FILE_IN_USE" = 17, "MPI_ERR_GROUP" = 18, "MPI_ERR_INFO" = 19, "MPI_ERR_INFO_KEY" = 20, "MPI_ERR_INFO_NOKEY" = 21, "MPI_ERR_INFO_VALUE" = 22, "MPI_ERR_IN_STATUS" = 23, "MPI_ERR_INTERN" = 24, "MPI_ERR_IO" = 25, "MPI_ERR_KEYVAL" = 26, "MPI_ERR_LOCKTYPE" = 27, "MPI_ERR_NAME" = 28, "MPI_ERR_NO_MEM" = 29, "MPI_ERR_NO_SPACE" = 30, "MPI_ERR_NO_SUCH_FILE" = 31, "MPI_ERR_NOT_SAME" = 32, "MPI_ERR_OP" = 33, "MPI_ERR_OTHER" = 34, "MPI_ERR_PENDING" = 35, "MPI_ERR_PORT" = 36, "MPI_ERR_PROC_ABORTED" = 37, "MPI_ERR_QUOTA" = 38, "MPI_ERR_RANK" = 39, "MPI_ERR_READ_ONLY" = 40, "MPI_ERR_REQUEST" = 41, "MPI_ERR_RMA_ATTACH" = 42, "MPI_ERR_RMA_CONFLICT" = 43, "MPI_ERR_RMA_FLAVOR" = 44, "MPI_ERR_RMA_RANGE" = 45, "MPI_ERR_RMA_SHARED" = 46, "MPI_ERR_RMA_SYNC" = 47, "MPI_ERR_ROOT" = 48, "MPI_ERR_SERVICE" = 49, "MPI_ERR_SESSION" = 50, "MPI_ERR_SIZE" = 51, "MPI_ERR_SPAWN" = 52, "MPI_ERR_TAG" = 53, "MPI_ERR_TOPOLOGY" = 54, "MPI_ERR_TRUNCATE" = 55, "MPI_ERR_TYPE" = 56, "MPI_ERR_UNKNOWN" = 57, "MPI_ERR_UNSUPPORTED_DATAREP" = 58, "MPI_ERR_UNSUPPORTED_OPERATION" = 59, "MPI_ERR_VALUE_TOO_LARGE" = 60, "MPI_ERR_WIN" = 61, "MPI_ERR_LASTCODE" = 62}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.type @comm attributes {
      summary = "MPI communicator handler",
      description = "This type represents a handler for the MPI communicator."} {
  }
  irdl.type @request attributes {
      summary = "MPI asynchronous request handler",
      description = "This type represents a handler to an asynchronous request."} {
  }
  irdl.type @retval attributes {
      summary = "MPI function call return value (!mpi.retval)",
      description = "This type represents a return value from an MPI function call.\nThis value can be MPI_SUCCESS, MPI_ERR_IN_STATUS, or any error code.\n\nThis return value can be compared agains the known MPI error classes\nrepresented by `#mpi.errclass` using the `mpi.retval_check` operation."} {
  }
  irdl.type @status attributes {
      summary = "MPI reception operation status type",
      description = "This type represents the status of a reception operation."} {
  }
  irdl.operation @allreduce attributes {
      summary = "Equivalent to `MPI_Allreduce(sendbuf, recvbuf, op, comm)`",
      description = "MPI_Allreduce performs a reduction operation on the values in the sendbuf\narray and stores the result in the recvbuf array. The operation is \nperformed across all processes in the communicator.\n\nThe `op` attribute specifies the reduction operation to be performed.\nCurrently only the `MPI_Op` predefined in the standard (e.g. `MPI_SUM`) are\nsupported.\n\nThis operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "`(` $sendbuf `,` $recvbuf `,` custom<IntEnum>($op, \"MPI_OP_NULL MPI_MAX MPI_MIN MPI_SUM MPI_PROD MPI_LAND MPI_BAND MPI_LOR MPI_BOR MPI_LXOR MPI_BXOR MPI_MINLOC MPI_MAXLOC MPI_REPLACE\", \"32\") `,` $comm `)` attr-dict `:` type($sendbuf) `,` type($recvbuf) (`->` type($retval)^)?",
      independent_variadics = ["retval"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::mpi::MPI_ReductionOpEnumAttr>($_self))" {summary = "MPI operation class"}
    %3 = irdl.base @mpi::@comm {summary = "MPI communicator handler"}
    %4 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    irdl.operands(sendbuf: %0, recvbuf: %1, comm: %3)
    irdl.results(retval: optional %4)
    irdl.attributes {"op" = %2}
  }
  irdl.operation @barrier attributes {
      summary = "Equivalent to `MPI_Barrier(comm)`",
      description = "MPI_Barrier blocks execution until all processes in the communicator have\nreached this routine.\n\nThis operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "`(` $comm `)` attr-dict (`->` type($retval)^)?",
      independent_variadics = ["retval"]} {
    %0 = irdl.base @mpi::@comm {summary = "MPI communicator handler"}
    %1 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    irdl.operands(comm: %0)
    irdl.results(retval: optional %1)
  }
  irdl.operation @comm_rank attributes {
      summary = "Get the current rank, equivalent to `MPI_Comm_rank(comm, &rank)`",
      description = "This operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "`(` $comm `)` attr-dict `:` type(results)",
      traits = ["Pure"],
      independent_variadics = ["retval"]} {
    %0 = irdl.base @mpi::@comm {summary = "MPI communicator handler"}
    %1 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(comm: %0)
    irdl.results(retval: optional %1, rank: %2)
  }
  irdl.operation @comm_size attributes {
      summary = "Get the size of the group associated to the communicator, equivalent to `MPI_Comm_size(comm, &size)`",
      description = "This operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "`(` $comm `)` attr-dict `:` type(results)",
      traits = ["Pure"],
      independent_variadics = ["retval"]} {
    %0 = irdl.base @mpi::@comm {summary = "MPI communicator handler"}
    %1 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(comm: %0)
    irdl.results(retval: optional %1, size: %2)
  }
  irdl.operation @comm_split attributes {
      summary = "Partition the group associated with the given communicator into disjoint subgroups",
      description = "This operation splits the communicator into multiple sub-communicators.\nThe color value determines the group of processes that will be part of the\nnew communicator. The key value determines the rank of the calling process\nin the new communicator.\n\nThis operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "`(` $comm `,` $color `,` $key `)` attr-dict `:` type(results)",
      traits = ["Pure"],
      independent_variadics = ["retval"]} {
    %0 = irdl.base @mpi::@comm {summary = "MPI communicator handler"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    %4 = irdl.base @mpi::@comm {summary = "MPI communicator handler"}
    irdl.operands(comm: %0, color: %1, key: %2)
    irdl.results(retval: optional %3, newcomm: %4)
  }
  irdl.operation @comm_world attributes {
      summary = "Get the World communicator, equivalent to `MPI_COMM_WORLD`",
      description = "This operation returns the predefined MPI_COMM_WORLD communicator.",
      assembly_format = "attr-dict `:` type(results)",
      traits = ["Pure"]} {
    %0 = irdl.base @mpi::@comm {summary = "MPI communicator handler"}
    irdl.results(comm: %0)
  }
  irdl.operation @error_class attributes {
      summary = "Get the error class from an error code, equivalent to the `MPI_Error_class` function",
      description = "`MPI_Error_class` maps return values from MPI calls to a set of well-known\nMPI error classes.",
      assembly_format = "$val attr-dict `:` custom<StrippedType>(type($val), \"!mpi.retval\")"} {
    %0 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    %1 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    irdl.operands(val: %0)
    irdl.results(errclass: %1)
  }
  irdl.operation @finalize attributes {
      summary = "Finalize the MPI library, equivalent to `MPI_Finalize()`",
      description = "This function cleans up the MPI state. Afterwards, no MPI methods may \nbe invoked (excpet for MPI_Get_version, MPI_Initialized, and MPI_Finalized).\nNotably, MPI_Init cannot be called again in the same program.\n\nThis operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "attr-dict (`:` type($retval)^)?",
      independent_variadics = ["retval"]} {
    %0 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    irdl.results(retval: optional %0)
  }
  irdl.operation @init attributes {
      summary = "Initialize the MPI library, equivalent to `MPI_Init(NULL, NULL)`",
      description = "This operation must preceed most MPI calls (except for very few exceptions,\nplease consult with the MPI specification on these).\n\nPassing &argc, &argv is not supported currently.\n\nThis operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "attr-dict (`:` type($retval)^)?",
      independent_variadics = ["retval"]} {
    %0 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    irdl.results(retval: optional %0)
  }
  irdl.operation @irecv attributes {
      summary = "Equivalent to `MPI_Irecv(ptr, size, dtype, source, tag, comm, &req)`",
      description = "MPI_Irecv begins a non-blocking receive of `size` elements of type `dtype` \nfrom rank `source`. The `tag` value and communicator enables the library to\ndetermine the matching of multiple sends and receives between the same \nranks.\n\nThis operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "`(` $ref `,` $tag `,` $source `,` $comm`)` attr-dict `:` type($ref) `,` type($tag) `,` type($source)`->` type(results)",
      independent_variadics = ["retval"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.base @mpi::@comm {summary = "MPI communicator handler"}
    %4 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    %5 = irdl.base @mpi::@request {summary = "MPI asynchronous request handler"}
    irdl.operands(ref: %0, tag: %1, source: %2, comm: %3)
    irdl.results(retval: optional %4, req: %5)
  }
  irdl.operation @isend attributes {
      summary = "Equivalent to `MPI_Isend(ptr, size, dtype, dest, tag, comm)`",
      description = "MPI_Isend begins a non-blocking send of `size` elements of type `dtype` to\nrank `dest`. The `tag` value and communicator enables the library to\ndetermine the matching of multiple sends and receives between the same\nranks.\n\nThis operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "`(` $ref `,` $tag `,` $dest `,` $comm`)` attr-dict `:` type($ref) `,` type($tag) `,` type($dest) `->` type(results)",
      independent_variadics = ["retval"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.base @mpi::@comm {summary = "MPI communicator handler"}
    %4 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    %5 = irdl.base @mpi::@request {summary = "MPI asynchronous request handler"}
    irdl.operands(ref: %0, tag: %1, dest: %2, comm: %3)
    irdl.results(retval: optional %4, req: %5)
  }
  irdl.operation @recv attributes {
      summary = "Equivalent to `MPI_Recv(ptr, size, dtype, source, tag, comm, MPI_STATUS_IGNORE)`",
      description = "MPI_Recv performs a blocking receive of `size` elements of type `dtype` \nfrom rank `source`. The `tag` value and communicator enables the library to\ndetermine the matching of multiple sends and receives between the same \nranks.\n\nThe MPI_Status is set to `MPI_STATUS_IGNORE`, as the status object \nis not yet ported to MLIR.\n\nThis operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "`(` $ref `,` $tag `,` $source `,` $comm `)` attr-dict `:` type($ref) `,` type($tag) `,` type($source) (`->` type($retval)^)?",
      independent_variadics = ["retval"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.base @mpi::@comm {summary = "MPI communicator handler"}
    %4 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    irdl.operands(ref: %0, tag: %1, source: %2, comm: %3)
    irdl.results(retval: optional %4)
  }
  irdl.operation @retval_check attributes {
      summary = "Check an MPI return value against an error class",
      description = "This operation compares MPI status codes to known error class\nconstants such as `MPI_SUCCESS`, or `MPI_ERR_COMM`.",
      assembly_format = "$val `=` $errclass attr-dict `:` type($res)"} {
    %0 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    %1 = irdl.base @mpi::@errclass {summary = "MPI error class name"}
    %2 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(val: %0)
    irdl.results(res: %2)
    irdl.attributes {"errclass" = %1}
  }
  irdl.operation @send attributes {
      summary = "Equivalent to `MPI_Send(ptr, size, dtype, dest, tag, comm)`",
      description = "MPI_Send performs a blocking send of `size` elements of type `dtype` to rank\n`dest`. The `tag` value and communicator enables the library to determine \nthe matching of multiple sends and receives between the same ranks.\n\nThis operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "`(` $ref `,` $tag `,` $dest `,` $comm `)` attr-dict `:` type($ref) `,` type($tag) `,` type($dest)(`->` type($retval)^)?",
      independent_variadics = ["retval"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.base @mpi::@comm {summary = "MPI communicator handler"}
    %4 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    irdl.operands(ref: %0, tag: %1, dest: %2, comm: %3)
    irdl.results(retval: optional %4)
  }
  irdl.operation @wait attributes {
      summary = "Equivalent to `MPI_Wait(req, MPI_STATUS_IGNORE)`",
      description = "MPI_Wait blocks execution until the request has completed.\n\nThe MPI_Status is set to `MPI_STATUS_IGNORE`, as the status object \nis not yet ported to MLIR.\n\nThis operation can optionally return an `!mpi.retval` value that can be used\nto check for errors.",
      assembly_format = "`(` $req `)` attr-dict `:` custom<StrippedType>(type($req), \"!mpi.request\") (`->` type($retval) ^)?",
      independent_variadics = ["retval"]} {
    %0 = irdl.base @mpi::@request {summary = "MPI asynchronous request handler"}
    %1 = irdl.base @mpi::@retval {summary = "MPI function call return value (!mpi.retval)"}
    irdl.operands(req: %0)
    irdl.results(retval: optional %1)
  }
}
