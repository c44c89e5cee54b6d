module {
  func.func @func1() {

    %c-138_i16 = arith.constant -138 : i16
    %from_elements_8 = tensor.splat %c-138_i16 : tensor<2x2x5xi16>
    %cast_9 = tensor.cast %from_elements_8 : tensor<2x2x5xi16> to tensor<?x?x?xi16>
    %c-2_i64 = arith.constant -2 : i64
    %from_elements_10 = tensor.from_elements %c-2_i64 : tensor<1xi64>

    %463 = tosa.pad %cast_9, %from_elements_10 : (tensor<?x?x?xi16>, tensor<1xi64>) -> tensor<?x?x?xi16>

    return
  }
}
