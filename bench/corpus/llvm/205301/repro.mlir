module {
  func.func private @f() attributes {foo = "func_foo"}
  func.func private @mlml_base(%arg0: memref<?xf32, strided<[1], offset: ?>>, %arg1: memref<?xf32, strided<[1], offset: ?>>, %arg2: memref<4xf32>) {
    %cst0_i32 = spirv.Constant 0 : i32
    %0 = builtin.unrealized_conversion_cast %cst0_i32 : i32 to index
    %cst1_i32 = spirv.Constant 1 : i32
    %1 = builtin.unrealized_conversion_cast %cst1_i32 : i32 to index
    %cst10_i32 = spirv.Constant 10 : i32
    %2 = builtin.unrealized_conversion_cast %cst10_i32 : i32 to index
    scf.for %arg3 = %0 to %2 step %1 {
      %3 = memref.load %arg0[%arg3] {__test_pipelining_op_order__ = 3 : i64, __test_pipelining_stage__ = 0 : i64} : memref<?xf32, strided<[1], offset: ?>>
      %4 = spirv.FAdd %3, %3 : f32
      memref.store %4, %arg1[%arg3] {__test_pipelining_op_order__ = 2 : i64, __test_pipelining_stage__ = 1 : i64} : memref<?xf32, strided<[1], offset: ?>>
    } {__test_pipelining_loop__}
    return
  }
}

