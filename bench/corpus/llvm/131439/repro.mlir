module {
  func.func private @main() -> tensor<4x1xf32> {
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<4xf32, #spirv.storage_class<StorageBuffer>>
    %expand_shape = memref.expand_shape %alloca [[0, 1]] output_shape [4, 1] : memref<4xf32, #spirv.storage_class<StorageBuffer>> into memref<4x1xf32, #spirv.storage_class<StorageBuffer>>
    %1 = bufferization.to_tensor %expand_shape : memref<4x1xf32, #spirv.storage_class<StorageBuffer>> to tensor<4x1xf32>
    return %1 : tensor<4x1xf32>
  }
}
