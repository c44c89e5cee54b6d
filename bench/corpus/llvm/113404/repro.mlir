"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "empty_region"}> ({
    "spirv.mlir.loop"() <{loop_control = #spirv.loop_control<None>}> ({
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
