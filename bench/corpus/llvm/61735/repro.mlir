func.func @main(%arg0 : tensor<16x8xi16>, %arg1: tensor<8x32xi64>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.matmul ins(%arg0, %arg1: tensor<16x8xi16>, tensor<8x32xi64>)
                     outs(%arg2: tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0: tensor<16x32xf32>
}
