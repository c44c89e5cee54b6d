module {
  func.func @main(%arg0: tensor<?xf32> , %arg1: tensor<?xf32>) -> (memref<?xf32>, memref<?xf32>) {
    %3 = bufferization.to_memref %arg0 : memref<?xf32>
    %5 = bufferization.to_memref %arg1 : memref<?xf32>
    return %3, %5 : memref<?xf32>, memref<?xf32>
  }
}
