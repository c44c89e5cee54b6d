"builtin.module"() ({
  "tt.func"() <{function_type = (tensor<64xi32>) -> tensor<64xi32>, sym_name = "test"}> ({
  ^bb0(%arg0: tensor<64xi32>):
    "tt.return"(%arg0) : (tensor<64xi32>) -> ()
  }) : () -> ()
}) : () -> ()
