"builtin.module"() ({
  "func.func"() <{
    function_type = () -> (),
    sym_name = "simple_arith.ceildivui"
  }>({
    %0 = "test.with_bounds"() <{
      smax = 0 : i32,
      smin = -1 : i32,
      umax = 0 : i32,
      umin = -1 : i32
    }> : () -> i32

    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32

    %2 = "arith.ceildivui"(%1, %0) : (i32, i32) -> i32

    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
