#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @test_add_slice_bounds() {
    %alloc = memref.alloc() : memref<10xf32>
    %cst = arith.constant 0.619152 : f32
    affine.for %arg0 = 0 to 10 {
      affine.for %arg1 = #map(%arg0) to #map1(%arg0) {
        affine.store %cst, %alloc[%arg1] : memref<10xf32>
      }
    }
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 10 {
        affine.for %arg2 = #map(%arg0) to #map1(%arg0) {
          affine.for %arg3 = #map(%arg1) to #map1(%arg1) {
            %0 = affine.apply #map1(%arg3)
            %1 = affine.load %alloc[%0] : memref<10xf32>
          }
        }
      }
    }
    return
  }
}
