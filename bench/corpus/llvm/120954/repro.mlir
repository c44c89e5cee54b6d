#map = affine_map<(d0) -> (d0)>
module {
  func.func @loop_nest_depth() {
    %alloc = memref.alloca() :memref<256x8xf32, #spirv.storage_class<Generic>>
    affine.for %arg0 = 0 to 32 step 4 {
      affine.for %arg1 = 0 to 8 step 2 {
        %0 = affine.apply #map(%arg1)
        %1 = affine.load %alloc[%arg0, %0] : memref<256x8xf32, #spirv.storage_class<Generic>>
      }
    }
    return
  }
}

