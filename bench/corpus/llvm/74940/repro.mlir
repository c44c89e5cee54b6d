func.func @func2()  {
  %c2 = arith.constant 2 : index
  %149 = memref.alloca_scope -> (tensor<?x25xi64>) {
    memref.alloca_scope  {
      %239 = arith.cmpi eq, %c2, %c2 : index
      cf.assert %239, ""
    }
    memref.alloca_scope -> (tensor<9xi16>) {
      %alloc_169 = memref.alloc() {alignment = 64 : i64} : memref<9xi16>
      %244 = bufferization.to_tensor %alloc_169 : memref<9xi16>
      memref.alloca_scope.return %244 : tensor<9xi16>
    }
    %alloc_130 = memref.alloc(%c2) {alignment = 64 : i64} : memref<?x25xi64>
    %201 = bufferization.to_tensor %alloc_130 : memref<?x25xi64>
    memref.alloca_scope.return %201 : tensor<?x25xi64>
  }
  return
}
