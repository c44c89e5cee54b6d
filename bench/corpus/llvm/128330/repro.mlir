module {
  func.func @combined_example(%arg1: tensor<16x1x1x8x!quant.uniform<i8<-127:127>:f32, 0.015680249780416489>>) -> () {
    return
  }
}
