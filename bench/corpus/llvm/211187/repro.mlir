#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 64, crdWidth = 64 }>
module {
  llvm.func @m(%arg0: f64) -> () {
    %cst = arith.constant 0.000000e+00 : f64
    %c0 = arith.constant 0 : index
    %5 = bufferization.alloc_tensor() : tensor<128x64xf64, #sparse>
    %inserted = tensor.insert %cst into %5[%c0, %c0] : tensor<128x64xf64, #sparse>
    llvm.return 
  }
}
