"builtin.module"() ({
  "irdl.dialect"() <{sym_name = "test"}> ({
    "irdl.type"() <{sym_name = ""}> ({
      %0 = "irdl.any"() : () -> !irdl.attribute
      "irdl.parameters"(%0) <{names = ["param"]}> : (!irdl.attribute) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
