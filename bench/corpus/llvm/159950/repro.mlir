"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "test"}> ({
    %0 = "emitc.literal"() <{value = "0"}> : () -> index
    %1 = "emitc.literal"() <{value = "10"}> : () -> index  
    %2 = "emitc.literal"() <{value = "1"}> : () -> index
    "emitc.for"(%0, %1, %2) ({
      "emitc.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
