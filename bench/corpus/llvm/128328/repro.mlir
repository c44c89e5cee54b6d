module {
  func.func @main(%arg0: tensor<1x2xf32>, %arg1: tensor<2x?xf32>) -> () {
    // Call test_concat_dynamic
    %concat_result = tosa.concat %arg0, %arg1 {axis = 0 : i32} : (tensor<1x2xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
    return
  }
}
