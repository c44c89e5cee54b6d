#map1 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> (d0 + ((-d0 + 3) floordiv 4) * 4)>
func.func @func1() {
  %tmp = arith.constant 1.1 : f16
  %alloc_66 = memref.alloc() : memref<f16, 1>
  affine.for %arg2 = 4 to 6 {
    affine.for %arg3 = #map1(%arg2) to #map4(%arg2) step 4 {
      affine.store %tmp, %alloc_66[] : memref<f16, 1>
      affine.store %tmp, %alloc_66[] : memref<f16, 1>
      %270 = affine.load %alloc_66[] : memref<f16, 1>
    }
  }
  return
}
