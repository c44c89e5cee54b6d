#map0 = affine_map<(d0) -> (d0 mod 14)>
#map1 = affine_map<(d0) -> ((d0 floordiv 14) mod 14)>
#map2 = affine_map<(d0) -> ((d0 floordiv 14) floordiv 14)>
module {
  func.func @main() {
    %c0_i32 = arith.constant 0 : i32
    %1 = memref.alloc() : memref<15x14x14xi32, 1>
    affine.for %arg0 = 0 to 2940 step 4 {
      %3 = affine.apply #map0(%arg0)
      %4 = affine.apply #map1(%arg0)
      %5 = affine.apply #map2(%arg0)
      affine.parallel (%arg1) = (%5) to (%5 + 1) {
        affine.parallel (%arg2) = (%4) to (%4 + 1) {
          affine.parallel (%arg3) = (%3) to (%3 + 1) {
            affine.store %c0_i32, %1[%arg1, %arg2, %arg3] : memref<15x14x14xi32, 1>
          }
        }
      }
    }
    return
  }
}
