module {
  spirv.func @nofold_collapse_with_non_fusion_mini_loop(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 "None" attributes {llvm.emit_c_interface} {
    %0:2 = "test.op_with_region_or_terminator_op"(%arg0, %arg1, %arg2) : (i32, i32, i32) -> (i32, i32)
    %1 = builtin.unrealized_conversion_cast %0#1 : i32 to i32
    spirv.ReturnValue %1 : i32
  }
}

