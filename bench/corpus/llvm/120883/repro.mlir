module {
  func.func private @ext_func_result_attrs(%arg0: f32) -> (i32, i32) {
    %cst0_i32 = spirv.Constant 0 : i32
    %cst-1_i32 = spirv.Constant -1 : i32
    %0 = spirv.Variable :!spirv.ptr<i32, Function>
    %1 = spirv.Variable :!spirv.ptr<i32, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst-1_i32 : i32, i32)
    ^bb1(%3: i32, %4: i32):  // 2 preds: ^bb0, ^bb2
      %5 = spirv.SLessThan %3, %cst-1_i32 : i32
      spirv.BranchConditional %5, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %6 = spirv.IAdd %3, %4 : i32
      spirv.Store "Function" %0, %6 : i32
      %7 = spirv.IAdd %3, %cst0_i32 : i32
      spirv.Branch ^bb1(%7, %6 : i32, i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %2 = spirv.Load "Function" %1 : i32
    %3 = spirv.Load "Function" %0 : i32
    return %3, %2 : i32, i32
  }
}

