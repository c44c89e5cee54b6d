module {
  spirv.func @foo(%arg0: i1, %arg2: i2) "None" {
    spirv.mlir.selection {
      spirv.BranchConditional %arg0, ^bb1, ^bb2
    ^bb2:  // pred: ^bb0
      spirv.mlir.merge
    ^bb1:  // pred: ^bb0

      spirv.mlir.selection {
        spirv.BranchConditional %arg0, ^bb1, ^bb2
      ^bb2:  // pred: ^bb0
        spirv.mlir.merge
      ^bb1:  // pred: ^bb0
        spirv.mlir.merge
      }
    }
    spirv.Return
  }
}



