module {
  func.func @main(%arg3: tensor<1xf32>, %arg4: tensor<?x?xf32>) -> () {
    %213 = tosa.table %arg4, %arg3 : (tensor<?x?xf32>, tensor<1xf32>) -> tensor<*xf32>
    return
  }
}
