module {
  func.func private @printMemrefF32(tensor<*xf32>)
  func.func @main() {
    %0 = "tosa.const"() <{value = dense<55> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1 = "tosa.const"() <{value = dense<2.63253522> : tensor<10x52x11xf32>}> : () -> tensor<10x52x11xf32>
    %2 = tosa.pad %1, %0 : (tensor<10x52x11xf32>, tensor<2x2xi32>) -> tensor<10x52x11xf32>
    %3 = tosa.tile %2 {multiples = array<i64: 2, 1, 1>} : (tensor<10x52x11xf32>) -> tensor<20x52x11xf32>
    %cast = tensor.cast %3 : tensor<20x52x11xf32> to tensor<*xf32>
    call @printMemrefF32(%cast) : (tensor<*xf32>) -> ()
    return
  }
}
