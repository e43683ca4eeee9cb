// Imported from ODS (AsyncDialect.td:22) by irdl-import-ods: attributes, types and operations.
irdl.dialect @async attributes {ods, properties, summary = "Types and operations for async dialect", description = "This dialect contains operations for modeling asynchronous execution."} {
  irdl.type @"!coro_handle" attributes {
      summary = "coroutine handle",
      description = "`async.coro.handle` is a handle to the coroutine (pointer to the coroutine\nframe) that can be passed around to resume or destroy the coroutine.",
      mnemonic = "coro.handle"} {
  }
  irdl.type @"!coro_id" attributes {
      summary = "switched-resume coroutine identifier",
      description = "`async.coro.id` is a type identifying a switched-resume coroutine.",
      mnemonic = "coro.id"} {
  }
  irdl.type @"!coro_state" attributes {
      summary = "saved coroutine state",
      description = "`async.coro.state` is a saved coroutine state that should be passed to the\ncoroutine suspension operation.",
      mnemonic = "coro.state"} {
  }
  irdl.type @group attributes {
      summary = "async group type",
      description = "`async.group` represent a set of async tokens or values and allows to\nexecute async operations on all of them together (e.g. wait for the\ncompletion of all/any of them)."} {
  }
  irdl.type @token attributes {
      summary = "async token type",
      description = "`async.token` is a type returned by asynchronous operations, and it becomes\n`available` when the asynchronous operations that created it is completed."} {
  }
  irdl.type @value attributes {
      summary = "async value type",
      description = "`async.value` represents a value returned by asynchronous operations,\nwhich may or may not be available currently, but will be available at some\npoint in the future.",
      cpp_assembly_format = "AsyncValueType"} {
    %0 = irdl.any {summary = "Type"}
    irdl.parameters(valueType: %0)
  }
  irdl.operation @add_to_group attributes {
      summary = "adds an async token or value to the group",
      description = "The `async.add_to_group` adds an async token or value to the async group.\nReturns the rank of the added element in the group. This rank is fixed\nfor the group lifetime.\n\nExample:\n\n```mlir\n%0 = async.create_group %size : !async.group\n%1 = ... : !async.token\n%2 = async.add_to_group %1, %0 : !async.token\n```",
      assembly_format = "$operand `,` $group `:` type($operand) attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self)))" {summary = "async value type or async token type"}
    %1 = irdl.base @async::@group {summary = "async group type"}
    %2 = irdl.is index {summary = "index"}
    irdl.operands(operand: %0, group: %1)
    irdl.results(rank: %2)
  }
  irdl.operation @await attributes {
      summary = "waits for the argument to become ready",
      description = "The `async.await` operation waits until the argument becomes ready, and for\nthe `async.value` arguments it unwraps the underlying value\n\nExample:\n\n```mlir\n%0 = ... : !async.token\nasync.await %0 : !async.token\n\n%1 = ... : !async.value<f32>\n%2 = async.await %1 : !async.value<f32>\n```",
      ods_assembly_format = "\n    $operand `:` custom<AwaitResultType>(\n      type($operand), type($result)\n    ) attr-dict\n  ",
      cpp_verifier = "AsyncAwait",
      independent_variadics = ["result"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self)))" {summary = "async value type or async token type"}
    %1 = irdl.any {summary = "any type"}
    irdl.operands(operand: %0)
    irdl.results(result: optional %1)
  }
  irdl.operation @await_all attributes {
      summary = "waits for the all async tokens or values in the group to become ready",
      description = "The `async.await_all` operation waits until all the tokens or values in the\ngroup become ready.\n\nExample:\n\n```mlir\n%0 = async.create_group %size : !async.group\n\n%1 = ... : !async.token\n%2 = async.add_to_group %1, %0 : !async.token\n\n%3 = ... : !async.token\n%4 = async.add_to_group %2, %0 : !async.token\n\nasync.await_all %0\n```",
      assembly_format = "$operand attr-dict"} {
    %0 = irdl.base @async::@group {summary = "async group type"}
    irdl.operands(operand: %0)
  }
  irdl.operation @call attributes {
      summary = "async call operation",
      description = "The `async.call` operation represents a direct call to an async function\nthat is within the same symbol scope as the call. The operands and result\ntypes of the call must match the specified async function type. The callee\nis encoded as a symbol reference attribute named \"callee\".\n\nExample:\n\n```mlir\n%2 = async.call @my_add(%0, %1) : (f32, f32) -> !async.value<f32>\n```",
      assembly_format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
      ods_traits = ["CallOpInterface", "SymbolUserOpInterface"],
      cpp_verifier = "AsyncCall",
      optional_attributes = ["arg_attrs", "res_attrs"],
      independent_variadics = ["operands", "odsResult0"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self)))" {summary = "async value type or async token type"}
    irdl.operands(operands: variadic %1)
    irdl.results(odsResult0: variadic %4)
    irdl.attributes {"callee" = %0, "arg_attrs" = %2, "res_attrs" = %3}
  }
  irdl.operation @coro.begin attributes {
      summary = "returns a handle to the coroutine",
      description = "The `async.coro.begin` allocates a coroutine frame and returns a handle to\nthe coroutine.",
      assembly_format = "$id attr-dict"} {
    %0 = irdl.base @async::@"!coro_id" {summary = "switched-resume coroutine identifier"}
    %1 = irdl.base @async::@"!coro_handle" {summary = "coroutine handle"}
    irdl.operands(id: %0)
    irdl.results(handle: %1)
  }
  irdl.operation @coro.end attributes {
      summary = "marks the end of the coroutine in the suspend block",
      description = "The `async.coro.end` marks the point where a coroutine needs to return\ncontrol back to the caller if it is not an initial invocation of the\ncoroutine. It the start part of the coroutine is is no-op.",
      assembly_format = "$handle attr-dict"} {
    %0 = irdl.base @async::@"!coro_handle" {summary = "coroutine handle"}
    irdl.operands(handle: %0)
  }
  irdl.operation @coro.free attributes {
      summary = "deallocates the coroutine frame",
      description = "The `async.coro.free` deallocates the coroutine frame created by the\nasync.coro.begin operation.",
      assembly_format = "$id `,` $handle attr-dict"} {
    %0 = irdl.base @async::@"!coro_id" {summary = "switched-resume coroutine identifier"}
    %1 = irdl.base @async::@"!coro_handle" {summary = "coroutine handle"}
    irdl.operands(id: %0, handle: %1)
  }
  irdl.operation @coro.id attributes {
      summary = "returns a switched-resume coroutine identifier",
      description = "The `async.coro.id` returns a switched-resume coroutine identifier.",
      assembly_format = "attr-dict"} {
    %0 = irdl.base @async::@"!coro_id" {summary = "switched-resume coroutine identifier"}
    irdl.results(id: %0)
  }
  irdl.operation @coro.save attributes {
      summary = "saves the coroutine state",
      description = "The `async.coro.saves` saves the coroutine state.",
      assembly_format = "$handle attr-dict"} {
    %0 = irdl.base @async::@"!coro_handle" {summary = "coroutine handle"}
    %1 = irdl.base @async::@"!coro_state" {summary = "saved coroutine state"}
    irdl.operands(handle: %0)
    irdl.results(state: %1)
  }
  irdl.operation @coro.suspend attributes {
      summary = "suspends the coroutine",
      description = "The `async.coro.suspend` suspends the coroutine and transfers control to the\n`suspend` successor. If suspended coroutine later resumed it will transfer\ncontrol to the `resume` successor. If it is destroyed it will transfer\ncontrol to the the `cleanup` successor.\n\nIn switched-resume lowering coroutine can be already in resumed state when\nsuspend operation is called, in this case control will be transferred to the\n`resume` successor skipping the `suspend` successor.",
      assembly_format = "$state `,` $suspendDest `,` $resumeDest `,` $cleanupDest attr-dict",
      traits = ["Terminator"],
      successors = ["suspendDest", "resumeDest", "cleanupDest"]} {
    %0 = irdl.base @async::@"!coro_state" {summary = "saved coroutine state"}
    irdl.operands(state: %0)
  }
  irdl.operation @create_group attributes {
      summary = "creates an empty async group",
      description = "The `async.create_group` allocates an empty async group. Async tokens or\nvalues can be added to this group later. The size of the group must be\nspecified at construction time, and `await_all` operation will first\nwait until the number of added tokens or values reaches the group size.\n\nExample:\n\n```mlir\n%size = ... : index\n%group = async.create_group %size : !async.group\n...\nasync.await_all %group\n```",
      assembly_format = "$size `:` custom<StrippedType>(type($result), \"!async.group\") attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.base @async::@group {summary = "async group type"}
    irdl.operands(size: %0)
    irdl.results(result: %1)
  }
  irdl.operation @execute attributes {
      summary = "Asynchronous execute operation",
      description = "The `body` region attached to the `async.execute` operation semantically\n can be executed concurrently with the successor operation. In the followup\n example \"compute0\" can be executed concurrently with \"compute1\".\n\n The actual concurrency semantics depends on the dialect lowering to the\n executable format. Fully sequential execution (\"compute0\" completes before\n \"compute1\" starts) is a completely legal execution.\n\n Because concurrent execution is not guaranteed, it is illegal to create an\n implicit dependency from \"compute1\" to \"compute0\" (e.g. via shared global\n state). All dependencies must be made explicit with async execute arguments\n (`async.token` or `async.value`).\n\n`async.execute` operation takes `async.token` dependencies and `async.value`\n operands separately, and starts execution of the attached body region only\n when all tokens and values become ready.\n\n Example:\n\n ```mlir\n %dependency = ... : !async.token\n %value = ... : !async.value<f32>\n\n %token, %results =\n   async.execute [%dependency](%value as %unwrapped: !async.value<f32>)\n              -> !async.value<!some.type>\n   {\n     %0 = \"compute0\"(%unwrapped): (f32) -> !some.type\n     async.yield %0 : !some.type\n   }\n\n %1 = \"compute1\"(...) : !some.type\n ```\n\n In the example above asynchronous execution starts only after dependency\n token and value argument become ready. Unwrapped value passed to the\n attached body region as an %unwrapped value of f32 type.",
      cpp_assembly_format = "AsyncExecute",
      traits = ["SingleBlockImplicitTerminator<async.yield>", "AttrSizedOperandSegments", "AutomaticAllocationScope", "RecursiveMemoryEffects"],
      ods_traits = ["RegionBranchOpInterface"],
      cpp_verifier = "AsyncExecute",
      independent_variadics = ["dependencies", "bodyOperands", "bodyResults"]} {
    %0 = irdl.base @async::@token {summary = "async token type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self)))" {summary = "async value type or async token type"}
    %2 = irdl.base @async::@token {summary = "async token type"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::async::ValueType>($_self))" {summary = "async value type"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(dependencies: variadic %0, bodyOperands: variadic %1)
    irdl.results(token: %2, bodyResults: variadic %3)
    irdl.regions(bodyRegion: %4)
  }
  irdl.operation @func attributes {
      summary = "async function operation",
      description = "An async function is like a normal function, but supports non-blocking\nawait. Internally, async function is lowered to the LLVM coroutinue with\nasync runtime intrinsic. It can return an async token and/or async values.\nThe token represents the execution state of async function and can be used\nwhen users want to express dependencies on some side effects, e.g.,\nthe token becomes available once every thing in the func body is executed.\n\nExample:\n\n```mlir\n// Async function can't return void, it always must be some async thing.\nasync.func @async.0() -> !async.token {\n  return\n}\n\n// Function returns only async value.\nasync.func @async.1() -> !async.value<i32> {\n  %0 = arith.constant 42 : i32\n  return %0 : i32\n}\n\n// Implicit token can be added to return types.\nasync.func @async.2() -> !async.token, !async.value<i32> {\n  %0 = arith.constant 42 : i32\n  return %0 : i32\n}\n```",
      cpp_assembly_format = "AsyncFunc",
      traits = ["IsolatedFromAbove"],
      ods_traits = ["FunctionOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "AsyncFunc",
      optional_attributes = ["sym_visibility", "arg_attrs", "res_attrs"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of function type"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %5 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "function_type" = %1, "sym_visibility" = %2, "arg_attrs" = %3, "res_attrs" = %4}
    irdl.regions(body: %5)
  }
  irdl.operation @return attributes {
      summary = "Async function return operation",
      description = "The `async.return` is a special terminator operation for Async function.\n\nExample:\n\n```mlir\nasync.func @foo() : !async.token {\n  return\n}\n```",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["Pure", "HasParent<async.func>", "ReturnLike", "Terminator"],
      cpp_verifier = "AsyncReturn",
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @runtime.add_ref attributes {
      summary = "adds a reference to async value",
      description = "The `async.runtime.add_ref` operation adds a reference(s) to async value\n(token, value or group).",
      assembly_format = "$operand attr-dict `:` type($operand)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self))) || ((::llvm::isa<::mlir::async::GroupType>($_self)))" {summary = "async value type or async token type or async group type"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()))" {summary = "64-bit signless integer attribute whose value is positive"}
    irdl.operands(operand: %0)
    irdl.attributes {"count" = %1}
  }
  irdl.operation @runtime.add_to_group attributes {
      summary = "adds an async token or value to the group",
      description = "The `async.runtime.add_to_group` adds an async token or value to the async\ngroup. Returns the rank of the added element in the group.",
      assembly_format = "$operand `,` $group attr-dict `:` type($operand)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self)))" {summary = "async value type or async token type"}
    %1 = irdl.base @async::@group {summary = "async group type"}
    %2 = irdl.is index {summary = "index"}
    irdl.operands(operand: %0, group: %1)
    irdl.results(rank: %2)
  }
  irdl.operation @runtime.await attributes {
      summary = "blocks the caller thread until the operand becomes available",
      description = "The `async.runtime.await` operation blocks the caller thread until the\noperand becomes available or error.",
      assembly_format = "$operand attr-dict `:` type($operand)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self))) || ((::llvm::isa<::mlir::async::GroupType>($_self)))" {summary = "async value type or async token type or async group type"}
    irdl.operands(operand: %0)
  }
  irdl.operation @runtime.await_and_resume attributes {
      summary = "awaits the async operand and resumes the coroutine",
      description = "The `async.runtime.await_and_resume` operation awaits for the operand to\nbecome available or error and resumes the coroutine on a thread managed by\nthe runtime.",
      assembly_format = "$operand `,` $handle attr-dict `:` type($operand)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self))) || ((::llvm::isa<::mlir::async::GroupType>($_self)))" {summary = "async value type or async token type or async group type"}
    %1 = irdl.base @async::@"!coro_handle" {summary = "coroutine handle"}
    irdl.operands(operand: %0, handle: %1)
  }
  irdl.operation @runtime.create attributes {
      summary = "creates an async runtime token or value",
      description = "The `async.runtime.create` operation creates an async dialect token or\nvalue. Tokens and values are created in the non-ready state.",
      assembly_format = "attr-dict `:` type($result)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self)))" {summary = "async value type or async token type"}
    irdl.results(result: %0)
  }
  irdl.operation @runtime.create_group attributes {
      summary = "creates an async runtime group",
      description = "The `async.runtime.create_group` operation creates an async dialect group\nof the given size. Group created in the empty state.",
      assembly_format = "$size `:` custom<StrippedType>(type($result), \"!async.group\") attr-dict"} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.base @async::@group {summary = "async group type"}
    irdl.operands(size: %0)
    irdl.results(result: %1)
  }
  irdl.operation @runtime.drop_ref attributes {
      summary = "drops a reference to async value",
      description = "The `async.runtime.drop_ref` operation drops a reference(s) to async value\n(token, value or group).",
      assembly_format = "$operand attr-dict `:` type($operand)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self))) || ((::llvm::isa<::mlir::async::GroupType>($_self)))" {summary = "async value type or async token type or async group type"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()))" {summary = "64-bit signless integer attribute whose value is positive"}
    irdl.operands(operand: %0)
    irdl.attributes {"count" = %1}
  }
  irdl.operation @runtime.is_error attributes {
      summary = "returns true if token, value or group is in error state",
      description = "The `async.runtime.is_error` operation returns true if the token, value or\ngroup (any of the async runtime values) is in the error state. It is the\ncaller responsibility to check error state after the call to `await` or\nresuming after `await_and_resume`.",
      assembly_format = "$operand attr-dict `:` type($operand)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self))) || ((::llvm::isa<::mlir::async::GroupType>($_self)))" {summary = "async value type or async token type or async group type"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(operand: %0)
    irdl.results(is_error: %1)
  }
  irdl.operation @runtime.load attributes {
      summary = "loads the value from the runtime async.value",
      description = "The `async.runtime.load` operation loads the value from the runtime\nasync.value storage.",
      assembly_format = "$storage attr-dict `:` custom<StrippedType>(type($storage), \"!async.value\")",
      traits = ["TypesMatchWith<storage, result, cpp:AsyncRuntimeLoadResult, type of 'value' matches element type of 'storage'>"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::async::ValueType>($_self))" {summary = "async value type"}
    %1 = irdl.any {summary = "any type"}
    irdl.operands(storage: %0)
    irdl.results(result: %1)
  }
  irdl.operation @runtime.num_worker_threads attributes {
      summary = "gets the number of threads in the threadpool from the runtime",
      description = "The `async.runtime.num_worker_threads` operation gets the number of threads\nin the threadpool from the runtime.",
      assembly_format = "attr-dict `:` type($result)",
      ods_traits = ["InferTypeOpInterface"],
      cpp_verifier = "AsyncRuntimeNumWorkerThreads",
      cpp_result_types = "AsyncRuntimeNumWorkerThreads"} {
    %0 = irdl.is index {summary = "index"}
    irdl.results(result: %0)
  }
  irdl.operation @runtime.resume attributes {
      summary = "resumes the coroutine on a thread managed by the runtime",
      description = "The `async.runtime.resume` operation resumes the coroutine on a thread\nmanaged by the runtime.",
      assembly_format = "$handle attr-dict"} {
    %0 = irdl.base @async::@"!coro_handle" {summary = "coroutine handle"}
    irdl.operands(handle: %0)
  }
  irdl.operation @runtime.set_available attributes {
      summary = "switches token or value to available state",
      description = "The `async.runtime.set_available` operation switches async token or value\nstate to available.",
      assembly_format = "$operand attr-dict `:` type($operand)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self)))" {summary = "async value type or async token type"}
    irdl.operands(operand: %0)
  }
  irdl.operation @runtime.set_error attributes {
      summary = "switches token or value to error state",
      description = "The `async.runtime.set_error` operation switches async token or value\nstate to error.",
      assembly_format = "$operand attr-dict `:` type($operand)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::async::ValueType>($_self))) || ((::llvm::isa<::mlir::async::TokenType>($_self)))" {summary = "async value type or async token type"}
    irdl.operands(operand: %0)
  }
  irdl.operation @runtime.store attributes {
      summary = "stores the value into the runtime async.value",
      description = "The `async.runtime.store` operation stores the value into the runtime\nasync.value storage.",
      assembly_format = "$value `,` $storage attr-dict `:` custom<StrippedType>(type($storage), \"!async.value\")",
      traits = ["TypesMatchWith<storage, value, cpp:AsyncRuntimeStoreValue, type of 'value' matches element type of 'storage'>"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::async::ValueType>($_self))" {summary = "async value type"}
    irdl.operands(value: %0, storage: %1)
  }
  irdl.operation @yield attributes {
      summary = "terminator for Async execute operation",
      description = "The `async.yield` is a special terminator operation for the block inside\n`async.execute` operation.",
      assembly_format = "($operands^ `:` type($operands))? attr-dict",
      traits = ["HasParent<async.execute>", "Pure", "Terminator", "ReturnLike"],
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
}
