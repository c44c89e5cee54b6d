#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
module {
  func.func @resize_fp_power_of_two_upscale(%arg0: !llvm.ptr) {
    %7 = sparse_tensor.new %arg0 : !llvm.ptr to tensor<?x?xf32, #sparse>
    sparse_tensor.print %7 : tensor<?x?xf32, #sparse>
    llvm.return
  }
}
