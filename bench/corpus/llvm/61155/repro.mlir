//mlir-opt test.mlir -convert-memref-to-spirv

module {
  func.func @main(%arg0: memref<4xi64>, %arg1: memref<92xi64>) {
    %c0 = arith.constant 0 : index
    %c96 = arith.constant 96 : index
    %c1 = arith.constant 1 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = bufferization.to_tensor %arg1 : memref<92xi64>
    %1 = bufferization.to_tensor %arg0 : memref<4xi64>
    %2 = memref.alloc() {alignment = 128 : i64} : memref<96xi64>
    scf.for %arg2 = %c0 to %c96 step %c1 {
      memref.store %c0_i64, %2[%arg2] : memref<96xi64>
    }
    return
  }
}

