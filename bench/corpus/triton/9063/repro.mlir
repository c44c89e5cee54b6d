"builtin.module"() ({
  "tt.func"() <{function_type = () -> (), sym_name = "test"}> ({
    %0 = "arith.constant"() <{value = dense<false> : tensor<128xi1>}> : () -> tensor<128xi1>
    %1 = "tt.expand_dims"(%0) <{axis = 4 : i32}> : (tensor<128xi1>) -> tensor<128x1xi1>
    "tt.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// --
"builtin.module"() ({
  "tt.func"() <{function_type = () -> (), sym_name = "empty"}> ({
    "tt.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
