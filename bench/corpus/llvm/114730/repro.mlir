module {
  func.func @main(%arg4: tensor<513x!quant.uniform<i16:f32, 1.000000e+00>>) {
    return
  }
}
