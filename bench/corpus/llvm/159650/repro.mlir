"builtin.module"() ({
  "func.func"() <{
    function_type = (tensor<i1>) -> tensor<i32>, 
    sym_name = "test_missing_terminator"
  }> ({
  ^bb0(%arg0: tensor<i1>):
    %0 = "tosa.cond_if"(%arg0) ({
      "tosa.const"() <{value = dense<42> : tensor<i32>}> : () -> tensor<i32>
    }, {
      %1 = "tosa.const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "tosa.yield"(%1) : (tensor<i32>) -> ()
    }) : (tensor<i1>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()
