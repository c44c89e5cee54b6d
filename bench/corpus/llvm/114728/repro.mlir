// mlir-opt -canonicalize test.mlir
module {
  func.func @extract() -> i64 {
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense_resource<__Constant_5_output_0> : tensor<1xi64>
    %extracted = tensor.extract %cst[%c0] : tensor<1xi64>
    return %extracted : i64
  }
}

{-#
  dialect_resources: {
    builtin: {
      __Constant_5_output_0: "0x080000000200000000000000"
    }
  }
#-}
