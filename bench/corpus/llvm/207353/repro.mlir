module {
  spirv.func @test_muli() -> i32 "None" {
    %0 = "emitc.constant"() <{value = 1 : i32}> : () -> i32
    %1 = test.with_bounds {smax = 0 : si32, smin = 0 : si32, umax = 0 : ui32, umin = 0 : ui32} : i32
    %2 = arith.muli %1, %0 : i32
    %3 = test.reflect_bounds %2 : i32
    %4 = builtin.unrealized_conversion_cast %3 : i32 to i32
    spirv.ReturnValue %4 : i32
  }
}

