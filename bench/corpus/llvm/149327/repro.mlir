module attributes {test.block_ids = array<i64: 13>} {
  func.func @main(%arg0: tensor<82x97xi64>, %arg1: tensor<1x97xi64>) {
    %0 = ub.poison : i64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<82x97xi64, #spirv.storage_class<StorageBuffer>>
    affine.for %arg2 = 0 to 82 {
      affine.for %arg3 = 0 to 97 step 128 {
        %1 = vector.transfer_read %alloc[%arg2, %arg3], %0 : memref<82x97xi64, #spirv.storage_class<StorageBuffer>>, vector<128xi64>
      }
    }
    return
  }
}
