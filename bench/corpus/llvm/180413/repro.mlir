module {
  spirv.EntryPoint "GLCompute" @main
  func.func @main() {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = tosa.bitwise_not %0 : (tensor<1xi32>) -> tensor<1xi32>
    %2 = tosa.logical_right_shift %1, %0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %3 = tosa.reduce_product %2 {axis = 0 : i32} : (tensor<1xi32>) -> tensor<1xi32>
    %4 = tensor.cast %3 : tensor<1xi32> to tensor<*xi32>
    %5 = tosa.max_pool2d %4 {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<*xi32>) -> tensor<*xi32>
    return
  }
}
