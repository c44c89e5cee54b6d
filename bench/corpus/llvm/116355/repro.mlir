module {
  func.func @main(%input5: tensor<4xi32>) -> () {
    %logical_input = "tosa.cast"(%input5) : (tensor<4xi32>) -> tensor<i1>
    return
  }
}
