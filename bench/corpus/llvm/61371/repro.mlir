#map16 = affine_map<(d0, d1, d2) -> (d0 * 40 + d1 * 8 + d2 * 2)>
#map17 = affine_map<(d0, d1, d2) -> (d0 * 40 + d1 * 8 + d2 * 2 + 2)>
module {
  func.func @main(%85:memref<2x5x4x2xi64>) {
    affine.for %arg0 = 0 to 2 {
      affine.parallel (%arg1) = (0) to (5) {
        affine.parallel (%arg2) = (0) to (4) {
          affine.for %arg3 = #map16(%arg0, %arg1, %arg2) to #map17(%arg0, %arg1, %arg2) {
            %105 = affine.load %85[((%arg3 floordiv 2) floordiv 4) floordiv 5, ((%arg3 floordiv 2) floordiv 4) mod 5, (%arg3 floordiv 2) mod 4, %arg3 mod 2] : memref<2x5x4x2xi64>
          }
        }
      }
    }
    return
  }
}
