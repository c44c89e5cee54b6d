module {
  func.func private @fold_vector_transfer(%arg0: index, %arg1: memref<?xf32>, %arg2: index, %arg3: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    scf.for %arg4 = %c0 to %c10 step %c1 {
      %0 = memref.load %arg1[%arg4] : memref<?xf32>
      gpu.barrier
    }
    scf.for %arg4 = %c0 to %arg3 step %c1 {
      %0 = memref.load %arg1[%arg4] : memref<?xf32>
      gpu.barrier
    }
    return
  }
}

