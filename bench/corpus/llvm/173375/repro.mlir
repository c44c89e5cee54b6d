func.func @extract_strided_loops(%arg0 : i32) {
  %0 = memref.alloc() : memref<100xf32>
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32


  affine.for %i = 0 to 100 step 4 {
    affine.store %cst, %0[%c0] : memref<100xf32>

    %1 = affine.load %0[%c0] : memref<100xf32>
  }
  return
}


