module {
  func.func @main(%arg0: memref<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>{
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = bufferization.to_tensor %arg0 : memref<1x2x2x4xf32>
    %2 = builtin.unrealized_conversion_cast %0 : i64 to index
    %extracted_slice = tensor.extract_slice %1[0, 0, 0, 0] [1, 1, 2, 4] [1, 1, 1, 1] : tensor<1x2x2x4xf32> to tensor<1x2x4xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %1[%2, 1, %2, 0] [1, 1, 2, 4] [1, 1, 1, 1] : tensor<1x2x4xf32> into tensor<1x2x2x4xf32>
    return %inserted_slice : tensor<1x2x2x4xf32>
  }
}
