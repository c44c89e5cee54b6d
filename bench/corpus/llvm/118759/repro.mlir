#map = affine_map<(d0) -> (d0)>
#map1 =affine_map<(d0) -> (d0 + 1)>
module {
        func.func @loop_nest_seq_imperfect() {
      %alloc = memref.alloc() : memref<256x8xf32, #spirv.storage_class<StorageBuffer>>
      affine.for %arg0 = 0 to 64 {
        affine.for %arg1 = 0 to 8 {
          %0 = affine.apply #map(%arg1)
          %1 = affine.load %alloc[%arg0, %0] : memref<256x8xf32, #spirv.storage_class<StorageBuffer>>
          affine.store %1, %alloc[%arg0, %arg1] : memref<256x8xf32, #spirv.storage_class<StorageBuffer>>
        }
      }
      affine.for %arg0 = 16 to 32 {
        affine.for %arg1 = 0 to 8 {
          %0 = affine.apply #map(%arg1)
          %1 = affine.load %alloc[%arg0, %0] : memref<256x8xf32, #spirv.storage_class<StorageBuffer>>
          affine.store %1, %alloc[%arg0, %arg1] : memref<256x8xf32, #spirv.storage_class<StorageBuffer>>
        }
      }
      return
    }
}

