module {
  func.func @main(%arg0: tensor<4xi32>) -> () {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %2 = bufferization.to_memref %arg0 : memref<4xi32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
    scf.for %arg4 = %c0 to %c4 step %c1 {
      %19 = memref.load %2[%arg4] : memref<4xi32>
      %20 = math.ctlz %19 : i32
      memref.store %20, %alloc[%arg4] : memref<4xi32>
    }
    return
  }
}
