module {
  func.func @main(%arg0: memref<4090x2040xf32>, %arg1: f32) {
        affine.parallel (%arg4, %arg5) = (0, 0) to (min(128, 122), min(64, 2040)) {
          affine.for %arg6 = 0 to 100 {
            affine.store %arg1, %arg0[%arg4 + 3968, %arg5] : memref<4090x2040xf32>
          }
        }
    return
  }
}
