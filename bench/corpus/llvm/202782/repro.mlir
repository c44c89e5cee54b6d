#map = affine_map<(d0) -> (d0 + 7)>
module {
  func.func @test_to_buffer(%arg0: tensor<?xi64>, %arg1: tensor<*xi64>) -> (memref<?xi64, #map>, memref<*xi64, 1>) {
    %0 = bufferization.to_buffer %arg0 : tensor<?xi64> to memref<?xi64, #map>
    %1 = bufferization.to_buffer %arg1 : tensor<*xi64> to memref<*xi64, 1>
    return %0, %1 : memref<?xi64, #map>, memref<*xi64, 1>
  }
}
