module {
  func.func @optional_arg(%arg: i1) {
    %c0 = arith.constant 0 :index
    spirv.BranchConditional %arg, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    spirv.Return
  ^bb2:  // pred: ^bb0
    spirv.Return
  }
}
