module {
  func.func @test(%arg0: memref<10xf32>, %arg1: index) {
    %0 = acc.create varPtr(%arg0 : memref<10xf32>) -> memref<10xf32>
    acc.serial dataOperands(%0 : memref<10xf32>) {
      %c0 = arith.constant 0 : index
      %c0_0 = arith.constant 0 : index
      %1 = arith.cmpi sge, %arg1, %c0 : index
      %2 = arith.cmpi slt, %arg1, %c0 : index
      %3 = arith.andi %1, %2 : i1
      cf.assert %3, "ERROR: Runtime op verification failed\0A%7 = \22memref.load\22(%arg1, %arg2) : (memref<10xf32>, index) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22/data/szy/MLIR/seed729/tmp.fJQ9P1y8uQ.mlir\22:2:8)"
      %4 = memref.load %arg0[%arg1] : memref<10xf32>
      acc.yield
    }
    return
  }
}

