module {
  tosa.variable @m : tensor<2x?xf64>
}
