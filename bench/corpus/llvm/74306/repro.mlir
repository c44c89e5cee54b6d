func.func @func2() {
  %c6 = arith.constant 6 : index
  %c29 = arith.constant 29 : index
  %3 = tensor.empty() : tensor<11x13xf32>
  %alloc_10 = memref.alloc() : memref<11x13xi64>
  memref.dealloc %alloc_10 : memref<11x13xi64>
  %102 = bufferization.clone %alloc_10 : memref<11x13xi64> to memref<11x13xi64>
  %147 = affine.load %102[%c29, %c6] : memref<11x13xi64>
  return
}
