module {
  func.func @test(%arg0: memref<3x2xi8>) -> memref<2x3xi8> {
    %0 = bufferization.to_tensor %arg0 : memref<3x2xi8>
    %1 = tosa.reshape %0 {new_shape = array<i64: 2, 3>} : (tensor<3x2xi8>) -> tensor<2x3xi8>
    %2 = bufferization.to_memref %1 : memref<2x3xi8>
    return %2 : memref<2x3xi8>
  }
}
