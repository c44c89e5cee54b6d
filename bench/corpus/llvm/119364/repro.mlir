  func.func @func2(%arg0: tensor<1x20x1xi32>, %arg1: tensor<1x20x1xi32>, %arg2: tensor<1x20x1xi32>) {
    %0 = "tosa.const"() <{value = dense<[0, 2, 1]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %4 = "tosa.const"() <{value = dense<-3060> : tensor<1x20x1xi32>}> : () -> tensor<1x20x1xi32>
    %47 = tosa.cast %4 : (tensor<1x20x1xi32>) -> tensor<1x20x1xf32>
    %48 = tosa.transpose %47, %0 : (tensor<1x20x1xf32>, tensor<3xi32>) -> tensor<1x1x20xi32>
    %49 = tosa.matmul %47, %48 : (tensor<1x20x1xf32>, tensor<1x1x20xi32>) -> tensor<1x20x20xi32>
    return 
  }
