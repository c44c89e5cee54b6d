module {
  func.func @VecAdd_kernel(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: i32) attributes {gpu.kernel} {
    %c0 = arith.constant 0 : index
    %0 = gpu.block_id  x
    %1 = gpu.thread_id  x
    %2 = gpu.block_dim  x
    %3 = arith.index_cast %2 : index to i32
    %4 = arith.index_cast %0 : index to i32
    %5 = arith.muli %3, %4 : i32
    %6 = arith.index_cast %1 : index to i32
    %7 = arith.addi %5, %6 : i32
    cf.br ^bb1
  ^bb1:
    %8 = arith.cmpi slt, %7, %arg3 : i32
    cf.cond_br %8, ^bb2, ^bb4
  ^bb2:
    %9 = memref.load %arg0[%c0] : memref<?xf32>
    %10 = memref.load %arg1[%c0] : memref<?xf32>
    %11 = arith.addf %9, %10 : f32
    %12 = arith.addi %7, %arg3 : i32
    cf.cond_br %8, ^bb3(%11, %12 : f32, i32), ^bb4
  ^bb3(%13: f32, %14: i32):
    memref.store %13, %arg2[%c0] : memref<?xf32>
    %15 = arith.cmpi eq, %14, %arg3 : i32
    cf.cond_br %15, ^bb4, ^bb5
  ^bb4:
    return
  ^bb5:
    memref.store %11, %arg2[%c0] : memref<?xf32>
    return
  }
}
