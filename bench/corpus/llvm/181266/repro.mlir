// RUN: mlir-opt %s

module {
  func.func @test_double_resource() -> tensor<2xf64> {
    %0 = arith.constant dense_resource<double_data> : tensor<2xf64>
    return %0 : tensor<2xf64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      double_data: "0x000000000000F03F0000000000000040"
    }
  }
#-}
