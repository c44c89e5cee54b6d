module {
  func.func @main(%arg0: tensor<78x98x1x5xf32>, %arg1: tensor<3x3x5x1xf32>, %arg2: tensor<5xf32>, %arg3: tensor<78x66xi64>, %arg4: tensor<30x79xi1>, %arg5: tensor<1x96x0x1xf32>, %arg6: tensor<1x1x0x5xi1>)  {
    %0 = "tosa.depthwise_conv2d"(%arg0, %arg1, %arg2) {dilation = array<i64: 2, 2>, pad = array<i64: 1, 1, 2, 1>, stride = array<i64: 1, 1>} : (tensor<78x98x1x5xf32>, tensor<3x3x5x1xf32>, tensor<5xf32>) -> tensor<78x96x0x5xf32>
    %3 = "tosa.equal"(%0, %arg5) : (tensor<78x96x0x5xf32>, tensor<1x96x0x1xf32>) -> tensor<78x96x0x5xi1>
    %4 = "tosa.sub"(%3, %arg6) : (tensor<78x96x0x5xi1>, tensor<1x1x0x5xi1>) -> tensor<78x96x0x5xi1>
    return 
  }
}
