"builtin.module"() ({
  "func.func"() <{
    function_type = (tensor<4x5xi8>, tensor<256xi8>) -> (),
    sym_name = "test"
  }> ({
  ^bb0(%arg0: tensor<4x5xi8>, %arg1: tensor<256xi8>):
    %0 = "tosa.table"(%arg0, %arg1) : (tensor<4x5xi8>, tensor<256xi8>) -> tensor<*xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
