func.func @main(%arg0: tensor<*xi32>) {
  %0 = tensor.cast %arg0 : tensor<*xi32> to tensor<*xi32>
  return 
}
