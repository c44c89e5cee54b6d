"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf16>, tensor<1x1xf16>) -> tensor<1x8x8x3xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x4xf16>, %arg1: tensor<1x1xf16>):
    %0 = "tosa.const"() {values = dense<2.000000e+00> : tensor<1x8x8x3xf32>} : () -> tensor<1x8x8x3xf32>
    %1 = "tosa.add"(%0, %0) : (tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
    "func.return"(%1) : (tensor<1x8x8x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()
