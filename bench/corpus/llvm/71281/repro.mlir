llvm.func @func1()  {
  %c0 = arith.constant 0 : index
  %c22 = arith.constant 22 : index
  %c1 = arith.constant 1 : index
  %53 = tensor.empty() : tensor<22xf32>
  %54 = bufferization.to_memref %53 : memref<22xf32>
  %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<22xf32>
  scf.parallel (%arg0) = (%c0) to (%c22) step (%c1) {
    %81 = memref.load %54[%arg0] : memref<22xf32>
    memref.store %81, %alloc_4[%arg0] : memref<22xf32>
  }
  llvm.return
}
