func.func @trunci_tensor(%arg0 : tensor<8x4xi32>) -> tensor<8x4xi16> {
  %0 = arith.trunci %arg0 : tensor<8x4xi32> to tensor<8x4xi16>
  return %0 : tensor<8x4xi16>
}

