module {
  llvm.func @f(%arg0: f32 {test.erase_this}) attributes {test.insert_results = [[1, f32, {test.A}]]} {
    llvm.return
  }
  llvm.func @_mlir_ciface_f(f32 {test.erase_this}) attributes {test.insert_results = [[1, f32, {test.A}]]}
}

