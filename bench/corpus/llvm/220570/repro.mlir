module {
  func.func private @m1() {
    %cst = arith.constant 1.000000e+00 : f16
    %cst_0 = arith.constant 5.600000e+03 : f16
    %0 = spirv.CL.ceil %cst_0 : f16
    %1 = spirv.Unordered %0, %cst_0 : f16
    cf.br ^bb1(%1 : i1)
  ^bb1(%2: i1):  // pred: ^bb0
    %3 = memref.alloca_scope  -> (f16) {
      memref.alloca_scope.return %cst : f16
    }
    return
  }
}
