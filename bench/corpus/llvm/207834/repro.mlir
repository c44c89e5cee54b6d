module {
  func.func @m13(%arg0: memref<?xi32>, %arg1: memref<4x?xi32>) {
    return
  }
  func.func @m14() {
    return
  }
  func.func @m16() {
    %alloc = memref.alloc() : memref<64xf32>
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %0 = arith.cmpi ult, %c64, %c128 : index
    %1 = scf.if %0 -> (memref<128xf32>) {
      %alloc_0 = memref.alloc() : memref<128xf32>
      scf.yield %alloc_0 : memref<128xf32>
    } else {
      %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [128], strides: [1] : memref<64xf32> to memref<128xf32>
      scf.yield %reinterpret_cast : memref<128xf32>
    }
    return
  }
}
