func @minimal(%arg0: memref<4x4xf32>) {
  affine.for %a = 0 to 4 {
    affine.parallel (%b) = (0) to (4) step (1) {
      affine.for %c = 0 to 4 {
        affine.parallel (%d) = (max(0, %b)) to (4) step (1) {
        //affine.parallel (%d) = (0) to (min(0, %b)) step (1) {
          %0 = affine.load %arg0[%a, %c] : memref<4x4xf32>
        }
      }
    }
  }
  return
}
