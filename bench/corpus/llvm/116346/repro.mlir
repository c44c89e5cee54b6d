module {
  func.func @main(%arg0: tensor<13x21x3xf32>) -> () {
    %ceil_result = tosa.ceil %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return
  }
}
