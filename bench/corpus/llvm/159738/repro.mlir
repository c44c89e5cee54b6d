"builtin.module"() ({
  "func.func"() <{function_type = (tensor<123456x8192x8192xf32>) -> tensor<123456x8192x8192xf32>, sym_name = "test"}> ({
  ^bb0(%arg0: tensor<123456x8192x8192xf32>):
    "func.return"(%arg0) : (tensor<123456x8192x8192xf32>) -> ()
  }) : () -> ()
}) : () -> ()
