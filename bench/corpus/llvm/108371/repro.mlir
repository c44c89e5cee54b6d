module {
  func.func private @callee(%i: index, %j: index, %k: index, %m: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %m, %c0_0 : memref<?xf32>
    %0 = arith.cmpi sge, %i, %c0 : index
    %1 = arith.cmpi slt, %i, %dim : index
    %2 = arith.andi %0, %1 : i1
    %c1 = arith.constant 1 : index
    %dim_1 = memref.dim %m, %c1 : memref<?xf32>
    %3 = arith.cmpi sge, %j, %c0 : index
    %4 = arith.cmpi slt, %j, %dim_1 : index
    %5 = arith.andi %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    cf.assert %6, "ERROR: Runtime op verification failed\0A%12 = \22memref.load\22(%2, %3, %4) : (memref<?xf32>, index, index) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22/data/szy/MLIR/seed729/tmp.Jv59r4jk.mlir\22:8:12)"
    %7 = memref.load %m[%i] : memref<?xf32>
    gpu.barrier
    return
  }
}
