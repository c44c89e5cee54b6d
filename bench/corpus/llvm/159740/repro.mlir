"builtin.module"() ({
  "func.func"() <{
    function_type = (tensor<2xi32>) -> (),
    sym_name = "test"
  }> ({
  ^bb0(%arg0: tensor<2xi32>):
    %0 = "test.operand0_and_result_have_same_element_count"(%arg0, %arg0) : 
         (tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
