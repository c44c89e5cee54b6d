module {
  func.func @main(%init_ndhwc: tensor<1x2x2x2x1xf32>) -> () {
    %0 = arith.constant 0.0 : f32
    %fill_ndhwc = linalg.fill ins(%0 : f32) outs(%init_ndhwc : tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32>
    return
  }
}
