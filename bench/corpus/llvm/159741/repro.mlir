"builtin.module"() ({
  "transform.named_sequence"() <{
    function_type = (!transform.any_op) -> (),
    sym_name = "__transform_main"
  }> ({
  ^bb0(%arg0: !transform.any_op):
    "memref.alloc"() : () -> ()
    "transform.yield"() : () -> ()
  }) : () -> ()
}) {transform.with_named_sequence} : () -> ()
