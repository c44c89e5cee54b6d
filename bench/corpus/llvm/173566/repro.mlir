module {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.finalize
  }
  module @rewriters {
  }
  func.func @subposition_loop(%arg0: index) {
    %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
    %cst8_i32 = spirv.Constant 8 : i32
    %1 = spirv.Variable : !spirv.ptr<!spirv.array<64xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%0 : i32)
    ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb2
      %3 = spirv.SLessThan %2, %cst8_i32 : i32
      spirv.BranchConditional %3, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %4 = spirv.IAdd %2, %0 : i32
      spirv.Branch ^bb1(%4 : i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
}
