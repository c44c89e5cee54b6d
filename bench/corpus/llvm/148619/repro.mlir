module {
  memref.global "private" constant @__constant_2x3x4xi64 : memref<2x3x4xi64> = dense<48> {alignment = 64 : i64}
  func.func @main() {
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c-41_i64 = arith.constant -41 : i64
    %0 = memref.get_global @__constant_2x3x4xi64 : memref<2x3x4xi64>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3x4xi64>
    scf.parallel (%arg0, %arg1, %arg2) = (%c0, %c0, %c0) to (%c2, %c3, %c4) step (%c1, %c1, %c1) {
      %1 = memref.load %0[%arg0, %arg1, %arg2] : memref<2x3x4xi64>
      %2 = arith.maxsi %1, %c-41_i64 : i64
      memref.store %2, %alloc[%arg0, %arg1, %arg2] : memref<2x3x4xi64>
      scf.reduce
    }
    return
  }
}
