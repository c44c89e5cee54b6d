"builtin.module"() ({
  "tosa.const"() <{values = dense<["string", 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
}) : () -> ()
