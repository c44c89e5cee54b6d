module {
  func.func @m() {
    %alloc = memref.alloc() : memref<10xf32>
    %alloc_1 = memref.alloc() : memref<10xf32>
    affine.for %arg0 = 0 to 10 step 128 {
      %1 = ub.poison : f32
      %2 = vector.transfer_read %alloc_1[%arg0], %1 : memref<10xf32>, vector<128xf32>
      vector.transfer_write %2, %alloc[%arg0] : vector<128xf32>, memref<10xf32>
    }
    affine.for %arg0 = 0 to 10 step 128 {
      %1 = ub.poison : f32
      %2 = vector.transfer_read %alloc[%arg0], %1 : memref<10xf32>, vector<128xf32>
    }
    return
  }
}
