module {
  func.func @m0() -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>> {
    %cst = arith.constant dense<["10", "20"]> : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
    return %cst : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
  }
}
