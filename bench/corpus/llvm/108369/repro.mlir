#map = affine_map<(d0) -> (d0)>
module {
  func.func @load_store() {
    %cst = arith.constant 8.000000e-01 : f32
    %alloc_0 = memref.alloc() : memref<10xf32, #spirv.storage_class<StorageBuffer>>
    affine.for %arg0 = 0 to 10 {
      affine.for %arg1 = #map(%arg0) to #map(%arg0) {
        %0 = affine.load %alloc_0[%arg1] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
        affine.store %cst, %alloc_0[%arg1] : memref<10xf32, #spirv.storage_class<StorageBuffer>>
      }
    }
    return
  }
}
