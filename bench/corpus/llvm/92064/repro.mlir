module {
  func.func nested @func1() {
    %33 = tensor.empty() : tensor<1x1x1xi1>
    %output_real, %output_imag = "tosa.rfft2d"(%33) : (tensor<1x1x1xi1>) -> (tensor<1x1x1xi1>, tensor<1x1x1xi1>)
    return
  }
}
